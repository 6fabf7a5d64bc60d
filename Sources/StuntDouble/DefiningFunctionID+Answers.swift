// The `FunctionID` twins of the givens in `Stubbing+Givens.swift`,
// `Stubbing+Answers.swift` and `Stubbing+AnyMatcherAnswers.swift`: each is
// the name-based form with the case's raw value, and takes the same
// matcher, any call by default.

extension Stubbing where Self: DefiningFunctionID {
    /// Makes the member `id` return `value` for calls that `matcher` accepts.
    ///
    /// ```swift
    /// cache.given(callToFunctionWithID: .value, willReturn: 7)
    /// ```
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn value: Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, ValueAnswer(value), fileID, filePath, line, column)
    }

    /// Makes the member `id` return `first`, then `second` and so on; the
    /// last value answers every call after.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn first: Value, then second: Value, _ rest: Value...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, SequenceAnswer([first, second] + rest), fileID, filePath, line, column)
    }

    /// Makes the member `id` answer with what `answer` computes from the
    /// call's arguments, for the calls that `matcher` accepts.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the `async` member `id` answer with what the `async` closure
    /// computes, for the calls that `matcher` accepts.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the member `id` answer with what `answer` computes from the
    /// call's arguments, for the calls that `matcher`, a matcher for any
    /// arguments, accepts (any call by default).
    ///
    /// ```swift
    /// cache.given(callToFunctionWithID: .value, willAnswer: { (key: String) in key.count })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Any> = .any,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// The `async` form of the one above: `api.given(callToFunctionWithID: .fetch, willAnswer: { (id: Int) async in … })`.
    @_disfavoredOverload
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Any> = .any,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes the throwing member `id` throw `error`.
    public func given<Arguments>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, ThrowingAnswer(error), fileID, filePath, line, column)
    }

    /// Makes the member `id` run its real implementation.
    public func callThrough<Arguments>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(id.rawValue, matcher, CallThroughAnswer(), fileID, filePath, line, column)
    }
}
