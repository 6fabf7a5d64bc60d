// Givens that do more than return one value: a value per call, a value
// computed from the arguments, an error, the real implementation. Each
// takes a matcher, any call by default; the newest given that applies
// answers a call, whatever its kind.

extension Stubbing {
    // MARK: Consecutive values

    /// Makes a member return `first` on its first call, `second` on the
    /// next, and so on, for the calls that `matcher` accepts (any call by
    /// default); the last value answers every such call after.
    ///
    /// ```swift
    /// counter.given("next()", willReturn: 1, then: 2, 3)   // 1, 2, 3, 3, 3, …
    /// ```
    ///
    /// The given keeps its own position, advanced only by the calls it
    /// answers; calls from several tasks get each value exactly as often as
    /// the sequence says.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn first: Value, then second: Value, _ rest: Value...,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, SequenceAnswer([first, second] + rest), fileID, filePath, line, column)
    }

    // MARK: Computed answers

    /// Makes a member answer with what `answer` computes from the call's
    /// arguments, for the calls that `matcher` accepts.
    ///
    /// ```swift
    /// users.given("fetch(id:)", withArgumentsThatMatch: .equal(to: 7), willAnswer: { (id: Int) in User(id: id) })
    /// ```
    ///
    /// The closure takes the matcher's `Arguments`; for any call, leave
    /// the matcher out and the closure takes the member's own arguments.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, ComputedAnswer(answer), fileID, filePath, line, column)
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes, for the calls that `matcher` accepts. It applies only to
    /// the `async` forms.
    ///
    /// ```swift
    /// api.given("fetch(id:)", withArgumentsThatMatch: .equal(to: 7), willAnswer: { (id: Int) async in User(id: id) })
    /// ```
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments>,
        willAnswer answer: @escaping (Arguments) async throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, AsyncComputedAnswer(answer), fileID, filePath, line, column)
    }

    // MARK: Errors

    /// Makes a throwing member throw `error` for the calls that `matcher`
    /// accepts, or whenever it is called.
    ///
    /// ```swift
    /// loader.given("load()", willThrow: LoadError.offline)
    /// ```
    ///
    /// It applies only to members that throw (`didCallThrowingFunction`,
    /// `didCallAsyncThrowingFunction`).
    public func given<Arguments>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willThrow error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, ThrowingAnswer(error), fileID, filePath, line, column)
    }

    // MARK: The real implementation

    /// Makes a member run its real implementation, for the calls that
    /// `matcher` accepts or for every call: the closure it passes as
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
    public func callThrough<Arguments>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, CallThroughAnswer(), fileID, filePath, line, column)
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

    /// Registers a given: every `given` and `callThrough` form, by name or
    /// by `FunctionID`, ends here.
    func addGiven<Arguments>(
        _ function: String, _ matcher: ArgumentMatcher<Arguments>, _ answer: Answer,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        addGiven(
            function, matcher.box, answer, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func addGiven(_ function: String, _ matcher: MatcherBox, _ answer: Answer, _ location: CodeLocation) {
        // Tagged for `.verifiesDoubles`, which checks it as `verify()` would.
        let given = Given(
            matcher: matcher, answer: answer, location: location,
            scope: VerificationScope.enroll(self, at: location))
        doubleRegistry.add(given, to: function)
    }
}
