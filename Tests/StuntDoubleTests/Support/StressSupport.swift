import Foundation

@testable import StuntDouble

// Doubles and helpers for `StressTests`, `MisuseTests` and `LifetimeTests`.

/// A mock declared the way the README declares one: a class with no extra
/// code. Swift 6 needs it `Sendable` to cross into other tasks; a final
/// class with no stored properties is.
final class StressMock: Mocking, Sendable {
    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
    func note(_ text: String) { didCallFunction(withArguments: text) }
}

/// A `Stubbing`-only double: answers givens, records nothing.
final class StressStub: Stubbing, Sendable {
    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
}

/// Two mocks whose registries live in the same shard of the identity table
/// (and so share a lock), and the mocks made on the way to finding them,
/// to keep alive so that no address is reused.
func twoMocksSharingAShard() -> (StressMock, StressMock, [StressMock]) {
    let first = StressMock()
    let shard = RegistryTable.shard(for: ObjectIdentifier(first)).toOpaque()
    var others: [StressMock] = []
    while true {
        let candidate = StressMock()
        if RegistryTable.shard(for: ObjectIdentifier(candidate)).toOpaque() == shard {
            return (first, candidate, others)
        }
        others.append(candidate)
    }
}

enum StressConfiguration {
    /// How many tasks call the double at once.
    static let callingTasks = 8

    /// Calls per calling task: 100,000 unless `STUNTDOUBLE_STRESS_CALLS`
    /// says otherwise. The ThreadSanitizer pass of `.ci/run` lowers it
    /// (to 10,000), since TSan runs this code 5 to 15 times slower; the
    /// races it looks for show up within a few thousand calls per task.
    static var callsPerTask: Int {
        guard let text = ProcessInfo.processInfo.environment["STUNTDOUBLE_STRESS_CALLS"] else { return 100_000 }
        guard let calls = Int(text), calls > 0 else {
            preconditionFailure("STUNTDOUBLE_STRESS_CALLS is not a positive number: \(text)")
        }
        return calls
    }
}

/// A counter shared by the tasks of a stress test.
final class StressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The arguments of a stress run, checked for loss, duplication and order.
struct StressArguments {
    /// Every argument `0..<tasks * perTask` exactly once, and each task's
    /// arguments (`task * perTask + i`) in the order that task passed them.
    /// Returns the problems found, at most a few of each kind.
    static func problems(in arguments: [Int], tasks: Int, perTask: Int) -> [String] {
        var problems: [String] = []
        let total = tasks * perTask
        if arguments.count != total { problems.append("\(arguments.count) arguments recorded, expected \(total)") }
        var seen = [Bool](repeating: false, count: total)
        var last = [Int](repeating: -1, count: tasks)
        for argument in arguments {
            guard (0..<total).contains(argument) else {
                problems.append("argument \(argument) was never passed")
                continue
            }
            if seen[argument] { problems.append("argument \(argument) recorded twice") }
            seen[argument] = true
            let task = argument / perTask
            if argument <= last[task] {
                problems.append("task \(task)'s argument \(argument) recorded after \(last[task])")
            }
            last[task] = argument
        }
        let missing = seen.indices.filter { !seen[$0] }
        if !missing.isEmpty { problems.append("\(missing.count) arguments lost, the first \(missing.prefix(5))") }
        return Array(problems.prefix(20))
    }
}
