// The code blocks of Guides/GettingStarted.md: each region between snippet
// markers is a block of the guide, kept identical to it by
// DocumentationSnippetTests, and the tests below run it and check what the
// guide says it does. The blocks that start with imports are files of
// their own beside this one.
//
// The guide's car, engine and battery are the test module's own names,
// since blocks with imports (which must be at file scope) use them; the
// other doubles are namespaced in `GettingStartedGuide`.
import Testing

@testable import StuntDouble

// snippet: code-under-test
protocol Engine {
    func start() throws
    func setSpeed(to kilometresPerHour: Double)
    func currentSpeed() -> Double
    var gear: Int { get set }
}

protocol Battery {
    var charge: Double { get }
    func canSupply(watts: Double) -> Bool
}

final class Car {
    var engine: any Engine
    let battery: any Battery

    init(engine: any Engine, battery: any Battery) {
        self.engine = engine
        self.battery = battery
    }

    func start() throws {
        if battery.charge > 0.1 { try engine.start() }
    }

    func accelerate(to speed: Double) {
        guard battery.canSupply(watts: speed * 1_000) else { return }
        engine.gear = speed > 60 ? 2 : 1
        engine.setSpeed(to: speed)
    }
}
// end snippet

// snippet: engine-mock
final class EngineMock: Mocking, Engine {
    func start() throws { try didCallThrowingFunction() }
    func setSpeed(to kilometresPerHour: Double) { didCallFunction(withArguments: kilometresPerHour) }
    func currentSpeed() -> Double { didCallFunction() }
    var gear: Int {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}
// end snippet

// snippet: default-stub-value
struct ServiceRecord {
    var kilometres: Int
    var lastInspection: String
}

extension ServiceRecord: ProvidingDefaultStubValue {
    static func defaultStubValue() -> ServiceRecord {
        ServiceRecord(kilometres: 0, lastInspection: "never")
    }
}
// end snippet

enum GettingStartedGuide {
    // snippet: named-battery-stub
    final class NamedBatteryStub: Stubbing, Battery {
        var charge: Double { didCallFunction("charge") }
        func canSupply(watts: Double) -> Bool { didCallFunction("canSupply(watts:)", withArguments: watts) }
    }
    // end snippet

    // snippet: bang-form
    final class WorkshopMock: Mocking {
        func record(for plate: String) -> ServiceRecord { didCallFunction(withArguments: plate)! }
    }
    // end snippet

    /// A member returning `ServiceRecord`, to show its default.
    final class GarageStub: Stubbing {
        func lastService() -> ServiceRecord { didCallFunction() }
    }

    // snippet: value-type-double
    struct OdometerStub: Stubbing {
        let doubleRegistry = DoubleRegistry()

        func kilometres() -> Int { didCallFunction() }
    }
    // end snippet
}

struct GettingStartedGuideTests {
    // MARK: Stubs and givens

    @Test func aStubAnswersWithItsGivens() {
        // snippet: givens
        let battery = BatteryStub()
        battery.given("charge", willReturn: 0.8)
        battery.given("canSupply(watts:)", willReturn: true)
        // end snippet

        #expect(battery.charge == 0.8)
        #expect(battery.canSupply(watts: 50_000))
    }

    @Test func aStubWithNamesItPassesAnswersUnderThoseNames() {
        let battery = GettingStartedGuide.NamedBatteryStub()
        battery.given("charge", willReturn: 0.8)
        battery.given("canSupply(watts:)", willReturn: true)

        #expect(battery.charge == 0.8)
        #expect(battery.canSupply(watts: 50_000))
    }

    @Test func aConditionalGivenAppliesToTheCallsItsMatcherAccepts() {
        let battery = BatteryStub()
        battery.given("canSupply(watts:)", willReturn: true)
        // snippet: conditional-given
        battery.given(
            "canSupply(watts:)",
            withArgumentsThatMatch: ArgumentMatcher { (watts: Double) in watts > 150_000 },
            willReturn: false)
        // end snippet

        #expect(battery.canSupply(watts: 150_000))
        #expect(!battery.canSupply(watts: 150_001))
    }

    @Test func theNewestGivenThatAppliesAnswers() {
        let battery = BatteryStub()
        // snippet: which-given-answers
        battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
        battery.given { $0.canSupply(watts: arg(.greaterThan(150_000))) }.willReturn(false)

        #expect(battery.canSupply(watts: 50_000) == true)  // only the plain given applies
        #expect(battery.canSupply(watts: 200_000) == false)  // both apply, the newer wins
        // end snippet
    }

    /// "In the opposite order the plain given, being newer and always
    /// applicable, would hide the conditional one."
    @Test func aNewerPlainGivenHidesAnOlderConditionalOne() {
        let battery = BatteryStub()
        battery.given(
            "canSupply(watts:)",
            withArgumentsThatMatch: ArgumentMatcher { (watts: Double) in watts > 150_000 },
            willReturn: false)
        battery.given("canSupply(watts:)", willReturn: true)

        #expect(battery.canSupply(watts: 200_000))
    }

    @Test func aLiteralOfTheMembersTypeAnswers() throws {
        // snippet: typed-literals
        let engine = EngineMock()
        engine.given("currentSpeed()", willReturn: 88.0)
        engine.given("gear", willReturn: 3)
        // end snippet

        #expect(engine.currentSpeed() == 88.0)
        #expect(engine.gear == 3)
    }

    /// "`given("currentSpeed()", willReturn: 88)` registers an `Int`, which
    /// never answers a member returning `Double`; the member returns its
    /// default instead, and the first such call writes a note."
    @Test func anIntLiteralNeverAnswersADoubleMember() {
        let engine = EngineMock()
        engine.given("currentSpeed()", willReturn: 88)

        var speeds: [Double] = []
        let reported = captureFailures {
            speeds.append(engine.currentSpeed())
            speeds.append(engine.currentSpeed())
        }

        #expect(speeds == [0, 0])
        #expect(reported.count == 1)
        #expect(reported.allSatisfy { $0.isNote })
    }

    // MARK: Default stub values

    @Test func aTypeConformedToProvidingDefaultStubValueAnswersItsDefault() {
        let record = GettingStartedGuide.GarageStub().lastService()

        #expect(record.kilometres == 0)
        #expect(record.lastInspection == "never")
    }

    @Test func theBangFormReturnsAGivenValue() {
        let workshop = GettingStartedGuide.WorkshopMock()
        workshop.given("record(for:)", willReturn: ServiceRecord(kilometres: 12_000, lastInspection: "2024"))

        #expect(workshop.record(for: "LY-1234").kilometres == 12_000)
    }

    // MARK: Properties

    /// Getting started, "Properties": a property keeps what was written, and
    /// an expectation matching on the value's type counts writes only.
    @Test func aPropertyKeepsWhatWasWrittenAndAMatcherOnItsTypeCountsWrites() {
        let engine = EngineMock()
        engine.given("gear", willReturn: 3)
        engine.expect(callToFunction: "gear", withArgumentsThatMatch: ArgumentMatcher { (gear: Int) in gear == 2 })
        #expect(engine.gear == 3)
        #expect(engine.wouldFailIfVerified())

        engine.gear = 2

        #expect(engine.gear == 2)
        #expect(!engine.wouldFailIfVerified())
    }

    // MARK: Expectations

    @Test func expectationsWithAmountsHoldForTheCallsTheyCount() {
        let engine = EngineMock()
        // snippet: call-amounts
        engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
        engine.expect(.atLeast(1), callsToFunction: "gear")
        engine.expect(.atMost(3), callsToFunction: "currentSpeed()")
        engine.expect(.anyAmount, callsToFunction: "setSpeed(to:)")
        engine.expect(
            .never, callsToFunction: "setSpeed(to:)",
            withArgumentsThatMatch: ArgumentMatcher { (speed: Double) in speed > 130 })
        // end snippet

        engine.setSpeed(to: 50)
        engine.gear = 2
        engine.setSpeed(to: 90)

        #expect(captureFailures { engine.verify() }.isEmpty)

        engine.setSpeed(to: 140)

        #expect(captureFailures { engine.verify() }.count == 2)
    }

    /// "`.exactly(amount: 2)` with a matcher for speeds above 0 holds after
    /// `setSpeed(to: 50)`, `setSpeed(to: 0)`, `setSpeed(to: 90)`", made
    /// before the expectation too.
    @Test func anExpectationCountsOnlyTheCallsItsMatcherAccepts() {
        let engine = EngineMock()
        engine.setSpeed(to: 50)
        engine.setSpeed(to: 0)
        engine.expect(
            .exactly(amount: 2), callsToFunction: "setSpeed(to:)",
            withArgumentsThatMatch: ArgumentMatcher { (speed: Double) in speed > 0 })
        engine.setSpeed(to: 90)

        #expect(captureFailures { engine.verify() }.isEmpty)
    }

    // MARK: Verifying

    // snippet: verify-all
    func verifyAll(
        _ mocks: EngineMock...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        for mock in mocks {
            mock.verify(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
    // end snippet

    @Test func aHelperThatForwardsItsCallersLocationReportsThere() {
        let front = EngineMock()
        let rear = EngineMock()
        front.expect(callToFunction: "start()")
        rear.expect(callToFunction: "start()")

        let line = #line + 1
        let failures = captureFailures { verifyAll(front, rear) }

        #expect(failures.map(\.line) == [UInt(line), UInt(line)])
        #expect(failures.allSatisfy { $0.fileID == #fileID })
    }

    @Test func theStrictPolicyMakesAnUnusedGivenAFailure() {
        // snippet: strict-policy
        let engine = EngineMock()
        engine.stubbingPolicy = .strict
        // end snippet
        engine.given("currentSpeed()", willReturn: 88.0)

        let failures = captureFailures { engine.verify() }

        #expect(failures.count == 1)
        #expect(failures.allSatisfy { !$0.isNote && $0.message.contains("has givens but was never called") })
    }

    // MARK: Call history

    @Test func theHistoryKeepsTheArgumentsOfEveryCallTyped() {
        let engine = EngineMock()
        engine.setSpeed(to: 50)
        engine.gear = 2
        engine.setSpeed(to: 90)

        // snippet: history
        let speeds = engine.receivedArguments(forCallsToFunction: "setSpeed(to:)", as: Double.self)
        let calls = engine.numberOfCalls(toFunction: "setSpeed(to:)")
        // end snippet

        #expect(speeds == [50, 90])
        #expect(calls == 2)

        // snippet: history-by-calling
        let fastCalls = engine.numberOfCalls { $0.setSpeed(to: arg(.greaterThan(60))) }
        // end snippet
        #expect(fastCalls == 1)

        // snippet: history-by-captor
        let everySpeed = Captor<Double>()
        engine.verify { $0.setSpeed(to: arg(everySpeed)) }
        #expect(everySpeed.values == [50, 90])
        // end snippet
    }

    @Test func theHistoryInfersTheArgumentsType() {
        let engine = EngineMock()
        engine.setSpeed(to: 50)
        engine.gear = 2
        engine.setSpeed(to: 90)

        // snippet: inferred-history
        let allDoubles: [Double] = engine.receivedArgumentsOfInferredType()
        let gears: [Int] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "gear")
        let firstSpeed: Double? = engine.firstReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        let lastSpeed: Double? = engine.lastReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        // end snippet

        #expect(allDoubles == [50, 90])
        #expect(gears == [2])
        #expect(firstSpeed == 50)
        #expect(lastSpeed == 90)
    }

    // MARK: Members named by an enum

    @Test func membersNamedByAnEnum() {
        // snippet: function-id
        final class CoolantPumpMock: Mocking, DefiningFunctionID {
            enum FunctionID: String {
                case setFlow = "setFlow(litresPerMinute:)"
                case flow = "flow()"
            }

            func setFlow(litresPerMinute: Double) { didCallFunction(withID: .setFlow, withArguments: litresPerMinute) }
            func flow() -> Double { didCallFunction(withID: .flow) }
        }

        let pump = CoolantPumpMock()
        pump.given(callToFunctionWithID: .flow, willReturn: 12.5)
        pump.expect(callToFunctionWithID: .setFlow)
        pump.expect(
            .never, callsToFunctionWithID: .setFlow,
            withArgumentsThatMatch: ArgumentMatcher { (flow: Double) in flow < 0 })
        // end snippet

        #expect(pump.flow() == 12.5)
        #expect(pump.wouldFailIfVerified())
        pump.setFlow(litresPerMinute: 12.5)
        #expect(!pump.wouldFailIfVerified())
        pump.setFlow(litresPerMinute: -1)
        #expect(pump.wouldFailIfVerified())
        // The ID forms are the name forms with the raw value.
        #expect(pump.numberOfCalls(toFunction: "setFlow(litresPerMinute:)") == 2)
    }

    // MARK: Value types

    @Test func copiesOfAStructDoubleShareOneRegistry() {
        let odometer = GettingStartedGuide.OdometerStub()
        let handedToTheCodeUnderTest = odometer

        odometer.given("kilometres()", willReturn: 120_000)

        #expect(handedToTheCodeUnderTest.kilometres() == 120_000)
    }

    // MARK: Resetting

    @Test func resettingForgetsGivensExpectationsAndCalls() throws {
        let engine = EngineMock()
        engine.given("gear", willReturn: 3)
        engine.expect(callToFunction: "setSpeed(to:)")
        try engine.start()

        // snippet: resetting
        engine.resetStub()  // forgets every given
        engine.clearRecordedCalls()  // forgets the recorded calls; givens and expectations stay
        engine.resetMock()  // forgets givens, expectations and calls, as if new
        // end snippet

        #expect(engine.gear == 0)
        #expect(engine.numberOfCalls(toFunction: "start()") == 0)
        #expect(!engine.wouldFailIfVerified())
    }

    /// Each line of the snippet above, on its own: what it forgets and what
    /// it keeps.
    @Test func eachResetForgetsWhatItsCommentSays() throws {
        let engine = EngineMock()
        engine.doubleName = "left engine"
        engine.given("gear", willReturn: 3)
        engine.expect(callToFunction: "setSpeed(to:)")
        try engine.start()

        engine.resetStub()
        #expect(engine.gear == 0)
        #expect(engine.numberOfCalls(toFunction: "start()") == 1)
        #expect(engine.wouldFailIfVerified())

        engine.given("gear", willReturn: 3)
        engine.clearRecordedCalls()
        #expect(engine.numberOfCalls(toFunction: "start()") == 0)
        #expect(engine.gear == 3)
        #expect(engine.wouldFailIfVerified())

        engine.stubbingPolicy = .strict
        engine.resetMock()
        #expect(engine.numberOfCalls(toFunction: "gear") == 0)
        #expect(!engine.wouldFailIfVerified())
        #expect(engine.doubleName == "left engine")
        #expect(engine.stubbingPolicy == .strict)
    }
}
