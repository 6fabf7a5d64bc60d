/// What one test registered, for the `.verifiesDoubles` trait of
/// `StuntDoubleTestSupport` to verify when the test ends as `verify()`
/// would: Swift Testing has no `tearDown`, and a forgotten `verify()`
/// would pass silently.
///
/// The trait makes a new scope current for the test with a task-local, so
/// the scope covers the test's task tree: its body, `async let`, task
/// groups and `Task { }`, which inherit task-locals. `expect(...)` and
/// `given(...)` made there enroll their double and tag the expectation or
/// given with the scope's ID; the calls that count are the double's calls
/// from anywhere, detached tasks and other threads included. What is
/// registered where no scope is current (a detached task, a thread of its
/// own, a callback from a queue) is tagged with none and is left to
/// `verify()`.
///
/// `verify()` untags everything registered so far, and settles the
/// reports of givens that could not fit a call; the scope checks only what
/// is still tagged or unsettled, so nothing is reported twice.
///
/// ```swift
/// try await VerificationScope.verifying {
///     engine.expect(callToFunction: "start()")
/// }  // reports the unmet expectation at the `expect` line
/// ```
package final class VerificationScope: Sendable {
    /// Tells one scope's expectations from another's. Unique for the
    /// process's life, so a stale tag on a shared double never matches a
    /// later scope.
    struct ID: Hashable, Sendable {
        let value: UInt64
    }

    /// A double enrolled in a scope.
    private struct Enrolled {
        let registry: DoubleRegistry
        let type: Any.Type
        /// The `expect` or `given` that enrolled it: where a report with no
        /// line of its own goes.
        let location: CodeLocation
    }

    /// The scope of the test the current task runs in, if it has the trait.
    @TaskLocal static var current: VerificationScope?

    /// The doubles that registered an expectation or a given here, in the
    /// order of their first. Registries are held strongly: a test's local
    /// doubles are gone by the time the test ends, but what they registered
    /// still counts.
    private struct Enrollment {
        var doubles: [Enrolled] = []
        var ids: Set<ObjectIdentifier> = []
    }

    /// What a scope asks beyond what `verify()` checks.
    package struct Settings: Sendable, Equatable {
        /// The policy of every double made in the scope, unless the test
        /// sets another on it; `nil` leaves each double's own.
        package var stubbingPolicy: StubbingPolicy?
        /// Whether each double the scope enrolled must have had no calls
        /// but those its expectations and checks account for, as
        /// `verifyNoOtherCalls()` asks.
        package var verifiesNoOtherCalls: Bool

        package init(stubbingPolicy: StubbingPolicy? = nil, verifiesNoOtherCalls: Bool = false) {
            self.stubbingPolicy = stubbingPolicy
            self.verifiesNoOtherCalls = verifiesNoOtherCalls
        }

        /// These settings inside a scope of `outer`'s: a trait on a test
        /// adds to its suite's, and a policy it names wins.
        func nested(in outer: Settings?) -> Settings {
            guard let outer else { return self }
            return Settings(
                stubbingPolicy: stubbingPolicy ?? outer.stubbingPolicy,
                verifiesNoOtherCalls: verifiesNoOtherCalls || outer.verifiesNoOtherCalls)
        }
    }

    let id: ID
    let settings: Settings
    private let enrollment = Locked(Enrollment())

    init(settings: Settings = Settings()) {
        id = IDSource.shared.next()
        self.settings = settings
    }

    /// The policy of a double made now: the current scope's, if it names one.
    static var policyForNewDoubles: StubbingPolicy? { current?.settings.stubbingPolicy }

    /// Runs `body` with a new scope current, then reports what `verify()`
    /// would of what was registered in it and no `verify()` checked: each
    /// unmet expectation at the line of its `expect`, and under the strict
    /// policy each member's givens that no call used at the line of its
    /// first such given. A `body` that throws has failed already: the error
    /// is rethrown and nothing more is reported, as Mockito skips its
    /// checks after a failed test.
    ///
    /// ```swift
    /// try await VerificationScope.verifying { try await function() }
    /// ```
    package static func verifying(
        _ settings: Settings = Settings(), _ body: () async throws -> Void
    ) async throws {
        let scope = VerificationScope(settings: settings.nested(in: current?.settings))
        try await $current.withValue(scope, operation: body)
        scope.reportFailures()
    }

    /// Enrolls `double` in the current scope, if any, and returns the
    /// scope's ID, for `expect(...)` or `given(...)` at `location` to tag
    /// what it registers with.
    static func enroll<Double: Stubbing>(_ double: Double, at location: CodeLocation) -> ID? {
        guard let scope = current else { return nil }
        scope.enroll(Enrolled(registry: double.doubleRegistry, type: Double.self, location: location))
        return scope.id
    }

    /// Enrolls the double of `registry` that a check at `location`
    /// verified, for `verifyNoOtherCalls()` at the end of a scope that
    /// asks for it.
    static func enrollVerified(_ registry: DoubleRegistry, of type: Any.Type, at location: CodeLocation) {
        guard let scope = current, scope.settings.verifiesNoOtherCalls else { return }
        scope.enroll(Enrolled(registry: registry, type: type, location: location))
    }

    private func enroll(_ double: Enrolled) {
        enrollment.withLock { enrollment in
            if enrollment.ids.insert(ObjectIdentifier(double.registry)).inserted {
                enrollment.doubles.append(double)
            }
        }
    }

    /// What `verify()` would report of what was registered in this scope
    /// and no `verify()` checked, each failure with its line, and its
    /// notes. Everything is looked at once: a second call returns none of it.
    func verification() -> (
        failures: [(message: String, location: CodeLocation, double: Int)],
        notes: [(text: String, location: CodeLocation)],
        doubles: [(registry: DoubleRegistry, type: Any.Type)]
    ) {
        let enrolled = enrollment.withLock { $0.doubles }
        var failures: [(message: String, location: CodeLocation, double: Int)] = []
        var notes: [(text: String, location: CodeLocation)] = []
        for (index, double) in enrolled.enumerated() {
            let pending = double.registry.takePending(of: id)
            guard !pending.isEmpty || settings.verifiesNoOtherCalls else { continue }
            let snapshot = double.registry.snapshot()
            let name = snapshot.displayName(ofType: double.type)
            defer {
                if settings.verifiesNoOtherCalls,
                    let message = snapshot.noOtherCallsFailure(
                        double: name, location: double.location, checkedWhenTheTestEnded: true)
                {
                    failures.append((message, double.location, index))
                }
            }
            let functionIDs = FunctionIDCases.of(double.type)
            for expectation in pending.expectations {
                if let message = snapshot.verifyFailure(expectation, double: name, functionIDs) {
                    failures.append((message, expectation.location, index))
                }
            }
            let reports = snapshot.givenReports(
                double: name, functionIDs, pendingGivens: pending.givens,
                unfitGivensReports: pending.unfitGivensReports)
            for report in reports {
                if report.isFailure {
                    failures.append((report.message, report.location ?? double.location, index))
                } else {
                    notes.append((report.message, report.location ?? double.location))
                }
            }
        }
        return (failures, notes, enrolled.map { ($0.registry, $0.type) })
    }

    /// Reports ``verification()``: each failure at its line, then the
    /// history of each double that failed, at its first failure's line;
    /// each note at its given's (`FailureReporter.writeNote`).
    func reportFailures() {
        let verification = verification()
        for failure in verification.failures {
            FailureReporter.report(
                failure.message, at: failure.location, about: verification.doubles[failure.double].registry)
        }
        var attached: Set<Int> = []
        for failure in verification.failures where attached.insert(failure.double).inserted {
            FailureReporter.attachHistories(of: [verification.doubles[failure.double]], at: failure.location)
        }
        for note in verification.notes {
            FailureReporter.writeNote(note.text, at: note.location)
        }
    }
}
