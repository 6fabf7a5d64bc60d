// The closures a closure double hands to the code under test, and the
// double called as a function. Each call takes the path every member's
// `didCall…` form takes (`Internal/Calls/`), for the closure's effects,
// through the functions of `Generated/ClosureDouble+Calls.swift`; `Void`
// results take the forms for members returning nothing.

extension ClosureDouble {
    /// The closure to pass to the code under test: each call is recorded
    /// and answered by this double's givens.
    ///
    /// ```swift
    /// service.onUpdate = onUpdate.closure
    /// let checker = Checker(isAllowed: isAllowed.closure)
    /// ```
    ///
    /// It cannot throw: an answer that throws is reported as a failure,
    /// after which the call returns the default value (nothing, for `Void`),
    /// or the process stops when `Result` has none. When nothing answers
    /// and `Result` has no default stub value, the call is reported and the
    /// process stops, as for a member that cannot throw. Failures about a
    /// call are reported at the line that made the double. `async` answers
    /// apply only to ``asyncClosure`` and ``asyncThrowingClosure``.
    @inlinable
    public var closure: @Sendable (repeat each Argument) -> Result {
        { (arguments: repeat each Argument) in self.call(repeat each arguments, at: self.location) }
    }

    /// The closure for a parameter that throws: `willThrow` givens and
    /// throwing answers throw from it.
    ///
    /// ```swift
    /// let parser = Parser(decode: decodeDouble.throwingClosure)
    /// ```
    ///
    /// When nothing answers and `Result` has no default stub value, the
    /// call is reported and throws a `StuntDoubleError`: the test fails and
    /// goes on.
    @inlinable
    public var throwingClosure: @Sendable (repeat each Argument) throws -> Result {
        { (arguments: repeat each Argument) in try self.callThrowing(repeat each arguments, at: self.location) }
    }

    /// The closure for an `async` parameter: `async` answers apply, and may
    /// suspend. It cannot throw, as ``closure`` cannot.
    ///
    /// ```swift
    /// let loader = Loader(fetch: fetchDouble.asyncClosure)
    /// ```
    @inlinable
    public var asyncClosure: @Sendable (repeat each Argument) async -> Result {
        { (arguments: repeat each Argument) in await self.callAsync(repeat each arguments, at: self.location) }
    }

    /// The closure for an `async throws` parameter: `async` answers apply,
    /// and `willThrow` givens and throwing answers throw from it.
    ///
    /// ```swift
    /// let fetchDouble = ClosureDouble<URL, Data>("fetch")
    /// fetchDouble.given(willThrow: LoadError.offline)
    /// let loader = Loader(fetch: fetchDouble.asyncThrowingClosure)
    /// ```
    @inlinable
    public var asyncThrowingClosure: @Sendable (repeat each Argument) async throws -> Result {
        { (arguments: repeat each Argument) in
            try await self.callAsyncThrowing(repeat each arguments, at: self.location)
        }
    }

    /// Calls the double as ``closure`` would be called: `isAllowed("a", 1)`.
    ///
    /// Swift 6.3 does not compile a call of the pack-typed ``closure``
    /// property straight on the double with arguments
    /// (`isAllowed.closure("a", 1)`); this call does, and reports a failure
    /// at its own line rather than the double's. It is the non-throwing,
    /// synchronous form; to call another form directly, take it into a
    /// constant first: `let fetch = fetchDouble.asyncThrowingClosure`.
    ///
    /// ```swift
    /// isAllowed.given(willReturn: true)
    /// #expect(isAllowed("root", 0))
    /// ```
    @inlinable
    public func callAsFunction(
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        call(
            repeat each arguments,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
