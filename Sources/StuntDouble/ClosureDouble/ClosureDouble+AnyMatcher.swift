// `.any` for a closure double's forms that take a matcher: each takes an
// `ArgumentMatcher<Any>` too, as the name-based forms of `Mocking` do, and
// does what its typed twin does with the same matcher. Disfavored, so that
// code that compiled before picks the typed form as it did; `.any` stays
// the `ArgumentMatcher<Any>` of every other API, and no `.any` of another
// type leaves a generic default with two meanings.

extension ClosureDouble {
    /// Expects `amount` calls with arguments that `matcher` accepts, taking
    /// `.any`: the typed form's expectation.
    ///
    /// ```swift
    /// onUpdate.expect(.once, withArgumentsThatMatch: .any)
    /// ```
    @_disfavoredOverload
    public func expect(
        _ amount: CallAmount = .atLeast(1), withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(
            amount, withArgumentsThatMatch: Self.typed(matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the closure was called at least once with arguments
    /// that `matcher` accepts, taking `.any`.
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @_disfavoredOverload
    @discardableResult
    public func verify(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verify(
            withArgumentsThatMatch: Self.typed(matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Checks now that the closure was called `amount` times with arguments
    /// that `matcher` accepts, taking `.any`.
    ///
    /// ```swift
    /// onUpdate.verify(.once, withArgumentsThatMatch: .any)
    /// ```
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @_disfavoredOverload
    @discardableResult
    public func verify(
        _ amount: CallAmount, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        verify(
            amount, withArgumentsThatMatch: Self.typed(matcher),
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Waits until the closure has been called `amount`'s least number of
    /// times with arguments that `matcher` accepts, or until `timeout` has
    /// passed, then checks `amount`, taking `.any`.
    ///
    /// - Returns: Whether the check held; a failure is reported at this line
    ///   when it did not.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @_disfavoredOverload
    @discardableResult
    public func verify(
        _ amount: CallAmount, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        within timeout: Duration, isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        await verify(
            amount, withArgumentsThatMatch: Self.typed(matcher), within: timeout,
            isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure return `value` when called with arguments that
    /// `matcher` accepts, taking `.any`.
    @_disfavoredOverload
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>, willReturn value: Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willReturn: value,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure return `first`, then `second` and so on, for the
    /// calls that `matcher` accepts, taking `.any`.
    @_disfavoredOverload
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willReturn first: Result, then second: Result, _ rest: Result...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            memberName, matcher.box, SequenceAnswer([first, second] + rest),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the closure answer with what `answer` computes from the call's
    /// arguments taken together, for the calls that `matcher` accepts,
    /// taking `.any`.
    @_disfavoredOverload
    public func given<Arguments>(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willAnswer: answer,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure answer with what `answer` computes from the call's
    /// arguments, one parameter each, for the calls that `matcher` accepts,
    /// taking `.any`.
    @_disfavoredOverload
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (repeat each Argument) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willAnswer: answer,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure answer with what the `async` closure computes from
    /// the call's arguments taken together, for the calls that `matcher`
    /// accepts, taking `.any`.
    @_disfavoredOverload
    public func given<Arguments>(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willAnswer: answer,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure answer with what the `async` closure computes from
    /// the call's arguments, one parameter each, for the calls that
    /// `matcher` accepts, taking `.any`.
    @_disfavoredOverload
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (repeat each Argument) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willAnswer: answer,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes the closure throw `error` for the calls that `matcher`
    /// accepts, taking `.any`.
    @_disfavoredOverload
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<Any>, willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            withArgumentsThatMatch: Self.typed(matcher), willThrow: error,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `matcher`, typed as the typed forms take it: the box decides, as it
    /// does for a name-based form.
    private static func typed(_ matcher: ArgumentMatcher<Any>) -> ArgumentMatcher<(repeat each Argument)> {
        ArgumentMatcher(box: matcher.box)
    }
}

extension CallPattern {
    /// A call to the closure `double` stands for, with arguments `matcher`
    /// accepts, taking `.any`.
    ///
    /// ```swift
    /// verifyInOrder(.call(to: onUpdate, withArgumentsThatMatch: .any), .call(to: "save(_:)", on: store))
    /// ```
    @_disfavoredOverload
    public static func call<each Argument, Result>(
        to double: ClosureDouble<repeat each Argument, Result>, withArgumentsThatMatch matcher: ArgumentMatcher<Any>
    ) -> CallPattern {
        call(to: double, withArgumentsThatMatch: ArgumentMatcher(box: matcher.box))
    }
}
