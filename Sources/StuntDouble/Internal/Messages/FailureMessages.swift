/// The text of every failure StuntDouble reports: a one-line headline, then
/// sections indented two spaces. Golden tests pin each kind word for word.
extension RegistrySnapshot {
    /// `EngineMock`, or `EngineMock "left engine"` when the test named it;
    /// the name is quoted and escaped as a string argument is.
    /// A closure double goes by its name alone: `onUpdate`.
    func displayName(ofType type: Any.Type) -> String {
        if let name, type is any NamedByItsName.Type { return name }
        let typeName = TypeName.of(type)
        return name.map { "\(typeName) \(ValueDescription.of($0))" } ?? typeName
    }

    // MARK: verify()

    /// What `verify()` reports: one failure per unmet expectation, in
    /// registration order; then what ``givenReports(double:_:pendingGivens:unfitGivensReports:)``
    /// says about givens. Which failures there are is decided by the same
    /// functions `wouldFailIfVerified()` asks.
    /// `double` is worked out only for a message: naming a type costs
    /// more than verifying a million calls (measured).
    func verification(double makeName: @autoclosure () -> String, _ functionIDs: FunctionIDCases) -> Verification {
        var name: String?
        func double() -> String {
            if let name { return name }
            let made = makeName()
            name = made
            return made
        }
        let knownNames = calledNames + functionIDs.rawValues
        var verification = Verification()
        verification.failures = unmetExpectations().map { expectation, matching in
            // A name the double was called with, or one of its `FunctionID`
            // cases, is spelled right even when it was not called.
            let function = expectation.function
            return unmetExpectationMessage(
                expectation, matching: matching, double: double(),
                suggestion: knownNames.contains(function)
                    ? nil : NameSuggestion.didYouMean(function, among: knownNames))
        }
        for report in givenReports(double: double(), functionIDs, unfitGivensReports: unfitGivensReports) {
            if report.isFailure {
                verification.failures.append(report.message)
            } else {
                verification.notes.append((report.message, report.location))
            }
        }
        return verification
    }

    /// What `verify()` says about givens: for givens no call used, a
    /// failure each under the strict policy, else a note for those whose
    /// name looks misspelled; then, under the strict policy, each of
    /// `unfitGivensReports`. With `pendingGivens`, only those givens count:
    /// what a `.verifiesDoubles` scope checks. Each report comes with the
    /// line of its member's first given it lists, or of the member's newest
    /// given for a report of givens that could not fit.
    func givenReports(
        double: @autoclosure () -> String, _ functionIDs: FunctionIDCases, pendingGivens: Set<ObjectIdentifier>? = nil,
        unfitGivensReports: [(member: String, report: String)]
    ) -> [(message: String, isFailure: Bool, location: CodeLocation?)] {
        let isStrict = stubbingPolicy == .strict
        // A member whose givens could not fit has its own report below.
        let unfitMembers = Set(self.unfitGivensReports.map(\.member))
        var reports: [(message: String, isFailure: Bool, location: CodeLocation?)] = []
        for all in unusedGivens(functionIDs)
        where (isStrict || all.looksMisspelled) && !unfitMembers.contains(all.name) {
            let unused = pendingGivens.map { all.restricted(to: $0) } ?? all
            guard let first = unused.givens.first else { continue }
            let message = unusedGivensMessage(unused, double: double(), isStrict: isStrict)
            reports.append((isStrict ? message : "note: " + message, isStrict, first.location))
        }
        if isStrict {
            reports += unfitGivensReports.map { ($0.report, true, givens(for: $0.member).last?.location) }
        }
        return reports
    }

    /// The failure of a verify-after-the-act check, in the shape of an
    /// unmet expectation's; `nil` when the check holds.
    func verifyFailure(_ check: Expectation, double: @autoclosure () -> String, _ functionIDs: FunctionIDCases)
        -> String?
    {
        let matching = matchingCount(of: check)
        guard !check.amount.isSatisfied(by: matching) else { return nil }
        let knownNames = calledNames + functionIDs.rawValues
        return unmetExpectationMessage(
            check, matching: matching, double: double(),
            suggestion: knownNames.contains(check.function)
                ? nil : NameSuggestion.didYouMean(check.function, among: knownNames))
    }

    /// The failure of `verifyNoOtherCalls()`; `nil` when every recorded
    /// call is accounted for.
    func noOtherCallsFailure(
        double: String, location: CodeLocation, checkedWhenTheTestEnded: Bool = false
    ) -> String? {
        let unaccounted = unaccountedCalls()
        guard !unaccounted.isEmpty else { return nil }
        let isUnaccounted = Set(unaccounted.map { "\($0.log):\($0.position)" })
        let count = unaccounted.count
        var lines = [
            "Expected no other calls to \(double); \(count) \(count == 1 ? "call was" : "calls were") not verified."
        ]
        lines.append(
            checkedWhenTheTestEnded
                ? "  Verified when the test ended (.verifiesDoubles(noOtherCalls: true)); reported where the test first gave, expected or verified it: \(location.description)"
                : "  Verified at: \(location.description)")
        lines += Self.section(
            "to \(double)", other: false, history.calls(), in: history,
            mark: { call in
                isUnaccounted.contains("\(call.log):\(call.position)") ? ("✗", "  ← not verified") : ("✓", "")
            })
        return lines.joined(separator: "\n")
    }

    private func unmetExpectationMessage(
        _ expectation: Expectation, matching: Int, double: String, suggestion: String?
    ) -> String {
        let function = expectation.function
        let matcher = expectation.matcher
        // One pass over the history, a comparison of names per log, not per call.
        let (toFunction, others) = history.calls(inLogs: history.logs.map { $0.member == function })
        let functionLogs = history.logs.filter { $0.member == function && $0.count > 0 }
        let expected =
            expectation.amount == .never ? "never to be called" : "to be called \(expectation.amount)"
        let actual: String
        if toFunction.isEmpty {
            actual = "it was never called"
        } else if matcher.acceptsAnything {
            actual = "it was called \(CallAmount.timesPhrase(matching))"
        } else {
            actual =
                "it was called \(CallAmount.timesPhrase(matching)) with matching arguments,"
                + " \(CallAmount.timesPhrase(toFunction.count)) in all"
        }
        let arguments = matcher.acceptsAnything ? "" : " with arguments \(Self.phrase(for: matcher))"
        var lines = ["Expected \(Self.member(function, of: double)) \(expected)\(arguments); \(actual)."]
        if let suggestion { lines.append("  No call to \(double) was named \(function); \(suggestion)") }
        lines.append("  \(expectation.isCheck ? "Verified" : "Expected") at: \(expectation.location.description)")
        // A property's reads and writes differ in type by design: a matcher
        // for one kind is no mistake while some calls are of that kind.
        let isAccessorOfFittingKind =
            functionLogs.contains { $0.kind.isAccessor }
            && functionLogs.contains { matcher.fits($0.argumentsTypeValue) }
        if !matcher.acceptsAnything, !isAccessorOfFittingKind {
            // A matcher for other argument types is silently false; say so
            // before the listing, where every such call shows ✗.
            let otherTypes = functionLogs.map(\.argumentsTypeValue).filter { !matcher.fits($0) }.map(TypeName.of)
            if let first = otherTypes.first {
                let passed = otherTypes.reduce(into: [first]) { if !$0.contains($1) { $0.append($1) } }
                lines.append(
                    "  The matcher takes \(TypeName.of(matcher.argumentsType)), but \(function) was called with"
                        + " \(passed.joined(separator: " and ")): it can never match those calls.")
            }
        }
        lines += Self.matcherSection(function, toFunction, in: history, matcher: matcher, matching: matching)
        // A closure double has no other member to list.
        if !others.isEmpty || !Self.isOwnMember(function, of: double) {
            lines += Self.section("to \(double)", other: true, others, in: history, mark: nil)
        }
        return lines.joined(separator: "\n")
    }

    /// How a message names what a matcher accepts, after "with arguments":
    /// `equal to ("a", 1)`, or `matching` and its description.
    static func phrase(for matcher: MatcherBox) -> String {
        matcher.expectedArguments == nil ? "matching \(description(of: matcher))" : name(of: matcher)
    }

    /// A matcher's description, `equal to ("a", 1)` for `.equal(to:)`.
    private static func name(of matcher: MatcherBox) -> String {
        matcher.expectedArguments == nil ? description(of: matcher) : "equal to \(description(of: matcher))"
    }

    /// `text` in parentheses, unless one pair already holds all of it, as a
    /// per-argument matcher's `(equal to "x", any Int)` does.
    private static func parenthesised(_ text: String) -> String {
        guard text.first == "(", text.last == ")" else { return "(\(text))" }
        // The first pair holds all of the text when it closes at the last
        // character only: before it, the depth never falls back to zero.
        var depth = 0
        for character in text.dropLast() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return "(\(text))" }
        }
        return text
    }

    /// A matcher's description on one line, its control characters escaped
    /// as a string argument's are: it is the user's text.
    private static func description(of matcher: MatcherBox) -> String {
        TextEscaping.visible(matcher.description, keepingLineBreaks: false)
    }

    private func unusedGivensMessage(_ unused: UnusedGivens, double: String, isStrict: Bool) -> String {
        let function = unused.name
        let reasons = [
            unused.isNoFunctionID ? "\(double).FunctionID has no case with this raw value" : nil,
            unused.suggestion,
        ].compactMap { $0 }
        var lines = [
            unused.wasCalled
                ? "\(Self.member(function, of: double)) has givens that answered no call."
                : "\(Self.member(function, of: double)) has givens but was never called"
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

    /// `willReturn 7`, or `set to 7 by a write` for what a setter stored.
    static func answerSummary(of given: Given) -> String {
        given.storedValue == nil ? given.answer.summary : StoredValue.summary(of: given)
    }

    /// `willReturn 7`, or `willReturn 7 for arguments matching …` when the
    /// given has a matcher.
    static func summary(of given: Given) -> String {
        let answer = answerSummary(of: given)
        if given.storedValue != nil { return answer }
        return given.matcher.acceptsAnything ? answer : "\(answer) for arguments \(phrase(for: given.matcher))"
    }

    // MARK: A call nothing answers

    /// The report for a call that no given answers and whose return type
    /// has no default; `canThrow` says whether the member throws
    /// `StuntDoubleError` or the process traps. `typedError` is the error
    /// type of a typed-throws member that cannot hold a `StuntDoubleError`.
    func missingAnswerMessage<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type, form: CallForm,
        typedError: Any.Type? = nil
    ) -> String {
        let returnType = TypeName.of(Result.self)
        let hasGivens = !givens(for: function).isEmpty
        return answerReport(
            headline:
                "No given answers \(Self.member(function, of: double)), and \(returnType) has no default stub value.",
            function: function, arguments: arguments, resultType: resultType, form: form,
            fixes: [
                "  To fix it, either:",
                "    add a given\(hasGivens ? " that applies to these arguments" : ""),"
                    + " such as \(Self.givenExample(function, of: double))",
                "    or conform \(returnType) to ProvidingDefaultStubValue",
                form.canThrow
                    ? "  The call throws a StuntDoubleError: the test fails here and goes on."
                    : typedError.map {
                        "  The member throws only \(TypeName.of($0)), which cannot hold a StuntDoubleError, and has"
                            + " nothing to return, so the process stops here."
                    } ?? "  The member cannot throw and has nothing to return, so the process stops here.",
            ])
    }

    /// The note for an optional member answered `nil` although it has
    /// givens: what `didCallFunction(…)!` is about to unwrap.
    func nilAnswerNote<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type
    ) -> String {
        let givens = givens(for: function)
        let cause =
            !givens.isEmpty && givens.allSatisfy(\.isIndexedWrite)
            ? ": its only values were written to other indices" : ""
        return answerReport(
            headline: "note: no given applies to \(Self.member(function, of: double)), so it returns nil\(cause).",
            function: function, arguments: arguments, resultType: resultType, form: .plain, fixes: [])
    }

    /// The report for a call whose member has givens, none of which can
    /// ever answer it because of their types or the member's form: a note
    /// at the call, and a failure of `verify()` under the strict policy.
    func unfitGivensReport<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type, form: CallForm
    ) -> String {
        let callType = "\(TypeName.of(Arguments.self)) -> \(TypeName.of(Result.self))"
        return answerReport(
            headline: "No given for \(Self.member(function, of: double)) fits a call of type \(callType).",
            function: function, arguments: arguments, resultType: resultType, form: form,
            fixes: [Self.fallbackLine(Result.self, subject: "Such calls")])
    }

    /// The report for a call that no given answers under the strict policy.
    func unansweredUnderStrictPolicyMessage<Arguments, Result>(
        double: String, function: String, arguments: Arguments, resultType: Result.Type, form: CallForm
    ) -> String {
        answerReport(
            headline: "No given answers \(Self.member(function, of: double)), and the stubbing policy is strict.",
            function: function, arguments: arguments, resultType: resultType, form: form,
            fixes: [Self.fallbackLine(Result.self, subject: "The call")])
    }

    /// The report for an answer that threw in a member that cannot throw.
    func thrownErrorMessage<Arguments, Result>(
        _ error: any Error, double: String, function: String, arguments: Arguments, resultType: Result.Type,
        canGoOn: Bool
    ) -> String {
        givensReport(
            headline:
                "\(Self.member(function, of: double)) cannot throw, but its answer threw \(ValueDescription.of(error)).",
            function: function, arguments: arguments,
            consequence: canGoOn
                ? Self.fallbackLine(Result.self, subject: "The call") : Self.stopLine(Result.self))
    }

    /// The report for an answer that threw an error a typed-throws member
    /// cannot throw.
    func errorOfAnotherTypeMessage<Arguments, Result>(
        _ error: any Error, expected: Any.Type, double: String, function: String, arguments: Arguments,
        resultType: Result.Type, canGoOn: Bool
    ) -> String {
        givensReport(
            headline: "\(Self.member(function, of: double)) throws \(TypeName.of(expected)), but its answer threw"
                + " \(ValueDescription.of(error)), of type \(TypeName.of(type(of: error))).",
            function: function, arguments: arguments,
            consequence: canGoOn
                ? Self.fallbackLine(Result.self, subject: "The call") : Self.stopLine(Result.self))
    }

    /// The report for a `callThrough` given of a member that passed no real
    /// implementation.
    func noRealImplementationMessage<Arguments>(
        double: String, function: String, arguments: Arguments, given: Given
    ) -> String {
        [
            "\(Self.member(function, of: double)) has a callThrough given, but the member passes no realImplementation.",
            "  Called with: \(CallDescription.of(function: function, arguments: arguments))",
            "  Given at: \(given.location.description)",
            "  Pass it from the member: didCallFunction(withArguments: …) { super.\(function.prefix { $0 != "(" })(…) }",
            "  Until then the call is answered as if the given were not there.",
        ].joined(separator: "\n")
    }

    /// What a report says when the member cannot go on.
    private static func stopLine<Result>(_ type: Result.Type) -> String {
        "  \(TypeName.of(Result.self)) has no default stub value to return instead, so the process stops here."
    }

    /// "Such calls return the default value, 0, instead.", or what a
    /// `Void` member does.
    private static func fallbackLine<Result>(_ type: Result.Type, subject: String) -> String {
        let isPlural = subject.hasSuffix("s")
        let (returns, has) = isPlural ? ("return", "have") : ("returns", "has")
        if Result.self == Void.self { return "  \(subject) \(returns) nothing, as if there were no given." }
        if let value = DefaultStubValue.of(Result.self) {
            return "  \(subject) \(returns) the default value, \(ValueDescription.of(value)), instead."
        }
        return "  \(subject) \(has) no answer."
    }

    /// A headline, the call and the member's givens, then `consequence`.
    private func givensReport<Arguments>(
        headline: String, function: String, arguments: Arguments, consequence: String
    ) -> String {
        var lines = [headline, "  Called with: \(CallDescription.of(function: function, arguments: arguments))"]
        lines.append("  Givens for \(function), newest first:")
        for given in givens(for: function).reversed() {
            lines.append("    At \(given.location.description), \(Self.summary(of: given))")
        }
        lines.append(consequence)
        return lines.joined(separator: "\n")
    }

    private func answerReport<Arguments, Result>(
        headline: String, function: String, arguments: Arguments, resultType: Result.Type, form: CallForm,
        fixes: [String]
    ) -> String {
        let givens = givens(for: function)
        var lines = [headline]
        if let test = Self.testBehindWrites(givens) { lines.append(test) }
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
                if given.isIndexedWrite {
                    lines.append("    " + Self.indexedWriteLine(given, of: function, arguments, resultType, form))
                    continue
                }
                let reason = Self.reasonNotApplied(given, to: arguments, as: resultType, form)
                let answer = Self.answerSummary(of: given)
                lines.append("    At \(given.location.description), \(answer): \(reason)")
            }
        }
        return (lines + fixes).joined(separator: "\n")
    }

    static func reasonNotApplied<Arguments, Result>(
        _ given: Given, to arguments: Arguments, as resultType: Result.Type, _ form: CallForm
    ) -> String {
        if let reason = given.answer.unfitReason(arguments: Arguments.self, result: Result.self, form: form) {
            return reason
        }
        if !given.matcher.fits(Arguments.self) {
            return "its matcher takes \(TypeName.of(given.matcher.argumentsType)),"
                + " but the call passed \(TypeName.of(Arguments.self))"
        }
        return "its matcher \(parenthesised(name(of: given.matcher))) rejected these arguments"
    }

    // MARK: History

    /// The note for a typed history read that finds calls, but none with
    /// arguments of `argumentsType`; `nil` when there is no call to read.
    func noCallOfTypeNote(double: String, function: String, argumentsType: Any.Type) -> String? {
        let logs = history.logs.filter { $0.count > 0 && $0.member == function }
        guard !logs.isEmpty else { return nil }
        let recorded = logs.reduce(into: [String]()) { types, log in
            let name = TypeName.of(log.argumentsTypeValue)
            if !types.contains(name) { types.append(name) }
        }
        return "note: \(Self.member(function, of: double)) has recorded calls, but none with arguments of type"
            + " \(TypeName.of(argumentsType)); they were called with \(recorded.joined(separator: " and "))."
    }

    // MARK: DefiningFunctionID

    /// The report for a member that passes another member's `FunctionID`
    /// case: its `#function` is the raw value of its own case, `own`.
    static func functionIDSlipMessage(
        double: String, function: String, passed: String, passedRawValue: String, own: String
    ) -> String {
        [
            "\(Self.member(function, of: double)) passes FunctionID.\(passed), the case of \(passedRawValue);"
                + " its own case is FunctionID.\(own).",
            "  Its calls count as calls to \(passedRawValue): givens and expectations for \(function)"
                + " never see them.",
            "  Pass .\(own) from \(function), unless it is meant to count as \(passedRawValue).",
        ].joined(separator: "\n")
    }
}
