/// A copy of one registry's state, taken under its lock in one go: every
/// verification and every message reads one snapshot, so what it says is
/// consistent even while other tasks call the double.
struct RegistrySnapshot {
    struct Member {
        let name: String
        let timesCalled: Int
        let givens: [Given]
        /// The givens that answered a call, kept under the strict policy.
        let answeredGivens: Set<ObjectIdentifier>
    }

    let history: CallHistory
    /// In first-use order.
    let members: [Member]
    let expectations: [Expectation]
    /// What verify-after-the-act checks looked for.
    let verifiedPatterns: [Expectation]
    /// The name a test gave the double, if any.
    let name: String?
    let stubbingPolicy: StubbingPolicy
    /// Reports of members whose givens could not fit a call's types.
    let unfitGivensReports: [(member: String, report: String)]

    func givens(for function: String) -> [Given] {
        members.first { $0.name == function }?.givens ?? []
    }

    /// The names of the members that were called, in first-call order.
    var calledNames: [String] {
        members.filter { $0.timesCalled > 0 }.map(\.name)
    }

    /// The names of the members that have givens.
    var namesWithGivens: [String] {
        members.filter { !$0.givens.isEmpty }.map(\.name)
    }

    /// The arguments of the recorded calls whose arguments are of type
    /// `Arguments`: to `function`, or to any member when `nil`.
    /// The values written to `property` that are `Value`s, in order (a
    /// subscript's without their index), and the types of all its writes.
    func valuesWritten<Value>(to property: String, as type: Value.Type) -> ([Value], writeTypes: [String]) {
        let writes = history.calls().filter { history.logs[$0.log].member == property && history.logs[$0.log].isWrite }
        let values = writes.compactMap { call -> Value? in
            let arguments = history.logs[call.log].arguments(at: call.position)
            if history.logs[call.log].kind != .subscript { return arguments as? Value }
            return Mirror(reflecting: arguments).children.map(\.value).last.flatMap { $0 as? Value }
        }
        let types = writes.reduce(into: [String]()) { types, call in
            let name = TypeName.of(history.logs[call.log].argumentsTypeValue)
            if !types.contains(name) { types.append(name) }
        }
        return (values, types)
    }

    /// Logs of `Arguments` are read as they are; logs of the unlabelled
    /// tuple of a labelled `Arguments`, one call at a time (see
    /// `ArgumentsConversion`). A closure's `@Sendable` must be named.
    func recordedArguments<Arguments>(of type: Arguments.Type, function: String?) -> [Arguments] {
        if let function {
            let logs = history.logs.lazy.filter { $0.member == function }
            if let typed = logs.compactMap({ $0 as? CallLog<Arguments> }).first { return typed.arguments }
            guard let log = logs.first(where: { Self.converts($0, to: type) }) else { return [] }
            return (0..<log.count).map { log.arguments(at: $0, convertedTo: type) }
        }
        let typedLogs = history.logs.map { $0 as? CallLog<Arguments> }
        let convertedLogs = history.logs.map { $0 is CallLog<Arguments> || !Self.converts($0, to: type) ? nil : $0 }
        return history.calls().compactMap { call in
            typedLogs[call.log]?.argument(at: call.position)
                ?? convertedLogs[call.log]?.arguments(at: call.position, convertedTo: type)
        }
    }

    /// Whether `log`'s arguments can be read as `type`.
    private static func converts(_ log: AnyCallLog, to type: Any.Type) -> Bool {
        ArgumentsConversion.converts(from: log.argumentsTypeValue, to: type, labelsOnly: true)
    }

    // MARK: Verification

    /// The expectations the recorded calls do not meet, in registration
    /// order, each with its number of matching calls.
    func unmetExpectations() -> [(expectation: Expectation, matching: Int)] {
        expectations.compactMap { expectation in
            let matching = matchingCount(of: expectation)
            return expectation.amount.isSatisfied(by: matching) ? nil : (expectation, matching)
        }
    }

    /// How many recorded calls an expectation's matcher accepts.
    func matchingCount(of expectation: Expectation) -> Int {
        matchingCount(of: expectation.function, accepting: expectation.matcher)
    }

    /// How many recorded calls to `function` `matcher` accepts. A closure
    /// form's captors are given those calls' arguments.
    func matchingCount(of function: String, accepting matcher: MatcherBox) -> Int {
        if !matcher.captors.isEmpty { giveCaptorsTheCalls(to: function, acceptedBy: matcher) }
        return history.logs.reduce(0) { count, log in
            log.member == function ? count + log.countMatches(matcher) : count
        }
    }

    /// Gives `matcher`'s captors the arguments of the calls to `function`
    /// it accepts, in call order.
    private func giveCaptorsTheCalls(to function: String, acceptedBy matcher: MatcherBox) {
        let selected = history.logs.map { $0.member == function && matcher.fits($0.argumentsTypeValue) }
        // The usual case, one log: its arguments in one typed array.
        if selected.filter({ $0 }).count <= 1 {
            let log = selected.firstIndex(of: true).map { history.logs[$0] }
            let arguments = log?.matchingArguments(matcher) ?? [Any]()
            for slot in matcher.captors { slot.replace(from: arguments) }
            return
        }
        let arguments: [Any] = history.calls(inLogs: selected).selected.compactMap { call in
            let log = history.logs[call.log]
            return log.matches(matcher, at: call.position) ? log.arguments(at: call.position) : nil
        }
        for slot in matcher.captors { slot.replace(from: arguments) }
    }

    /// The recorded calls no expectation and no verify-after-the-act check
    /// accounts for, in call order: a check accounts for the calls made
    /// before it alone.
    func unaccountedCalls() -> [CallHistory.Call] {
        let patterns = expectations + verifiedPatterns
        return history.calls().enumerated().filter { ordinal, call in
            let log = history.logs[call.log]
            return !patterns.contains {
                ordinal < $0.callsBefore ?? Int.max && $0.function == log.member
                    && log.matches($0.matcher, at: call.position)
            }
        }.map(\.element)
    }

    /// The givens that answered no call: of members never called, and
    /// under the strict policy also those of called members that no call
    /// used. Each comes with what makes its member's name suspect: a close
    /// name that was called (or is a `FunctionID` case), or, for a double
    /// with a `FunctionID` enum, that no case has this raw value. A
    /// `FunctionID` case that was simply not called is no typo, however
    /// close to another name.
    func unusedGivens(_ functionIDs: FunctionIDCases) -> [UnusedGivens] {
        let knownNames = calledNames + functionIDs.rawValues
        let isStrict = stubbingPolicy == .strict
        return members.compactMap { member in
            let wasCalled = member.timesCalled > 0
            guard !wasCalled || isStrict else { return nil }
            // What a write stored is no given of the test's: never unused.
            let givens = member.givens.filter { $0.storedValue == nil }
            let unused =
                wasCalled ? givens.filter { !member.answeredGivens.contains(ObjectIdentifier($0)) } : givens
            guard !unused.isEmpty else { return nil }
            let isKnown = wasCalled || knownNames.contains(member.name)
            return UnusedGivens(
                name: member.name, givens: unused, wasCalled: wasCalled,
                // Overloads such as a delegate's `tableView(_:…)` members
                // are most likely all real: only spelling counts here.
                suggestion: isKnown
                    ? nil : NameSuggestion.didYouMean(member.name, among: knownNames, byBaseName: false),
                isNoFunctionID: !wasCalled && (functionIDs.recognizes.map { !$0(member.name) } ?? false))
        }
    }

    /// Whether `verify()` would report anything, without building messages.
    func hasVerificationFailures(_ functionIDs: FunctionIDCases) -> Bool {
        if !unmetExpectations().isEmpty { return true }
        guard stubbingPolicy == .strict else { return false }
        return !unfitGivensReports.isEmpty || !unusedGivens(functionIDs).isEmpty
    }
}
