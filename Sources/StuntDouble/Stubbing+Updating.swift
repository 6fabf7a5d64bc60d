extension Stubbing {
    /// Records a call to a member with an `inout` parameter, and sets that
    /// parameter to the answer: the value the caller sees afterwards.
    ///
    /// ```swift
    /// func extract(_ carrier: [String: String], into context: inout TraceContext) {
    ///     didCallFunction(withArguments: carrier, updating: &context)
    /// }
    /// ```
    ///
    /// The call is recorded with `arguments` followed by the value passed
    /// in: its arguments are `([String: String], TraceContext)` for
    /// matchers, answers and the history, whatever the parameter's place.
    /// A given's answer is the new value (`willReturn(context)` by name,
    /// `willUpdate(to:)` in the closure forms); without one, the value
    /// stays as it was passed in. An answer that throws is reported, and
    /// the value stays too.
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's other arguments, in order.
    ///   - value: The `inout` parameter.
    ///   - caller: The calling member's `#function`; leave the default.
    ///   - fileID: Where failures about this call are reported: the
    ///     double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    @inlinable
    public func didCallFunction<each Argument, Value>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        updating value: inout Value,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        value = callUpdating(
            .literal(function, caller: caller), (repeat each arguments, value), value,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The shape of `didCallFunction(withArguments:updating:)`: the call
    /// answers `Value`, and `current` where nothing does.
    @usableFromInline
    func callUpdating<Arguments, Value>(
        _ key: MemberKey, _ arguments: Arguments, _ current: Value, _ location: CodeLocation
    ) -> Value {
        let (call, pending, held) = receiveCall(
            key, arguments, answering: Value.self, .plain,
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        defer { held?.release() }
        if case .value(let value) = call.outcome { return value }
        if case .given(let given) = call.outcome, given.takeUnretainedValue() === CapturedAnswer.plainGiven {
            // Recorded by a closure form: the value passed in may go
            // without a condition of its own.
            CallCapture.current?.markLastCallUpdating(ErasedCondition(ArgumentCondition<Value>.any, passed: nil))
            return current
        }
        do {
            let value = try answer(
                call, key.memberName, arguments, realImplementation: nil, fileID: location.fileID,
                filePath: location.filePath, line: location.line, column: location.column)
            return kept(value ?? current, pending)
        } catch {
            _ = reportThrownError(error, key.memberName, arguments, Value.self, canGoOn: true, location)
            return kept(current, pending)
        }
    }
}
