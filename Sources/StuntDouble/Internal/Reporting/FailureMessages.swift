/// The text of every failure StuntDouble reports: a one-line headline, then
/// sections indented two spaces. Golden tests pin each kind word for word.
extension RegistrySnapshot {
    /// How many calls a listing shows: the first and last halves, with a
    /// count of those left out between.
    static let listedCallLimit = 10

    /// `EngineMock`, or `EngineMock "left engine"` when the test named it.
    func displayName(ofType type: Any.Type) -> String {
        let typeName = TypeName.of(type)
        return name.map { "\(typeName) \"\($0)\"" } ?? typeName
    }

    // MARK: verify()

    /// What `verify()` reports: one failure per unmet expectation, in
    /// registration order; then, for givens no call used, a failure each
    /// under the strict policy, else a note for those whose name looks
    /// misspelled; then, under the strict policy, each member whose givens
    /// could not fit a call. Which failures there are is decided by the
    /// same functions `wouldFailIfVerified()` asks.
    func verification(double: String, _ functionIDs: FunctionIDCases) -> Verification {
        let knownNames = calledNames + functionIDs.rawValues
        var verification = Verification()
        verification.failures = unmetExpectations().map { expectation, matching in
            // A name the double was called with, or one of its `FunctionID`
            // cases, is spelled right even when it was not called.
            let function = expectation.function
            return unmetExpectationMessage(
                expectation, matching: matching, double: double,
                suggestion: knownNames.contains(function)
                    ? nil : NameSuggestion.didYouMean(function, among: knownNames))
        }
        let isStrict = stubbingPolicy == .strict
        for unused in unusedGivens(functionIDs) where isStrict || unused.looksMisspelled {
            let message = unusedGivensMessage(unused, double: double, isStrict: isStrict)
            if isStrict {
                verification.failures.append(message)
            } else {
                verification.notes.append("note: " + message)
            }
        }
        if isStrict { verification.failures += unfitGivensReports }
        return verification
    }

    private func unmetExpectationMessage(
        _ expectation: Expectation, matching: Int, double: String, suggestion: String?
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

    private func unusedGivensMessage(_ unused: UnusedGivens, double: String, isStrict: Bool) -> String {
        let function = unused.name
        let reasons = [
            unused.isNoFunctionID ? "\(double).FunctionID has no case with this raw value" : nil,
            unused.suggestion,
        ].compactMap { $0 }
        var lines = [
            "\(double).\(function) has givens but was never called"
                + (reasons.isEmpty ? "." : "; " + reasons.joined(separator: "; "))
        ]
        lines.append("  Givens for \(function), newest first:")
        for given in unused.givens.reversed() {
            lines.append("    At \(given.location.description), \(Self.summary(of: given))")
        }
        if isStrict {
            lines.append("  The strict stubbing policy reports every given that no call used.")
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

    /// The report for a call whose member has givens, none of which can
    /// ever answer it because of their types: a note at the call, and a
    /// failure of `verify()` under the strict policy.
    func unfitGivensReport<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        let callType = "\(TypeName.of(Arguments.self)) -> \(TypeName.of(Result.self))"
        let outcome =
            if Result.self == Void.self {
                "  None of them has any effect on calls of this type."
            } else if let value = DefaultStubValue.of(Result.self) {
                "  Such calls return the default value, \(ValueDescription.of(value)), instead."
            } else {
                "  Such calls have no answer."
            }
        return answerReport(
            headline: "No given for \(double).\(function) fits a call of type \(callType).",
            function: function, arguments: arguments, resultType: resultType, fixes: [outcome])
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
            let close = NameSuggestion.closest(to: function, among: namesWithGivens).map { "`\($0)`" }
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

    // MARK: History

    /// The note for a typed history read that finds calls, but none with
    /// arguments of `argumentsType`; `nil` when there is no call to read.
    func noCallOfTypeNote(double: String, function: String?, argumentsType: Any.Type) -> String? {
        let logs = history.logs.filter { $0.count > 0 && (function == nil || $0.member == function) }
        guard !logs.isEmpty else { return nil }
        let recorded = logs.reduce(into: [String]()) { types, log in
            let name = TypeName.of(log.argumentsTypeValue)
            if !types.contains(name) { types.append(name) }
        }
        let subject = function.map { "\(double).\($0)" } ?? double
        return "note: \(subject) has recorded calls, but none with arguments of type \(TypeName.of(argumentsType));"
            + " they were called with \(recorded.joined(separator: " and "))."
    }

    // MARK: DefiningFunctionID

    /// The report for a member that passes another member's `FunctionID`
    /// case: its `#function` is the raw value of its own case, `own`.
    static func functionIDSlipMessage(
        double: String, function: String, passed: String, passedRawValue: String, own: String
    ) -> String {
        [
            "\(double).\(function) passes FunctionID.\(passed), the case of \(passedRawValue);"
                + " its own case is FunctionID.\(own).",
            "  Its calls count as calls to \(passedRawValue): givens and expectations for \(function)"
                + " never see them.",
            "  Pass .\(own) from \(function), unless it is meant to count as \(passedRawValue).",
        ].joined(separator: "\n")
    }
}
