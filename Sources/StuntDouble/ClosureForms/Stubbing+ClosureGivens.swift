// `given` by calling the member: the compiler checks its name, its
// arguments and the answer's type. The closure's one call to the double is
// recorded, not answered (see `CallCapture`), and the name-based forms do
// the rest.

extension Stubbing {
    /// Records the call that `body` makes to this double, for an answer to
    /// give to it: `.willReturn`, `.willAnswer`, `.willThrow` or
    /// `.willCallThrough()`.
    ///
    /// ```swift
    /// users.given { $0.fetch(id: 3) }.willReturn(user)
    /// users.given { $0.fetch(id: arg(.satisfying("a positive id") { $0 > 0 })) }.willReturn(user)
    /// editor.given { $0.title }.willReturn("Draft")
    /// ```
    ///
    /// `body` runs once, at once, and must call exactly one member of the
    /// double it is given; that call is not a call: it is not recorded,
    /// advances no sequence and runs no answer. Plain arguments give a
    /// matcher of equal arguments; arguments passed through ``arg(_:fileID:filePath:line:column:)-(ArgumentCondition<Value>,_,_,_,_)``
    /// give one of their conditions (for all arguments or none). Inside
    /// `body` the member returns its default value, or throws where it
    /// throws; a member that can do neither cannot be recorded: use the
    /// name-based `given(_:willReturn:)` for it.
    ///
    /// - Parameters:
    ///   - body: Calls the member, with the arguments the given is for.
    ///   - fileID: Where failures of the recording are reported, and the
    ///     given's location in messages: the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this given: the caller's, by default.
    ///   - column: The column of this given; leave the default.
    /// - Returns: The recorded member, waiting for its answer.
    public func given<Result>(
        _ body: (Self) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CapturedGiven<Self, Result> {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let member = ClosureRecording.record(on: self, .given, location) { _ = try body(self) }
        return CapturedGiven(double: self, member: member, location: location)
    }

    /// Records the call that `body` makes to an `async` member of this
    /// double, for an answer to give to it; suspends, blocking no thread.
    ///
    /// ```swift
    /// await feed.given { await $0.refresh() }.willReturn(5)
    /// await api.given { try await $0.download(id: 1) }.willThrow(LoadError.offline)
    /// ```
    ///
    /// `body` runs on a task of its own. Inside it an `async` member whose
    /// return type has no default value and that cannot throw never
    /// returns: the recording goes on without it, and its task stays
    /// suspended in the member's call, which holds the double for as long
    /// as the process runs. Conform the type to `ProvidingDefaultStubValue`
    /// where that matters.
    ///
    /// - Parameters:
    ///   - body: Calls the member, with the arguments the given is for.
    ///   - isolation: The caller's actor; leave the default.
    ///   - fileID: Where failures of the recording are reported, and the
    ///     given's location in messages: the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this given: the caller's, by default.
    ///   - column: The column of this given; leave the default.
    /// - Returns: The recorded member, waiting for its answer.
    @_disfavoredOverload
    public func given<Result>(
        _ body: @escaping @Sendable (Self) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> CapturedGiven<Self, Result> {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let member = await ClosureRecording.record(
            on: self, .given, location, isolation: isolation, SentCall { _ = try await body(self) })
        return CapturedGiven(double: self, member: member, location: location)
    }
}
