// A closure double's givens: the kinds a member's `given(_:…)` forms
// give, without the member's name, typed by the closure. Each has a form
// for any arguments and one with a matcher; the newest given that applies
// answers a call, whatever its kind.

extension ClosureDouble {
    /// Makes the closure return `value` whenever it is called.
    ///
    /// ```swift
    /// isAllowed.given(willReturn: true)
    /// ```
    ///
    /// - Parameters:
    ///   - value: What the closure returns.
    ///   - fileID: The file of this given, which failure messages quote
    ///     (`Given at:`): the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this given: the caller's, by default.
    ///   - column: The column of this given; leave the default.
    public func given(
        willReturn value: Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, ValueAnswer(value), fileID, filePath, line, column)
    }

    /// Makes the closure return `value` when called with arguments that
    /// `matcher` accepts.
    ///
    /// ```swift
    /// isAllowed.given(withArgumentsThatMatch: ArgumentMatcher(.equal(to: "root"), .any), willReturn: false)
    /// ```
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>, willReturn value: Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, ValueAnswer(value), fileID, filePath, line, column)
    }

    /// Makes the closure return `first` on its first call, `second` on the
    /// next, and so on; the last value answers every call after.
    ///
    /// ```swift
    /// now.given(willReturn: date1, then: date2)   // date1, date2, date2, …
    /// ```
    public func given(
        willReturn first: Result, then second: Result, _ rest: Result...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, SequenceAnswer([first, second] + rest), fileID, filePath, line, column)
    }

    /// Makes the closure return `first`, then `second` and so on, for the
    /// calls that `matcher` accepts; the last value answers every such call
    /// after.
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        willReturn first: Result, then second: Result, _ rest: Result...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, SequenceAnswer([first, second] + rest), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what `answer` computes from the call's
    /// arguments, taken together as matchers take them: a tuple for
    /// several, the bare value for one, `()` for none.
    ///
    /// ```swift
    /// isAllowed.given(willAnswer: { (args: (String, Int)) in args.1 > 0 })
    /// ```
    ///
    /// A closure whose argument type is not the call's never applies to it,
    /// as for a member's `willAnswer`. (A closure over the tuple of the
    /// double's own argument types, spelled by its generic parameters,
    /// crashes the Swift 6.3 compiler; taking the type from the closure
    /// avoids it.) An error it throws leaves ``throwingClosure`` and
    /// ``asyncThrowingClosure`` as their error; through ``closure`` and
    /// ``asyncClosure``, which cannot throw, it is a reported failure.
    public func given<Arguments>(
        willAnswer answer: @escaping (Arguments) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what `answer` computes, for the calls
    /// that `matcher` accepts.
    public func given<Arguments>(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        willAnswer answer: @escaping (Arguments) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what `answer` computes from the call's
    /// arguments, one parameter each, as the closure itself takes them.
    ///
    /// ```swift
    /// isAllowed.given(willAnswer: { user, level in level > 0 })
    /// now.given(willAnswer: { Date() })
    /// ```
    public func given(
        willAnswer answer: @escaping (repeat each Argument) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, ComputedAnswer(Self.taking(answer)), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what `answer` computes from the call's
    /// arguments, one parameter each, for the calls that `matcher` accepts.
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        willAnswer answer: @escaping (repeat each Argument) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, ComputedAnswer(Self.taking(answer)), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what the `async` closure computes from
    /// the call's arguments taken together; it may suspend. It applies only
    /// to ``asyncClosure`` and ``asyncThrowingClosure``.
    ///
    /// ```swift
    /// fetchDouble.given(willAnswer: { (key: String) async in
    ///     await gate.wait()
    ///     return key.count
    /// })
    /// ```
    public func given<Arguments>(
        willAnswer answer: @escaping (Arguments) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what the `async` closure computes, for
    /// the calls that `matcher` accepts.
    public func given<Arguments>(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        willAnswer answer: @escaping (Arguments) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what the `async` closure computes from
    /// the call's arguments, one parameter each.
    public func given(
        willAnswer answer: @escaping (repeat each Argument) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, AsyncComputedAnswer(Self.taking(answer)), fileID, filePath, line, column)
    }

    /// Makes the closure answer with what the `async` closure computes from
    /// the call's arguments, one parameter each, for the calls that
    /// `matcher` accepts.
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>,
        willAnswer answer: @escaping (repeat each Argument) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, AsyncComputedAnswer(Self.taking(answer)), fileID, filePath, line, column)
    }

    /// Makes the closure throw `error` whenever it is called. It applies
    /// only to ``throwingClosure`` and ``asyncThrowingClosure``.
    ///
    /// ```swift
    /// fetchDouble.given(willThrow: LoadError.offline)
    /// ```
    public func given(
        willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(.anyArguments, ThrowingAnswer(error), fileID, filePath, line, column)
    }

    /// Makes the closure throw `error` for the calls that `matcher` accepts.
    public func given(
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)>, willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(matcher, ThrowingAnswer(error), fileID, filePath, line, column)
    }

    private func addGiven(
        _ matcher: ArgumentMatcher<(repeat each Argument)>, _ answer: Answer,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        addGiven(
            memberName, matcher.box, answer,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `answer` over the arguments taken together, as the call path hands
    /// them to an answer.
    private static func taking(
        _ answer: @escaping (repeat each Argument) throws -> Result
    ) -> ((repeat each Argument)) throws -> Result {
        { (arguments: (repeat each Argument)) in try answer(repeat each arguments) }
    }

    private static func taking(
        _ answer: @escaping (repeat each Argument) async throws -> Result
    ) -> ((repeat each Argument)) async throws -> Result {
        { (arguments: (repeat each Argument)) in try await answer(repeat each arguments) }
    }
}
