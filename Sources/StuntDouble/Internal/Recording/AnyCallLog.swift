/// What a `CallLog` keeps before its arguments: who it logs, and how many
/// calls its room holds.
@usableFromInline
struct CallLogHeader {
    @usableFromInline let argumentsType: ObjectIdentifier
    let member: String
    /// The kind of the member that made the log's first call, for
    /// messages: `read title`, `set title to "Draft"`, `load(id: 3)`.
    let kind: MemberKind
    /// Whether the calls are a property's or subscript's writes (its
    /// setter's), rather than reads or a method's calls.
    let isWrite: Bool
    /// This log's position in its registry's `callLogs`.
    @usableFromInline let index: UInt32
    /// The calls whose arguments are in the log's room, 0 once they
    /// outgrew it; in a log that counts its calls, all of them.
    @usableFromInline var roomCount = 0
    /// Whether the log's array took the arguments over (or shares them,
    /// in a copy): its `deinit` then destroys it. Kept apart from the
    /// array's capacity, which tells the same: read in the unspecialised
    /// `deinit`, that cost about 65 instructions a log (measured).
    @usableFromInline var usesArray = false

    @usableFromInline
    init(argumentsType: ObjectIdentifier, member: String, kind: MemberKind, isWrite: Bool, index: UInt32) {
        self.argumentsType = argumentsType
        self.member = member
        self.kind = kind
        self.isWrite = isWrite
        self.index = index
    }
}

/// The recorded arguments of one member's calls, of one argument type.
///
/// Keeping arguments typed (rather than `[Any]`) costs no boxing per call
/// and lets matchers run on them directly. A buffer rather than a class
/// with stored properties: the first calls' arguments go in the log's own
/// allocation (see `CallLog`). It has none of its own; the header is the
/// state. Its elements are words, so that the tail is aligned for the
/// array at its start.
@usableFromInline
class AnyCallLog: ManagedBuffer<CallLogHeader, UInt> {
    // Through the header's address: `header` pays a dynamic exclusivity
    // check.
    @inlinable var argumentsType: ObjectIdentifier { withUnsafeMutablePointerToHeader { $0.pointee.argumentsType } }
    var member: String { withUnsafeMutablePointerToHeader { $0.pointee.member } }
    var kind: MemberKind { withUnsafeMutablePointerToHeader { $0.pointee.kind } }
    @inlinable var index: UInt32 { withUnsafeMutablePointerToHeader { $0.pointee.index } }
    var isWrite: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isWrite } }

    /// The type of the arguments, for messages.
    var argumentsTypeValue: Any.Type { fatalError("abstract") }
    var count: Int { fatalError("abstract") }
    func arguments(at position: Int) -> Any { fatalError("abstract") }
    /// The arguments of the call at `position` as a `Target` that the
    /// log's type converts to (see `ArgumentsConversion.converts`).
    func arguments<Target>(at position: Int, convertedTo target: Target.Type) -> Target { fatalError("abstract") }
    /// Empties the log; returns what it held, for the caller to release.
    func removeAll() -> Any { fatalError("abstract") }
    func copy() -> AnyCallLog { fatalError("abstract") }
    func countMatches(_ matcher: MatcherBox) -> Int { fatalError("abstract") }
    func matches(_ matcher: MatcherBox, at position: Int) -> Bool { fatalError("abstract") }
    /// The first position in `positions` whose call `matcher` accepts.
    func firstMatch(_ matcher: MatcherBox, in positions: Range<Int>) -> Int? { fatalError("abstract") }
    /// The arguments of the calls `matcher` accepts, in order: an
    /// `[Arguments]`.
    func matchingArguments(_ matcher: MatcherBox) -> Any { fatalError("abstract") }
}
