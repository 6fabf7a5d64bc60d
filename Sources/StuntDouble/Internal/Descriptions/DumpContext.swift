/// What the code around a value already says about its type; it decides
/// whether an enum case needs its type's name.
enum DumpContext {
    /// Nothing: the top level, a tuple element, an element of `[Any]`.
    case unknown
    /// The declared type of a stored property or an associated value, which
    /// Swift would infer, as in `User(role: .admin)`.
    case implied
    /// An element of a collection of this element type.
    case expected(Any.Type)

    func implies(_ type: Any.Type) -> Bool {
        switch self {
        case .unknown: false
        case .implied: true
        case .expected(let expected): expected == type
        }
    }

    /// The context of the value an optional wraps.
    var unwrapped: DumpContext {
        guard case .expected(let type) = self, case .optional(let wrapped)? = ContainerKind.of(type) else {
            return self
        }
        return .expected(wrapped)
    }
}
