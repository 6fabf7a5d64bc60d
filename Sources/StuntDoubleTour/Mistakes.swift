import Foundation
import StuntDouble

// The mistakes people make most often with a mocking library, made on
// purpose. Outside a test StuntDouble writes each failure to standard
// error as `File.swift:line: error: …`; in a test the same text becomes a
// Swift Testing issue or an XCTest failure at that line.

/// Forgets to start the car and accelerates only once, so two expectations
/// go unmet: `verify()` reports each one as its own failure.
func showUnmetExpectations() {
    let battery = BatteryStub()
    battery.given { $0.charge }.willReturn(0.5)
    let (car, engine) = carWithEngineMock(battery)

    engine.expect { try $0.start() }
    engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")  // by name: whatever the arguments
    car.accelerate(to: 30)
    engine.stop()

    verify(
        engine,
        saying: "  Expected start() and two setSpeed(to:) calls; the car was never started",
        "  and changed speed once:")
}

/// Expectations with matchers that describe themselves: the message marks
/// each call ✓ or ✗, and for `.equal(to:)` also the call that came closest.
func showMatchersThatDescribeThemselves() {
    let (car, engine) = carWithEngineMock()

    engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.satisfying("a speed above 100") { $0 > 100 })) }
    engine.expect { $0.setSpeed(to: 50) }
    car.accelerate(to: 30)
    car.accelerate(to: 120)
    car.accelerate(to: 55)

    verify(engine, saying: "  Expected two speeds above 100 and one of exactly 50; the car went to 30, 120 and 55:")
}

/// Expects a call under a name the engine does not have: a mistake of the
/// name-based forms only (the closure forms do not compile with it). The
/// expectation can never be met; the message says which name was probably
/// meant.
func showMisspelledName() {
    let (car, engine) = carWithEngineMock()

    engine.expect(callToFunction: "setSped(to:)")
    car.accelerate(to: 30)

    verify(engine, saying: "  Expected \"setSped(to:)\", meaning \"setSpeed(to:)\":")
}

/// A car whose engine is a new mock and whose battery can supply any
/// power: where the mistakes above start.
private func carWithEngineMock(_ battery: BatteryStub = BatteryStub()) -> (Car, EngineMock) {
    battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
    let engine = EngineMock()
    return (Car(engine: engine, battery: battery), engine)
}

/// Says what was expected, then verifies `engine`, which reports why not
/// at the caller's line, as a test helper that passes its location on
/// would.
private func verify(
    _ engine: EngineMock, saying lines: String...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    for text in lines { say(text) }
    say()
    engine.verify(fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Gives a value under a misspelled name, and one of the wrong type. The
/// members answer their defaults instead, which a test may not notice.
/// Neither fails a test by default (a shared setup may give members a test
/// never calls), but StuntDouble writes a note for each; the strict
/// stubbing policy makes them failures of `verify()`.
func showGivensThatDoNotApply() {
    let engine = EngineMock()
    let battery = BatteryStub()
    battery.given("charge", willReturn: 1)
    let car = Car(engine: engine, battery: battery)

    engine.given("currentSped()", willReturn: 88.0)
    say("  Gave 88 km/h under \"currentSped()\" and a charge of 1 (an Int, for a Double).")
    say("  The first read of the dashboard notes the charge:")
    say()
    let dashboard = car.dashboard
    say()
    say("  car.dashboard → \(dashboard). verify() notes the misspelled name:")
    say()
    engine.verify()
    say()
    say("  With engine.stubbingPolicy = .strict, the same verify() fails:")
    say()
    engine.stubbingPolicy = .strict
    engine.verify()
}

/// An engine double that names its members with an enum, with a copy-paste
/// slip: `stop()` passes `.setSpeed`, another member's case. StuntDouble
/// reports it the first time the member is called.
final class IdentifiedEngineMock: Mocking, DefiningFunctionID, Engine {
    enum FunctionID: String, CaseIterable {
        case start = "start()"
        case setSpeed = "setSpeed(to:)"
        case currentSpeed = "currentSpeed()"
        case stop = "stop()"
        case serviceRecord = "serviceRecord()"
    }

    func start() throws { didCallFunction(withID: .start) }
    func setSpeed(to kilometresPerHour: Double) { didCallFunction(withID: .setSpeed, withArguments: kilometresPerHour) }
    func currentSpeed() -> Double { didCallFunction(withID: .currentSpeed) }
    func stop() { didCallFunction(withID: .setSpeed) }
    func serviceRecord() -> ServiceRecord { didCallFunction(withID: .serviceRecord) }
}

/// Parks a car with `IdentifiedEngineMock` three times: the slip is
/// reported once, however often the member is called.
func showFunctionIDSlip() {
    let car = Car(engine: IdentifiedEngineMock(), battery: BatteryStub())

    say("  The car is parked three times; the report comes once:")
    say()
    for _ in 1...3 { car.park() }
}

/// A garage that knows where each car is parked; `nil` for strangers.
protocol Garage {
    func spot(forPlate plate: String) -> Int?
}

final class GarageStub: Stubbing, Garage {
    func spot(forPlate plate: String) -> Int? { didCallFunction(withArguments: plate) }
}

/// An optional member answers `nil` when no given applies. When it has
/// givens, StuntDouble notes why none applied: `didCallFunction(…)!` would
/// trap next, and Swift's own message would not say.
func showNilAnswerNote() {
    let garage = GarageStub()
    garage.given { $0.spot(forPlate: "B-SD 1") }.willReturn(7)
    say("  A given for plate \"B-SD 1\" only; asked for \"B-SD 2\":")
    say()
    let spot = garage.spot(forPlate: "B-SD 2")
    say()
    say("  garage.spot(forPlate: \"B-SD 2\") → \(spot.map(String.init) ?? "nil")")
}

/// Shows the report for a member called with no given and no default.
///
/// That call traps, which would end the tour, so a copy of the tour makes
/// it (see `callMemberWithoutGiven()`) and this shows what the copy wrote.
func showMissingGiven() {
    say("  This one traps, so the tour runs a copy of itself with \(missingGivenArgument)")
    say("  to make the call, and shows what that copy wrote to standard error:")
    say()
    let child: ChildRun
    do {
        child = try runChild(with: missingGivenArgument)
    } catch {
        say("  Unexpected: the copy could not be started (\(error)).")
        return
    }
    let (report, omittedLines) = child.reportWithoutStackTrace
    say(report)
    say()
    if child.trapped {
        say("  The copy trapped (signal \(child.status)) right after the report, as a test process")
        say("  would at that call. The stack trace the runtime printed after the trap")
        say("  (\(omittedLines) lines) is left out here.")
    } else {
        say("  Unexpected: the copy exited with status \(child.status) instead of trapping.")
    }
}

/// The argument that makes the tour run `callMemberWithoutGiven()` instead.
let missingGivenArgument = "--missing-given"

/// Asks the engine for a `ServiceRecord` without a given. `ServiceRecord`
/// has no default stub value, so StuntDouble reports the call and traps:
/// a test cannot go on with a value nobody chose.
func callMemberWithoutGiven() -> Never {
    let car = Car(engine: EngineMock(), battery: BatteryStub())
    say(car.serviceSummary)
    // Not reached: the call above traps.
    exit(EXIT_SUCCESS)
}
