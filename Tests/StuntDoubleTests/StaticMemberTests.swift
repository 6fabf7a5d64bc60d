// Static members, doubled through `statics`: givens, expectations, history
// and verification as for instances, messages naming `FactoryMock.statics`,
// and one `statics` per test: tests running in parallel never see each
// other's, the tasks of one test share its own, and the `.verifiesDoubles`
// scope gives each test case its own and releases it when the case ends.
import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

// MARK: - Doubles

// snippet: static-double
protocol Factory {
    static func make() -> Self
    static func make(named name: String) -> Self
    static func load(id: Int) throws -> Self
    static var instancesMade: Int { get }
    static func reset()
}

final class FactoryMock: Mocking, Factory {
    let name: String

    init(name: String = "") {
        self.name = name
    }

    static func make() -> Self { statics.didCallFunction() }
    static func make(named name: String) -> Self { statics.didCallFunction(withArguments: name) }
    static func load(id: Int) throws -> Self { try statics.didCallThrowingFunction(withArguments: id) }
    static var instancesMade: Int { statics.didCallFunction() }
    static func reset() { statics.didCallFunction() }
}
// end snippet

/// A struct stub: a `Stubbing` type's `statics` answers and records nothing.
struct ClockStaticStub: Stubbing {
    let doubleRegistry = DoubleRegistry()
    static func now() -> Int { statics.didCallFunction() }
}

/// A struct mock with instance and static members, kept apart.
struct SettingsStaticMock: Mocking {
    let doubleRegistry = DoubleRegistry()
    func value(forKey key: String) -> String? { didCallFunction(withArguments: key) }
    static func value(forKey key: String) -> String? { statics.didCallFunction(withArguments: key) }
}

/// A caseless enum, a namespace of static members: it has no instances,
/// so its `doubleRegistry` is never asked for.
// snippet: static-enum
enum PathsStaticStub: Stubbing {
    var doubleRegistry: DoubleRegistry { switch self {} }
    static func temporaryDirectory() -> String { statics.didCallFunction() }
}
// end snippet

/// Names its static members with its `FunctionID` enum.
final class IDFactoryMock: Mocking, DefiningFunctionID {
    enum FunctionID: String, CaseIterable {
        case make = "make()"
    }

    static func make() -> Int { statics.didCallFunction(withID: .make) }
}

/// Used only where no test is current, so that the process's `statics`
/// of no other double is touched.
final class ProcessWideFactoryMock: Mocking {
    static func make() -> Int { statics.didCallFunction() }
}

/// A class whose subclass inherits its static member.
class BaseFactoryMock: Mocking {
    class func make() -> Int { statics.didCallFunction() }
}

final class SubFactoryMock: BaseFactoryMock {}

private let thisFile = "StuntDoubleTests/StaticMemberTests.swift"

// MARK: - As for instances

struct StaticMemberTests {
    @Test func aGivenAnswersTheStaticMember() {
        let given = FactoryMock(name: "given")
        FactoryMock.statics.given("make()", willReturn: given)

        #expect(FactoryMock.make() === given)
    }

    @Test func theDocumentedTestPasses() {
        // snippet: static-test
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "given"))
        FactoryMock.statics.expect(.once, callsToFunction: "make()")

        let made = FactoryMock.make()

        #expect(made.name == "given")
        FactoryMock.statics.verify()
        // end snippet
    }

    @Test func conditionalGivensSeeTheArgumentsTheNewestThatAppliesWins() {
        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock(name: "any"))
        FactoryMock.statics.given(
            "make(named:)", withArgumentsThatMatch: .equal(to: "ada"), willReturn: FactoryMock(name: "Ada"))

        #expect(FactoryMock.make(named: "ada").name == "Ada")
        #expect(FactoryMock.make(named: "bob").name == "any")
    }

    @Test func aMemberWithADefaultAnswersItUntilGiven() {
        #expect(FactoryMock.instancesMade == 0)
        FactoryMock.statics.given("instancesMade", willReturn: 3)
        #expect(FactoryMock.instancesMade == 3)
    }

    @Test func aThrowingStaticMemberThrowsItsGivenError() {
        FactoryMock.statics.given("load(id:)", willThrow: StaticFactoryError.notFound)

        #expect(throws: StaticFactoryError.notFound) { try FactoryMock.load(id: 1) }
    }

    @Test func historyRecordsTheStaticCallsWithTheirArguments() {
        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock())
        _ = FactoryMock.make(named: "a")
        _ = FactoryMock.make(named: "b")
        FactoryMock.reset()

        #expect(FactoryMock.statics.numberOfCalls(toFunction: "make(named:)") == 2)
        #expect(FactoryMock.statics.numberOfCalls(toFunction: "reset()") == 1)
        let names = FactoryMock.statics.receivedArguments(forCallsToFunction: "make(named:)", as: String.self)
        #expect(names == ["a", "b"])
    }

    @Test func anInstanceAndItsTypeHaveSeparateDoubles() {
        let settings = SettingsStaticMock()
        settings.given("value(forKey:)", willReturn: "instance")
        SettingsStaticMock.statics.given("value(forKey:)", willReturn: "static")

        #expect(settings.value(forKey: "k") == "instance")
        #expect(SettingsStaticMock.value(forKey: "k") == "static")
        #expect(settings.numberOfCalls(toFunction: "value(forKey:)") == 1)
        #expect(SettingsStaticMock.statics.numberOfCalls(toFunction: "value(forKey:)") == 1)
    }

    @Test func aStructStubsStatics() {
        ClockStaticStub.statics.given("now()", willReturn: 42)

        #expect(ClockStaticStub.now() == 42)
        #expect(!(ClockStaticStub.statics as Any is any Mocking), "a Stubbing type's statics records nothing")
    }

    @Test func aCaselessEnumStubsStatics() {
        PathsStaticStub.statics.given("temporaryDirectory()", willReturn: "/tmp/test")

        #expect(PathsStaticStub.temporaryDirectory() == "/tmp/test")
    }

    @Test func aFunctionIDNamesStaticMembers() {
        IDFactoryMock.statics.given(callToFunctionWithID: .make, willReturn: 7)

        #expect(IDFactoryMock.make() == 7)
        #expect(IDFactoryMock.statics.numberOfCalls(toFunction: "make()") == 1)
    }

    @Test func expectThenVerifyPasses() {
        FactoryMock.statics.given("make()", willReturn: FactoryMock())
        FactoryMock.statics.expect(.exactly(amount: 2), callsToFunction: "make()")
        _ = FactoryMock.make()
        _ = FactoryMock.make()

        let failures = captureFailures { FactoryMock.statics.verify() }

        #expect(failures.isEmpty)
        #expect(!FactoryMock.statics.wouldFailIfVerified())
    }

    @Test func resetMockForgetsGivensExpectationsAndCalls() {
        FactoryMock.statics.given("instancesMade", willReturn: 3)
        FactoryMock.statics.expect(callToFunction: "reset()")
        _ = FactoryMock.instancesMade

        FactoryMock.statics.resetMock()

        #expect(FactoryMock.statics.numberOfCalls(toFunction: "instancesMade") == 0)
        #expect(!FactoryMock.statics.wouldFailIfVerified())
        #expect(FactoryMock.instancesMade == 0)
    }

    @Test func verifyInOrderSpansStaticsAndInstances() {
        let settings = SettingsStaticMock()
        _ = SettingsStaticMock.value(forKey: "a")
        _ = settings.value(forKey: "b")

        let failures = captureFailures {
            verifyInOrder(
                .call(to: "value(forKey:)", on: SettingsStaticMock.statics),
                .call(to: "value(forKey:)", on: settings))
        }

        #expect(failures.isEmpty)
    }

    @Test func anInheritedStaticMemberUsesTheStaticsOfTheClassThatDeclaresIt() {
        BaseFactoryMock.statics.given("make()", willReturn: 5)

        #expect(SubFactoryMock.make() == 5)
        #expect(BaseFactoryMock.statics.numberOfCalls(toFunction: "make()") == 1)
        #expect(SubFactoryMock.statics.numberOfCalls(toFunction: "make()") == 0)
    }

    @Test func typeNamesReadAsTheTestWritesThem() {
        #expect(TypeName.of(StaticDouble<FactoryMock>.self) == "FactoryMock.statics")
        #expect(TypeName.of(StaticDouble<ClockStaticStub>.self) == "ClockStaticStub.statics")
    }
}

enum StaticFactoryError: Error {
    case notFound
}

// MARK: - Messages

/// The messages of `statics` name the double `FactoryMock.statics`; they
/// are otherwise those of an instance, checked word for word.
struct StaticMemberMessageTests {
    @Test func anUnmetExpectationNamesTheTypesStatics() throws {
        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock())
        let expectLine = #line + 1
        FactoryMock.statics.expect(.exactly(amount: 2), callsToFunction: "make(named:)")
        _ = FactoryMock.make(named: "ada")
        FactoryMock.reset()

        let line = #line + 1
        let failures = captureFailures { FactoryMock.statics.verify() }

        #expect(
            failures.map(\.message) == [
                """
                Expected FactoryMock.statics.make(named:) to be called exactly 2 times; it was called once.
                  Expected at: \(thisFile):\(expectLine)
                  1 call to make(named:), in order:
                    make(named: "ada")
                  1 other call to FactoryMock.statics, in order:
                    reset()
                """
            ])
        let failure = try #require(failures.first)
        #expect(failure.fileID == thisFile)
        #expect(failure.line == UInt(line))
    }

    @Test func aNamedStaticsIsNamedAfterItsType() {
        FactoryMock.statics.doubleName = "factory"
        let expectLine = #line + 1
        FactoryMock.statics.expect(callToFunction: "reset()")

        let failures = captureFailures { FactoryMock.statics.verify() }

        #expect(
            failures.map(\.message) == [
                """
                Expected FactoryMock.statics "factory".reset() to be called at least once; it was never called.
                  Expected at: \(thisFile):\(expectLine)
                  Calls to reset(): none
                  Other calls to FactoryMock.statics "factory": none
                """
            ])
    }

    @Test func anUnansweredThrowingStaticMemberNamesTheTypesStatics() {
        var thrown: (any Error)?
        let failures = captureFailures {
            do { _ = try FactoryMock.load(id: 7) } catch { thrown = error }
        }

        #expect(thrown is StuntDoubleError)
        #expect(
            failures.map(\.message) == [
                """
                No given answers FactoryMock.statics.load(id:), and FactoryMock has no default stub value.
                  Called with: load(id: 7)
                  Givens for load(id:): none
                  To fix it, either:
                    add a given, such as given("load(id:)", willReturn: …)
                    or conform FactoryMock to ProvidingDefaultStubValue
                  The call throws a StuntDoubleError: the test fails here and goes on.
                """
            ])
        // Reported where the member calls `statics`, as for an instance member.
        #expect(failures.map(\.fileID) == [thisFile])
    }

    @Test func theTraitReportsAStaticsUnmetExpectationAtItsExpectLine() async throws {
        var expectLine = 0
        let failures = try await captureFailuresAsync {
            try await StaticDoubleScope.isolating {
                try await VerificationScope.verifying {
                    expectLine = #line + 1
                    FactoryMock.statics.expect(callToFunction: "reset()")
                }
            }
        }

        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.line == UInt(expectLine))
        #expect(
            failure.message.hasPrefix(
                "Expected FactoryMock.statics.reset() to be called at least once; it was never called."))
    }
}

// MARK: - One per test

/// The tests of this suite run in parallel, each giving the same member
/// its own answer and counting its own calls while the other runs: neither
/// may ever see the other's.
struct StaticMemberIsolationTests {
    static let rounds = 2_000

    @Test func firstOfTwoParallelTestsSeesOnlyItsOwnStatics() async {
        await Self.callOwnStatics(answering: "first")
    }

    @Test func secondOfTwoParallelTestsSeesOnlyItsOwnStatics() async {
        await Self.callOwnStatics(answering: "second")
    }

    @Test(arguments: ["third", "fourth"]) func parameterizedTestsAreTestsToo(_ name: String) async {
        // The cases of one test share its `statics` without the trait, so
        // the given is made per name, through a conditional given.
        FactoryMock.statics.given(
            "make(named:)", withArgumentsThatMatch: .equal(to: name), willReturn: FactoryMock(name: name))
        for _ in 0..<Self.rounds {
            #expect(FactoryMock.make(named: name).name == name)
            await Task.yield()
        }
    }

    static func callOwnStatics(answering name: String) async {
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: name))
        var wrong = 0
        for _ in 0..<rounds {
            if FactoryMock.make().name != name { wrong += 1 }
            await Task.yield()
        }
        #expect(wrong == 0)
        #expect(FactoryMock.statics.numberOfCalls(toFunction: "make()") == rounds)
    }

    @Test func theTasksOfOneTestShareItsStatics() async {
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "shared"))
        let tasks = 8
        let perTask = 1_000

        let wrong = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<perTask where FactoryMock.make().name != "shared" { wrong += 1 }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        async let fromAsyncLet = FactoryMock.make().name
        let fromTask = await Task { FactoryMock.make().name }.value

        #expect(wrong == 0)
        #expect(await fromAsyncLet == "shared")
        #expect(fromTask == "shared")
        #expect(FactoryMock.statics.numberOfCalls(toFunction: "make()") == tasks * perTask + 2)
    }

    @Test func aTestWithoutTheTraitKeepsOneStaticsForItsWholeRun() {
        let first = FactoryMock.statics.doubleRegistry
        FactoryMock.reset()
        #expect(FactoryMock.statics.doubleRegistry === first)
        #expect(StaticDoubleTable.current(SwiftTestingIssueRecorder.self) !== StaticDoubleTable.process)
    }

    @Test func whereNoTestIsCurrentTheProcesssStaticsAnswers() async {
        ProcessWideFactoryMock.statics.given("make()", willReturn: 1)

        let (outside, isProcess) = await Task.detached {
            ProcessWideFactoryMock.statics.given("make()", willReturn: 2)
            defer { ProcessWideFactoryMock.statics.resetMock() }
            let table = StaticDoubleTable.current(SwiftTestingIssueRecorder.self)
            return (ProcessWideFactoryMock.make(), table === StaticDoubleTable.process)
        }.value

        #expect(outside == 2)
        #expect(isProcess)
        #expect(ProcessWideFactoryMock.make() == 1)
    }

    @Test func theBridgeTellsTheCurrentTest() async throws {
        let bridge = try #require(CurrentTestLookup.bridge)
        let found = try #require(SwiftTestingLookup.bridge)
        #expect(ObjectIdentifier(bridge) == ObjectIdentifier(found))
        let testID: @Sendable () -> String? = { bridge.currentTestID.map { "\($0)" } }
        let here = try #require(testID())
        #expect(here.contains("theBridgeTellsTheCurrentTest"))
        #expect(await Task { testID() }.value == here)
        #expect(await Task.detached { testID() }.value == nil)
    }
}

/// With the trait, each test case has its own `statics`, even the cases
/// of one parameterized test, which run in parallel.
@Suite(.verifiesDoubles) struct StaticMemberScopeTests {
    @Test(arguments: 0..<8) func eachTestCaseHasItsOwnStatics(_ number: Int) async {
        let name = "case \(number)"
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: name))
        FactoryMock.statics.expect(.exactly(amount: 500), callsToFunction: "make()")
        var wrong = 0
        for _ in 0..<500 {
            if FactoryMock.make().name != name { wrong += 1 }
            await Task.yield()
        }
        #expect(wrong == 0)
    }

    @Test func theScopesStaticsAreReleasedWhenItEnds() async throws {
        weak var registry: DoubleRegistry?
        // The trait's verification scope keeps the doubles given in it until
        // it ends, to check their givens: this test's own ends with the statics'.
        try await VerificationScope.verifying {
            await StaticDoubleScope.isolating {
                FactoryMock.statics.given("make()", withArgumentsThatMatch: .any, willReturn: FactoryMock())
                registry = FactoryMock.statics.doubleRegistry
                #expect(registry != nil)
            }
        }
        #expect(registry == nil)
    }

    /// Eight scopes at once, as eight tests: each gives, calls and reads
    /// its own `statics` while the others do the same.
    @Test func scopesRunningAtOnceNeverShareStatics() async {
        let scopes = 8
        let calls = 2_000
        let problems = await withTaskGroup(of: [String].self) { group in
            for scope in 0..<scopes {
                group.addTask {
                    var problems: [String] = []
                    await StaticDoubleScope.isolating {
                        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock(name: "\(scope)"))
                        for call in 0..<calls {
                            let made = FactoryMock.make(named: "\(call)").name
                            if made != "\(scope)" { problems.append("scope \(scope) got \(made)") }
                            if call.isMultiple(of: 100) { await Task.yield() }
                        }
                        let count = FactoryMock.statics.numberOfCalls(toFunction: "make(named:)")
                        if count != calls { problems.append("scope \(scope) recorded \(count) calls") }
                    }
                    return problems
                }
            }
            return await group.reduce([], +)
        }
        #expect(problems.isEmpty)
    }
}
