/// The text of every failure StuntDouble reports: a one-line headline, then
/// sections indented two spaces. Golden tests pin each kind word for word.
extension DoubleRegistry {
    /// How many calls a listing shows: the first and last halves, with a
    /// count of those left out between.
    static let listedCallLimit = 10

    /// `EngineMock`, or `EngineMock "left engine"` when the test named it.
    func displayName(ofType type: Any.Type) -> String {
        let typeName = TypeName.of(type)
        return name.map { "\(typeName) \"\($0)\"" } ?? typeName
    }

    // MARK: verify()

    /// What `verify()` reports: one message per unmet expectation, in
    /// registration order, then one per unused given whose name looks
    /// misspelled.
    func verificationFailures(double: String, extraNames: [String]) -> [String] {
        let expectations = currentExpectations()
        let history = snapshot()
        let calledNames = calledNames()
        let knownNames = calledNames + extraNames
        let unmet = expectations.compactMap { expectation -> String? in
            let logs = history.logs.filter { $0.member == expectation.function }
            let matching = logs.reduce(0) { $0 + $1.countMatches(expectation.matcher) }
            guard !expectation.amount.isSatisfied(by: matching) else { return nil }
            return unmetExpectationMessage(
                expectation, matching: matching, double: double, history: history,
                suggestion: calledNames.contains(expectation.function)
                    ? nil : NameSuggestion.didYouMean(expectation.function, among: knownNames))
        }
        let misspelledGivens = givensOfUncalledMembers().compactMap { member -> String? in
            guard let suggestion = NameSuggestion.didYouMean(member.name, among: knownNames) else { return nil }
            return unusedGivenMessage(member.name, member.givens, double: double, suggestion: suggestion)
        }
        return unmet + misspelledGivens
    }

    private func unmetExpectationMessage(
        _ expectation: Expectation, matching: Int, double: String, history: CallHistory, suggestion: String?
    ) -> String {
        let function = expectation.function
        let matcher = expectation.matcher
        let calls = history.calls()
        let toFunction = calls.filter { history.logs[$0.log].member == function }
        let others = calls.filter { history.logs[$0.log].member != function }
        let expected =
            expectation.amount == .never ? "never to be called" : "to be called \(expectation.amount)"
        let actual: String
        if toFunction.isEmpty {
            actual = "it was never called"
        } else if matcher.acceptsAnything {
            actual = "it was called \(CallAmount.times(matching))"
        } else {
            actual =
                "it was called \(CallAmount.times(matching)) with matching arguments,"
                + " \(CallAmount.times(toFunction.count)) in all"
        }
        let matching = matcher.acceptsAnything ? "" : " with arguments matching \(matcher.description)"
        var lines = ["Expected \(double).\(function) \(expected)\(matching); \(actual)."]
        if let suggestion { lines.append("  \(function) was never called; \(suggestion)") }
        lines.append("  Expected at: \(expectation.location.description)")
        let closest = Self.closestRejectedCall(toFunction, in: history, matcher: matcher)
        lines += Self.section(
            "Calls to \(function)", toFunction, in: history,
            mark: matcher.acceptsAnything ? nil : { call in
                let log = history.logs[call.log]
                if log.matches(matcher, at: call.position) { return "✓" }
                return call.log == closest?.log && call.position == closest?.position ? "✗ closest:" : "✗"
            })
        if !matcher.acceptsAnything, toFunction.contains(where: { !matcher.fits(history.logs[$0.log].argumentsTypeValue) }) {
            lines.append("    (✗ includes calls whose arguments are not \(TypeName.of(matcher.argumentsType)))")
        }
        lines += Self.section("Other calls to \(double), in order", others, in: history, mark: nil)
        return lines.joined(separator: "\n")
    }

    /// For a matcher that knows the value it wants, the rejected call whose
    /// arguments read most like it.
    private static func closestRejectedCall(
        _ calls: [CallHistory.Call], in history: CallHistory, matcher: MatcherBox
    ) -> CallHistory.Call? {
        guard let expected = matcher.expectedArguments.map(ValueDescription.of) else { return nil }
        return calls.filter { !history.logs[$0.log].matches(matcher, at: $0.position) }
            .min { lhs, rhs in
                distance(history, lhs, to: expected) < distance(history, rhs, to: expected)
            }
    }

    private static func distance(_ history: CallHistory, _ call: CallHistory.Call, to expected: String) -> Double {
        NameSuggestion.distance(ValueDescription.of(history.logs[call.log].arguments(at: call.position)), expected)
    }

    /// A titled listing of calls, elided in the middle past `listedCallLimit`.
    private static func section(
        _ title: String, _ calls: [CallHistory.Call], in history: CallHistory,
        mark: ((CallHistory.Call) -> String)?
    ) -> [String] {
        guard !calls.isEmpty else { return ["  \(title): none"] }
        let describe = { (call: CallHistory.Call) -> String in
            let log = history.logs[call.log]
            let text = CallDescription.of(function: log.member, arguments: log.arguments(at: call.position))
            return "    " + (mark.map { "\($0(call)) " } ?? "") + text
        }
        var lines = ["  \(title), \(calls.count):"]
        if calls.count <= listedCallLimit {
            lines += calls.map(describe)
        } else {
            let half = listedCallLimit / 2
            lines += calls.prefix(half).map(describe)
            lines.append("    … (\(calls.count - 2 * half) more calls)")
            lines += calls.suffix(half).map(describe)
        }
        return lines
    }

    private func unusedGivenMessage(_ function: String, _ givens: [Given], double: String, suggestion: String)
        -> String
    {
        var lines = ["\(double).\(function) was never called, so its givens were never used; \(suggestion)"]
        for given in givens {
            lines.append("  Given at \(given.location.description): willReturn \(given.answer.valueDescription)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: A call nothing answers

    /// The report for a call that no given answers and whose return type
    /// has no default.
    func missingAnswerMessage<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        let returnType = TypeName.of(Result.self)
        return answerReport(
            headline: "No given answers \(double).\(function), and \(returnType) has no default stub value.",
            function: function, arguments: arguments, resultType: resultType,
            fixes: [
                "  Either add a given, such as given(\"\(function)\", willReturn: …),",
                "  or conform \(returnType) to ProvidingDefaultStubValue.",
            ])
    }

    /// The note for an optional member answered `nil` although it has
    /// givens: what `didCallFunction(…)!` is about to unwrap.
    func nilAnswerNote<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        answerReport(
            headline: "note: no given applies to \(double).\(function), so it returns nil.",
            function: function, arguments: arguments, resultType: resultType, fixes: [])
    }

    private func answerReport<Arguments, Result>(
        headline: String, function: String, arguments: Arguments, resultType: Result.Type, fixes: [String]
    ) -> String {
        let givens = givens(for: function)
        var lines = [headline]
        let call = CallDescription.of(function: function, arguments: arguments)
        if call.count <= 80 {
            lines.append("  Called with: \(call)")
        } else {
            lines.append("  Called with:")
            lines += CallDescription.listing(function: function, arguments: arguments, indent: "    ")
        }
        if givens.isEmpty {
            let suggestion = NameSuggestion.didYouMean(function, among: namesWithGivens())
            lines.append("  Givens for \(function): none" + (suggestion.map { "; \($0)" } ?? ""))
        } else {
            lines.append("  Givens for \(function), newest first:")
            for given in givens.reversed() {
                let reason = Self.reasonNotApplied(given, to: arguments, as: resultType)
                lines.append("    At \(given.location.description), willReturn \(given.answer.valueDescription): \(reason)")
            }
        }
        return (lines + fixes).joined(separator: "\n")
    }

    private static func reasonNotApplied<Arguments, Result>(
        _ given: Given, to arguments: Arguments, as resultType: Result.Type
    ) -> String {
        if given.value(as: resultType) == nil {
            return "its value is \(TypeName.of(given.answer.valueType)), but the member returns \(TypeName.of(Result.self))"
        }
        if !given.matcher.fits(Arguments.self) {
            return "its matcher takes \(TypeName.of(given.matcher.argumentsType)),"
                + " but the call passed \(TypeName.of(Arguments.self))"
        }
        return "its matcher (\(given.matcher.description)) rejected these arguments"
    }

    // MARK: DefiningFunctionID

    /// The report for a member whose `#function` is none of the double's
    /// `FunctionID` raw values.
    static func unknownFunctionIDMessage(double: String, function: String, passedID: String) -> String {
        let caseName = function.prefix { $0 != "(" }
        return [
            "\(double).FunctionID has no case for \(function): it called didCallFunction(withID:) with"
                + " a case whose raw value is \"\(passedID)\".",
            "  Add: case \(caseName) = \"\(function)\"",
        ].joined(separator: "\n")
    }
}
