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
    say("  Each calls the member in a closure, which the compiler checks; that call is recorded, not made.")
    battery.given { $0.charge }.willReturn(0.8)
    battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
    battery.given { $0.canSupply(watts: arg(.satisfying("more than 150 kW") { $0 > 150_000 })) }
        .willReturn(false)
    say("  battery.canSupply(watts: 50_000)  → \(battery.canSupply(watts: 50_000))")
    say("  battery.canSupply(watts: 200_000) → \(battery.canSupply(watts: 200_000))")

    step("Expectations, set before the car is driven. Only calls a matcher accepts are counted.")
    engine.expect { try $0.start() }
    engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.satisfying("a speed above 0") { $0 > 0 })) }
    engine.expect(.never) { $0.setSpeed(to: arg(.satisfying("a speed above 150") { $0 > 150 })) }
    engine.expect { $0.stop() }
    say("  start() at least once; setSpeed(to:) above 0 exactly twice, above 150 never; stop() at least once")

    step("The car is driven. It asks the battery before each change of speed.")
    try car.start()
    say("  car.accelerate(to: 50)  → \(car.accelerate(to: 50))")
    say("  car.accelerate(to: 200) → \(car.accelerate(to: 200))   (the battery refuses 200 kW)")
    say("  car.accelerate(to: 120) → \(car.accelerate(to: 120))")
    engine.given { $0.currentSpeed() }.willReturn(120.0)
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
