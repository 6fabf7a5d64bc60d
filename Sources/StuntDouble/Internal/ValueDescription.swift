/// How messages print values and types.
enum ValueDescription {
    /// A value as a reader of a failure message wants it: strings quoted,
    /// enums and structs as Swift spells them.
    static func of(_ value: Any) -> String {
        String(reflecting: value)
    }
}

enum TypeName {
    /// A type's name without module prefixes: `(TableView, Int)`.
    static func of(_ type: Any.Type) -> String {
        String(describing: type)
    }
}

/// A recorded call written the way the user wrote it: `put("a", 1)`.
enum CallDescription {
    static func of(function: String, arguments: Any) -> String {
        guard let open = function.firstIndex(of: "(") else {
            // A property: the getter has no arguments, the setter one.
            let values = values(of: arguments, arity: nil)
            return values.isEmpty ? function : "\(function) = \(values.joined(separator: ", "))"
        }
        let base = function[..<open]
        let labels = function[function.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true)
        let values = values(of: arguments, arity: labels.count)
        guard values.count == labels.count else {
            return "\(base)(\(values.joined(separator: ", ")))"
        }
        let parts = zip(labels, values).map { label, value in label == "_" ? value : "\(label): \(value)" }
        return "\(base)(\(parts.joined(separator: ", ")))"
    }

    /// The descriptions of a call's arguments, split when they were packed
    /// into a tuple.
    private static func values(of arguments: Any, arity: Int?) -> [String] {
        let mirror = Mirror(reflecting: arguments)
        if mirror.displayStyle == .tuple, arity != 1 {
            return mirror.children.map { ValueDescription.of($0.value) }
        }
        return [ValueDescription.of(arguments)]
    }
}
