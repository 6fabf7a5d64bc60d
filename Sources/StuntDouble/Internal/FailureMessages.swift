/// The text of every failure StuntDouble reports: a one-line headline, then
/// sections indented two spaces.
extension DoubleRegistry {
    /// How many calls a message lists before it elides the rest.
    static let listedCallLimit = 20

    /// One message per unmet expectation, in registration order.
    func unmetExpectationMessages(double: String) -> [String] {
        let expectations = currentExpectations()
        guard !expectations.isEmpty else { return [] }
        let history = snapshot()
        return expectations.compactMap { expectation in
            let logs = history.logs.filter { $0.member == expectation.function }
            let matching = logs.reduce(0) { $0 + $1.countMatches(expectation.matcher) }
            guard !expectation.amount.isSatisfied(by: matching) else { return nil }
            return unmetExpectationMessage(expectation, matching: matching, double: double, history: history)
        }
    }

    private func unmetExpectationMessage(
        _ expectation: Expectation, matching: Int, double: String, history: CallHistory
    ) -> String {
        let function = expectation.function
        let expected =
            expectation.amount == .never
            ? "never to be called" : "to be called \(expectation.amount)"
        var lines = [
            "Expected \(double).\(function) \(expected) with \(expectation.matcher.description);"
                + " it was called \(CallAmount.times(matching)) with matching arguments.",
            "  Expected at: \(expectation.location.description)",
        ]
        let calls = history.calls()
        let toFunction = calls.filter { history.logs[$0.log].member == function }
        let others = calls.filter { history.logs[$0.log].member != function }
        lines.append("  Calls to \(function): \(toFunction.isEmpty ? "none" : "\(toFunction.count)")")
        lines += Self.listing(toFunction, in: history)
        lines.append("  Other calls to \(double), in order: \(others.isEmpty ? "none" : "\(others.count)")")
        lines += Self.listing(others, in: history)
        return lines.joined(separator: "\n")
    }

    private static func listing(_ calls: [CallHistory.Call], in history: CallHistory) -> [String] {
        let shown = calls.prefix(listedCallLimit).map { call in
            let log = history.logs[call.log]
            return "    " + CallDescription.of(function: log.member, arguments: log.arguments(at: call.position))
        }
        let elided = calls.count - shown.count
        return elided > 0 ? shown + ["    … and \(elided) more"] : shown
    }

    /// The report for a call that no given answers and whose return type
    /// has no default.
    func missingAnswerMessage<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        let givens = givens(for: function)
        var lines = [
            "No given answers \(double).\(function), and \(TypeName.of(Result.self)) has no default stub value.",
            "  Called with: \(CallDescription.of(function: function, arguments: arguments))",
        ]
        if givens.isEmpty {
            lines.append("  Givens for \(function): none")
        } else {
            lines.append("  Givens for \(function), newest first:")
            for given in givens.reversed() {
                let reason = Self.reasonNotApplied(given, to: arguments, as: resultType)
                lines.append(
                    "    willReturn \(given.answer.valueDescription) at \(given.location.description): \(reason)")
            }
        }
        lines += [
            "  Either add a given, such as given(\"\(function)\", willReturn: …),",
            "  or conform \(TypeName.of(Result.self)) to ProvidingDefaultStubValue.",
        ]
        return lines.joined(separator: "\n")
    }

    private static func reasonNotApplied<Arguments, Result>(
        _ given: Given, to arguments: Arguments, as resultType: Result.Type
    ) -> String {
        if given.answer.value(as: resultType) == nil {
            return "its value is \(TypeName.of(given.answer.valueType)), the member returns \(TypeName.of(Result.self))"
        }
        if !given.matcher.fits(Arguments.self) {
            return "its matcher takes \(TypeName.of(given.matcher.argumentsType)),"
                + " the call passed \(TypeName.of(Arguments.self))"
        }
        return "its matcher (\(given.matcher.description)) rejected these arguments"
    }
}
