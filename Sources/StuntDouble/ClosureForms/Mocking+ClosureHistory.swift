// History questions by calling the member: the compiler checks the name
// that `numberOfCalls(toFunction:)` takes as a string, so a misspelling
// cannot answer 0.

extension Mocking {
    /// How many recorded calls to the member `body` calls have arguments
    /// it accepts, counted as `verify` counts them; reports nothing.
    ///
    /// ```swift
    /// let saves = store.numberOfCalls { $0.save(arg(.any)) }
    /// let reservations = inventory.numberOfCalls { $0.reserve(arg(.equal(to: "A")), quantity: arg(.greaterThan(1))) }
    /// ```
    ///
    /// The call in `body` is recorded, not made, as in `verify { … }`: plain
    /// arguments mean equality, and `arg(_:)` sets conditions. A misuse
    /// (no call, or several) is reported at this line, and the answer is 0.
    ///
    /// - Parameters:
    ///   - body: Calls the member, with the arguments the calls must pass.
    ///   - fileID: Where a misuse is reported: the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of that failure: the caller's, by default.
    ///   - column: The column of that failure; leave the default.
    /// - Returns: The number of matching calls.
    public func numberOfCalls<Result>(
        _ body: (Self) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Int {
        guard let member = recordMember(.question, body, fileID, filePath, line, column) else { return 0 }
        return matchingCalls(of: member)
    }

    /// How many recorded calls to the `async` member `body` calls have
    /// arguments it accepts; reports nothing.
    ///
    /// ```swift
    /// let refreshes = await feed.numberOfCalls { await $0.refresh() }
    /// ```
    ///
    /// `body` runs on a task of its own, as in the `async` `verify { … }`.
    @_disfavoredOverload
    public func numberOfCalls<Result>(
        _ body: @escaping @Sendable (Self) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Int {
        guard let member = await recordMember(.question, isolation, body, fileID, filePath, line, column) else {
            return 0
        }
        return matchingCalls(of: member)
    }

    /// The recorded calls to `member` whose arguments its matcher accepts.
    private func matchingCalls(of member: RecordedMember) -> Int {
        doubleRegistry.snapshot().matchingCount(of: member.name, accepting: member.matcher)
    }
}
