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

    /// The member's name, as messages and the call history spell it.
    @usableFromInline
    var memberName: String {
        switch self {
        case .literal(let function, _): function.description
        case .id(let rawValue, _): rawValue
        case .name(let name, _): name
        }
    }

    /// The calling member's `#function`.
    @inlinable
    var caller: StaticString {
        switch self {
        case .literal(_, let caller), .id(_, let caller), .name(_, let caller): caller
        }
    }

    /// The kind of the calling member. `member` is the record the key
    /// names: when the name is the caller's `#function` (the same literal,
    /// the common case), the record knows the kind already.
    @inlinable
    func callerKind(_ member: MemberRecordPointer) -> MemberKind {
        if case .literal(let function, let caller) = self, function.hasPointerRepresentation,
            caller.hasPointerRepresentation, function.utf8Start == caller.utf8Start
        {
            return member.pointee.nameKind
        }
        return MemberKind(function: caller)
    }
}
