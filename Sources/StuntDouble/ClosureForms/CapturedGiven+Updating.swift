// The answers of a member with an `inout` parameter, which a double
// forwards with `didCallFunction(withArguments:updating:)`: the value the
// caller sees after the call.

extension CapturedGiven {
    /// Makes a member with an `inout` parameter set it to `value` when
    /// called with these arguments.
    ///
    /// ```swift
    /// propagator.given { $0.extract(arg(.any), into: &context) }.willUpdate(to: TraceContext(traceID: "t1"))
    /// ```
    ///
    /// An `inout` argument cannot go through `arg(_:)`: when the others
    /// do, its value passed in matches any value.
    // Disfavoured: a trailing closure would otherwise be taken as `value`.
    @_disfavoredOverload
    public func willUpdate<Value>(to value: Value) {
        guard
            let member = updated(
                by: Value.self, "willUpdate's \(ValueDescription.of(value)) (\(TypeName.of(Value.self)))"), let matcher
        else { return }
        double.addGiven(member.name, matcher.box, ValueAnswer(value), location)
    }

    /// Makes a member with an `inout` parameter set it to what `answer`
    /// computes from the call's arguments: the member's others, then the
    /// value passed in.
    ///
    /// ```swift
    /// propagator.given { $0.extract(arg(.any), into: &context) }
    ///     .willUpdate { (carrier: [String: String], context: TraceContext) in
    ///         TraceContext(traceID: carrier["trace-id"] ?? context.traceID)
    ///     }
    /// ```
    public func willUpdate<each Argument, Value>(
        _ answer: @escaping (repeat each Argument) throws -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let answerLocation = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard updated(by: Value.self, "willUpdate's closure's \(TypeName.of(Value.self))") != nil,
            let member = fitting((repeat each Argument).self, answerLocation)
        else { return }
        let answer = ComputedAnswer { (arguments: (repeat each Argument)) in try answer(repeat each arguments) }
        double.addGiven(member.name, member.matcher, answer, location)
    }

    /// The member, when it updates a `Value`: else `nil`, after reporting
    /// `answer` at the `given` line.
    private func updated(by value: Any.Type, _ answer: String) -> RecordedMember? {
        guard let member else { return nil }
        if member.resultType == value { return member }
        FailureReporter.report(
            CaptureMessages.notUpdating(
                double: member.doubleName, member: member.name, result: member.resultType, answer: answer),
            at: location)
        return nil
    }
}
