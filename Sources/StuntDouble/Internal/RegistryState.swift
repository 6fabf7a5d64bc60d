/// A registry's mutable state, guarded by its lock.
@usableFromInline
struct RegistryState {
    /// Member indices by the address of their `#function` literal: the hot path.
    @usableFromInline var membersByLiteral: [(literal: UnsafeRawPointer, member: Int)] = []
    @usableFromInline var membersByName: [String: Int] = [:]
    @usableFromInline var members: [MemberRecord] = []
    /// One log per member and argument type, in creation order.
    @usableFromInline var callLogs: [AnyCallLog] = []
    /// For each recorded call, in order, the index of its log in `callLogs`.
    @usableFromInline var callOrder: [UInt32] = []
    var expectations: [Expectation] = []

    @usableFromInline
    init() {}

    @inlinable
    mutating func member(literal function: StaticString) -> Int {
        guard function.hasPointerRepresentation else { return member(named: function.description) }
        let literal = UnsafeRawPointer(function.utf8Start)
        for entry in membersByLiteral where entry.literal == literal {
            return entry.member
        }
        let member = member(named: function.description)
        membersByLiteral.append((literal, member))
        return member
    }

    @usableFromInline
    mutating func member(named name: String) -> Int {
        if let member = membersByName[name] { return member }
        members.append(MemberRecord(name: name))
        membersByName[name] = members.count - 1
        return members.count - 1
    }

    @inlinable
    mutating func record<Arguments>(_ arguments: Arguments, for member: Int) {
        let last = members[member].lastLog
        let log: CallLog<Arguments>
        if last >= 0, callLogs[last].argumentsType == ObjectIdentifier(Arguments.self) {
            log = unsafeDowncast(callLogs[last], to: CallLog<Arguments>.self)
        } else {
            log = makeLog(for: member, of: Arguments.self)
        }
        log.storage.pointee.append(arguments)
        callOrder.append(log.index)
    }

    @usableFromInline
    mutating func makeLog<Arguments>(for member: Int, of type: Arguments.Type) -> CallLog<Arguments> {
        let index =
            members[member].logs.first { callLogs[$0].argumentsType == ObjectIdentifier(type) }
            ?? {
                callLogs.append(CallLog<Arguments>(member: members[member].name, index: UInt32(callLogs.count)))
                members[member].logs.append(callLogs.count - 1)
                return callLogs.count - 1
            }()
        members[member].lastLog = index
        return unsafeDowncast(callLogs[index], to: CallLog<Arguments>.self)
    }
}

/// What a registry knows about one member.
@usableFromInline
struct MemberRecord {
    @usableFromInline let name: String
    @usableFromInline var givens: [Given] = []
    /// Indices of this member's logs, one per argument type it was called
    /// with; more than one only for overloads that share a name.
    @usableFromInline var logs: [Int] = []
    /// The log of the latest call, checked first; -1 before any.
    @usableFromInline var lastLog = -1

    @usableFromInline
    init(name: String) {
        self.name = name
    }

    @usableFromInline
    enum Answer<Result> {
        case value(Result)
        case none
        /// A given with a real matcher fits: the user's matchers decide,
        /// outside the lock.
        case needsMatching([Given])
    }

    /// Answers from givens that need no user code; defers to matching
    /// otherwise.
    @inlinable
    static func answer<Arguments, Result>(
        from givens: [Given], for arguments: Arguments.Type, as result: Result.Type
    ) -> Answer<Result> {
        var index = givens.endIndex
        while index > givens.startIndex {
            index -= 1
            let given = givens[index]
            if !given.matcher.acceptsAnything {
                if given.matcher.argumentsTypeID == ObjectIdentifier(Arguments.self) { return .needsMatching(givens) }
                continue
            }
            if let value = given.value(as: result) { return .value(value) }
        }
        return .none
    }
}
