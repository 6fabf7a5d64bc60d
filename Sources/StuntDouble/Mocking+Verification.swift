// Verification after the act: a test acts first, then states what must
// have happened, as with Mockito's `verify`. Each check looks at the calls
// recorded so far, reports at its own line in the shape of an unmet
// expectation, and returns whether it held. The public forms, by name and
// by `FunctionID`, are generated (`Generated/Mocking+ExpectationForms.swift`)
// and end in the two `verifyCalls` here.

extension Mocking {
    /// Checks `amount` matching calls now: every verify-after-the-act form,
    /// by name or by `FunctionID`, ends here.
    func verifyCalls<Arguments>(
        _ amount: CallAmount, _ function: String, _ matcher: ArgumentMatcher<Arguments>,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Bool {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return conclude(
            Expectation(function: function, amount: amount, matcher: matcher.box, location: location, isCheck: true))
    }

    /// Checks `check` against the calls recorded now, remembers it for
    /// `verifyNoOtherCalls()`, and reports a failure, with `addendum`
    /// after it, at the check's line.
    func conclude(_ check: Expectation, addendum: @autoclosure () -> String = "") -> Bool {
        let registry = doubleRegistry
        registry.addVerified(check)
        VerificationScope.enrollVerified(registry, of: Self.self, at: check.location)
        let snapshot = registry.snapshot()
        guard
            let failure = snapshot.verifyFailure(
                check, double: snapshot.displayName(ofType: Self.self), FunctionIDCases.of(Self.self))
        else { return true }
        FailureReporter.report(failure + addendum(), at: check.location, about: registry)
        FailureReporter.attachHistories(of: [(registry, Self.self)], at: check.location)
        return false
    }

    /// Checks that every recorded call of this double is accounted for by
    /// an expectation or an earlier verify-after-the-act check: Mockito's
    /// `verifyNoMoreInteractions`.
    ///
    /// ```swift
    /// engine.verify(callToFunction: "start()")
    /// engine.verifyNoOtherCalls()   // fails if the engine was called for anything else
    /// ```
    ///
    /// - Returns: Whether the check held; the failure, reported at this
    ///   line, marks each call that was not verified.
    @discardableResult
    public func verifyNoOtherCalls(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let snapshot = doubleRegistry.snapshot()
        guard
            let failure = snapshot.noOtherCallsFailure(
                double: snapshot.displayName(ofType: Self.self), location: location)
        else { return true }
        FailureReporter.report(failure, at: location, about: doubleRegistry)
        FailureReporter.attachHistories(of: [(doubleRegistry, Self.self)], at: location)
        return false
    }

    /// Waits for `amount` matching calls, then checks them: both waiting
    /// verify forms, by name and by `FunctionID`, end here.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func verifyCalls<Arguments>(
        _ amount: CallAmount, _ function: String, _ matcher: ArgumentMatcher<Arguments>, within timeout: Duration,
        isolation: isolated (any Actor)?, _ location: CodeLocation
    ) async -> Bool {
        let check = Expectation(
            function: function, amount: amount, matcher: matcher.box, location: location, isCheck: true)
        let registry = doubleRegistry
        let waiter = CallWaiter()
        registry.addWaiter(waiter, for: function)
        let clock = ContinuousClock()
        let start = clock.now
        let timer = Task {
            try? await clock.sleep(until: start.advanced(by: timeout))
            waiter.timeOut()
        }
        // A negative amount is never met: nothing to wait for.
        while !amount.isNegative,
            registry.snapshot().matchingCount(of: check) < amount.range.lowerBound || amount.range.lowerBound == 0
        {
            if await waiter.next() == .timeout { break }
        }
        timer.cancel()
        registry.removeWaiter(waiter, for: function)
        return conclude(check, addendum: "\n  Waited \(WaitDescription.of(clock.now - start)) for the calls.")
    }
}

/// How a message says how long a check waited: `2.0 s`, `150 ms`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum WaitDescription {
    static func of(_ duration: Duration) -> String {
        let milliseconds =
            Double(duration.components.seconds) * 1_000
            + Double(duration.components.attoseconds) / 1e15
        return milliseconds >= 1_000
            ? "\((milliseconds / 100).rounded() / 10) s" : "\(Int(milliseconds.rounded())) ms"
    }
}
