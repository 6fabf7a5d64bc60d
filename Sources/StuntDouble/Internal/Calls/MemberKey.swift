/// How a call names the member it is for, and which member of the double
/// calls: the `caller`'s `#function` tells its kind (see `MemberKind`).
@usableFromInline
enum MemberKey {
    /// `#function` or another literal, found by the literal's address: the
    /// fast path.
    case literal(StaticString, caller: StaticString)
    /// A `FunctionID` case's raw value, passed by the member whose
    /// `#function` is `site`.
    case id(String, site: StaticString)
    /// A name computed at run time, found by hashing it.
    case name(String, caller: StaticString)
    /// A `@Stubbed` property whose name its first access found, found by
    /// the address of its `StubbedProperty`, as a literal is: the property
    /// is the double's, so it lives while the double calls.
    case stubbed(Unmanaged<StubbedProperty>, caller: StaticString)

    /// The member's name, as messages and the call history spell it.
    @inlinable
    var memberName: String {
        switch self {
        case .literal(let function, _): function.description
        case .id(let rawValue, _): rawValue
        case .name(let name, _): name
        case .stubbed(let property, _): property._withUnsafeGuaranteedRef { $0.foundName }
        }
    }

    /// The calling member's `#function`.
    @inlinable
    var caller: StaticString {
        switch self {
        case .literal(_, let caller), .id(_, let caller), .name(_, let caller), .stubbed(_, let caller): caller
        }
    }

    /// Whether the name is the caller's `#function`, the same literal: the
    /// common case, whose kind the member's record knows already.
    @inlinable
    var callerNamesMember: Bool {
        if case .literal(let function, let caller) = self, function.hasPointerRepresentation,
            caller.hasPointerRepresentation, function.utf8Start == caller.utf8Start
        {
            return true
        }
        return false
    }

    /// The kind of the calling member. `member` is the record the key
    /// names.
    @inlinable
    func callerKind(_ member: MemberRecordPointer) -> MemberKind {
        MemberKind(caller: caller, namingMember: callerNamesMember, member)
    }
}

extension MemberKind {
    /// The kind of the member whose `#function` is `caller`; `member`'s
    /// own when `caller` names it. Taken apart from a `MemberKey` by the
    /// rare paths that need the kind: a key, larger than four words, is
    /// passed in memory, and was stored on every call for them.
    @inlinable
    init(caller: StaticString, namingMember: Bool, _ member: MemberRecordPointer) {
        self = namingMember ? member.pointee.nameKind : MemberKind(function: caller)
    }
}
