// What the call path reports about a single call: a missing answer, an
// answer that threw where it cannot, a given that cannot fit. Each builds
// its text from one snapshot of the registry, after the lock is given back.

extension Stubbing {
    /// Reports a call that nothing answers, then stops the process.
    @usableFromInline
    func failForMissingAnswer<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, throwing typedError: Any.Type? = nil,
        _ location: CodeLocation
    ) -> Never {
        let message = missingAnswerMessage(function, arguments, resultType, .plain, typedError: typedError)
        // Outside tests the trap itself writes the text to standard error.
        if !FailureReporter.trapWillPrint {
            FailureReporter.report(message, at: location, about: doubleRegistry)
        }
        fatalError(message, file: location.fileID, line: location.line)
    }

    /// Reports a call through a throwing form that nothing answers, and
    /// returns the error to throw.
    @usableFromInline
    func reportMissingAnswer<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, _ location: CodeLocation
    ) -> StuntDoubleError {
        let message = missingAnswerMessage(function, arguments, resultType, .throwing)
        FailureReporter.report(message, at: location, about: doubleRegistry)
        return StuntDoubleError(message)
    }

    /// The text of both missing-answer reports, which differ in `form`
    /// (and in a typed-throws member's error type, for the one that traps).
    private func missingAnswerMessage<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, _ form: CallForm,
        typedError: Any.Type? = nil
    ) -> String {
        withSnapshot {
            $0.missingAnswerMessage(
                double: $1, function: function, arguments: arguments, resultType: resultType, form: form,
                typedError: typedError)
        }
    }

    /// Reports an answer that threw in a member that cannot throw; returns
    /// the text, for the trap that follows when the member cannot go on.
    @usableFromInline
    func reportThrownError<Arguments, Result>(
        _ error: any Error, _ function: String, _ arguments: Arguments, _ resultType: Result.Type, canGoOn: Bool,
        _ location: CodeLocation
    ) -> String {
        let message = withSnapshot {
            $0.thrownErrorMessage(
                error, double: $1, function: function, arguments: arguments, resultType: resultType,
                canGoOn: canGoOn)
        }
        if canGoOn || !FailureReporter.trapWillPrint {
            FailureReporter.report(message, at: location, about: doubleRegistry)
        }
        return message
    }

    /// Reports an answer that threw an error a typed-throws member cannot
    /// throw; returns the text, for the trap that follows when the member
    /// cannot go on.
    @usableFromInline
    func reportErrorOfAnotherType<Arguments, Result>(
        _ error: any Error, expected: Any.Type, _ function: String, _ arguments: Arguments,
        _ resultType: Result.Type, canGoOn: Bool, _ location: CodeLocation
    ) -> String {
        let message = withSnapshot {
            $0.errorOfAnotherTypeMessage(
                error, expected: expected, double: $1, function: function, arguments: arguments,
                resultType: resultType, canGoOn: canGoOn)
        }
        if canGoOn || !FailureReporter.trapWillPrint {
            FailureReporter.report(message, at: location, about: doubleRegistry)
        }
        return message
    }

    /// Reports a `callThrough` given of a member that passed no real
    /// implementation.
    @usableFromInline
    func reportNoRealImplementation<Arguments>(
        _ function: String, _ arguments: Arguments, _ given: Given, _ location: CodeLocation
    ) {
        FailureReporter.report(
            withSnapshot {
                $0.noRealImplementationMessage(double: $1, function: function, arguments: arguments, given: given)
            },
            at: location, about: doubleRegistry)
    }

    /// Reports, under the strict policy, a call to a member returning a
    /// value that no given answers, when the member goes on with its
    /// default (without one, the missing-answer report says it all).
    @usableFromInline
    func reportUnansweredUnderStrictPolicy<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, _ form: CallForm,
        _ location: CodeLocation
    ) {
        guard Result.self != Void.self, DefaultStubValue.of(Result.self) != nil else { return }
        FailureReporter.report(
            withSnapshot {
                $0.unansweredUnderStrictPolicyMessage(
                    double: $1, function: function, arguments: arguments, resultType: resultType, form: form)
            },
            at: location, about: doubleRegistry)
    }

    /// Notes, at the member's newest given, why an optional member answers
    /// `nil` when it has givens: with `didCallFunction(…)!` the next thing
    /// is a trap, and Swift's own message would not say which given failed
    /// to apply.
    /// Once per member and return type: a generic member whose givens are
    /// for other types answers `nil` on purpose, call after call.
    @usableFromInline
    func noteNilAnswer<Arguments, Result>(_ function: String, _ arguments: Arguments, _ resultType: Result.Type) {
        let snapshot = doubleRegistry.snapshot(includingCalls: false)
        guard !snapshot.givens(for: function).isEmpty,
            doubleRegistry.markNilAnswer(of: function, answering: resultType)
        else { return }
        FailureReporter.writeNote(
            snapshot.nilAnswerNote(
                double: snapshot.displayName(ofType: Self.self), function: function,
                arguments: arguments, resultType: resultType),
            at: snapshot.givens(for: function).last?.location)
    }

    /// Says, once per member and return type, that a member has givens but
    /// none of them can ever answer this call because of its types or its
    /// form; under the strict policy `verify()` reports it too.
    @usableFromInline
    func noteUnfitGivens<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, _ form: CallForm
    ) {
        let registry = doubleRegistry
        guard registry.markUnfitGivens(of: function, answering: resultType) else { return }
        let snapshot = registry.snapshot(includingCalls: false)
        let report = snapshot.unfitGivensReport(
            double: snapshot.displayName(ofType: Self.self), function: function, arguments: arguments,
            resultType: resultType, form: form)
        registry.keepUnfitGivensReport(report, of: function)
        // At the member's newest given, as `verify()` reports it under the
        // strict policy.
        FailureReporter.writeNote("note: " + report, at: snapshot.givens(for: function).last?.location)
    }

    /// A message built from one snapshot, without the calls (no report
    /// about one call reads them), and the double's display name.
    private func withSnapshot(_ build: (RegistrySnapshot, String) -> String) -> String {
        let snapshot = doubleRegistry.snapshot(includingCalls: false)
        return build(snapshot, snapshot.displayName(ofType: Self.self))
    }
}
