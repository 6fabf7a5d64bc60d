import Foundation

@testable import StuntDouble

// The doubles of the closure-form tests. Every name starts with `Closure`
// so that none collides with the
// doubles of other test files; `LoadError` is `AnswerTests.swift`'s.

struct ClosureUser: Equatable, ProvidingDefaultStubValue {
    let id: Int
    static func defaultStubValue() -> ClosureUser { ClosureUser(id: 0) }
}

/// A type without a default stub value: a member returning it cannot be
/// recorded unless it throws or is `async`.
struct ClosureProfile: Equatable {
    let name: String
}

/// Not `Equatable`: compared by identity.
final class ClosureTable: @unchecked Sendable {}

class ClosureCalculator {
    func sum(_ a: Int, _ b: Int) -> Int { a + b }
}

final class ClosureServiceMock: ClosureCalculator, Mocking, @unchecked Sendable {
    func fetch(id: Int) -> ClosureUser { didCallFunction(withArguments: id) }
    func next() -> Int { didCallFunction() }
    func name(of id: Int) -> String { didCallFunction(withArguments: id) }
    func load() throws -> String { try didCallThrowingFunction() }
    func loadProfile() throws -> ClosureProfile { try didCallThrowingFunction() }
    func typedProfile() throws(LoadError) -> ClosureProfile {
        try didCallThrowingFunction(throwing: LoadError.self)
    }
    func profile() -> ClosureProfile { didCallFunction() }
    override func sum(_ a: Int, _ b: Int) -> Int {
        didCallFunction(withArguments: a, b) { super.sum(a, b) }
    }
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
    func save(_ value: Int) { didCallFunction(withArguments: value) }
    func delete(id: Int) { didCallFunction(withArguments: id) }
    func row(_ table: ClosureTable, _ row: Int) -> Int { didCallFunction(withArguments: table, row) }
    func place(_ table: ClosureTable) { didCallFunction(withArguments: table) }
    func put(_ key: String, _ value: Int) { didCallFunction(withArguments: key, value) }
    func keep(_ profile: ClosureProfile) { didCallFunction(withArguments: profile) }

    subscript(key key: String) -> Int {
        get { didCallFunction(withArguments: key) }
        set { didCallFunction(withArguments: key, newValue) }
    }
    func find(_ id: Int) -> String { didCallFunction(withArguments: id) }
    func find(_ name: String) -> String { didCallFunction(withArguments: name) }
    func make<Value>() -> Value? { didCallFunction() }

    func refresh() async -> Int { await didCallAsyncFunction() }
    func download(id: Int) async throws -> ClosureProfile { try await didCallAsyncThrowingFunction(withArguments: id) }
    func awaitProfile() async -> ClosureProfile { await didCallAsyncFunction() }
}

final class ClosureEngineMock: Mocking {
    func turnOn() { didCallFunction() }
    func turnOff() { didCallFunction() }
}

final class ClosureBatteryMock: Mocking {
    func drain(by amount: Int) { didCallFunction(withArguments: amount) }
}

final class ClockMock: Mocking {
    static func offset(for city: String) -> Int { statics.didCallFunction(withArguments: city) }
}
