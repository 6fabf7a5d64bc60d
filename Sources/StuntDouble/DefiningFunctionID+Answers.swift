// The `FunctionID` twins of the givens in `Stubbing+Answers.swift`: each
// is the name-based form with the case's raw value.

extension Stubbing where Self: DefiningFunctionID {
    /// Makes the member `id` return `first`, then `second` and so on; the
    /// last value answers every call after.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn first: Value, then second: Value, _ rest: Value...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, SequenceAnswer([first, second] + rest),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the member `id` answer with what `answer` computes from the
    /// call's arguments.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the member `id` answer with what `answer` computes from any
    /// call's arguments.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, ArgumentMatcher<Any>.any.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the `async` member `id` answer with what the `async` closure
    /// computes.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the `async` member `id` answer with what the `async` closure
    /// computes from any call's arguments.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, ArgumentMatcher<Any>.any.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the throwing member `id` throw `error`.
    public func given<Arguments>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, ThrowingAnswer(error),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the member `id` run its real implementation.
    public func callThrough<Arguments>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, CallThroughAnswer(),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
