import Foundation

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
    @usableFromInline let lock = NSLock()
    /// Members found by the address of their `#function` literal: the hot path.
    @usableFromInline var membersByLiteral: [(literal: UnsafeRawPointer, member: MemberRecord)] = []
    @usableFromInline var membersByName: [String: MemberRecord] = [:]
    /// One log per member and argument type, in creation order.
    @usableFromInline var callLogs: [AnyCallLog] = []
    /// For each recorded call, in order, the index of its log in `callLogs`.
    @usableFromInline var callOrder: [UInt32] = []
    var expectations: [Expectation] = []

    /// Creates an empty registry.
    public init() {}

    // MARK: Calls

    /// Records a call when `recording`, and returns the member's givens.
    @inlinable
    func receiveCall<Arguments>(
        _ function: StaticString, _ arguments: Arguments, recording: Bool
    ) -> [Given] {
        lock.lock()
        defer { lock.unlock() }
        let member = member(literal: function)
        if recording { record(arguments, for: member) }
        return member.givens
    }

    @inlinable
    func receiveCall<Arguments>(
        named function: String, _ arguments: Arguments, recording: Bool
    ) -> [Given] {
        lock.lock()
        defer { lock.unlock() }
        let member = member(named: function)
        if recording { record(arguments, for: member) }
        return member.givens
    }

    /// Must hold `lock`.
    @inlinable
    func member(literal function: StaticString) -> MemberRecord {
        guard function.hasPointerRepresentation else { return member(named: function.description) }
        let literal = UnsafeRawPointer(function.utf8Start)
        for entry in membersByLiteral where entry.literal == literal {
            return entry.member
        }
        let member = member(named: function.description)
        membersByLiteral.append((literal, member))
        return member
    }

    /// Must hold `lock`.
    @usableFromInline
    func member(named name: String) -> MemberRecord {
        if let member = membersByName[name] { return member }
        let member = MemberRecord(name: name)
        membersByName[name] = member
        return member
    }

    /// Must hold `lock`.
    @inlinable
    func record<Arguments>(_ arguments: Arguments, for member: MemberRecord) {
        let log: CallLog<Arguments>
        if let last = member.lastLog, last.argumentsType == ObjectIdentifier(Arguments.self) {
            log = unsafeDowncast(last, to: CallLog<Arguments>.self)
        } else {
            log = makeLog(for: member, of: Arguments.self)
        }
        log.arguments.append(arguments)
        callOrder.append(log.index)
    }

    /// Must hold `lock`.
    @usableFromInline
    func makeLog<Arguments>(for member: MemberRecord, of type: Arguments.Type) -> CallLog<Arguments> {
        if let existing = member.logs.first(where: { $0.argumentsType == ObjectIdentifier(type) }) {
            member.lastLog = existing
            return unsafeDowncast(existing, to: CallLog<Arguments>.self)
        }
        let log = CallLog<Arguments>(member: member.name, index: UInt32(callLogs.count))
        callLogs.append(log)
        member.logs.append(log)
        member.lastLog = log
        return log
    }

    // MARK: Givens and expectations

    func add(_ given: Given, to function: String) {
        lock.withLock { member(named: function).givens.append(given) }
    }

    func add(_ expectation: Expectation) {
        lock.withLock { expectations.append(expectation) }
    }

    func removeAllGivens() {
        lock.withLock {
            for member in membersByName.values { member.givens.removeAll() }
        }
    }

    func removeExpectationsAndCalls() {
        lock.withLock {
            expectations.removeAll()
            callOrder.removeAll()
            for log in callLogs { log.removeAll() }
        }
    }

    // MARK: History

    /// A consistent copy of the recorded calls, taken under the lock so that
    /// matchers and descriptions run outside it.
    func snapshot() -> CallHistory {
        lock.withLock {
            CallHistory(logs: callLogs.map { $0.copy() }, order: callOrder)
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
        return history.calls().compactMap { call in
            (history.logs[call.log] as? CallLog<Arguments>)?.arguments[call.position]
        }
    }

    func callCount(of function: String) -> Int {
        lock.withLock {
            membersByName[function]?.logs.reduce(0) { $0 + $1.count } ?? 0
        }
    }

    func givens(for function: String) -> [Given] {
        lock.withLock { membersByName[function]?.givens ?? [] }
    }

    func currentExpectations() -> [Expectation] {
        lock.withLock { expectations }
    }
}
