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
    /// misspelled. Which failures there are is decided by the same
    /// functions `wouldFailIfVerified()` asks.
    func verificationFailures(double: String, extraNames: [String]) -> [String] {
        let history = snapshot()
        let knownNames = calledNames() + extraNames
        let unmet = unmetExpectations(in: history).map { expectation, matching in
            // A name the double was called with, or one of its `FunctionID`
            // cases, is spelled right even when it was not called.
            let function = expectation.function
            return unmetExpectationMessage(
                expectation, matching: matching, double: double, history: history,
                suggestion: knownNames.contains(function)
                    ? nil : NameSuggestion.didYouMean(function, among: knownNames))
        }
        let misspelled = misspelledGivens(knownNames: knownNames).map { name, givens, suggestion in
            unusedGivenMessage(name, givens, double: double, suggestion: suggestion)
        }
        return unmet + misspelled
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
        let arguments = matcher.acceptsAnything ? "" : " with arguments \(Self.phrase(for: matcher))"
        var lines = ["Expected \(double).\(function) \(expected)\(arguments); \(actual)."]
        if let suggestion { lines.append("  No call to \(double) was named \(function); \(suggestion)") }
        lines.append("  Expected at: \(expectation.location.description)")
        if !matcher.acceptsAnything {
            // A matcher for other argument types is silently false; say so
            // before the listing, where every such call shows ✗.
            let otherTypes = toFunction.map { history.logs[$0.log].argumentsTypeValue }
                .filter { !matcher.fits($0) }.map(TypeName.of)
            if let first = otherTypes.first {
                let passed = otherTypes.reduce(into: [first]) { if !$0.contains($1) { $0.append($1) } }
                lines.append(
                    "  The matcher takes \(TypeName.of(matcher.argumentsType)), but \(function) was called with"
                        + " \(passed.joined(separator: " and ")): it can never match those calls.")
            }
        }
        let closest = Self.closestRejectedCall(toFunction, in: history, matcher: matcher)
        lines += Self.section(
            "to \(function)", other: false, toFunction, in: history,
            mark: matcher.acceptsAnything
                ? nil
                : { call in
                    if history.logs[call.log].matches(matcher, at: call.position) { return ("✓", "") }
                    let isClosest = call.log == closest?.log && call.position == closest?.position
                    return ("✗", isClosest ? "  ← closest" : "")
                })
        lines += Self.section("to \(double)", other: true, others, in: history, mark: nil)
        return lines.joined(separator: "\n")
    }

    /// How a message names what a matcher accepts, after "with arguments":
    /// `equal to ("a", 1)`, or `matching` and its description.
    private static func phrase(for matcher: MatcherBox) -> String {
        matcher.expectedArguments == nil ? "matching \(matcher.description)" : name(of: matcher)
    }

    /// A matcher's description, `equal to ("a", 1)` for `.equal(to:)`.
    private static func name(of matcher: MatcherBox) -> String {
        matcher.expectedArguments == nil ? matcher.description : "equal to \(matcher.description)"
    }

    /// For a matcher that knows the value it wants, the rejected call whose
    /// arguments read most like it: fewest edits between the two dumps,
    /// then, between calls as many edits away, the nearest numbers (`52.0`
    /// is closer to `50.0` than `30.0` is, though each is one edit away).
    private static func closestRejectedCall(
        _ calls: [CallHistory.Call], in history: CallHistory, matcher: MatcherBox
    ) -> CallHistory.Call? {
        guard let expected = matcher.expectedArguments.map(ValueDescription.of) else { return nil }
        let expectedNumbers = numbers(in: expected)
        let ranked = calls.filter { !history.logs[$0.log].matches(matcher, at: $0.position) }.map { call in
            let actual = ValueDescription.of(history.logs[call.log].arguments(at: call.position))
            let actualNumbers = numbers(in: actual)
            let gap =
                actualNumbers.count == expectedNumbers.count
                ? zip(actualNumbers, expectedNumbers).reduce(0) { $0 + abs($1.0 - $1.1) } : .infinity
            return (call: call, edits: NameSuggestion.distance(actual, expected), gap: gap)
        }
        return ranked.min { ($0.edits, $0.gap) < ($1.edits, $1.gap) }?.call
    }

    /// The numbers written in a dump, in order: `[2.0, 30.0]` for `("b", 2, 30.0)`.
    private static func numbers(in text: String) -> [Double] {
        text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
    }

    /// A titled listing of calls in the order they were made, elided in the
    /// middle past `listedCallLimit`: "2 calls to put(_:_:), in order:", or
    /// "Other calls to EngineMock: none". `mark` puts a sign before a call
    /// and a note after it.
    private static func section(
        _ subject: String, other: Bool, _ calls: [CallHistory.Call], in history: CallHistory,
        mark: ((CallHistory.Call) -> (sign: String, note: String))?
    ) -> [String] {
        guard !calls.isEmpty else { return ["  \(other ? "Other calls" : "Calls") \(subject): none"] }
        let describe = { (call: CallHistory.Call) -> String in
            let log = history.logs[call.log]
            let text = CallDescription.of(function: log.member, arguments: log.arguments(at: call.position))
            guard let (sign, note) = mark?(call) else { return "    " + text }
            return "    \(sign) \(text)\(note)"
        }
        let kind = (other ? "other call" : "call") + (calls.count == 1 ? "" : "s")
        var lines = ["  \(calls.count) \(kind) \(subject), in order:"]
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
        var lines = ["\(double).\(function) has givens but was never called; \(suggestion)"]
        lines.append("  Givens for \(function), newest first:")
        for given in givens.reversed() {
            lines.append("    At \(given.location.description), \(Self.summary(of: given))")
        }
        return lines.joined(separator: "\n")
    }

    /// `willReturn 7`, or `willReturn 7 for arguments matching …` when the
    /// given has a matcher.
    private static func summary(of given: Given) -> String {
        let value = "willReturn \(given.answer.valueDescription)"
        return given.matcher.acceptsAnything ? value : "\(value) for arguments \(phrase(for: given.matcher))"
    }

    // MARK: A call nothing answers

    /// The report for a call that no given answers and whose return type
    /// has no default.
    func missingAnswerMessage<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        let returnType = TypeName.of(Result.self)
        let hasGivens = !givens(for: function).isEmpty
        return answerReport(
            headline: "No given answers \(double).\(function), and \(returnType) has no default stub value.",
            function: function, arguments: arguments, resultType: resultType,
            fixes: [
                "  To fix it, either:",
                "    add a given\(hasGivens ? " that applies to these arguments" : ""),"
                    + " such as given(\"\(function)\", willReturn: …)",
                "    or conform \(returnType) to ProvidingDefaultStubValue",
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
            // A given under a close name is most likely meant for this member.
            let close = NameSuggestion.closest(to: function, among: namesWithGivens()).map { "`\($0)`" }
            let misspelled =
                switch close.count {
                case 0: ""
                case 1: ", but \(close[0]) has givens: is its name misspelled?"
                default: ", but \(close.joined(separator: " and ")) have givens: is one of them misspelled?"
                }
            lines.append("  Givens for \(function): none\(misspelled)")
        } else {
            lines.append("  Givens for \(function), newest first:")
            for given in givens.reversed() {
                let reason = Self.reasonNotApplied(given, to: arguments, as: resultType)
                lines.append(
                    "    At \(given.location.description), willReturn \(given.answer.valueDescription): \(reason)")
            }
        }
        return (lines + fixes).joined(separator: "\n")
    }

    private static func reasonNotApplied<Arguments, Result>(
        _ given: Given, to arguments: Arguments, as resultType: Result.Type
    ) -> String {
        if given.value(as: resultType) == nil {
            let valueType = TypeName.of(given.answer.valueType)
            return "its value is \(valueType), but the member returns \(TypeName.of(Result.self))"
        }
        if !given.matcher.fits(Arguments.self) {
            return "its matcher takes \(TypeName.of(given.matcher.argumentsType)),"
                + " but the call passed \(TypeName.of(Arguments.self))"
        }
        return "its matcher (\(name(of: given.matcher))) rejected these arguments"
    }

    // MARK: DefiningFunctionID

    /// The report for a member whose `#function` is none of the double's
    /// `FunctionID` raw values: the raw value of the case it passes is
    /// misspelled, or the enum lacks a case for it.
    static func unknownFunctionIDMessage(double: String, function: String, passedID: String) -> String {
        let headline =
            "\(double).FunctionID has no case for \(function): the member passes the case"
            + " whose raw value is \"\(passedID)\"."
        let consequence =
            "  Until then, its calls count as calls to \(passedID): givens and expectations for \(function)"
            + " never see them."
        if !NameSuggestion.closest(to: function, among: [passedID]).isEmpty {
            return [
                headline,
                "  That raw value looks misspelled: correct it to \"\(function)\", unless the case belongs to"
                    + " another member.",
                consequence,
            ].joined(separator: "\n")
        }
        let caseName = function.prefix { $0 != "(" }
        return [
            headline,
            "  Add: case \(caseName) = \"\(function)\", and pass .\(caseName) from \(function).",
            consequence,
        ].joined(separator: "\n")
    }
}
