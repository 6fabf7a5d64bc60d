import StuntDouble

/// Verification after the act: the car is driven first, then the test
/// states what must have happened, including the order of calls across
/// the engine and the battery.
func showVerificationAfterTheAct() {
    step("Verify after the act: drive first, then state what must have happened.")
    let engine = EngineMock()
    let battery = BatteryMock()
    battery.given { $0.charge }.willReturn(0.8)
    battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
    let car = Car(engine: engine, battery: battery)
    try? car.start()
    car.accelerate(to: 50)
    car.park()

    say("  engine.verify(.once) { try $0.start() } → \(engine.verify(.once) { try $0.start() })")
    say("  engine.verify(.once, callsToFunction: \"start()\") → \(engine.verify(.once, callsToFunction: "start()"))")
    let inOrder = verifyInOrder(
        .call(on: battery) { $0.canSupply(watts: arg(.any)) },
        .call(on: engine) { $0.setSpeed(to: 50) },
        .call(on: engine) { $0.stop() })
    say("  verifyInOrder(canSupply, setSpeed(to: 50), stop) → \(inOrder)")

    step("An order that did not happen: the engine stopped before it started.")
    say()
    verifyInOrder(.call(on: engine) { $0.stop() }, .call(on: engine) { try $0.start() })
}

/// The battery as a mock, so that its calls can take part in an order.
final class BatteryMock: Mocking, Battery {
    var charge: Double { didCallFunction() }
    func canSupply(watts: Double) -> Bool { didCallFunction(withArguments: watts) }
}
