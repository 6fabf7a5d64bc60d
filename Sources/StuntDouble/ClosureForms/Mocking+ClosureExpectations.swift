// `expect` and `verify` by calling the member: the closure's one call to
// the double is recorded (see `Stubbing.given(_:fileID:filePath:line:column:)`),
// and the name-based form for it does the rest, with a matcher made from
// its arguments.

extension Mocking {
    /// Expects `amount` calls to the member that `body` calls, with the
    /// arguments it passes; at least one by default.
    ///
    /// ```swift
    /// store.expect { $0.save(3) }
    /// store.expect(.times(2)) { $0.save(arg(.any)) }
    /// ```
    ///
    /// `body` runs once, at once, and must call exactly one member of the
    /// double it is given; that call is not a call. `verify()` (or the
    /// `.verifiesDoubles` trait) checks the expectation, as for
    /// `expect(_:callsToFunction:withArgumentsThatMatch:)`.
    ///
    /// - Parameters:
    ///   - amount: How many matching calls are expected.
    ///   - body: Calls the member, with the arguments the calls must pass.
    ///   - fileID: The file of this expectation, where messages point: the
    ///     test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this expectation: the caller's, by default.
    ///   - column: The column of this expectation; leave the default.
    public func expect<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: (Self) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let member = ClosureRecording.record(on: self, .expect, location, { _ = try body(self) }) else { return }
        expect(
            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the member `body` calls was called `amount` times
    /// with the arguments it passes; at least once by default.
    ///
    /// ```swift
    /// store.verify { $0.save(3) }
    /// store.verify(.never) { $0.delete(id: 1) }
    /// editor.verify { $0.title = "Done" }   // a property's write
    /// ```
    ///
    /// `body` runs once, at once, and must call exactly one member of the
    /// double it is given; that call is not a call. The check is
    /// `verify(_:callsToFunction:withArgumentsThatMatch:)`'s.
    ///
    /// - Parameters:
    ///   - amount: How many matching calls there must have been.
    ///   - body: Calls the member, with the arguments the calls must pass.
    ///   - fileID: Where a failure is reported: the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of that failure: the caller's, by default.
    ///   - column: The column of that failure; leave the default.
    /// - Returns: Whether the check held.
    @discardableResult
    public func verify<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: (Self) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let member = ClosureRecording.record(on: self, .verify, location, { _ = try body(self) }) else {
            return false
        }
        return verify(
            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until the `async` member `body` calls has been called
    /// `amount`'s least number of times with the arguments it passes, or
    /// until `timeout` has passed, then checks `amount`: for calls made
    /// from another task.
    ///
    /// ```swift
    /// Task { await sync.run() }
    /// await feed.verify(.once, within: .seconds(1)) { await $0.refresh() }
    /// ```
    ///
    /// The wait is `verify(_:callsToFunction:withArgumentsThatMatch:within:)`'s;
    /// `body` runs first, on a task of its own (see the `async`
    /// `given(_:isolation:fileID:filePath:line:column:)`).
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func verify<Result>(
        _ amount: CallAmount, within timeout: Duration,
        _ body: @escaping @Sendable (Self) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let member = await record(.verify, location, isolation: isolation, body) else { return false }
        return await verify(
            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),
            within: timeout, isolation: isolation,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `amount` calls to the `async` member that `body` calls, with
    /// the arguments it passes; at least one by default.
    ///
    /// ```swift
    /// await feed.expect { await $0.refresh() }
    /// ```
    ///
    /// `body` runs on a task of its own (see the `async`
    /// `given(_:isolation:fileID:filePath:line:column:)`); the expectation is
    /// `expect(_:callsToFunction:withArgumentsThatMatch:)`'s.
    @_disfavoredOverload
    public func expect<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: @escaping @Sendable (Self) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let member = await record(.expect, location, isolation: isolation, body) else { return }
        expect(
            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the `async` member `body` calls was called `amount`
    /// times with the arguments it passes; at least once by default.
    ///
    /// ```swift
    /// await feed.verify { await $0.refresh() }
    /// ```
    ///
    /// `body` runs on a task of its own; the check is
    /// `verify(_:callsToFunction:withArgumentsThatMatch:)`'s.
    ///
    /// - Returns: Whether the check held.
    @_disfavoredOverload
    @discardableResult
    public func verify<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: @escaping @Sendable (Self) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let member = await record(.verify, location, isolation: isolation, body) else { return false }
        return verify(
            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The member an `async` closure form's `body` calls on this double.
    private func record<Result>(
        _ form: CaptureForm, _ location: CodeLocation, isolation: isolated (any Actor)?,
        _ body: @escaping @Sendable (Self) async throws -> Result
    ) async -> RecordedMember? {
        await ClosureRecording.record(
            on: self, form, location, isolation: isolation, SentCall { _ = try await body(self) })
    }
}
