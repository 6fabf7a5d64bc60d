// A code block of Guides/GettingStarted.md, "Verifying", kept identical to the
// region between the snippet markers by DocumentationSnippetTests: a Swift
// Testing test that calls `verify()` at its end. It starts with an import,
// so it is a file of its own.
import StuntDouble
// snippet: verify-in-swift-testing
import Testing

@Test func acceleratingSetsTheSpeed() throws {
    let engine = EngineMock()
    let battery = BatteryStub()
    battery.given { $0.charge }.willReturn(0.8)
    battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
    engine.expect { try $0.start() }
    engine.expect(.once) { $0.setSpeed(to: 50) }

    let car = Car(engine: engine, battery: battery)
    try car.start()
    car.accelerate(to: 50)

    engine.verify()
}
// end snippet
