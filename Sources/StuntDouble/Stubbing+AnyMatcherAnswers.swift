// `willAnswer` with a matcher for any arguments, `.any` by default, and a
// closure over the member's own arguments. The forms of
// `Stubbing+Answers.swift` take the closure's argument type from the
// matcher's, so there an `ArgumentMatcher<Any>` wants a closure over `Any`;
// these take the two types apart. Disfavoured, so that wherever those forms
// compile they still win and infer what they did.

extension Stubbing {
    /// Makes a member answer with what `answer` computes from the call's
    /// arguments: the tuple of them, the bare value for one argument, `()`
    /// for none, exactly as matchers see them; for the calls that
    /// `matcher`, a matcher for any arguments, accepts (any call by default).
    ///
    /// ```swift
    /// users.given("fetch(id:)", willAnswer: { (id: Int) in User(id: id) })
    /// client.given("load(completion:)", willAnswer: { (completion: @Sendable (Data) -> Void) in
    ///     completion(Data("ok".utf8))
    /// })
    /// ```
    ///
    /// A closure whose argument type is not the call's never applies to it,
    /// but that it may leave out the member's `@Sendable`: a closure
    /// `(name: String, completion: @escaping (Data) -> Void)` answers a
    /// member taking `@escaping @Sendable (Data) -> Void`, once no given
    /// of the exact types applies. An error it throws leaves a throwing member as that member's error;
    /// in a member that cannot throw it is a reported failure.
    @_disfavoredOverload
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Any> = .any,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes, for the calls that `matcher`, a matcher for any arguments,
    /// accepts (any call by default); it may suspend, for instance until
    /// the test resumes a continuation, so the test can look at the code
    /// under test while the call is in flight. It applies only to the
    /// `async` forms.
    ///
    /// ```swift
    /// api.given("fetch(id:)", willAnswer: { (id: Int) async in
    ///     await gate.wait()
    ///     return User(id: id)
    /// })
    /// ```
    @_disfavoredOverload
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Any> = .any,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }
}
