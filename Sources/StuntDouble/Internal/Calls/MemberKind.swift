/// What kind of member a call comes from: a method, or a property's or a
/// subscript's accessor.
///
/// The kind is the calling member's, read from its `#function`, never from
/// the name the call is recorded under: that name may be the caller's
/// `#function`, but also a literal, a `String` or a `FunctionID`'s raw
/// value, the user's identifier, which says nothing about the kind.
/// `#function` names a property's accessors by the property's bare name
/// (`title`), a subscript's as `subscript(key:)`, and anything else (a
/// method, an initialiser) with parentheses (`load(id:)`).
///
/// A call is a write, stored for later reads, when it comes from a
/// property's or subscript's accessor, returns nothing, passes a value and
/// is neither throwing nor `async` (no setter is): a setter. Every other
/// call is answered by the member's givens.
@usableFromInline
enum MemberKind: UInt8, Sendable {
    case method
    case property
    case `subscript`

    /// The kind of the member whose `#function` is `function`.
    @usableFromInline
    init(function: StaticString) {
        self = function.withUTF8Buffer { Self(spelling: $0) }
    }

    /// The kind of the member whose `#function` is `function`.
    init(function: String) {
        var function = function
        self = function.withUTF8 { Self(spelling: $0) }
    }

    private init(spelling: UnsafeBufferPointer<UInt8>) {
        if Self.startsWithSubscript(spelling) {
            self = .subscript
        } else {
            self = spelling.contains(UInt8(ascii: "(")) ? .method : .property
        }
    }

    /// Whether `spelling` starts with `subscript(`: compared byte by byte,
    /// where `starts(with:)` on a `String`'s UTF-8 view cost each new
    /// member about 90 instructions (measured).
    private static func startsWithSubscript(_ spelling: UnsafeBufferPointer<UInt8>) -> Bool {
        let prefix: StaticString = "subscript("
        return prefix.withUTF8Buffer { prefix in
            guard spelling.count >= prefix.count else { return false }
            for index in prefix.indices where spelling[index] != prefix[index] { return false }
            return true
        }
    }

    /// Whether the member is a property or a subscript: its setter's calls
    /// are writes.
    @usableFromInline
    var isAccessor: Bool { self != .method }
}
