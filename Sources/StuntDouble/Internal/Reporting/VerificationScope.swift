/// The expectations one test registered, for the `.verifiesDoubles` trait of
/// `StuntDoubleTestSupport` to verify when the test ends: Swift Testing has
/// no `tearDown`, and a forgotten `verify()` would pass silently.
///
/// The trait makes a new scope current for the test with a task-local, so
/// the scope covers the test's task tree: its body, `async let`, task
/// groups and `Task { }`, which inherit task-locals. `expect(...)` made
/// there enrolls its double and tags the expectation with the scope's ID;
/// the calls that count are the double's calls from anywhere, detached
/// tasks and other threads included. An expectation registered where no
/// scope is current (a detached task, a thread of its own, a callback
/// from a queue) is tagged with none and is left to `verify()`.
///
/// `verify()` untags every expectation registered so far; the scope
/// reports only the tagged ones, so nothing is reported twice.
///
/// ```swift
/// try await VerificationScope.verifying {
///     engine.expect(callToFunction: "start()")
/// }  // reports the unmet expectation at the `expect` line
/// ```
package final class VerificationScope: @unchecked Sendable {
    /// Tells one scope's expectations from another's. Unique for the
    /// process's life, so a stale tag on a shared double never matches a
    /// later scope.
    struct ID: Hashable, Sendable {
        let value: UInt64
    }

    /// The scope of the test the current task runs in, if it has the trait.
    @TaskLocal static var current: VerificationScope?

    let id: ID
    private let lock = Lock()
    /// The doubles that registered an expectation here, in the order of
    /// their first; guarded by `lock`. Registries are held strongly: a
    /// test's local doubles are gone by the time the test ends, but their
    /// expectations still count.
    private var enrolled: [(registry: DoubleRegistry, type: Any.Type)] = []
    private var enrolledIDs: Set<ObjectIdentifier> = []

    init() {
        id = IDSource.shared.next()
    }

    /// Runs `body` with a new scope current, then reports each expectation
    /// registered in it that is unmet and that no `verify()` checked, at
    /// the line of its `expect`. A `body` that throws has failed already:
    /// the error is rethrown and nothing more is reported, as Mockito skips
    /// its checks after a failed test.
    ///
    /// ```swift
    /// try await VerificationScope.verifying { try await function() }
    /// ```
    package static func verifying(_ body: () async throws -> Void) async throws {
        let scope = VerificationScope()
        try await $current.withValue(scope, operation: body)
        scope.reportUnmetExpectations()
    }

    /// Enrolls `double` in the current scope, if any, and returns the
    /// scope's ID, for `expect(...)` to tag its expectation with.
    static func enroll<Double: Mocking>(_ double: Double) -> ID? {
        guard let scope = current else { return nil }
        scope.enroll(double.doubleRegistry, of: Double.self)
        return scope.id
    }

    private func enroll(_ registry: DoubleRegistry, of type: Any.Type) {
        lock.withLock {
            if enrolledIDs.insert(ObjectIdentifier(registry)).inserted {
                enrolled.append((registry, type))
            }
        }
    }

    /// The failures of the expectations registered in this scope that are
    /// unmet and that no `verify()` checked, with the lines of their
    /// `expect`; each is `verify()`'s message for it. Each expectation is
    /// looked at once: a second call returns none of them.
    func unmetExpectations() -> [(message: String, location: CodeLocation)] {
        let enrolled = lock.withLock { self.enrolled }
        return enrolled.flatMap { registry, type -> [(message: String, location: CodeLocation)] in
            let pending = registry.takePendingExpectations(of: id)
            guard !pending.isEmpty else { return [] }
            let snapshot = registry.snapshot()
            let double = snapshot.displayName(ofType: type)
            let functionIDs = FunctionIDCases.of(type)
            return pending.compactMap { expectation in
                snapshot.verifyFailure(expectation, double: double, functionIDs).map { ($0, expectation.location) }
            }
        }
    }

    /// Reports ``unmetExpectations()``, each at its `expect` line.
    func reportUnmetExpectations() {
        for failure in unmetExpectations() {
            FailureReporter.report(failure.message, at: failure.location)
        }
    }
}

/// Hands out scope IDs.
private final class IDSource: @unchecked Sendable {
    static let shared = IDSource()
    private let lock = Lock()
    /// Guarded by `lock`.
    private var last: UInt64 = 0

    func next() -> VerificationScope.ID {
        lock.withLock {
            last += 1
            return VerificationScope.ID(value: last)
        }
    }
}

extension DoubleRegistry {
    /// Untags every expectation registered so far: `verify()` checks them,
    /// so no scope reports them again.
    func settleExpectations() {
        lock.withLock {
            for index in state.pointee.expectations.indices where state.pointee.expectations[index].scope != nil {
                state.pointee.expectations[index].scope = nil
            }
        }
    }

    /// The expectations tagged with `scope`, untagged in the same step.
    func takePendingExpectations(of scope: VerificationScope.ID) -> [Expectation] {
        lock.withLock {
            var taken: [Expectation] = []
            for index in state.pointee.expectations.indices where state.pointee.expectations[index].scope == scope {
                taken.append(state.pointee.expectations[index])
                state.pointee.expectations[index].scope = nil
            }
            return taken
        }
    }
}
