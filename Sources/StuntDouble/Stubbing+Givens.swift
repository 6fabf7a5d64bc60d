// What a double's givens share: removing them, calling through by default,
// and `addGiven`, where every `given` and `callThrough` form ends. The public
// forms, by name and by `FunctionID`, are generated
// (`Generated/Stubbing+GivenForms.swift`, `DefiningFunctionID+GivenForms.swift`).

extension Stubbing {
    /// Removes every given of this double.
    ///
    /// Given values are released at once. A closure answer (`willAnswer`,
    /// `willThrow`, `callThrough`) and what it captures are released with
    /// the double: a call on another task may still be running it.
    public func resetStub() {
        doubleRegistry.removeAllGivens()
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

    @discardableResult
    func addGiven(_ function: String, _ matcher: MatcherBox, _ answer: Answer, _ location: CodeLocation) -> Given {
        let given = makeGiven(matcher, answer, location)
        doubleRegistry.add(given, to: function)
        return given
    }

    /// A given of this double, tagged for `.verifiesDoubles`, which checks
    /// it as `verify()` would.
    func makeGiven(_ matcher: MatcherBox, _ answer: Answer, _ location: CodeLocation) -> Given {
        Given(matcher: matcher, answer: answer, location: location, scope: VerificationScope.enroll(self, at: location))
    }
}
