/// A recorded call written the way the user wrote it: `put("a", 1)`.
enum CallDescription {
    /// The call on one line. `kind` is the calling member's, when known; a
    /// name without parentheses is a property's otherwise.
    static func of(function: String, arguments: Any, kind: MemberKind? = nil) -> String {
        let (base, labels) = parts(of: function)
        let values = values(of: arguments, arity: labels?.count).map { ValueDescription.of($0) }
        guard let labels else {
            // A method or subscript named without parentheses: `Load(3)`.
            if let kind, kind != .property { return "\(base)(\(values.joined(separator: ", ")))" }
            // A property: the getter has no arguments, the setter one.
            return values.isEmpty ? base : "\(base) = \(values.joined(separator: ", "))"
        }
        guard values.count == labels.count else { return "\(base)(\(values.joined(separator: ", ")))" }
        let written = zip(labels, values).map { label, value in label == "_" ? value : "\(label): \(value)" }
        return "\(base)(\(written.joined(separator: ", ")))"
    }

    /// A recorded call, as histories show it: a property's or subscript's
    /// reads and writes told apart (`read title`, `set title to "Draft"`,
    /// `set subscript(key: "a") to 3`), a method's call as `of` shows it.
    /// `kind` is the calling member's, not the name's: a method named
    /// `Load` shows as `Load(3)`, a subscript named `Setting` as
    /// `read Setting("a")`.
    static func recorded(function: String, arguments: Any, kind: MemberKind, isWrite: Bool) -> String {
        guard kind.isAccessor else { return of(function: function, arguments: arguments, kind: kind) }
        guard isWrite else { return "read " + of(function: function, arguments: arguments, kind: kind) }
        guard kind == .subscript else { return "set \(function) to \(ValueDescription.of(arguments))" }
        var values = values(of: arguments, arity: nil)
        let newValue = values.popLast().map { ValueDescription.of($0) } ?? "()"
        let index: Any = values.count == 1 ? values[0] : values
        return "set \(of(function: function, arguments: index, kind: kind)) to \(newValue)"
    }

    /// The call's arguments one to a line, each value indented under its
    /// label when it spans several lines; for calls too long for one line.
    static func listing(function: String, arguments: Any, indent: String) -> [String] {
        let labels = parts(of: function).labels ?? ["newValue"]
        let values = values(of: arguments, arity: labels.count)
        return values.enumerated().map { index, value in
            let label = index < labels.count && labels[index] != "_" ? labels[index] : "#\(index + 1)"
            return "\(indent)\(label): \(ValueDescription.indented(value, by: indent))"
        }
    }

    /// The argument labels of a member's name: `["id", "from"]` for
    /// `load(id:from:)`, `["_", "_"]` for `put(_:_:)`, `nil` for `title`.
    static func labels(of function: String) -> [String]? {
        parts(of: function).labels
    }

    /// `put(_:_:)` → ("put", ["_", "_"]); `title` → ("title", nil).
    private static func parts(of function: String) -> (base: String, labels: [String]?) {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return (function, nil) }
        let inner = function[function.index(after: open)..<function.index(before: function.endIndex)]
        return (String(function[..<open]), inner.split(separator: ":").map(String.init))
    }

    /// A call's arguments, split when they were packed into a tuple.
    private static func values(of arguments: Any, arity: Int?) -> [Any] {
        let mirror = Mirror(reflecting: arguments)
        if mirror.displayStyle == .tuple, arity != 1 {
            return mirror.children.map(\.value)
        }
        return [arguments]
    }
}
