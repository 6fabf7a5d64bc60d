// A code block of Guides/GettingStarted.md, "Verifying", kept identical to the
// region between the snippet markers by DocumentationSnippetTests: an
// XCTest case that verifies in `tearDown()`. It starts with an import, so it
// is a file of its own; it runs in the XCTest run of the test binary.
import StuntDouble
// snippet: verify-in-xctest
import XCTest

final class CarTests: XCTestCase {
    var engine: EngineMock!
    var battery: BatteryStub!

    override func setUp() {
        super.setUp()
        engine = EngineMock()
        battery = BatteryStub()
        battery.given("canSupply(watts:)", willReturn: true)
    }

    override func tearDown() {
        engine.verify()
        super.tearDown()
    }

    func testAcceleratingToMotorwaySpeedShiftsUp() {
        engine.expect(callToFunction: "gear", withArgumentsThatMatch: ArgumentMatcher { (gear: Int) in gear == 2 })
        Car(engine: engine, battery: battery).accelerate(to: 100)
    }
}
// end snippet
