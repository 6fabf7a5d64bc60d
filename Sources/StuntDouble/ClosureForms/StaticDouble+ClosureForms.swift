// The closure forms for static members: the closure takes no parameter and
// calls the static member on the type, which forwards to `statics`.

extension StaticDouble {
    /// Records the call that `body` makes to a static member of `Owner`,
    /// for an answer to give to it.
    ///
    /// ```swift
    /// ClockMock.statics.given { ClockMock.offset(for: "Paris") }.willReturn(1)
    /// ```
    ///
    /// As the instance form, `Stubbing.given(_:fileID:filePath:line:column:)`.
    public func given<Result>(
        _ body: () throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CapturedGiven<Self, Result> {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let member = ClosureRecording.record(on: self, .given, location) { _ = try body() }
        return CapturedGiven(double: self, member: member, location: location)
    }
}

extension StaticDouble where Owner: Mocking {
    /// Expects `amount` calls to the static member `body` calls, with the
    /// arguments it passes; at least one by default.
    ///
    /// ```swift
    /// ClockMock.statics.expect { ClockMock.offset(for: "Paris") }
    /// ```
    public func expect<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: () throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(amount, { _ in try body() }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the static member `body` calls was called `amount`
    /// times with the arguments it passes; at least once by default.
    ///
    /// ```swift
    /// ClockMock.statics.verify { ClockMock.offset(for: "Paris") }
    /// ```
    ///
    /// - Returns: Whether the check held.
    @discardableResult
    public func verify<Result>(
        _ amount: CallAmount = .atLeast(1), _ body: () throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verify(amount, { _ in try body() }, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
