/// Where a member's record lives. Records stay at one address for the
/// registry's life, so the call path updates one in place: no copy of the
/// record (and of its arrays' references), no uniqueness check of an array.
@usableFromInline
typealias MemberRecordPointer = UnsafeMutablePointer<MemberRecord>

/// A registry's mutable state, guarded by its lock. Non-copyable: it owns
/// its member records, which the registry frees once.
@usableFromInline
struct RegistryState: ~Copyable {
    /// Members by the address of their `#function` literal: the hot path.
    @usableFromInline var membersByLiteral: [(literal: UnsafeRawPointer, member: MemberRecordPointer)] = []
    /// The entry of `membersByLiteral` found last.
    @usableFromInline var lastLiteralMember: (literal: UnsafeRawPointer, member: MemberRecordPointer)?
    /// Members by `FunctionID` call site: the `#function` literal of the
    /// calling member and the name its ID stands for.
    @usableFromInline var membersBySite: [(literal: UnsafeRawPointer, name: String, member: MemberRecordPointer)] = []
    @usableFromInline var membersByName: [String: MemberRecordPointer] = [:]
    /// In first-use order. Owned here: see `deallocateMembers()`.
    @usableFromInline var members: [MemberRecordPointer] = []
    /// One log per member and argument type, in creation order.
    @usableFromInline var callLogs: [AnyCallLog] = []
    /// The recorded calls in order, as runs of calls to one log with
    /// consecutive numbers in the process-wide `CallSequence`: a test that
    /// calls one member many times in a row adds one run, not an entry per
    /// call. The newest run is `currentRun`, outside the array, so that
    /// extending it writes two fields and no array.
    @usableFromInline var callRuns: [CallRun] = []
    @usableFromInline var currentRun = CallRun()
    /// The process-wide counter of recorded calls, held here so that a
    /// call reaches it without a global's lazy initialisation.
    @usableFromInline let sequence = CallSequence.counter
    var expectations: [Expectation] = []
    /// Tasks waiting for calls, by member name; `hasWaiters` keeps the
    /// call path to one load when there are none.
    var waiters: [String: [CallWaiter]] = [:]
    @usableFromInline var hasWaiters = false
    /// What verify-after-the-act checks looked for: the calls they matched
    /// are accounted for, for `verifyNoOtherCalls()`.
    var verifiedPatterns: [Expectation] = []
    /// The name a test gave the double, for messages.
    var name: String?
    /// Whether the double records calls, learned on its first call: asking
    /// the type each time costs a conformance lookup for stubs.
    @usableFromInline var recordsCalls: Bool?
    /// The stubbing policy and whether calls go through by default.
    @usableFromInline var settings = DoubleSettings()
    /// Members and return types already noted for givens that cannot fit.
    var unfitGivensNoted: Set<UnfitGivensKey> = []
    /// Removed givens whose answer a call may still be running: a call
    /// holds its given unretained (a retain and release would cost more than
    /// the rest of the call), so the registry keeps every such given while
    /// it lives. `removeAllGivens()` retires such givens. A setter's write
    /// that replaces an earlier one retires nothing: a stored value is an
    /// immediate answer, which a call takes under the lock and does not run
    /// outside it, so the replaced given is released once the lock is free.
    var retiredGivens: [Given] = []
    /// Histories of returned values cleared from their members: kept while
    /// the registry lives, for calls in flight to fill their entries.
    var retiredResults: [ResultHistory] = []
    /// Members and return types already noted for answering `nil` despite
    /// givens.
    var nilAnswersNoted: Set<UnfitGivensKey> = []
    /// What those notes said, for `verify()` under the strict policy.
    var unfitGivensReports: [(member: String, report: String)] = []
    /// How many of `unfitGivensReports` `verify()` or a `.verifiesDoubles`
    /// scope has checked: a scope reports only those after them.
    var settledUnfitGivensReports = 0

    @usableFromInline
    init() {}

    @inlinable
    mutating func recordsCalls(orAsk ask: @autoclosure () -> Bool) -> Bool {
        if let recordsCalls { return recordsCalls }
        let answer = ask()
        recordsCalls = answer
        return answer
    }

    /// Empties every member's givens; returns those it does not retire,
    /// for the caller to release outside the lock.
    mutating func removeAllGivens() -> [[Given]] {
        unfitGivensNoted.removeAll()
        nilAnswersNoted.removeAll()
        unfitGivensReports.removeAll()
        settledUnfitGivensReports = 0
        return members.map { member in
            defer { member.pointee.givens.removeAll() }
            retiredGivens += member.pointee.givens.filter { !$0.answer.isImmediate }
            return member.pointee.givens
        }
    }

    /// Forgets every recorded call; returns the arguments, for the caller
    /// to release outside the lock.
    mutating func removeCalls() -> [Any] {
        var removed: [Any] = []
        for member in members {
            member.pointee.timesCalled = 0
            member.pointee.callsGeneration &+= 1
            let (released, retired) = member.pointee.removeResults()
            removed += released
            if let retired { retiredResults.append(retired) }
        }
        callRuns.removeAll()
        currentRun = CallRun()
        verifiedPatterns.removeAll()
        return removed + callLogs.map { $0.removeAll() }
    }

    /// Wakes the tasks waiting for calls to `member`.
    @usableFromInline
    func wakeWaiters(for member: MemberRecordPointer) {
        for waiter in waiters[member.pointee.name] ?? [] { waiter.callArrived() }
    }

    /// Frees the member records; the registry's `deinit` calls it.
    mutating func deallocateMembers() {
        for member in members {
            member.deinitialize(count: 1)
            member.deallocate()
        }
        members.removeAll()
    }

    /// The member of a `#function` literal: the one called last, checked
    /// inline, else found by the literal's address.
    @inlinable @inline(__always)
    mutating func member(literal function: StaticString) -> MemberRecordPointer {
        if function.hasPointerRepresentation, let last = lastLiteralMember,
            last.literal == UnsafeRawPointer(function.utf8Start)
        {
            return last.member
        }
        return member(findingLiteral: function)
    }

    @usableFromInline
    mutating func member(findingLiteral function: StaticString) -> MemberRecordPointer {
        guard function.hasPointerRepresentation else { return member(named: function.description) }
        let literal = UnsafeRawPointer(function.utf8Start)
        let found: MemberRecordPointer
        if let known = membersByLiteral.first(where: { $0.literal == literal }) {
            found = known.member
        } else {
            found = member(named: function.description)
            membersByLiteral.append((literal, found))
        }
        lastLiteralMember = (literal, found)
        return found
    }

    /// The member `key` names, and whether a `FunctionID` call site is
    /// seen for the first time.
    @inlinable @inline(__always)
    mutating func member(for key: MemberKey) -> (MemberRecordPointer, isNewSite: Bool) {
        switch key {
        case .literal(let function, _): (member(literal: function), false)
        case .id(let name, let site): member(site: site, named: name)
        case .name(let name, _): (member(named: name), false)
        }
    }

    /// The member a `FunctionID` call names, and whether the call site
    /// (the calling member's `#function` and the ID) is new.
    @inlinable
    mutating func member(site function: StaticString, named name: String) -> (MemberRecordPointer, isNewSite: Bool) {
        guard function.hasPointerRepresentation else { return (member(named: name), false) }
        let literal = UnsafeRawPointer(function.utf8Start)
        for index in membersBySite.indices
        where membersBySite[index].literal == literal && membersBySite[index].name == name {
            return (membersBySite[index].member, false)
        }
        let member = member(named: name)
        membersBySite.append((literal, name, member))
        return (member, true)
    }

    @usableFromInline
    mutating func member(named name: String) -> MemberRecordPointer {
        if let member = membersByName[name] { return member }
        let member = MemberRecordPointer.allocate(capacity: 1)
        member.initialize(to: MemberRecord(name: name))
        members.append(member)
        membersByName[name] = member
        return member
    }

    /// Records a call; `isWrite` marks a property's or subscript's setter,
    /// whose calls have a log of their own (their arguments' type differs
    /// from the getter's). A new log keeps the kind of its first caller.
    @inlinable
    mutating func record<Arguments>(
        _ arguments: Arguments, for member: MemberRecordPointer, isWrite: Bool, key: MemberKey
    ) {
        let last = member.pointee.lastLog
        if let last, last.argumentsType == ObjectIdentifier(Arguments.self) {
            CallLog.append(arguments, to: last.storage)
            addToOrder(log: last.index)
        } else {
            let log = makeLog(for: member, of: Arguments.self, isWrite: isWrite, key: key)
            CallLog.append(arguments, to: log.storage)
            addToOrder(log: log.index)
        }
    }

    /// Numbers a call to `log` and adds it to the order of calls.
    @inlinable @inline(__always)
    mutating func addToOrder(log: UInt32) {
        let number = CallSequence.next(sequence)
        if currentRun.log == log, currentRun.first &+ UInt64(currentRun.count) == number, currentRun.count < .max {
            currentRun.count &+= 1
        } else {
            startRun(log: log, at: number)
        }
    }

    @usableFromInline
    mutating func startRun(log: UInt32, at number: UInt64) {
        if currentRun.count > 0 { callRuns.append(currentRun) }
        currentRun = CallRun(log: log, count: 1, first: number)
    }

    @usableFromInline
    mutating func makeLog<Arguments>(
        for member: MemberRecordPointer, of type: Arguments.Type, isWrite: Bool, key: MemberKey
    ) -> CallLog<Arguments> {
        let index =
            member.pointee.logs.first { callLogs[$0].argumentsType == ObjectIdentifier(type) }
            ?? {
                callLogs.append(
                    CallLog<Arguments>(
                        member: member.pointee.name, kind: key.callerKind(member),
                        index: UInt32(callLogs.count), isWrite: isWrite))
                member.pointee.logs.append(callLogs.count - 1)
                return callLogs.count - 1
            }()
        let log = unsafeDowncast(callLogs[index], to: CallLog<Arguments>.self)
        member.pointee.lastLog = LastLog(
            argumentsType: log.argumentsType, storage: log.storage, index: log.index)
        return log
    }
}

/// A given that applies to any arguments and returns a plain value.
@usableFromInline
struct PlainGiven {
    @usableFromInline let valueType: ObjectIdentifier
    /// `givens` keeps the answer alive.
    @usableFromInline unowned(unsafe) let answer: Answer
    /// `givens` keeps the given alive.
    @usableFromInline unowned(unsafe) let given: Given
    /// The same given, for `returnedValues`' runs: compared and passed on
    /// without a retain.
    @usableFromInline let reference: Unmanaged<Given>

    init?(_ given: Given) {
        guard given.matcher.acceptsAnything, let valueType = given.plainValueType else { return nil }
        self.valueType = valueType
        self.answer = given.answer
        self.given = given
        self.reference = .passUnretained(given)
    }
}

/// A given that applies to any arguments and computes its answer, with
/// the closure's types.
@usableFromInline
struct ComputedGiven {
    @usableFromInline let argumentsType: ObjectIdentifier
    @usableFromInline let valueType: ObjectIdentifier
    /// `givens` keeps the given alive.
    @usableFromInline let given: Unmanaged<Given>

    init?(_ given: Given) {
        guard given.matcher.acceptsAnything, let types = given.computedTypes else { return nil }
        argumentsType = types.arguments
        valueType = types.value
        self.given = .passUnretained(given)
    }
}

/// Calls in a registry's order of calls: `count` calls to the log
/// `log`, numbered from `first` on in the process-wide `CallSequence`.
@usableFromInline
struct CallRun {
    @usableFromInline var log: UInt32
    @usableFromInline var count: UInt32
    @usableFromInline var first: UInt64

    /// No calls.
    @usableFromInline
    init() {
        self.init(log: 0, count: 0, first: 0)
    }

    @usableFromInline
    init(log: UInt32, count: UInt32, first: UInt64) {
        self.log = log
        self.count = count
        self.first = first
    }
}

/// Where the latest call to a member was logged: enough to log the next
/// call of the same argument type without touching (and retaining) the log.
/// `callLogs` keeps the log, and so its storage, alive.
@usableFromInline
struct LastLog {
    @usableFromInline let argumentsType: ObjectIdentifier
    @usableFromInline let storage: UnsafeMutableRawPointer
    @usableFromInline let index: UInt32

    @usableFromInline
    init(argumentsType: ObjectIdentifier, storage: UnsafeMutableRawPointer, index: UInt32) {
        self.argumentsType = argumentsType
        self.storage = storage
        self.index = index
    }
}

/// What a registry knows about one member.
@usableFromInline
struct MemberRecord {
    @usableFromInline let name: String
    /// The kind of the member whose `#function` is `name`: the caller's
    /// kind when the name is the caller's `#function`, the common case.
    @usableFromInline let nameKind: MemberKind
    @usableFromInline var givens: [Given] = [] {
        didSet {
            newestPlainGiven = givens.last.flatMap(PlainGiven.init)
            newestComputedGiven = givens.last.flatMap(ComputedGiven.init)
            if givens.isEmpty { answeredGivens.removeAll() }
        }
    }
    /// The givens that answered a call, kept under the strict policy only,
    /// for `verify()` to report the others.
    @usableFromInline var answeredGivens: Set<ObjectIdentifier> = []
    /// The newest given when it needs no matcher and holds a plain value:
    /// the common case, answered without scanning or retaining `givens`.
    @usableFromInline var newestPlainGiven: PlainGiven?
    /// The newest given when it needs no matcher and computes its answer:
    /// found without scanning `givens`.
    @usableFromInline var newestComputedGiven: ComputedGiven?
    /// Indices of this member's logs, one per argument type it was called
    /// with; more than one only for overloads that share a name.
    @usableFromInline var logs: [Int] = []
    /// The log of the latest call, checked first.
    @usableFromInline var lastLog: LastLog?
    /// Calls received, recorded or not: tells a misspelled name from one
    /// that was merely not called yet.
    @usableFromInline var timesCalled = 0
    /// What the recorded calls returned, for `returnedValues`.
    @usableFromInline var results: ResultHistory?
    /// The calls answered by the newest run of one plain given.
    @usableFromInline var currentRun = ResultRun()
    /// Where the latest value kept in `results` went.
    @usableFromInline var lastColumn: LastColumn?
    /// Counts the times the member's calls were forgotten: an answer that
    /// arrives after that keeps nothing.
    @usableFromInline var callsGeneration: UInt32 = 0

    @usableFromInline
    init(name: String) {
        self.name = name
        self.nameKind = MemberKind(function: name)
    }

    /// What the givens make of a call, as far as no user code is needed:
    /// an immediate answer's value, a given whose answer runs user code, or
    /// the givens for matchers to decide on. Reads the record in place: a
    /// copy would retain its arrays. Under the strict policy (`marking`)
    /// it marks the given that answered.
    @inlinable
    static func lookUpGiven<Arguments, Result>(
        of member: MemberRecordPointer, for arguments: Arguments.Type, as result: Result.Type, _ form: CallForm,
        marking: Bool
    ) -> GivenLookup<Result> {
        // The newest plain given of the call's type answered in
        // `receive`, before this.
        if let computed = member.pointee.newestComputedGiven,
            computed.argumentsType == ObjectIdentifier(Arguments.self),
            computed.valueType == ObjectIdentifier(Result.self)
        {
            return .given(computed.given)
        }
        // Indexed in place rather than through `withUnsafeBufferPointer`,
        // which would retain the array for the closure's duration.
        var index = member.pointee.givens.endIndex
        if index == 0 { return .noGivens }
        while index > 0 {
            index -= 1
            // Borrowed, not retained: `givens` keeps every given alive. Read
            // through `Unmanaged`: a method called on an `unowned(unsafe)`
            // reference retained it.
            let reference = Unmanaged.passUnretained(member.pointee.givens[index])
            let lookup: GivenLookup<Result>? = reference._withUnsafeGuaranteedRef { given in
                if !given.matcher.acceptsAnything {
                    return given.matcher.argumentsTypeID == ObjectIdentifier(Arguments.self)
                        ? .needsMatching(member.pointee.givens) : nil
                }
                // A computed answer of the call's own types, the common
                // case of a closure, before the casts below.
                if given.computedTypes != nil {
                    if given.fitsWithoutCasting(Arguments.self, Result.self) { return .given(reference) }
                } else if let value = given.immediateValue(as: result) {
                    if marking { member.pointee.answeredGivens.insert(ObjectIdentifier(given)) }
                    return .value(value)
                }
                if !given.answer.isImmediate, given.answer.fits(Arguments.self, Result.self, form) {
                    return .given(reference)
                }
                return nil
            }
            if let lookup { return lookup }
        }
        return .noGivenFits
    }
}

/// A member and return type noted for givens that cannot fit.
struct UnfitGivensKey: Hashable {
    let member: String
    let resultType: ObjectIdentifier
}
