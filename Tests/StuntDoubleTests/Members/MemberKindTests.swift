import Testing

@testable import StuntDouble

/// A member's kind (method, property, subscript) comes from the calling
/// member's `#function`, never from the name it is recorded under (issue
/// #19): a method named explicitly, with a name without parentheses, is
/// still a method, and a throwing or `async` form is never a setter.
struct MemberKindTests {
    /// How the double names its members.
    enum Naming: CaseIterable, CustomTestStringConvertible {
        case literal, string, functionID

        var testDescription: String { "\(self)" }

        func double() -> any VoidMembers {
            switch self {
            case .literal: LiteralNamedMock()
            case .string: StringNamedMock()
            case .functionID: FunctionIDNamedMock()
            }
        }
    }

    /// Each shape of member that returns nothing and takes an argument.
    enum Shape: CaseIterable, CustomTestStringConvertible {
        case plain, throwing, typedThrowing, async, asyncThrowing

        var testDescription: String { "\(self)" }
        var name: String { VoidMemberNames.name(of: self) }
        var canThrow: Bool { self == .throwing || self == .typedThrowing || self == .asyncThrowing }

        func call(_ double: any VoidMembers, with value: Int) async throws {
            switch self {
            case .plain: double.plain(value)
            case .throwing: try double.throwing(value)
            case .typedThrowing: try double.typedThrowing(value)
            case .async: await double.async(value)
            case .asyncThrowing: try await double.asyncThrowing(value)
            }
        }
    }

    @Test(arguments: Shape.allCases, Naming.allCases)
    func aWillAnswerSideEffectRuns(shape: Shape, naming: Naming) async throws {
        let double = naming.double()
        let seen = Seen()
        double.given(shape.name, willAnswer: { (value: Int) throws in seen.values.append(value) })
        try await shape.call(double, with: 7)
        #expect(seen.values == [7])
        #expect(double.numberOfCalls(toFunction: shape.name) == 1)
    }

    @Test(arguments: Shape.allCases, Naming.allCases)
    func aMatchedWillAnswerSideEffectRunsForItsArgumentsOnly(shape: Shape, naming: Naming) async throws {
        let double = naming.double()
        let seen = Seen()
        double.given(
            shape.name, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 7),
            willAnswer: { (value: Int) throws in seen.values.append(value) })
        try await shape.call(double, with: 8)
        try await shape.call(double, with: 7)
        #expect(seen.values == [7])
    }

    @Test(arguments: Shape.allCases.filter(\.canThrow), Naming.allCases)
    func aWillThrowGivenThrows(shape: Shape, naming: Naming) async {
        let double = naming.double()
        double.given(shape.name, willThrow: FixtureError.failed)
        await #expect(throws: FixtureError.failed) { try await shape.call(double, with: 7) }
    }

    @Test(arguments: Shape.allCases.filter(\.canThrow), Naming.allCases)
    func aMatchedWillThrowGivenThrowsForItsArgumentsOnly(shape: Shape, naming: Naming) async throws {
        let double = naming.double()
        double.given(shape.name, withArgumentsThatMatch: .equal(to: 7), willThrow: FixtureError.failed)
        try await shape.call(double, with: 8)
        await #expect(throws: FixtureError.failed) { try await shape.call(double, with: 7) }
    }

    @Test(arguments: Naming.allCases)
    func aMethodsCallsAreNoWrites(naming: Naming) throws {
        let double = naming.double()
        double.plain(7)
        #expect(double.numberOfWrites(ofProperty: Shape.plain.name) == 0)
        let reported = captureFailures {
            double.verify(callToFunction: Shape.plain.name, withArgumentsThatMatch: .equal(to: 8))
        }
        let message = try #require(reported.first?.message)
        #expect(message.contains("✗ Plain Identifier(7)"), "\(message)")
    }

    // MARK: Properties and subscripts named explicitly

    @Test(arguments: Naming.allCases)
    func anExplicitlyNamedPropertyStoresItsWrites(naming: Naming) throws {
        let double = naming.double()
        #expect(double.title == "")
        double.title = "Draft"
        #expect(double.title == "Draft")
        #expect(double.numberOfWrites(ofProperty: "Title") == 1)
        #expect(double.numberOfReads(ofProperty: "Title") == 2)
        #expect(double.valuesWritten(toProperty: "Title", as: String.self) == ["Draft"])
        let reported = captureFailures {
            double.verify(callToFunction: "Title", withArgumentsThatMatch: .equal(to: "Final"))
        }
        let message = try #require(reported.first?.message)
        #expect(message.contains("✗ set Title to \"Draft\""), "\(message)")
        #expect(message.contains("✗ read Title"), "\(message)")
    }

    @Test(arguments: Naming.allCases)
    func anExplicitlyNamedSubscriptStoresOneValuePerIndex(naming: Naming) throws {
        let double = naming.double()
        double["a"] = 1
        double["b"] = 2
        #expect(double["a"] == 1)
        #expect(double["b"] == 2)
        #expect(double.valuesWritten(toProperty: "Setting", as: Int?.self) == [1, 2])
        let reported = captureFailures {
            double.verify(callToFunction: "Setting", withArgumentsThatMatch: .equal(to: "c"))
        }
        let message = try #require(reported.first?.message)
        #expect(message.contains("✗ set Setting(\"a\") to 1"), "\(message)")
        // The closest of the four, the first read: the fourth call is counted.
        #expect(message.contains("✗ read Setting(\"a\")  ← closest"), "\(message)")
        #expect(message.contains("… and 1 more call to Setting that did not match"), "\(message)")
    }

    // MARK: Subscripts

    /// Issue #19, item 3: a write to one index changes that index only.
    /// (`subscript(key: String)` has no argument label: `#function` names
    /// it `subscript(_:)`.)
    @Test func aSubscriptWriteLeavesAnotherIndexsGiven() {
        let settings = SettingsMock()
        settings.given("subscript(_:)", withArgumentsThatMatch: .equal(to: "a"), willReturn: 5)
        settings["b"] = 2
        #expect(settings["a"] == 5)
        #expect(settings["b"] == 2)
        settings["a"] = 3
        #expect(settings["a"] == 3)
        #expect(settings["b"] == 2)
    }

    /// The same with a labelled index, whose `#function` is
    /// `subscript(key:)`, and an optional value written as `nil`.
    @Test func aWriteToALabelledIndexLeavesAnotherIndexsGiven() {
        let settings = LabelledSettingsMock()
        settings.given("subscript(key:)", withArgumentsThatMatch: .equal(to: "a"), willReturn: 5)
        settings[key: "b"] = 2
        #expect(settings[key: "a"] == 5)
        settings[key: "c"] = nil
        #expect(settings[key: "a"] == 5)
        #expect(settings[key: "b"] == 2)
        #expect(settings[key: "c"] == nil)
    }

    /// The given named the subscript `subscript(key:)`, which no
    /// call uses: `settings["a"]` read `nil` before any write, too.
    /// `verify()` says so.
    @Test func aGivenForAMisspeltSubscriptIsReported() throws {
        let settings = SettingsMock()
        settings.given("subscript(key:)", withArgumentsThatMatch: .equal(to: "a"), willReturn: 5)
        #expect(settings["a"] == nil)
        settings["b"] = 2
        let reported = captureFailures { settings.verify() }
        let message = try #require(reported.first?.message)
        #expect(message.contains("subscript(key:)") && message.contains("subscript(_:)"), "\(message)")
    }
}

enum FixtureError: Error {
    case failed
}

private final class Seen: @unchecked Sendable {
    var values: [Int] = []
}

/// The members every naming's double has.
protocol VoidMembers: Mocking, AnyObject {
    func plain(_ value: Int)
    func throwing(_ value: Int) throws
    func typedThrowing(_ value: Int) throws(FixtureError)
    func async(_ value: Int) async
    func asyncThrowing(_ value: Int) async throws
    var title: String { get set }
    subscript(_ key: String) -> Int? { get set }
}

enum VoidMemberNames {
    static func name(of shape: MemberKindTests.Shape) -> String {
        switch shape {
        case .plain: "Plain Identifier"
        case .throwing: "Throwing Identifier"
        case .typedThrowing: "Typed Identifier"
        case .async: "Async Identifier"
        case .asyncThrowing: "AsyncThrowing Identifier"
        }
    }
}

private final class LiteralNamedMock: VoidMembers {
    func plain(_ value: Int) { didCallFunction("Plain Identifier", withArguments: value) }
    func throwing(_ value: Int) throws { try didCallThrowingFunction("Throwing Identifier", withArguments: value) }
    func typedThrowing(_ value: Int) throws(FixtureError) {
        try didCallThrowingFunction("Typed Identifier", throwing: FixtureError.self, withArguments: value)
    }
    func async(_ value: Int) async { await didCallAsyncFunction("Async Identifier", withArguments: value) }
    func asyncThrowing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction("AsyncThrowing Identifier", withArguments: value)
    }
    var title: String {
        get { didCallFunction("Title") }
        set { didCallFunction("Title", withArguments: newValue) }
    }
    subscript(_ key: String) -> Int? {
        get { didCallFunction("Setting", withArguments: key) }
        set { didCallFunction("Setting", withArguments: key, newValue) }
    }
}

private final class StringNamedMock: VoidMembers {
    func plain(_ value: Int) { didCallFunction(Self.name(.plain), withArguments: value) }
    func throwing(_ value: Int) throws { try didCallThrowingFunction(Self.name(.throwing), withArguments: value) }
    func typedThrowing(_ value: Int) throws(FixtureError) {
        try didCallThrowingFunction(Self.name(.typedThrowing), throwing: FixtureError.self, withArguments: value)
    }
    func async(_ value: Int) async { await didCallAsyncFunction(Self.name(.async), withArguments: value) }
    func asyncThrowing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(Self.name(.asyncThrowing), withArguments: value)
    }
    var title: String {
        get { didCallFunction(String("Title")) }
        set { didCallFunction(String("Title"), withArguments: newValue) }
    }
    subscript(_ key: String) -> Int? {
        get { didCallFunction(String("Setting"), withArguments: key) }
        set { didCallFunction(String("Setting"), withArguments: key, newValue) }
    }

    private static func name(_ shape: MemberKindTests.Shape) -> String { VoidMemberNames.name(of: shape) }
}

private final class FunctionIDNamedMock: VoidMembers, DefiningFunctionID {
    enum FunctionID: String {
        case plain = "Plain Identifier"
        case throwing = "Throwing Identifier"
        case typedThrowing = "Typed Identifier"
        case async = "Async Identifier"
        case asyncThrowing = "AsyncThrowing Identifier"
        case title = "Title"
        case setting = "Setting"
    }

    func plain(_ value: Int) { didCallFunction(withID: .plain, withArguments: value) }
    func throwing(_ value: Int) throws { try didCallThrowingFunction(withID: .throwing, withArguments: value) }
    func typedThrowing(_ value: Int) throws(FixtureError) {
        try didCallThrowingFunction(withID: .typedThrowing, throwing: FixtureError.self, withArguments: value)
    }
    func async(_ value: Int) async { await didCallAsyncFunction(withID: .async, withArguments: value) }
    func asyncThrowing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(withID: .asyncThrowing, withArguments: value)
    }
    var title: String {
        get { didCallFunction(withID: .title) }
        set { didCallFunction(withID: .title, withArguments: newValue) }
    }
    subscript(_ key: String) -> Int? {
        get { didCallFunction(withID: .setting, withArguments: key) }
        set { didCallFunction(withID: .setting, withArguments: key, newValue) }
    }
}

private final class SettingsMock: Mocking {
    subscript(key: String) -> Int? {
        get { didCallFunction(withArguments: key) }
        set { didCallFunction(withArguments: key, newValue) }
    }
}

private final class LabelledSettingsMock: Mocking {
    subscript(key key: String) -> Int? {
        get { didCallFunction(withArguments: key) }
        set { didCallFunction(withArguments: key, newValue) }
    }
}
