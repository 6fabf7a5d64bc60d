/// A registry's mutable state, guarded by its lock. Non-copyable: it owns
/// its member records, which the registry frees once.
@usableFromInline
struct RegistryState: ~Copyable {
    /// Members by the address of their `#function` literal: the hot path.
    @usableFromInline var membersByLiteral = InlineFirstArray<LiteralMember>()
    @usableFromInline typealias LiteralMember = (literal: UnsafeRawPointer, member: MemberRecordPointer)
    /// The entry of `membersByLiteral` found last.
    @usableFromInline var lastLiteralMember: LiteralMember?
    /// Members by `FunctionID` call site: the `#function` literal of the
    /// calling member and the name its ID stands for.
    @usableFromInline var membersBySite: [(literal: UnsafeRawPointer, name: String, member: MemberRecordPointer)] = []
    /// Members by name (`rare.membersByName`) once there are more than
    /// this: fewer are found by comparing the names in `members`.
    static var membersFoundByScan: Int { 8 }
    /// The entry of `membersByName` found last: a closure double calls one
    /// member by the same `String` every time, and comparing it costs less
    /// than hashing it.
    @usableFromInline var lastNamedMember: (name: String, member: MemberRecordPointer)?
    /// In first-use order. Owned here: see `deallocateMembers()`.
    @usableFromInline var members = InlineFirstArray<MemberRecordPointer>()
    /// One log per member and argument type, in creation order.
    @usableFromInline var callLogs = InlineFirstArray<AnyCallLog>()
    /// The recorded calls in order, as runs of calls to one log with
    /// consecutive numbers in the process-wide `CallSequence`: a test that
    /// calls one member many times in a row adds one run, not an entry per
    /// call. The newest run is `currentRun`, outside the array, so that
    /// extending it writes two fields and no array.
    @usableFromInline var callRuns: [CallRun] = []
    @usableFromInline var currentRun = CallRun()
    /// The process-wide counter of epochs (see `CallSequence`), held here
    /// so that a call reaches it without a global's lazy initialisation;
    /// unretained, as it lives as long as the process (measured: retaining
    /// it cost each registry an atomic add and subtract on a word every
    /// double shares).
    @usableFromInline let sequence = Unmanaged<AnyObject>.passUnretained(CallSequence.counter)
    /// Whether tasks wait for calls (`waiters`), for `needsAttention`.
    var hasWaiters = false
    /// How many closure forms (`given { $0.fetch(id: 3) }`) are recording
    /// a call to this registry's double, on any task.
    var recordings = 0
    /// Whether a call must look beyond its member: tasks wait for calls,
    /// or a closure form is recording one. The call path's one load for
    /// both (see `attend`).
    @usableFromInline var needsAttention = false {
        didSet { updateRoute() }
    }
    /// Whether the double records calls, learned on its first call: asking
    /// the type each time costs a conformance lookup for stubs.
    @usableFromInline var recordsCalls: Bool? {
        didSet { updateRoute() }
    }
    /// `needsAttention` and `recordsCalls` in one load for the call path.
    @usableFromInline var route = CallRoute.checking
    /// The stubbing policy and whether calls go through by default.
    @usableFromInline var settings = DoubleSettings()
    /// Expectations, notes, retired givens and the like: see
    /// `RareRegistryState`. `nil` until one is first written.
    var rare: RareRegistryState?
    /// How many of `unfitGivensReports` `verify()` or a `.verifiesDoubles`
    /// scope has checked: a scope reports only those after them.
    var settledUnfitGivensReports = 0
    /// The XCTest test (as `LinkedXCTest` numbers them) in which a given or
    /// an expectation was last added: 0 for none, or where StuntDouble does
    /// not follow XCTest's tests (Apple platforms).
    var xcTestOfLastSetUp: UInt64 = 0

    /// Where the first member's record goes, with its `ResultRoom`: room
    /// in the state's own allocation (see
    /// `Locked.init(sharing:keptBy:withRoomFor:plus:_:)`), so that a double
    /// of one member allocates no record. `nil` for none.
    let firstMemberRoom: MemberRecordPointer?

    /// A state that puts its first member's record in `firstMemberRoom`,
    /// uninitialized memory it owns.
    init(firstMemberRoom: MemberRecordPointer? = nil) {
        self.firstMemberRoom = firstMemberRoom
    }

    /// Whether a call needs no attention and its double is known to record,
    /// or known not to; else the call checks both.
    @usableFromInline
    enum CallRoute: UInt8 {
        case recording, notRecording, checking
    }

    /// Sets `route` from `needsAttention` and `recordsCalls`; called when
    /// either changes.
    mutating func updateRoute() {
        route = needsAttention ? .checking : recordsCalls.map { $0 ? .recording : .notRecording } ?? .checking
    }

    @inlinable
    mutating func recordsCalls(orAsk ask: @autoclosure () -> Bool) -> Bool {
        if let recordsCalls { return recordsCalls }
        let answer = ask()
        recordsCalls = answer
        return answer
    }

    /// Empties every member's givens but a `@Stubbed` property's starting
    /// value, part of the double as a default is; returns those it does not
    /// retire, for the caller to release outside the lock.
    mutating func removeAllGivens() -> [[Given]] {
        // Emptied in place: a double without them gets no `rare` for this.
        rare?.unfitGivensNoted.removeAll()
        rare?.nilAnswersNoted.removeAll()
        rare?.unfitGivensReports.removeAll()
        settledUnfitGivensReports = 0
        return members.map { member in
            let removed = member.pointee.givens.filter { $0.storedValue != .starting }
            let retired = removed.filter { !$0.answer.isImmediate }
            if !retired.isEmpty { retiredGivens += retired }
            member.pointee.givens.removeAll { $0.storedValue != .starting }
            // A removed given's address may be a new given's.
            member.pointee.answeredGivens.removeAll()
            return removed
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
        rare?.verifiedPatterns.removeAll()
        return removed + callLogs.map { $0.removeAll() }
    }

    /// Wakes the tasks waiting for calls to `member`.
    @usableFromInline
    func wakeWaiters(for member: MemberRecordPointer) {
        for waiter in waiters[member.pointee.name] ?? [] { waiter.callArrived() }
    }

    /// Frees the member records; the registry's `deinit` calls it. The
    /// values in their rooms go first: retired histories may hold some.
    mutating func deallocateMembers() {
        for history in retiredResults { history.roomChunk?.destroyValues() }
        for member in members {
            member.pointee.results.roomChunk?.destroyValues()
            member.deinitialize(count: 1)
            if member != firstMemberRoom {
                RawMemory.free(UnsafeMutableRawPointer(member), alignment: MemoryLayout<MemberRecord>.alignment)
            }
        }
        members.removeAll()
        lastNamedMember = nil
    }

    /// The member of a `#function` literal: the one called last, checked
    /// inline, else found by the literal's address.
    @inlinable @inline(__always)
    mutating func member(literal function: StaticString) -> MemberRecordPointer {
        if function.hasPointerRepresentation, let last = lastMember(at: UnsafeRawPointer(function.utf8Start)) {
            return last
        }
        return member(findingLiteral: function)
    }

    @usableFromInline
    mutating func member(findingLiteral function: StaticString) -> MemberRecordPointer {
        guard function.hasPointerRepresentation else { return member(named: function.description) }
        let literal = UnsafeRawPointer(function.utf8Start)
        if let known = knownMember(at: literal) { return known }
        let (name, kind) = LiteralNames.shared.name(of: function)
        return keep(member(named: name, kind: kind), at: literal)
    }

    /// The member `key` names, and whether a `FunctionID` call site is
    /// seen for the first time.
    @inlinable @inline(__always)
    mutating func member(for key: MemberKey) -> (MemberRecordPointer, isNewSite: Bool) {
        switch key {
        case .literal(let function, _): (member(literal: function), false)
        case .id(let name, let site): member(site: site, named: name)
        case .name(let name, _):
            // The last name, compared inline: a closure double calls by one
            // `String` every time (measured: 22 instructions a call).
            (lastMember(named: name) ?? member(named: name), false)
        case .stubbed(let property, _):
            (lastMember(at: UnsafeRawPointer(property.toOpaque())) ?? member(findingStubbed: property), false)
        }
    }

    /// The member of a `@Stubbed` property whose name is found, kept with
    /// the literals' by the address of its `StubbedProperty`, which the
    /// registry holds from then on: no other property is ever found at
    /// that address while the registry lives (a literal's address and an
    /// object's are never the same).
    @usableFromInline
    mutating func member(findingStubbed property: Unmanaged<StubbedProperty>) -> MemberRecordPointer {
        let address = UnsafeRawPointer(property.toOpaque())
        if let known = knownMember(at: address) { return known }
        let held = property.takeUnretainedValue()
        stubbedProperties.append(held)
        return keep(member(named: held.foundName), at: address)
    }

    /// The member found by `address` (a literal's or a `StubbedProperty`'s)
    /// last, if that is its address.
    @inlinable @inline(__always)
    func lastMember(at address: UnsafeRawPointer) -> MemberRecordPointer? {
        guard let last = lastLiteralMember, last.literal == address else { return nil }
        return last.member
    }

    /// The member kept for `address` in `membersByLiteral`, if any, now the
    /// one found last.
    @inline(__always)
    private mutating func knownMember(at address: UnsafeRawPointer) -> MemberRecordPointer? {
        guard let known = membersByLiteral.first(where: { $0.literal == address }) else { return nil }
        lastLiteralMember = known
        return known.member
    }

    /// Keeps `member` for `address` in `membersByLiteral`, as the one found
    /// last.
    @inline(__always)
    private mutating func keep(_ member: MemberRecordPointer, at address: UnsafeRawPointer) -> MemberRecordPointer {
        membersByLiteral.append((address, member))
        lastLiteralMember = (address, member)
        return member
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
        member(named: name, kind: MemberKind(function: name))
    }

    /// The member named `name`; a new record's `nameKind` is `kind`, the
    /// kind of the member whose `#function` `name` is.
    @inline(__always)
    private mutating func member(named name: String, kind: @autoclosure () -> MemberKind) -> MemberRecordPointer {
        if let last = lastMember(named: name) { return last }
        let member = existingMember(named: name) ?? newMember(named: name, kind: kind())
        lastNamedMember = (name, member)
        return member
    }

    /// The member found by `name` last, if that is its name.
    @inlinable @inline(__always)
    func lastMember(named name: String) -> MemberRecordPointer? {
        guard let last = lastNamedMember, last.name == name else { return nil }
        return last.member
    }

    /// The member named `name`, if it was used before.
    func existingMember(named name: String) -> MemberRecordPointer? {
        guard members.count > Self.membersFoundByScan else {
            for member in members where member.pointee.name == name { return member }
            return nil
        }
        return membersByName[name]
    }

    private mutating func newMember(named name: String, kind: MemberKind) -> MemberRecordPointer {
        let member = members.isEmpty ? firstMemberRoom ?? Self.allocateMember() : Self.allocateMember()
        member.initialize(to: MemberRecord(name: name, kind: kind))
        members.append(member)
        if members.count == Self.membersFoundByScan + 1 {
            for member in members { membersByName[member.pointee.name] = member }
        } else if members.count > Self.membersFoundByScan {
            membersByName[name] = member
        }
        return member
    }

    /// Memory for a member's record and its `ResultRoom`.
    private static func allocateMember() -> MemberRecordPointer {
        RawMemory.allocate(byteCount: ResultRoom.allocationByteCount, alignment: MemoryLayout<MemberRecord>.alignment)
            .bindMemory(to: MemberRecord.self, capacity: 1)
    }

    /// Records a call; `isWrite` marks a property's or subscript's setter,
    /// whose calls have a log of their own (their arguments' type differs
    /// from the getter's). A new log keeps the kind of its first caller
    /// (see `MemberKind.init(caller:namingMember:_:)`).
    @inlinable
    mutating func record<Arguments>(
        _ arguments: Arguments, for member: MemberRecordPointer, isWrite: Bool, caller: StaticString,
        callerNamesMember: Bool
    ) {
        if member.pointee.lastLog?.argumentsType != ObjectIdentifier(Arguments.self) {
            makeLog(
                for: member, of: Arguments.self, isWrite: isWrite, caller: caller,
                callerNamesMember: callerNamesMember)
        }
        // Through `lastLog`, which `makeLog` sets: the log unretained.
        let last = member.pointee.lastLog.unsafelyUnwrapped
        CallLog<Arguments>.append(arguments, to: last.log)
        addToOrder(log: last.index)
    }

    /// Numbers a call to `log` and adds it to the order of calls.
    @inlinable @inline(__always)
    mutating func addToOrder(log: UInt32) {
        // The number after the current run's last call. With no run (none
        // yet, or the calls cleared), `first` and `count` are 0 and it reads
        // as an epoch with no room left, so the call takes a new epoch.
        let next = currentRun.first &+ UInt64(currentRun.count)
        let number = sequence._withUnsafeGuaranteedRef { CallSequence.number(after: next &- 1, $0) }
        if currentRun.log == log, next == number, currentRun.count < .max {
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

    /// Out of the common path, but inlined into the member for its types:
    /// a double's first call gets here. Takes the key's caller apart (see
    /// `MemberKind.init(caller:namingMember:_:)`).
    @inlinable
    mutating func makeLog<Arguments>(
        for member: MemberRecordPointer, of type: Arguments.Type, isWrite: Bool, caller: StaticString,
        callerNamesMember: Bool
    ) {
        for index in member.pointee.logs where callLogs[index].argumentsType == ObjectIdentifier(type) {
            let found = callLogs[index]
            member.pointee.lastLog = LastLog(argumentsType: found.argumentsType, log: found, index: found.index)
            return
        }
        // Without closures: `first(where:) ?? { … }()` cost a double's
        // first call about 2,000 instructions (measured).
        let log = CallLog<Arguments>.make(
            member: member.pointee.name,
            kind: MemberKind(caller: caller, namingMember: callerNamesMember, member),
            index: UInt32(callLogs.count), isWrite: isWrite)
        member.pointee.logs.append(callLogs.count)
        member.pointee.lastLog = LastLog(argumentsType: log.argumentsType, log: log, index: log.index)
        // Last: the array takes the log over, with no retain of its own.
        callLogs.append(log)
    }
}

/// A member and return type noted for givens that cannot fit.
struct UnfitGivensKey: Hashable {
    let member: String
    let resultType: ObjectIdentifier
}
