import Foundation

@testable import StuntDouble

// Values and doubles for the tests of what building a message costs and
// runs. Every name starts with `Probe` so that it never collides with the
// doubles of other test files.

/// Counts the descriptions of `ProbeValue`s made with it: a message that
/// describes only what it prints describes a bounded number, however many
/// values it could have described.
final class ProbeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var described = 0

    func countDescription() { lock.withLock { described += 1 } }
    var descriptions: Int { lock.withLock { described } }
}

/// A value that counts each time it is described. Equal and hashed by
/// `id` alone.
struct ProbeValue: Hashable, CustomStringConvertible {
    let id: Int
    let counter: ProbeCounter

    var description: String {
        counter.countDescription()
        return "#\(id)"
    }

    static func == (lhs: ProbeValue, rhs: ProbeValue) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A mock whose one member takes any value.
final class ProbeMock: Mocking {
    func take<Value>(_ value: Value) { didCallFunction(withArguments: value) }
}

/// A value type that can wrap itself in an array, with what `.equal(to:)`
/// needs known statically at every level: a value nested 10,000 deep can
/// be built in a loop, with no recursion and no dynamic cast to
/// `Equatable` (which the runtime would check level by level).
protocol ProbeNesting: Equatable {
    func nestedInAnArray() -> any ProbeNesting
}

extension Int: ProbeNesting {
    func nestedInAnArray() -> any ProbeNesting { [self] }
}

extension Array: ProbeNesting where Element: Equatable {
    func nestedInAnArray() -> any ProbeNesting { [self] }
}

/// `[[[…[0]…]]]`, 10,000 arrays deep. Held for the life of the process:
/// releasing it would recurse 10,000 deep in the runtime, which is not
/// what these tests are about. Arrays of `Int` are immutable values, safe
/// to read from any test.
nonisolated(unsafe) let probeNestedTenThousandDeep: any ProbeNesting = {
    var value: any ProbeNesting = 0
    for _ in 0..<10_000 { value = value.nestedInAnArray() }
    return value
}()
