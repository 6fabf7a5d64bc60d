import Foundation
import StuntDouble

// Closure doubles (issue #22): a call through `ClosureDouble.closure`,
// answered by a plain given and recorded, against the closure a developer
// writes by hand for a `@Sendable` callback: one that appends its argument
// to an array behind a lock. Code under test holds the closure it was
// given, so both are driven through a `@Sendable (Int) -> String` value.

/// The hand-written recorder's state: the lock a `@Sendable` closure needs
/// for its array.
final class HandWrittenClosureRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var receivedIDs: [Int] = []

    func record(_ id: Int) -> String {
        lock.lock()
        receivedIDs.append(id)
        lock.unlock()
        return "stunt"
    }
}

/// The closure subjects, by the name `--drive` takes.
enum ClosureSubjectKind: String, CaseIterable {
    case handWritten = "closure-hand-written"
    /// `ClosureDouble.closure` with a plain given.
    case call = "closure-call"

    static var names: [String] { allCases.map(\.rawValue) }
}

/// Makes a subject fresh, hidden from the optimizer as ``makeSubject(_:)``
/// hides its subjects: `drive` is compiled once, for the closure type.
@inline(never) @_optimize(none)
func makeClosureSubject(_ kind: ClosureSubjectKind) -> @Sendable (Int) -> String {
    switch kind {
    case .handWritten: makeHandWrittenClosure()
    case .call: makeClosureDoubleClosure()
    }
}

// Each closure is made in optimised code, as an optimised test target
// makes it: a closure literal in the function above would not be optimised,
// and a closure double's `closure` taken there would not be specialised.

@inline(never)
func makeHandWrittenClosure() -> @Sendable (Int) -> String {
    let recorder = HandWrittenClosureRecorder()
    return { id in recorder.record(id) }
}

@inline(never)
func makeClosureDoubleClosure() -> @Sendable (Int) -> String {
    let fetch = ClosureDouble<Int, String>("fetch")
    fetch.given(willReturn: "stunt")
    return fetch.closure
}

/// Calls `fetch` `count` times, as code under test would.
@inline(never)
func drive(_ fetch: @Sendable (Int) -> String, calls count: Int) -> Int {
    var checksum = 0
    for id in 0..<count {
        checksum &+= fetch(id).utf8.count
    }
    return checksum
}

extension Measurement {
    /// The median time per call of `calls` calls on a fresh subject per
    /// repetition.
    static func nanosecondsPerCall(_ kind: ClosureSubjectKind, repetitions: Int, calls: Int) -> Double {
        nanosecondsPerCall(
            repetitions: repetitions, calls: calls, making: { makeClosureSubject(kind) }, driving: drive)
    }
}
