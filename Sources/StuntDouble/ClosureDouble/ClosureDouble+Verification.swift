// A closure double's expectations and verify-after-the-act checks: the
// name-based forms of `Mocking`, without the member's name and with a
// matcher typed by the closure. `verify()`, `verifyNoOtherCalls()`,
// `wouldFailIfVerified()`, `resetMock()` and `clearRecordedCalls()` are
// every double's.

extension ClosureDouble {
    /// Expects `amount` calls with arguments that `matcher` accepts, which
    /// ``Mocking/verify(fileID:filePath:line:column:)`` (or the
    /// `.verifiesDoubles` trait) then checks.
    ///
    /// ```swift
    /// onUpdate.expect(.once, withArgumentsThatMatch: .equal(to: forecast))
    /// service.refresh()
    /// onUpdate.verify()
    /// ```
    ///
    /// - Parameters:
    ///   - amount: How many matching calls are expected; at least one by
    ///     default.
    ///   - matcher: Which calls count; any call by default.
    ///   - fileID: The file of this expectation: messages quote it
    ///     (`Expected at:`), and `.verifiesDoubles` reports an unmet one there.
    ///     The test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this expectation: the caller's, by default.
    ///   - column: The column of this expectation; leave the default.
    public func expect(
        _ amount: CallAmount = .atLeast(1),
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)> = .anyArguments,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(
            amount, callsToFunction: memberName, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the closure was called at least once with arguments
    /// that `matcher` accepts.
    ///
    /// ```swift
    /// onUpdate.verify(withArgumentsThatMatch: .equal(to: forecast))
    /// ```
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @discardableResult
    public func verify(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verify(
            .atLeast(1), callsToFunction: memberName, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the closure was called `amount` times with arguments
    /// that `matcher` accepts, counting the matching calls only.
    ///
    /// ```swift
    /// onUpdate.verify(.once, withArgumentsThatMatch: .equal(to: forecast))
    /// onUpdate.verify(.never)
    /// ```
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @discardableResult
    public func verify(
        _ amount: CallAmount,
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)> = .anyArguments,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verify(
            amount, callsToFunction: memberName, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until the closure has been called `amount`'s least number of
    /// times with arguments that `matcher` accepts, or until `timeout` has
    /// passed, then checks `amount`: for calls made from another task.
    ///
    /// ```swift
    /// service.startUpdating()
    /// await onUpdate.verify(.once, within: .seconds(1))
    /// ```
    ///
    /// Each call wakes the wait to count again; nothing polls. `.never`
    /// and `.atMost(_:)` wait the whole time.
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func verify(
        _ amount: CallAmount,
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)> = .anyArguments,
        within timeout: Duration, isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await verify(
            amount, callsToFunction: memberName, withArgumentsThatMatch: matcher, within: timeout,
            isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
