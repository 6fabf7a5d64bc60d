/// The standard library's containers, recognised by their metadata rather
/// than by the text of their names.
///
/// A dump needs to know whether a value is an array, and what type its
/// elements are, to decide how to write them. Reading that from the type's
/// name would mean building the whole name first, and the runtime builds a
/// name recursively: for an array nested 10,000 deep it runs out of stack,
/// for 1,000 deep it takes quadratic time. Asking the type itself costs the
/// same at any depth.
enum ContainerKind {
    /// `Array`, written `[Element]`.
    case array(element: Any.Type)
    /// `Optional`, written `Wrapped?`.
    case optional(wrapped: Any.Type)
    /// `Dictionary`, written `[Key: Value]`.
    case dictionary(key: Any.Type, value: Any.Type)
    /// `Set`, `ContiguousArray` or `ArraySlice`, written `Set<Element>`.
    case generic(name: String, element: Any.Type)

    /// The kind of `type`, or `nil` when it is no standard container.
    static func of(_ type: Any.Type) -> ContainerKind? {
        (type as? any StandardContainer.Type)?.containerKind
    }

    /// Whether a dump writes the value as an array literal: `[1, 2]`.
    var isArrayLiteral: Bool {
        switch self {
        case .array: true
        case .generic(let name, _): name == "ContiguousArray"
        default: false
        }
    }
}

/// A standard container; `ContainerKind.of(_:)` asks through it.
protocol StandardContainer {
    static var containerKind: ContainerKind { get }
}

extension Array: StandardContainer {
    static var containerKind: ContainerKind { .array(element: Element.self) }
}

extension ContiguousArray: StandardContainer {
    static var containerKind: ContainerKind { .generic(name: "ContiguousArray", element: Element.self) }
}

extension ArraySlice: StandardContainer {
    static var containerKind: ContainerKind { .generic(name: "ArraySlice", element: Element.self) }
}

extension Set: StandardContainer {
    static var containerKind: ContainerKind { .generic(name: "Set", element: Element.self) }
}

extension Dictionary: StandardContainer {
    static var containerKind: ContainerKind { .dictionary(key: Key.self, value: Value.self) }
}

extension Optional: StandardContainer {
    static var containerKind: ContainerKind { .optional(wrapped: Wrapped.self) }
}
