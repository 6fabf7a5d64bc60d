/// Values written for a failure message: readable, bounded and the same on
/// every run.
///
/// A dump reads like the Swift that would build the value. Strings and
/// characters are quoted and escaped, optionals are unwrapped, enums print
/// as `.case(payload)`, structs and classes as `TypeName(field: value)`,
/// and dictionaries and sets are sorted so that two runs print the same
/// text. Anything longer than a line is broken one element to a line,
/// indented two spaces a level; long collections and strings are cut, with
/// a count of what was left out.
///
/// ```swift
/// struct Profile { var id: Int; var name: String; var grants: [Grant] }
/// enum Grant { case admin, editor, viewer(since: Int) }
///
/// print(ValueDump.of(Profile(id: 42, name: "Blob \"Jr\"", grants: [.admin, .viewer(since: 2020)])))
/// print(ValueDump.of(Array(1...100)))
/// ```
///
/// prints
///
/// ```
/// Profile(
///   id: 42,
///   name: "Blob \"Jr\"",
///   grants: [.admin, .viewer(since: 2020)]
/// )
/// [1, 2, 3, 4, 5, 6, 7, 8, … (92 more)]
/// ```
///
/// Values that describe themselves (`CustomDebugStringConvertible`, else
/// `CustomStringConvertible`), such as `Date`, `URL`, `UUID` and numbers,
/// print their description; other values are taken apart with `Mirror`.
/// Type names have no module prefix and use Swift's sugar (`[Int]`,
/// `String?`, `[String: Int]`). An enum case carries its type's name
/// (`Direction.north`) only where the surrounding value does not already
/// say it, as at the top level.
///
/// > Important: A dump has no addresses or other run-dependent text, so
/// > messages can be compared word for word. A class instance that refers
/// > back to itself prints `TypeName(↩︎)` where the cycle closes.
enum ValueDump {
    /// The dump of a value.
    ///
    /// - Parameters:
    ///   - value: Any value.
    ///   - maxDepth: How many levels of nested structure are opened; a value
    ///     below that prints as `TypeName(…)`, `[… (3 more)]` or `(…)`.
    ///   - maxItems: How many elements of a collection, dictionary or set
    ///     are printed before the rest are counted: `… (92 more)`.
    ///   - maxLength: How many characters of a string or a description are
    ///     printed before the rest are counted: `… (N more characters)`.
    ///   - lineWidth: The longest line a nested value is kept on before it
    ///     is broken one element to a line.
    /// - Returns: The dump, on one line when it fits in `lineWidth`.
    static func of(
        _ value: Any, maxDepth: Int = 4, maxItems: Int = 8, maxLength: Int = 200, lineWidth: Int = 60
    ) -> String {
        var dumper = Dumper(
            maxDepth: max(0, maxDepth), maxItems: max(0, maxItems), maxLength: max(1, maxLength))
        return dumper.node(for: value, depth: 0, context: .unknown).rendered(lineWidth: lineWidth)
    }

    /// A type's name as Swift code would write it where its module is
    /// imported: `[String: Int]`, `Outer.Inner`, `(Int) -> String`,
    /// `Result<Int, Error>`.
    static func typeName(_ type: Any.Type) -> String {
        TypeNameText.sugared(TypeNameText.unqualified(String(reflecting: type)))
    }
}

// MARK: - Building

/// What the code around a value already says about its type; it decides
/// whether an enum case needs its type's name.
private enum DumpContext {
    /// Nothing: the top level, a tuple element, an element of `[Any]`.
    case unknown
    /// The declared type of a stored property or an associated value, which
    /// Swift would infer, as in `User(role: .admin)`.
    case implied
    /// An element of a collection whose element type has this name.
    case expected(String)

    func implies(_ typeName: String) -> Bool {
        switch self {
        case .unknown: false
        case .implied: true
        case .expected(let name): name == typeName
        }
    }

    /// The context of the value an optional wraps.
    var unwrapped: DumpContext {
        guard case .expected(let name) = self, name.hasSuffix("?") else { return self }
        var wrapped = name.dropLast()
        if wrapped.hasPrefix("("), TypeNameText.isEnclosedWhole(wrapped) {
            wrapped = wrapped.dropFirst().dropLast()
        }
        return .expected(String(wrapped))
    }
}

private struct Dumper {
    let maxDepth: Int
    let maxItems: Int
    let maxLength: Int
    /// The class instances being dumped on the way down to this value.
    var path: Set<ObjectIdentifier> = []

    mutating func node(for value: Any, depth: Int, context: DumpContext) -> DumpNode {
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
            return node(for: hashable.base, depth: depth, context: context)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .atom("nil") }
            return node(for: wrapped, depth: depth, context: context.unwrapped)
        }
        if let string = value as? any StringProtocol {
            return .atom(quoted(String(string)))
        }
        if let character = value as? Character {
            return .atom(quoted(String(character)))
        }
        if let scalar = value as? Unicode.Scalar {
            return .atom(quoted(String(Character(scalar))))
        }
        if let type = value as? Any.Type {
            return .atom(ValueDump.typeName(type) + ".self")
        }
        switch mirror.displayStyle {
        case .collection?:
            return collection(value, mirror, depth: depth)
        case .dictionary?:
            return dictionary(value, mirror, depth: depth)
        case .set?:
            return set(value, mirror, depth: depth)
        case .tuple?:
            return tuple(mirror, depth: depth)
        default:
            break
        }
        if let description = selfDescription(of: value) {
            return .atom(cut(description))
        }
        let typeName = ValueDump.typeName(type(of: value))
        switch mirror.displayStyle {
        case .enum?:
            return enumCase(value, mirror, typeName: typeName, depth: depth, context: context)
        case .class?:
            return object(value as AnyObject, mirror, typeName: typeName, depth: depth)
        default:
            if mirror.displayStyle == nil, mirror.children.isEmpty {
                return .atom(cut(Self.withoutAddresses(String(describing: value))))
            }
            return fields(of: mirror, typeName: typeName, depth: depth)
        }
    }

    // MARK: Collections

    private mutating func collection(_ value: Any, _ mirror: Mirror, depth: Int) -> DumpNode {
        let typeName = ValueDump.typeName(type(of: value))
        let isArray = TypeNameText.isEnclosedWhole(typeName) || typeName.hasPrefix("ContiguousArray<")
        let count = mirror.children.count
        var items: [DumpNode.Item] = []
        if depth < maxDepth {
            let context = DumpContext.elementContext(ofCollectionNamed: typeName, isArray: isArray)
            for child in mirror.children.prefix(maxItems) {
                items.append(.init(node(for: child.value, depth: depth + 1, context: context)))
            }
        }
        let list = DumpNode.list(open: "[", close: "]", items: items, more: count - items.count)
        return isArray ? list : DumpNode.wrapped(list, in: TypeNameText.base(of: typeName))
    }

    private mutating func set(_ value: Any, _ mirror: Mirror, depth: Int) -> DumpNode {
        let typeName = ValueDump.typeName(type(of: value))
        let elements = mirror.children.map(\.value)
        var items: [DumpNode.Item] = []
        if depth < maxDepth {
            let context = DumpContext.expected(TypeNameText.genericArguments(of: typeName).first ?? "")
            items = sortedPrefix(elements, depth: depth + 1, context: context).map { .init($0.node) }
        }
        let list = DumpNode.list(open: "[", close: "]", items: items, more: elements.count - items.count)
        return DumpNode.wrapped(list, in: TypeNameText.base(of: typeName))
    }

    private mutating func dictionary(_ value: Any, _ mirror: Mirror, depth: Int) -> DumpNode {
        let typeName = ValueDump.typeName(type(of: value))
        let isDictionary = TypeNameText.isEnclosedWhole(typeName)
        let count = mirror.children.count
        if count == 0 {
            return isDictionary ? .atom("[:]") : .atom(TypeNameText.base(of: typeName) + "([:])")
        }
        var items: [DumpNode.Item] = []
        if depth < maxDepth {
            let (keyType, valueType) = DumpContext.keyAndValueContexts(ofDictionaryNamed: typeName)
            // Each element is a `(key: Key, value: Value)` tuple.
            let pairs = mirror.children.map { Array(Mirror(reflecting: $0.value).children.map(\.value)) }
            for key in sortedPrefix(pairs.map { $0[0] }, depth: depth + 1, context: keyType) {
                let value = node(for: pairs[key.index][1], depth: depth + 1, context: valueType)
                items.append(.init(label: key.node.flat, value))
            }
        }
        let list = DumpNode.list(open: "[", close: "]", items: items, more: count - items.count)
        return isDictionary ? list : DumpNode.wrapped(list, in: TypeNameText.base(of: typeName))
    }

    /// The first `maxItems` elements in print order, with their nodes: in
    /// their own order when they are all of one `Comparable` type, which
    /// dumps only those printed, otherwise in the order of their dumps.
    private mutating func sortedPrefix(
        _ elements: [Any], depth: Int, context: DumpContext
    ) -> [(index: Int, node: DumpNode)] {
        if let first = elements.first as? any Comparable, let order = Self.naturalOrder(first, elements) {
            return order.prefix(maxItems).map { ($0, node(for: elements[$0], depth: depth, context: context)) }
        }
        let nodes = elements.map { node(for: $0, depth: depth, context: context) }
        let dumps = nodes.map(\.flat)
        let order = elements.indices.sorted { (dumps[$0], $0) < (dumps[$1], $1) }
        return order.prefix(maxItems).map { ($0, nodes[$0]) }
    }

    private static func naturalOrder<T: Comparable>(_ first: T, _ elements: [Any]) -> [Int]? {
        var values: [T] = []
        for element in elements {
            guard type(of: element) == T.self, let value = element as? T else { return nil }
            values.append(value)
        }
        return values.indices.sorted { values[$0] < values[$1] || (!(values[$1] < values[$0]) && $0 < $1) }
    }

    private mutating func tuple(_ mirror: Mirror, depth: Int) -> DumpNode {
        guard depth < maxDepth || mirror.children.isEmpty else { return .atom("(…)") }
        let items = mirror.children.map { child in
            DumpNode.Item(
                label: Self.tupleLabel(child.label), node(for: child.value, depth: depth + 1, context: .unknown))
        }
        return .list(open: "(", close: ")", items: items, more: 0)
    }

    // MARK: Enums, structs and classes

    private mutating func enumCase(
        _ value: Any, _ mirror: Mirror, typeName: String, depth: Int, context: DumpContext
    ) -> DumpNode {
        let prefix = context.implies(typeName) ? "" : typeName
        guard let payload = mirror.children.first else {
            // A case without associated values has no child to name it.
            return .atom("\(prefix).\(String(describing: value))")
        }
        let caseName = "\(prefix).\(payload.label ?? "")"
        guard depth < maxDepth else { return .atom(caseName + "(…)") }
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            let items = payloadMirror.children.map { child in
                DumpNode.Item(
                    label: Self.tupleLabel(child.label), node(for: child.value, depth: depth + 1, context: .implied))
            }
            return .list(open: caseName + "(", close: ")", items: items, more: 0)
        }
        let item = DumpNode.Item(node(for: payload.value, depth: depth + 1, context: .implied))
        return .list(open: caseName + "(", close: ")", items: [item], more: 0)
    }

    private mutating func object(_ object: AnyObject, _ mirror: Mirror, typeName: String, depth: Int) -> DumpNode {
        let id = ObjectIdentifier(object)
        guard !path.contains(id) else { return .atom(typeName + "(↩︎)") }
        path.insert(id)
        defer { path.remove(id) }
        var mirrors = [mirror]
        while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
        let children = mirrors.reversed().flatMap(\.children)
        return fields(children, typeName: typeName, depth: depth)
    }

    private mutating func fields(of mirror: Mirror, typeName: String, depth: Int) -> DumpNode {
        fields(Array(mirror.children), typeName: typeName, depth: depth)
    }

    private mutating func fields(_ children: [Mirror.Child], typeName: String, depth: Int) -> DumpNode {
        guard !children.isEmpty else { return .atom(typeName + "()") }
        guard depth < maxDepth else { return .atom(typeName + "(…)") }
        let items = children.map { child in
            DumpNode.Item(
                label: child.label.map(Self.propertyName),
                node(for: child.value, depth: depth + 1, context: .implied))
        }
        return .list(open: typeName + "(", close: ")", items: items, more: 0)
    }

    /// A tuple element's label; Mirror names unlabeled elements `.0`, `.1`.
    private static func tupleLabel(_ label: String?) -> String? {
        label.flatMap { $0.hasPrefix(".") ? nil : $0 }
    }

    /// The name a user declared for a stored property, where Swift stores it
    /// under another (`lazy var name` as `$__lazy_storage_$_name`).
    private static func propertyName(_ label: String) -> String {
        let lazyPrefix = "$__lazy_storage_$_"
        return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
    }

    // MARK: Text

    /// The text a value chose to describe itself with, unless it is
    /// Foundation's default for objects, which holds an address.
    private func selfDescription(of value: Any) -> String? {
        let text: String
        if let value = value as? any CustomDebugStringConvertible {
            text = value.debugDescription
        } else if let value = value as? any CustomStringConvertible {
            text = value.description
        } else {
            return nil
        }
        let isAddressed = text.hasPrefix("<") && text.hasSuffix(">") && text.contains(": 0x")
        return isAddressed ? nil : Self.withoutAddresses(text)
    }

    /// `text` with each pointer-width hexadecimal number, which is how Swift
    /// prints an address, written `0x…`: addresses change from run to run.
    private static func withoutAddresses(_ text: String) -> String {
        let digits = 2 * MemoryLayout<Int>.size
        var output = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "0x") {
            let hex = rest[start.upperBound...].prefix { $0.isHexDigit }
            output += rest[..<start.upperBound]
            output += hex.count == digits ? "…" : hex
            rest = rest[hex.endIndex...]
        }
        return output + rest
    }

    private func cut(_ text: String) -> String {
        guard text.count > maxLength else { return text }
        return "\(text.prefix(maxLength))… (\(text.count - maxLength) more characters)"
    }

    /// A string literal for `text`, cut after `maxLength` characters.
    private func quoted(_ text: String) -> String {
        let kept = text.prefix(maxLength)
        var literal = "\""
        for scalar in kept.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case "\u{200D}":
                // The zero-width joiner holds emoji such as 👩‍💻 together.
                literal.unicodeScalars.append(scalar)
            default:
                // Invisible characters are shown, so that strings that look
                // alike in a message read differently.
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        let left = text.count - kept.count
        return left > 0 ? literal + "…\" (\(left) more characters)" : literal + "\""
    }
}

extension DumpContext {
    fileprivate static func elementContext(ofCollectionNamed name: String, isArray: Bool) -> DumpContext {
        if isArray, name.hasPrefix("["), name.hasSuffix("]") {
            return .expected(String(name.dropFirst().dropLast()))
        }
        return TypeNameText.genericArguments(of: name).last.map { .expected($0) } ?? .unknown
    }

    fileprivate static func keyAndValueContexts(ofDictionaryNamed name: String) -> (DumpContext, DumpContext) {
        if name.hasPrefix("["), name.hasSuffix("]"),
            let colon = TypeNameText.topLevelColon(in: name.dropFirst().dropLast())
        {
            let inner = name.dropFirst().dropLast()
            let key = inner[..<colon]
            let value = inner[inner.index(colon, offsetBy: 2)...]
            return (.expected(String(key)), .expected(String(value)))
        }
        let arguments = TypeNameText.genericArguments(of: name)
        guard arguments.count == 2 else { return (.unknown, .unknown) }
        return (.expected(arguments[0]), .expected(arguments[1]))
    }
}

// MARK: - Layout

/// A dumped value before it is laid out on lines.
private indirect enum DumpNode {
    case atom(String)
    /// Elements between delimiters; `more` counts elements left out.
    case list(open: String, close: String, items: [Item], more: Int)

    struct Item {
        var label: String?
        var node: DumpNode

        init(label: String? = nil, _ node: DumpNode) {
            self.label = label
            self.node = node
        }

        var prefix: String { label.map { "\($0): " } ?? "" }
    }

    /// A list inside a type's name: `Set([1, 2])`.
    static func wrapped(_ list: DumpNode, in typeName: String) -> DumpNode {
        .list(open: typeName + "(", close: ")", items: [Item(list)], more: 0)
    }

    /// The value on one line.
    var flat: String {
        switch self {
        case .atom(let text):
            return text
        case .list(let open, let close, let items, let more):
            var parts = items.map { $0.prefix + $0.node.flat }
            if more > 0 { parts.append(Self.elision(more)) }
            return open + parts.joined(separator: ", ") + close
        }
    }

    func rendered(lineWidth: Int) -> String {
        var lines: [String] = []
        append(to: &lines, indent: 0, lead: "", trail: "", lineWidth: lineWidth)
        return lines.joined(separator: "\n")
    }

    /// Appends the value's lines, the first of them after `lead` and the last
    /// followed by `trail`.
    private func append(to lines: inout [String], indent: Int, lead: String, trail: String, lineWidth: Int) {
        let flat = self.flat
        guard case .list(let open, let close, let items, let more) = self,
            lead.count + flat.count + trail.count > lineWidth || flat.contains("\n"), !items.isEmpty || more > 0
        else {
            // A description of several lines keeps to the indentation it is at.
            let indentation = "\n" + String(repeating: "  ", count: indent)
            let text = flat.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: indentation)
            lines.append(lead + text + trail)
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        // A list that wraps one other list, as `Set([…])` does, breaks inside it.
        if items.count == 1, more == 0, items[0].label == nil, case .list = items[0].node,
            open.hasSuffix("(")
        {
            items[0].node.append(
                to: &lines, indent: indent, lead: lead + open, trail: close + trail, lineWidth: lineWidth)
            return
        }
        lines.append(lead + open)
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1 && more == 0
            item.node.append(
                to: &lines, indent: indent + 1, lead: inner + item.prefix, trail: isLast ? "" : ",",
                lineWidth: lineWidth)
        }
        if more > 0 { lines.append(inner + Self.elision(more)) }
        lines.append(String(repeating: "  ", count: indent) + close + trail)
    }

    static func elision(_ count: Int) -> String { "… (\(count) more)" }
}

// MARK: - Type names

/// Type names as `String(reflecting:)` spells them, made readable.
private enum TypeNameText {
    /// Drops module names and private contexts:
    /// `Swift.Array<M.(unknown context at $1f).Item>` becomes `Array<Item>`.
    static func unqualified(_ name: String) -> String {
        var text = Substring(name)
        var output = ""
        // Whether the next path continues one already written, as after
        // `>.` or a private context, rather than starting with a module.
        var continues = false
        while let first = text.first {
            if text.hasPrefix("(unknown context at "), let end = text.firstIndex(of: ")") {
                text = text[text.index(after: end)...]
                if text.first == "." { text = text.dropFirst() }
                continues = true
            } else if text.hasPrefix("(extension in "), let end = text.firstIndex(of: ":") {
                text = text[text.index(after: end)...]
            } else if isIdentifierHead(first) {
                let path = text.prefix { isIdentifierBody($0) || $0 == "." }
                text = text.dropFirst(path.count)
                let components = path.split(separator: ".", omittingEmptySubsequences: false)
                let isContinuation = continues || output.last == "."
                output += isContinuation || components.count < 2 ? path : path.dropFirst(components[0].count + 1)
                continues = false
            } else {
                output.append(first)
                text = text.dropFirst()
            }
        }
        return output
    }

    /// Writes `Array<T>`, `Optional<T>` and `Dictionary<K, V>` as `[T]`,
    /// `T?` and `[K: V]`.
    static func sugared(_ name: String) -> String {
        var output = ""
        var text = Substring(name)
        while let first = text.first {
            guard isIdentifierHead(first) else {
                output.append(first)
                text = text.dropFirst()
                continue
            }
            let identifier = text.prefix { isIdentifierBody($0) || $0 == "." }
            let afterName = text.dropFirst(identifier.count)
            let standsAlone = output.last != "."
            if standsAlone, ["Array", "Optional", "Dictionary"].contains(identifier), afterName.first == "<",
                let close = matchingClose(in: afterName)
            {
                let arguments = splitTopLevel(afterName[afterName.index(after: afterName.startIndex)..<close])
                    .map { sugared(String($0)) }
                switch (identifier, arguments.count) {
                case ("Array", 1): output += "[\(arguments[0])]"
                case ("Dictionary", 2): output += "[\(arguments[0]): \(arguments[1])]"
                case ("Optional", 1):
                    output += hasTopLevelSpace(arguments[0]) ? "(\(arguments[0]))?" : "\(arguments[0])?"
                default: output += identifier + "<" + arguments.joined(separator: ", ") + ">"
                }
                text = afterName[afterName.index(after: close)...]
            } else {
                output += identifier
                text = afterName
            }
        }
        return output
    }

    /// `Set<Int>` without its generic arguments: `Set`.
    static func base(of name: String) -> String {
        String(name.prefix { $0 != "<" })
    }

    /// The generic arguments of the outermost type: `Int` for `Set<Int>`.
    static func genericArguments(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "<") else { return [] }
        let rest = name[open...]
        guard let close = matchingClose(in: rest) else { return [] }
        return splitTopLevel(rest[rest.index(after: open)..<close]).map(String.init)
    }

    /// The index of `: ` outside any brackets, as in `String: [Int]`.
    static func topLevelColon(in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            depth += nesting(text, at: index)
            if depth == 0, text[index] == ":", text[text.index(after: index)...].hasPrefix(" ") { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether the bracket that opens `text` is the one that closes it, as
    /// in `[Int]` but not `[String: Int].Keys`.
    static func isEnclosedWhole<Text: StringProtocol>(_ text: Text) -> Bool {
        let text = Substring(text)
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            depth += nesting(text, at: index)
            if depth == 0 { return text.index(after: index) == text.endIndex }
            index = text.index(after: index)
        }
        return false
    }

    private static func hasTopLevelSpace(_ text: String) -> Bool {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            depth += nesting(Substring(text), at: index)
            if depth == 0, text[index] == " " { return true }
            index = text.index(after: index)
        }
        return false
    }

    /// The `>` that closes the `<` opening `text`.
    private static func matchingClose(in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            depth += nesting(text, at: index)
            if depth == 0 { return text[index] == ">" ? index : nil }
            index = text.index(after: index)
        }
        return nil
    }

    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            depth += nesting(text, at: index)
            if depth == 0, text[index] == "," {
                parts.append(text[start..<index])
                start = text.index(after: index)
                if start < text.endIndex, text[start] == " " { start = text.index(after: start) }
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// How the character at `index` changes the bracket depth; the `>` of
    /// `->` closes nothing.
    private static func nesting(_ text: Substring, at index: Substring.Index) -> Int {
        switch text[index] {
        case "<", "(", "[": return 1
        case ")", "]": return -1
        case ">": return index > text.startIndex && text[text.index(before: index)] == "-" ? 0 : -1
        default: return 0
        }
    }

    private static func isIdentifierHead(_ character: Character) -> Bool {
        character.isLetter || character == "_" || character == "$"
    }

    private static func isIdentifierBody(_ character: Character) -> Bool {
        isIdentifierHead(character) || character.isNumber
    }
}
