extension Stubbing {
    /// Makes a member return `value` when called with arguments that
    /// `matcher` accepts, or whenever it is called.
    ///
    /// ```swift
    /// engine.given("currentSpeed()", willReturn: 88.0)
    /// stub.given(
    ///     "tableView(_:numberOfRowsInSection:)",
    ///     withArgumentsThatMatch: ArgumentMatcher { (args: (TableView, Int)) in args.1 == 2 },
    ///     willReturn: 42)
    /// ```
    ///
    /// Givens can be added as often as you like; when several apply to a
    /// call, the one registered last wins. A given applies only when `value`
    /// can be returned as the member's return type: the same type, an
    /// optional of it, a superclass or a protocol it conforms to. A matcher
    /// whose `Arguments` type is not the type of the call's arguments never
    /// matches that call.
    ///
    /// - Parameters:
    ///   - function: The member's name as `#function` spells it, such as
    ///     `"fetch(id:)"` or, for a property, `"title"`.
    ///   - matcher: Which calls the given applies to; any call by default.
    ///   - value: What the member returns.
    ///   - fileID: The file of this given, which failure messages quote
    ///     (`Given at:`): the test's, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of this given: the caller's, by default.
    ///   - column: The column of this given; leave the default.
    public func given<Arguments, Value>(
        _ function: String, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn value: Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        addGiven(function, matcher, ValueAnswer(value), fileID, filePath, line, column)
    }

    /// Removes every given of this double.
    ///
    /// Given values are released at once. A closure answer (`willAnswer`,
    /// `willThrow`, `callThrough`) and what it captures are released with
    /// the double: a call on another task may still be running it.
    public func resetStub() {
        doubleRegistry.removeAllGivens()
    }
}
