/// The givens, expectations and recorded calls of one test double.
///
/// You rarely touch a registry: a class that conforms to ``Stubbing`` gets
/// one on first use, and a struct or enum declares one stored property:
///
/// ```swift
/// struct ClockStub: Stubbing, Clock {
///     let doubleRegistry = DoubleRegistry()
///     func now() -> Int { didCallFunction() }
/// }
/// ```
///
/// A registry is safe to use from any task or thread. It keeps the
/// arguments of recorded calls (strongly) until the double is reset or
/// released.
///
/// For a class without a stored registry, StuntDouble keeps the registry in
/// a table keyed by the object's identity and holding the object weakly. A
/// new object never sees the state of a freed one at the same address; the
/// state of a freed double is released the next time any double without a
/// stored registry is used for the first time.
public final class DoubleRegistry: @unchecked Sendable {
    /// The table's registries share their shard's lock; see `RegistryTable`.
    @usableFromInline let lock: Lock
    /// Guarded by `lock`. Behind a pointer so that the hot path pays no
    /// dynamic exclusivity checks, which a class's stored `var`s would.
    @usableFromInline let state: UnsafeMutablePointer<RegistryState>

    /// Creates an empty registry.
    public convenience init() {
        self.init(sharing: Lock())
    }

    /// A registry guarded by `lock`, which others may share: the registries
    /// of the identity table share their shard's lock.
    init(sharing lock: Lock) {
        self.lock = lock
        state = .allocate(capacity: 1)
        state.initialize(to: RegistryState())
    }

    deinit {
        state.pointee.deallocateMembers()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: Calls

    // A call is received with `lock` held (see `Stubbing.answer`)
    // and gives it back before it returns. It records the call when
    // `recording`, and answers it from the member's givens; matchers are
    // the user's code, so they run after the lock is given back.

    /// A call to the member whose `#function` is `function`.
    @inlinable
    func receiveLockedCall<Arguments, Result>(
        _ function: StaticString, _ arguments: Arguments, recording: @autoclosure () -> Bool, answering: Result.Type
    ) -> Result? {
        let member = state.pointee.member(literal: function)
        return receiveLockedCall(to: member, arguments, recording: recording(), answering: answering)
    }

    /// A call through a `FunctionID`: to the member `name`, from the member
    /// whose `#function` is `function`. Also tells whether this registry
    /// sees `function` for the first time, for the check that it is one of
    /// the IDs.
    @inlinable
    func receiveLockedCall<Arguments, Result>(
        site function: StaticString, named name: String, _ arguments: Arguments,
        recording: @autoclosure () -> Bool, answering: Result.Type
    ) -> (answer: Result?, isFirstSighting: Bool) {
        let (member, isFirstSighting) = state.pointee.member(site: function, named: name)
        return (receiveLockedCall(to: member, arguments, recording: recording(), answering: answering), isFirstSighting)
    }

    @inlinable
    func receiveLockedCall<Arguments, Result>(
        to member: Member, _ arguments: Arguments, recording: @autoclosure () -> Bool, answering: Result.Type
    ) -> Result? {
        if state.pointee.recordsCalls(orAsk: recording()) { state.pointee.record(arguments, for: member) }
        member.pointee.timesCalled &+= 1
        switch MemberRecord.answer(of: member, for: Arguments.self, as: Result.self) {
        case .value(let value):
            lock.unlock()
            return value
        case .none:
            lock.unlock()
            return nil
        case .needsMatching(let givens):
            lock.unlock()
            return GivenMatching.value(from: givens, for: arguments, as: Result.self)
        }
    }

    // MARK: Givens and expectations

    func add(_ given: Given, to function: String) {
        lock.withLock {
            state.pointee.member(named: function).pointee.givens.append(given)
        }
    }

    func add(_ expectation: Expectation) {
        lock.withLock { state.pointee.expectations.append(expectation) }
    }

    // What these remove is released after the lock is given back: a
    // given value's or an argument's deinit may call a double, and other
    // registries may share this lock.

    func removeAllGivens() {
        let removed = lock.withLock {
            state.pointee.members.map { member in
                defer { member.pointee.givens.removeAll() }
                return member.pointee.givens
            }
        }
        withExtendedLifetime(removed) {}
    }

    func removeExpectationsAndCalls() {
        let removed = lock.withLock {
            defer {
                state.pointee.expectations.removeAll()
                state.pointee.callOrder.removeAll()
            }
            return (state.pointee.expectations, state.pointee.callLogs.map { $0.removeAll() })
        }
        withExtendedLifetime(removed) {}
    }

    // MARK: History

    /// A consistent copy of the recorded calls, taken under the lock so that
    /// matchers and descriptions run outside it.
    func snapshot() -> CallHistory {
        lock.withLock {
            CallHistory(logs: state.pointee.callLogs.map { $0.copy() }, order: state.pointee.callOrder)
        }
    }

    func recordedArguments<Arguments>(of type: Arguments.Type, function: String?) -> [Arguments] {
        let history = snapshot()
        if let function {
            return history.logs.lazy
                .filter { $0.member == function }
                .compactMap { $0 as? CallLog<Arguments> }
                .first?.arguments ?? []
        }
        let typedLogs = history.logs.map { $0 as? CallLog<Arguments> }
        return history.calls().compactMap { call in
            typedLogs[call.log]?.arguments[call.position]
        }
    }

    func callCount(of function: String) -> Int {
        lock.withLock {
            state.pointee.callLogs.reduce(0) { $0 + ($1.member == function ? $1.count : 0) }
        }
    }

    func givens(for function: String) -> [Given] {
        lock.withLock {
            state.pointee.membersByName[function]?.pointee.givens ?? []
        }
    }

    func currentExpectations() -> [Expectation] {
        lock.withLock { state.pointee.expectations }
    }

    // MARK: Verification

    /// The expectations the calls in `history` do not meet, in registration
    /// order, each with its number of matching calls.
    func unmetExpectations(in history: CallHistory) -> [(expectation: Expectation, matching: Int)] {
        currentExpectations().compactMap { expectation in
            let matching = history.logs.reduce(0) { count, log in
                log.member == expectation.function ? count + log.countMatches(expectation.matcher) : count
            }
            return expectation.amount.isSatisfied(by: matching) ? nil : (expectation, matching)
        }
    }

    /// The givens of members never called whose names are close to a name
    /// that was: most likely typos. A known name (a `FunctionID` case that
    /// was simply not called) is no typo, however close to another.
    func misspelledGivens(knownNames: [String]) -> [(name: String, givens: [Given], suggestion: String)] {
        givensOfUncalledMembers().compactMap { member in
            guard !knownNames.contains(member.name) else { return nil }
            return NameSuggestion.didYouMean(member.name, among: knownNames).map { (member.name, member.givens, $0) }
        }
    }

    /// Whether `verify()` would report anything, without building messages.
    func hasVerificationFailures(extraNames: [String]) -> Bool {
        !unmetExpectations(in: snapshot()).isEmpty
            || !misspelledGivens(knownNames: calledNames() + extraNames).isEmpty
    }

    // MARK: Names

    /// The name a test gave the double, if any.
    var name: String? {
        get { lock.withLock { state.pointee.name } }
        set { lock.withLock { state.pointee.name = newValue } }
    }

    /// The names of the members that were called, in first-call order.
    func calledNames() -> [String] {
        lock.withLock { state.pointee.members.lazy.map(\.pointee).filter { $0.timesCalled > 0 }.map(\.name) }
    }

    /// The names of the members that have givens.
    func namesWithGivens() -> [String] {
        lock.withLock { state.pointee.members.lazy.map(\.pointee).filter { !$0.givens.isEmpty }.map(\.name) }
    }

    /// The givens of members that were never called, by member name.
    func givensOfUncalledMembers() -> [(name: String, givens: [Given])] {
        lock.withLock {
            state.pointee.members.lazy.map(\.pointee).filter { $0.timesCalled == 0 && !$0.givens.isEmpty }
                .map { ($0.name, $0.givens) }
        }
    }

}
