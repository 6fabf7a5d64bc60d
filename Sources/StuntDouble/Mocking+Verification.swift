// Verification after the act: a test acts first, then states what must
// have happened, as with Mockito's `verify`. Each check looks at the calls
// recorded so far, reports at its own line in the shape of an unmet
// expectation, and returns whether it held.

extension Mocking {
    /// Checks now that `function` was called at least once with arguments
    /// that `matcher` accepts.
    ///
    /// ```swift
    /// car.start()
    /// engine.verify(callToFunction: "start()")
    /// ```
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @discardableResult
    public func verify<Arguments>(
        callToFunction function: String,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verifyCalls(.atLeast(1), function, matcher, fileID, filePath, line, column)
    }

    /// Checks now that `function` was called `amount` times with arguments
    /// that `matcher` accepts, counting the matching calls only, whenever
    /// they were made.
    ///
    /// ```swift
    /// cache.verify(.exactly(amount: 2), callsToFunction: "save(_:)", withArgumentsThatMatch: .equal(to: "a"))
    /// cache.verify(.once, callsToFunction: "flush()")
    /// ```
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @discardableResult
    public func verify<Arguments>(
        _ amount: CallAmount, callsToFunction function: String,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verifyCalls(amount, function, matcher, fileID, filePath, line, column)
    }

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
        let snapshot = registry.snapshot()
        guard
            let failure = snapshot.verifyFailure(
                check, double: snapshot.displayName(ofType: Self.self), FunctionIDCases.of(Self.self))
        else { return true }
        FailureReporter.report(failure + addendum(), at: check.location)
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
        FailureReporter.report(failure, at: location)
        return false
    }
}

extension Mocking where Self: DefiningFunctionID {
    /// Checks now that the member `id` was called at least once with
    /// arguments that `matcher` accepts.
    @discardableResult
    public func verify<Arguments>(
        callToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verifyCalls(.atLeast(1), id.rawValue, matcher, fileID, filePath, line, column)
    }

    /// Checks now that the member `id` was called `amount` times with
    /// arguments that `matcher` accepts.
    ///
    /// ```swift
    /// cache.verify(.never, callsToFunctionWithID: .put)
    /// ```
    @discardableResult
    public func verify<Arguments>(
        _ amount: CallAmount, callsToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verifyCalls(amount, id.rawValue, matcher, fileID, filePath, line, column)
    }

    /// Waits until the member `id` has been called `amount`'s least number
    /// of times with arguments that `matcher` accepts, or until `timeout`
    /// has passed, then checks `amount`.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// await cache.verify(.once, callsToFunctionWithID: .put, within: .seconds(2))
    /// ```
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func verify<Arguments>(
        _ amount: CallAmount, callsToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any, within timeout: Duration,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await verifyCalls(
            amount, id.rawValue, matcher, within: timeout, isolation: isolation,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Mocking {
    /// Waits until `function` has been called `amount`'s least number of
    /// times with arguments that `matcher` accepts, or until `timeout` has
    /// passed, then checks `amount`: for calls made from another task.
    ///
    /// ```swift
    /// Task { await sync.run() }
    /// await store.verify(.atLeast(1), callsToFunction: "save(_:)", withArgumentsThatMatch: m, within: .seconds(2))
    /// ```
    ///
    /// Each call to the member wakes the wait to count again, so it returns
    /// right after the call that satisfies it; nothing polls. `.never` and
    /// `.atMost(_:)`, which no call can satisfy early, wait the whole time.
    /// On a timeout the failure says how long it waited.
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func verify<Arguments>(
        _ amount: CallAmount, callsToFunction function: String,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any, within timeout: Duration,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await verifyCalls(
            amount, function, matcher, within: timeout, isolation: isolation,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
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
        while registry.snapshot().matchingCount(of: check) < amount.range.lowerBound || amount.range.lowerBound == 0 {
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
