/// The recorded arguments of one member's calls, of one argument type.
///
/// Keeping arguments in a typed array (rather than `[Any]`) costs no boxing
/// per call and lets matchers run on them directly.
@usableFromInline
class AnyCallLog {
    @usableFromInline let argumentsType: ObjectIdentifier
    let member: String
    /// The kind of the member that made the log's first call, for
    /// messages: `read title`, `set title to "Draft"`, `load(id: 3)`.
    let kind: MemberKind
    /// This log's position in its registry's `callLogs`.
    @usableFromInline let index: UInt32
    /// Whether the calls are a property's or subscript's writes (its
    /// setter's), rather than reads or a method's calls.
    let isWrite: Bool

    init(argumentsType: ObjectIdentifier, member: String, kind: MemberKind, index: UInt32, isWrite: Bool) {
        self.argumentsType = argumentsType
        self.member = member
        self.kind = kind
        self.index = index
        self.isWrite = isWrite
    }

    /// The type of the arguments, for messages.
    var argumentsTypeValue: Any.Type { fatalError("abstract") }
    var count: Int { fatalError("abstract") }
    func arguments(at position: Int) -> Any { fatalError("abstract") }
    /// Empties the log; returns what it held, for the caller to release.
    func removeAll() -> Any { fatalError("abstract") }
    func copy() -> AnyCallLog { fatalError("abstract") }
    func countMatches(_ matcher: MatcherBox) -> Int { fatalError("abstract") }
    func matches(_ matcher: MatcherBox, at position: Int) -> Bool { fatalError("abstract") }
    /// The first position in `positions` whose call `matcher` accepts.
    func firstMatch(_ matcher: MatcherBox, in positions: Range<Int>) -> Int? { fatalError("abstract") }
}
