import StuntDouble

/// A partial mock: a subclass of the real calculator whose members pass
/// their `super` call as the real implementation.
final class RangeCalculatorMock: RangeCalculator, Mocking {
    override func kilometresPerCharge() -> Double {
        didCallFunction(realImplementation: { super.kilometresPerCharge() })
    }

    override func range(forCharge charge: Double) -> Double {
        didCallFunction(withArguments: charge) { super.range(forCharge: charge) }
    }
}

/// Answers beyond one fixed value: an error then success, for a retry; a
/// value per call; and a partial mock that runs the real code.
func showAnswers() throws {
    step("An engine that fails to start once, then starts: the car retries.")
    let engine = EngineMock()
    let battery = BatteryStub()
    battery.given { $0.charge }.willReturn(0.8)
    var attempts = 0
    engine.given { try $0.start() }
        .willAnswer { () throws in
            attempts += 1
            if attempts == 1 { throw CarError.engineCold }
        }
    let car = Car(engine: engine, battery: battery)
    say("  car.startRetrying(attempts: 3) → started on attempt \(try car.startRetrying(attempts: 3))")

    step("A value per call: the battery drains as the car drives; the last value repeats.")
    let drainingBattery = BatteryStub()
    drainingBattery.given { $0.charge }.willReturn(0.8, then: 0.5, 0.2)
    let readings = (1...4).map { _ in drainingBattery.charge }
    say("  charge, read four times → \(readings)")

    step("A partial mock: the real range computation, with a given for one member.")
    let calculator = RangeCalculatorMock()
    calculator.callsThroughByDefault = true
    say("  range(forCharge: 0.5) with the real 400 km per charge → \(calculator.range(forCharge: 0.5))")
    calculator.given { $0.kilometresPerCharge() }.willReturn(300.0)
    say("  after given { $0.kilometresPerCharge() }.willReturn(300.0) → \(calculator.range(forCharge: 0.5))")
}
