// What the rest of StuntDouble asks of a registry: the call path, givens and
// expectations, resets and snapshots. The public face is in
// `DoubleRegistry.swift`.

extension DoubleRegistry {
    // MARK: Calls

    /// Stores what a setter wrote, for later reads: a given of its own,
    /// newer than every given before it, that replaces the one stored by
    /// the previous write (to the same index, for a subscript). Returns
    /// the replaced given, for the caller to release outside the lock.
    ///
    /// A subscript's index is the user's value: its description and `==`
    /// run outside the lock, so the given is made first, and the write it
    /// replaces is found among the stored ones copied out of the lock.
    /// Two writes to one index at once may both stay; the newer answers.
    func storeWrite<Arguments>(
        _ arguments: Arguments, to key: MemberKey, isSubscript: Bool, at location: CodeLocation
    ) -> Given? {
        guard let stored = StoredValue.given(for: arguments, isSubscript: isSubscript, location) else { return nil }
        var replaced: Given?
        if case .index(let index) = stored.storedValue {
            let writes = state.withLock { $0.member(for: key).0.pointee.givens.filter(\.isIndexedWrite) }
            replaced = writes.last { $0.storedValue == .index(index) }
        }
        return state.withLock { state in
            let member = state.member(for: key).0
            defer { member.pointee.givens.append(stored) }
            let position =
                isSubscript
                ? replaced.flatMap { replaced in member.pointee.givens.lastIndex { $0 === replaced } }
                : member.pointee.givens.lastIndex { $0.storedValue == .property }
            guard let position else { return nil }
            let removed = member.pointee.givens.remove(at: position)
            // Freed once returned: a new given may get its address.
            member.pointee.answeredGivens.remove(ObjectIdentifier(removed))
            return removed
        }
    }

    /// Marks the member `function` as noted for givens that cannot answer
    /// `Result`; `false` when it was already.
    func markUnfitGivens<Result>(of function: String, answering: Result.Type) -> Bool {
        state.withLock { state in
            state.unfitGivensNoted.insert(
                UnfitGivensKey(member: function, resultType: ObjectIdentifier(Result.self))
            ).inserted
        }
    }

    /// Marks the member `function` as noted for answering `nil` of type
    /// `Result` despite givens; `false` when it was already, or when the
    /// note for givens that cannot fit said why.
    func markNilAnswer<Result>(of function: String, answering: Result.Type) -> Bool {
        state.withLock { state in
            let key = UnfitGivensKey(member: function, resultType: ObjectIdentifier(Result.self))
            return !state.unfitGivensNoted.contains(key) && state.nilAnswersNoted.insert(key).inserted
        }
    }

    /// Whether `question` about `name`, which no call used, is noted for
    /// the first time; marks it noted.
    func markUnusedNameAsked(_ name: String, by question: String) -> Bool {
        state.withLock { $0.unusedNamesNoted.insert(question + " " + name).inserted }
    }

    func keepUnfitGivensReport(_ report: String, of function: String) {
        state.withLock { $0.unfitGivensReports.append((function, report)) }
    }

    // MARK: Givens and expectations

    /// Makes `value` the starting value of the `@Stubbed` property
    /// `property`: a given older than every other, so that any given or
    /// write answers before it, kept by resets and never reported unused.
    /// Does nothing when the property has one: the first access of each
    /// task racing to it adds it.
    func addStartingValue<Value>(_ value: Value, to property: String, at location: CodeLocation) {
        let starting = Given(
            matcher: AnyArgumentsMatcherBox.shared, answer: ValueAnswer(value), location: location,
            storedValue: .starting)
        state.withLock { state in
            let member = state.member(named: property)
            guard !member.pointee.givens.contains(where: { $0.storedValue == .starting }) else { return }
            member.pointee.givens.insert(starting, at: 0)
        }
    }

    func add(_ given: Given, to function: String) {
        let xcTest = XCTestLookup.currentTestNumber
        state.withLock { state in
            state.member(named: function).pointee.givens.append(given)
            state.xcTestOfLastSetUp = xcTest
        }
    }

    /// Puts `new` where `old` is among `function`'s givens, keeping its
    /// place (how new it is); `false` when `old` is not there any more.
    /// `old` stays retired while the registry lives, as a removed given
    /// does, for calls that may still run its answer.
    func replace(_ old: Given, with new: Given, of function: String) -> Bool {
        state.withLock { state in
            let member = state.member(named: function)
            guard let index = member.pointee.givens.firstIndex(where: { $0 === old }) else { return false }
            member.pointee.givens[index] = new
            member.pointee.answeredGivens.remove(ObjectIdentifier(old))
            if !old.answer.isImmediate { state.retiredGivens.append(old) }
            return true
        }
    }

    func add(_ expectation: Expectation) {
        let xcTest = XCTestLookup.currentTestNumber
        state.withLock { state in
            state.expectations.append(expectation)
            state.xcTestOfLastSetUp = xcTest
        }
    }

    /// The XCTest test in which the test last gave or expected something of
    /// this double, as `LinkedXCTest` numbers them; `nil` when none did, or
    /// where StuntDouble does not follow XCTest's tests. A failure of this
    /// double while another test runs is not that test's (`FailureReporter`).
    var xcTestOfLastSetUp: UInt64? {
        let number = state.withLock { $0.xcTestOfLastSetUp }
        return number == 0 ? nil : number
    }

    func addWaiter(_ waiter: CallWaiter, for function: String) {
        state.withLock { state in
            state.waiters[function, default: []].append(waiter)
            state.hasWaiters = true
            state.updateNeedsAttention()
        }
    }

    func removeWaiter(_ waiter: CallWaiter, for function: String) {
        state.withLock { state in
            state.waiters[function]?.removeAll { $0 === waiter }
            if state.waiters[function]?.isEmpty == true { state.waiters[function] = nil }
            state.hasWaiters = !state.waiters.isEmpty
            state.updateNeedsAttention()
        }
    }

    /// Remembers what a verify-after-the-act check looked for, among the
    /// calls recorded until now.
    func addVerified(_ pattern: Expectation) {
        state.withLock { state in
            var pattern = pattern
            pattern.callsBefore = state.callLogs.reduce(0) { $0 + $1.count }
            state.verifiedPatterns.append(pattern)
        }
    }

    var stubbingPolicy: StubbingPolicy {
        get { state.withLock { $0.settings.stubbingPolicy } }
        set {
            state.withLock { state in
                // Calls answer without marking their givens until the policy
                // is strict: a called member's givens may have answered, and
                // count as if they had, so that none is reported wrongly.
                if newValue == .strict, state.settings.stubbingPolicy != .strict {
                    for member in state.members where member.pointee.timesCalled > 0 {
                        member.pointee.answeredGivens.formUnion(member.pointee.givens.map(ObjectIdentifier.init))
                    }
                }
                state.settings.stubbingPolicy = newValue
            }
        }
    }

    var callsThroughByDefault: Bool {
        get { state.withLock { $0.settings.callsThroughByDefault } }
        set { state.withLock { $0.settings.callsThroughByDefault = newValue } }
    }

    // What these remove is released after the lock is given back: a
    // given value's or an argument's deinit may call a double, and other
    // registries may share this lock.

    func removeAllGivens() {
        let removed = state.withLock { $0.removeAllGivens() }
        withExtendedLifetime(removed) {}
    }

    func removeCalls() {
        let removed = state.withLock { $0.removeCalls() }
        withExtendedLifetime(removed) {}
    }

    /// Forgets givens, expectations and calls: everything a test set up or
    /// caused. The name and the stubbing policy stay.
    func removeAll() {
        let removed = state.withLock { state in
            defer { state.rare?.expectations.removeAll() }
            return (state.removeAllGivens(), state.removeCalls(), state.expectations)
        }
        withExtendedLifetime(removed) {}
    }

    // MARK: Reading

    /// A consistent copy of everything messages and verification read,
    /// taken under the lock so that matchers and descriptions run outside
    /// it. Reports about one call read no history: without `includingCalls`
    /// they skip copying it, which costs as much as the calls recorded.
    func snapshot(includingCalls: Bool = true) -> RegistrySnapshot {
        state.withLock { state in
            RegistrySnapshot(
                history: includingCalls
                    ? CallHistory(
                        logs: state.callLogs.map { $0.copy() }, runs: state.callRuns,
                        currentRun: state.currentRun)
                    : CallHistory(logs: [], runs: []),
                members: state.members.map { member in
                    RegistrySnapshot.Member(
                        name: member.pointee.name, timesCalled: member.pointee.timesCalled,
                        givens: member.pointee.givens, answeredGivens: member.pointee.answeredGivens)
                },
                expectations: state.expectations,
                verifiedPatterns: state.verifiedPatterns,
                name: state.name,
                stubbingPolicy: state.settings.stubbingPolicy,
                unfitGivensReports: state.unfitGivensReports)
        }
    }

    func callCount(of function: String) -> Int {
        state.withLock { state in
            state.callLogs.reduce(0) { $0 + ($1.member == function ? $1.count : 0) }
        }
    }

    /// What the recorded calls to `function` returned, as `Value`s.
    func returnedValues<Value>(of function: String, as type: Value.Type) -> [Value] {
        if Value.self == Void.self {
            return Array(repeating: () as! Value, count: callCount(of: function))
        }
        return state.withLock { state in
            guard let member = state.existingMember(named: function) else { return [] }
            return member.pointee.results.values(as: type, currentRunEnd: member.pointee.currentRun.end)
        }
    }

    /// A note for a member whose calls returned values, none of them of
    /// type `resultType`: most likely a type that differs slightly from the
    /// member's.
    func noResultOfTypeNote<Value>(double: String, function: String, resultType: Value.Type) -> String? {
        let returnedType: String? = state.withLock { state in
            state.existingMember(named: function)?.pointee.results.firstResultType.map(TypeName.of)
        }
        guard let returnedType else { return nil }
        return
            "note: \(RegistrySnapshot.member(function, of: double)) has returned values, but none of type \(TypeName.of(resultType));"
            + " its calls returned \(returnedType)."
    }

    /// How many reads and writes of the property or subscript `property`
    /// were recorded.
    func accessCounts(of property: String) -> (reads: Int, writes: Int) {
        state.withLock { state in
            state.callLogs.reduce(into: (0, 0)) { counts, log in
                guard log.member == property else { return }
                if log.isWrite { counts.1 += log.count } else { counts.0 += log.count }
            }
        }
    }

    /// How many removed givens the registry keeps for calls that may still
    /// be running their answers (`RegistryState.retiredGivens`).
    var retiredGivenCount: Int {
        state.withLock { $0.retiredGivens.count }
    }

    /// The name a test gave the double, if any.
    var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }
}

// The call path's work under the lock: run on the state `withLock` or the
// call path's fast path hands out.
extension RegistryState {
    /// Records a call to the member `key` names, when `recording`, and
    /// looks up its givens, with the registry's lock held (see
    /// `Stubbing.withLockedRegistry`); matchers are the user's code, so
    /// they run after the lock is given back. `registry` is the registry
    /// this state is, for a result kept later under its lock.
    @inlinable @inline(__always)
    mutating func receive<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, recording: @autoclosure () -> Bool, answering: Result.Type,
        _ form: CallForm, in registry: Unmanaged<DoubleRegistry>
    ) -> (GivenLookup<Result>, isNewSite: Bool, isWrite: Bool, settings: DoubleSettings, pending: PendingResult) {
        let (member, isNewSite) = self.member(for: key)
        // Whether the call is recorded, and nothing else to look at: one
        // load, where testing both took two and three branches (measured).
        let records: Bool
        switch route {
        case .recording: records = true
        case .notRecording: records = false
        case .checking:
            // Waiters to wake or a closure form recording.
            if needsAttention,
                let captured = attend(
                    key.caller, namingMember: key.callerNamesMember, member, arguments, answering: Result.self,
                    form, in: registry)
            {
                return (captured, isNewSite, false, self.settings, .none)
            }
            records = recordsCalls(orAsk: recording())
        }
        // A setter's call, whose value is stored (see `MemberKind`). Known
        // at compile time for every call but one returning nothing with
        // arguments from a member that cannot throw and is not `async`.
        let isWrite =
            Result.self == Void.self && Arguments.self != Void.self && !form.canThrow && !form.isAsync
            && key.callerKind(member).isAccessor
        if records {
            record(
                arguments, for: member, isWrite: isWrite, caller: key.caller,
                callerNamesMember: key.callerNamesMember)
        }
        member.pointee.timesCalled &+= 1
        let settings = self.settings
        // The common case first, inline: the newest given holds a plain
        // value of the call's type (a property's stored value, too).
        if !isWrite, let plain = member.pointee.newestPlainGiven, plain.valueType == ObjectIdentifier(Result.self) {
            if settings.isStrict { member.pointee.answeredGivens.insert(ObjectIdentifier(plain.given)) }
            if records, Result.self != Void.self {
                member.pointee.keepPlainResult(of: plain.reference, at: member.pointee.timesCalled &- 1)
            }
            let value = unsafeDowncast(plain.answer, to: ValueAnswer<Result>.self).value
            return (.value(value), isNewSite, isWrite, settings, .none)
        }
        // A write needs no answer: the getter's givens are not for it.
        let lookup =
            isWrite
            ? .noGivens
            : MemberRecord.lookUpGiven(
                of: member, for: Arguments.self, as: Result.self, form, marking: settings.isStrict)
        // What the call returns is kept for `returnedValues`: here when the
        // lookup already knows it, else once the answer is known.
        guard records, Result.self != Void.self else { return (lookup, isNewSite, isWrite, settings, .none) }
        let position = member.pointee.timesCalled &- 1
        if case .value(let value) = lookup {
            MemberRecord.keepResult(value, at: position, in: member)
            return (lookup, isNewSite, isWrite, settings, .none)
        }
        if SlotState.isLockFree {
            let (chunk, index) = MemberRecord.reserveResult(Result.self, at: position, in: member)
            let pending = PendingResult(registry: nil, member: nil, position: index, generation: 0, chunk: chunk)
            return (lookup, isNewSite, isWrite, settings, pending)
        }
        let pending = PendingResult(
            registry: registry, member: member, position: position,
            generation: member.pointee.callsGeneration, chunk: nil)
        return (lookup, isNewSite, isWrite, settings, pending)
    }

    /// Marks `given` as having answered a call to `function`, for the
    /// strict policy.
    @usableFromInline
    mutating func markAnswered(_ given: Unmanaged<Given>, of function: String) {
        member(named: function).pointee.answeredGivens.insert(ObjectIdentifier(given.takeUnretainedValue()))
    }
}
