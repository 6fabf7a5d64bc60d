// Givens that do more than return one value: a value per call, a value
// computed from the arguments, an error, the real implementation. Each has
// a form for any arguments and one with a matcher; the newest given that
// applies answers a call, whatever its kind.

extension Stubbing {
    // MARK: Consecutive values

    /// Makes a member return `first` on its first call, `second` on the
    /// next, and so on; the last value answers every call after.
    ///
    /// ```swift
    /// counter.given("next()", willReturn: 1, then: 2, 3)   // 1, 2, 3, 3, 3, …
    /// ```
    ///
    /// The given keeps its own position, advanced only by the calls it
    /// answers; calls from several tasks get each value exactly as often as
    /// the sequence says.
    public func given<Value>(
        _ function: String, willReturn first: Value, then second: Value, _ rest: Value...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, ArgumentMatcher<Any>.any.box, SequenceAnswer([first, second] + rest),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes a member return `first`, then `second` and so on, for the
    /// calls that `matcher` accepts; the last value answers every such call
    /// after.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willReturn first: Value, then second: Value, _ rest: Value...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, SequenceAnswer([first, second] + rest),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Computed answers

    /// Makes a member answer with what `answer` computes from the call's
    /// arguments: the tuple of them, the bare value for one argument, `()`
    /// for none, exactly as matchers see them.
    ///
    /// ```swift
    /// users.given("fetch(id:)", willAnswer: { (id: Int) in User(id: id) })
    /// client.given("load(completion:)", willAnswer: { (completion: @Sendable (Data) -> Void) in
    ///     completion(Data("ok".utf8))
    /// })
    /// ```
    ///
    /// A closure whose argument type is not the call's never applies to it.
    /// An error it throws leaves a throwing member as that member's error;
    /// in a member that cannot throw it is a reported failure.
    public func given<Arguments, Value>(
        _ function: String, willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, ArgumentMatcher<Any>.any.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes a member answer with what `answer` computes, for the calls
    /// that `matcher` accepts.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, ComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes; it may suspend, for instance until the test resumes a
    /// continuation, so the test can look at the code under test while the
    /// call is in flight. It applies only to the `async` forms.
    ///
    /// ```swift
    /// api.given("fetch(id:)", willAnswer: { (id: Int) async in
    ///     await gate.wait()
    ///     return User(id: id)
    /// })
    /// ```
    public func given<Arguments, Value>(
        _ function: String, willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, ArgumentMatcher<Any>.any.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes, for the calls that `matcher` accepts.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, AsyncComputedAnswer(answer),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Errors

    /// Makes a throwing member throw `error` whenever it is called.
    ///
    /// ```swift
    /// loader.given("load()", willThrow: LoadError.offline)
    /// ```
    ///
    /// It applies only to members that throw (`didCallThrowingFunction`,
    /// `didCallAsyncThrowingFunction`).
    public func given(
        _ function: String, willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, ArgumentMatcher<Any>.any.box, ThrowingAnswer(error),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes a throwing member throw `error` for the calls that `matcher`
    /// accepts.
    public func given<Arguments>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, ThrowingAnswer(error),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: The real implementation

    /// Makes a member run its real implementation: the closure it passes as
    /// `realImplementation`, typically its `super` call.
    ///
    /// ```swift
    /// final class CalculatorMock: Calculator, Mocking {
    ///     override func sum(_ a: Int, _ b: Int) -> Int {
    ///         didCallFunction(withArguments: a, b) { super.sum(a, b) }
    ///     }
    /// }
    ///
    /// calculator.callThrough("sum(_:_:)")
    /// ```
    ///
    /// A member that passes no real implementation reports the call as a
    /// failure and answers as if the given were not there.
    public func callThrough(
        _ function: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, ArgumentMatcher<Any>.any.box, CallThroughAnswer(),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Makes a member run its real implementation for the calls that
    /// `matcher` accepts.
    public func callThrough<Arguments>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(
            function, matcher.box, CallThroughAnswer(),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Whether a call that no given answers runs the member's real
    /// implementation, where the member passes one: a partial mock. `false`
    /// unless a test sets it; kept by `resetMock()` and `resetStub()`.
    ///
    /// ```swift
    /// let calculator = CalculatorMock()
    /// calculator.callsThroughByDefault = true
    /// calculator.given("sum(_:_:)", willReturn: 0)   // givens still win
    /// ```
    public var callsThroughByDefault: Bool {
        get { doubleRegistry.callsThroughByDefault }
        nonmutating set { doubleRegistry.callsThroughByDefault = newValue }
    }

    func addGiven(_ function: String, _ matcher: MatcherBox, _ answer: Answer, _ location: CodeLocation) {
        // Tagged for `.verifiesDoubles`, which checks it as `verify()` would.
        let given = Given(
            matcher: matcher, answer: answer, location: location,
            scope: VerificationScope.enroll(self, at: location))
        doubleRegistry.add(given, to: function)
    }
}
