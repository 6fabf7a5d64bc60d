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

/// A class whose subclass inherits its static member.
class BaseFactoryMock: Mocking {
    class func make() -> Int { statics.didCallFunction() }
}

final class SubFactoryMock: BaseFactoryMock {}

struct StaticMemberTests {
    @Test func aGivenAnswersTheStaticMember() {
        let given = FactoryMock(name: "given")
        FactoryMock.statics.given("make()", willReturn: given)

        #expect(FactoryMock.make() === given)
    }

    @Test func theDocumentedTestPasses() throws {
        // snippet: static-test
        FactoryMock.statics.given { try FactoryMock.load(id: 7) }.willReturn(FactoryMock(name: "given"))
        FactoryMock.statics.expect(.once) { try FactoryMock.load(id: 7) }

        let made = try FactoryMock.load(id: 7)

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
