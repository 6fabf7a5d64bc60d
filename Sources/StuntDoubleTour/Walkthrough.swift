import StuntDouble

/// Drives a car with an engine mock and a battery stub the way a test
/// would, and ends with a `verify()` that has nothing to report.
func driveWithDoubles() throws {
    let engine = EngineMock()
    let battery = BatteryStub()
    let car = Car(engine: engine, battery: battery)

    step("With no given, a member returns its type's default stub value (0 for Double).")
    say("  car.dashboard → \(car.dashboard)")

    step("Givens: a plain one, then a conditional one. The newest given that applies wins.")
    battery.given("charge", willReturn: 0.8)
    battery.given("canSupply(watts:)", willReturn: true)
    battery.given(
        "canSupply(watts:)",
        withArgumentsThatMatch: ArgumentMatcher(description: "more than 150 kW") { (watts: Double) in
            watts > 150_000
        },
        willReturn: false)
    say("  battery.canSupply(watts: 50_000)  → \(battery.canSupply(watts: 50_000))")
    say("  battery.canSupply(watts: 200_000) → \(battery.canSupply(watts: 200_000))")

    step("Expectations, set before the car is driven. Only calls a matcher accepts are counted.")
    engine.expect(callToFunction: "start()")
    let moving = ArgumentMatcher(description: "a speed above 0") { (speed: Double) in speed > 0 }
    let tooFast = ArgumentMatcher(description: "a speed above 150") { (speed: Double) in speed > 150 }
    engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)", withArgumentsThatMatch: moving)
    engine.expect(.never, callsToFunction: "setSpeed(to:)", withArgumentsThatMatch: tooFast)
    engine.expect(callToFunction: "stop()")
    say("  start() at least once; setSpeed(to:) above 0 exactly twice, above 150 never; stop() at least once")

    step("The car is driven. It asks the battery before each change of speed.")
    try car.start()
    say("  car.accelerate(to: 50)  → \(car.accelerate(to: 50))")
    say("  car.accelerate(to: 200) → \(car.accelerate(to: 200))   (the battery refuses 200 kW)")
    say("  car.accelerate(to: 120) → \(car.accelerate(to: 120))")
    engine.given("currentSpeed()", willReturn: 120.0)
    say("  car.dashboard → \(car.dashboard)")
    car.park()
    say("  car.park()")

    step("A mock keeps its history: typed arguments and call counts, per member.")
    let speeds = engine.receivedArguments(forCallsToFunction: "setSpeed(to:)", as: Double.self)
    say("  setSpeed(to:) received \(speeds)")
    say("  currentSpeed() was called \(engine.numberOfCalls(toFunction: "currentSpeed()")) times")

    step("verify() checks every expectation; when all are met it reports nothing.")
    engine.verify()
    say("  engine.verify() → no failure; wouldFailIfVerified() → \(engine.wouldFailIfVerified())")
}
