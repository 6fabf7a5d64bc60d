// `willAnswer` with a matcher for any arguments, such as `.any`, and a
// closure over the member's own arguments. The forms of
// `Stubbing+Answers.swift` take the closure's argument type from the
// matcher's, so there an `ArgumentMatcher<Any>` wants a closure over `Any`;
// these take the two types apart. Disfavoured, so that wherever those forms
// compile they still win and infer what they did.

extension Stubbing {
    /// Makes a member answer with what `answer` computes from the call's
    /// arguments, for the calls that `matcher`, a matcher for any
    /// arguments, accepts.
    ///
    /// ```swift
    /// users.given("name(of:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) in "user \(id)" })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes, for the calls that `matcher`, a matcher for any arguments,
    /// accepts.
    ///
    /// ```swift
    /// api.given("fetch(id:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) async in User(id: id) })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension Stubbing where Self: DefiningFunctionID {
    /// Makes the member `id` answer with what `answer` computes from the
    /// call's arguments, for the calls that `matcher`, a matcher for any
    /// arguments, accepts.
    ///
    /// ```swift
    /// cache.given(callToFunctionWithID: .value, withArgumentsThatMatch: .any, willAnswer: { (key: String) in key.count })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes the `async` member `id` answer with what the `async` closure
    /// computes, for the calls that `matcher`, a matcher for any arguments,
    /// accepts.
    ///
    /// ```swift
    /// api.given(callToFunctionWithID: .fetch, withArgumentsThatMatch: .any, willAnswer: { (id: Int) async in User(id: id) })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID, withArgumentsThatMatch matcher: ArgumentMatcher<Any>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            id.rawValue, matcher.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
