/// Builds a ``ValueDump``: the nodes of a value, within its limits.
struct Dumper {
    let maxDepth: Int
    let maxItems: Int
    let maxLength: Int
    /// How many more values this dump may visit.
    var budget: Int
    /// The class instances being dumped on the way down to this value.
    var path: Set<ObjectIdentifier> = []

    mutating func node(for value: Any, depth: Int, context: DumpContext) -> DumpNode {
        budget -= 1
        // Past the budget, values print as they do below the depth limit.
        let depth = budget >= 0 ? depth : max(depth, maxDepth)
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
            return node(for: hashable.base, depth: depth, context: context)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return optional(mirror, depth: depth, context: context)
        }
        if let string = value as? any StringProtocol {
            return .atom(TextEscaping.quoted(String(string), maxLength: maxLength))
        }
        if let character = value as? Character {
            return .atom(TextEscaping.quoted(String(character), maxLength: maxLength))
        }
        if let scalar = value as? Unicode.Scalar {
            return .atom(TextEscaping.quoted(String(Character(scalar)), maxLength: maxLength))
        }
        if let type = value as? Any.Type {
            return .atom(ValueDump.typeName(type) + ".self")
        }
        switch mirror.displayStyle {
        case .collection?:
            return elements(value, mirror, depth: depth, sorted: false)
        case .dictionary?:
            return dictionary(value, mirror, depth: depth)
        case .set?:
            return elements(value, mirror, depth: depth, sorted: true)
        case .tuple?:
            return tuple(mirror, depth: depth)
        default:
            break
        }
        if let description = selfDescription(of: value) {
            return .atom(shown(description, of: value))
        }
        switch mirror.displayStyle {
        case .enum?:
            return enumCase(value, mirror, depth: depth, context: context)
        case .class?:
            return object(value as AnyObject, mirror, typeName: ValueDump.typeName(type(of: value)), depth: depth)
        default:
            if mirror.displayStyle == nil, mirror.children.isEmpty {
                return .atom(described(Self.withoutAddresses(String(describing: value))))
            }
            return fields(of: mirror, typeName: ValueDump.typeName(type(of: value)), depth: depth)
        }
    }

    // MARK: Optionals

    /// An optional's value, unwrapped: `5` for `Optional(5)`, `nil` for
    /// `.none`. An optional that holds an optional holding `nil` is written
    /// `.some(nil)`, so that `Int??` tells its two `nil`s apart. Unwrapped
    /// in a loop: optionals of optionals nest without limit.
    private mutating func optional(_ mirror: Mirror, depth: Int, context: DumpContext) -> DumpNode {
        var mirror = mirror
        var context = context
        var somes = 0
        while true {
            guard let wrapped = mirror.children.first?.value else {
                // Each `.some` is a level of structure, elided past the depth limit.
                let written = min(somes, max(0, maxDepth - depth))
                let innermost = written < somes ? "…" : "nil"
                let opens = String(repeating: ".some(", count: written)
                return .atom(opens + innermost + String(repeating: ")", count: written))
            }
            context = context.unwrapped
            let wrappedMirror = Mirror(reflecting: wrapped)
            guard wrappedMirror.displayStyle == .optional else {
                return node(for: wrapped, depth: depth, context: context)
            }
            mirror = wrappedMirror
            somes += 1
        }
    }

    // MARK: Collections

    /// A collection's elements in its own order; a set's (`sorted`) in the
    /// order of their printed text, since its own differs from run to run.
    private mutating func elements(_ value: Any, _ mirror: Mirror, depth: Int, sorted: Bool) -> DumpNode {
        let kind = ContainerKind.of(type(of: value))
        let count = mirror.children.count
        var items: [DumpNode.Item] = []
        if depth < maxDepth {
            let context = Self.elementContext(of: value, kind: kind)
            if sorted {
                items = sortedSample(mirror.children, count: count) { dumper, element in
                    [dumper.node(for: element, depth: depth + 1, context: context)]
                }.map { .init($0[0]) }
            } else {
                // Only the elements printed are read: an array's mirror is lazy.
                for child in mirror.children.prefix(maxItems) {
                    items.append(.init(node(for: child.value, depth: depth + 1, context: context)))
                }
            }
        }
        return Self.list(items, of: count, value, kind, bare: !sorted && kind?.isArrayLiteral == true)
    }

    /// `[…]` around `items`, saying how many of `count` elements it leaves
    /// out; in the type's name, `Set([…])`, unless `bare`.
    private static func list(
        _ items: [DumpNode.Item], of count: Int, _ value: Any, _ kind: ContainerKind?, bare: Bool
    ) -> DumpNode {
        let list = DumpNode.list(open: "[", close: "]", items: items, more: count - items.count)
        return bare ? list : DumpNode.wrapped(list, in: wrapperName(of: value, kind))
    }

    private mutating func dictionary(_ value: Any, _ mirror: Mirror, depth: Int) -> DumpNode {
        let kind = ContainerKind.of(type(of: value))
        var (isDictionary, keyContext, valueContext) = (false, DumpContext.unknown, DumpContext.unknown)
        if case .dictionary(let key, let value)? = kind {
            (isDictionary, keyContext, valueContext) = (true, .expected(key), .expected(value))
        }
        let count = mirror.children.count
        if count == 0 {
            return isDictionary ? .atom("[:]") : .atom(Self.wrapperName(of: value, kind) + "([:])")
        }
        var items: [DumpNode.Item] = []
        if depth < maxDepth {
            items = sortedSample(mirror.children, count: count) { dumper, element in
                // Each element is a `(key: Key, value: Value)` tuple.
                let pair = Mirror(reflecting: element).children.map(\.value)
                guard pair.count == 2 else { return [dumper.node(for: element, depth: depth + 1, context: .unknown)] }
                return [
                    dumper.node(for: pair[0], depth: depth + 1, context: keyContext),
                    dumper.node(for: pair[1], depth: depth + 1, context: valueContext),
                ]
            }.map { $0.count == 2 ? .init(label: $0[0].flat, $0[1]) : .init($0[0]) }
        }
        return Self.list(items, of: count, value, kind, bare: isDictionary)
    }

    /// The first `maxItems` elements of a set or dictionary in the order of
    /// their printed text (`RenderedOrder`), each dumped by `dump` into a
    /// node or two (a key and its value, compared in turn).
    ///
    /// A set's own order differs from run to run, so every element is dumped
    /// to find the first: a set of more than `maxSortedElements`, or of more
    /// than the budget left, prints none, only its count. Each element is
    /// dumped with an equal share of the budget, so that what it prints does
    /// not depend on the order the set happens to hold it in.
    private mutating func sortedSample(
        _ elements: Mirror.Children, count: Int, dump: (inout Dumper, Any) -> [DumpNode]
    ) -> [[DumpNode]] {
        guard count > 0, count <= ValueDump.maxSortedElements, count <= budget else { return [] }
        let share = budget / count
        var entries: [(nodes: [DumpNode], texts: [[Unicode.Scalar]])] = []
        entries.reserveCapacity(count)
        for element in elements {
            var dumper = Dumper(maxDepth: maxDepth, maxItems: maxItems, maxLength: maxLength, budget: share, path: path)
            let nodes = dump(&dumper, element.value)
            budget -= share - max(0, dumper.budget)
            entries.append((nodes, nodes.map { Array($0.flat.unicodeScalars) }))
        }
        entries.sort { left, right in
            for (a, b) in zip(left.texts, right.texts) where a != b { return RenderedOrder.precedes(a, b) }
            return false
        }
        return entries.prefix(maxItems).map(\.nodes)
    }

    /// The context of a collection's elements, from its type: an enum
    /// element of a `[Heading]` needs no type name.
    private static func elementContext(of value: Any, kind: ContainerKind?) -> DumpContext {
        switch kind {
        case .array(let element)?, .generic(_, let element)?: .expected(element)
        default: (value as? any Collection).map { .expected(elementType(of: $0)) } ?? .unknown
        }
    }

    private static func elementType<C: Collection>(of _: C) -> Any.Type {
        C.Element.self
    }

    /// The name a collection's elements are wrapped in: `Set` in
    /// `Set([1, 2])`, `ArraySlice`, `[String: Int].Keys`.
    private static func wrapperName(of value: Any, _ kind: ContainerKind?) -> String {
        if case .generic(let name, _)? = kind { return name }
        return TypeNameText.base(of: ValueDump.typeName(type(of: value)))
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

    private mutating func enumCase(_ value: Any, _ mirror: Mirror, depth: Int, context: DumpContext) -> DumpNode {
        let enumType = type(of: value)
        let prefix = context.implies(enumType) ? "" : ValueDump.typeName(enumType)
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

    /// `text` with each address written `0x…`: addresses change from run
    /// to run. Swift prints one as a pointer-width hexadecimal number; one
    /// that no process maps (below 64 KiB, or past the 48 bits of user
    /// space) is a value's own, such as a token a `description` prints,
    /// and stays.
    private static func withoutAddresses(_ text: String) -> String {
        let digits = 2 * MemoryLayout<Int>.size
        var output = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "0x") {
            let hex = rest[start.upperBound...].prefix { $0.isHexDigit }
            output += rest[..<start.upperBound]
            output += hex.count == digits && isAddress(hex) ? "…" : hex
            rest = rest[hex.endIndex...]
        }
        return output + rest
    }

    private static func isAddress(_ hex: Substring) -> Bool {
        guard let value = UInt64(hex, radix: 16) else { return false }
        return value >= 0x1_0000 && value < 0x1_0000_0000_0000
    }

    /// A description as a message prints it, where it cannot be mistaken
    /// for the listing around it. A value made from a string literal whose
    /// description is its text (swift-log's `Logger.Message`) prints as
    /// that literal, `"yes: trace"`, as the test would write it. Another
    /// description with a `, ` or `: ` outside brackets and quotes, or with
    /// no visible edges, would read as more arguments or labels
    /// (`message: yes: trace`), so it prints quoted after its type's name:
    /// `Verdict("no: too late")`. Any other description prints as it is.
    private func shown(_ description: String, of value: Any) -> String {
        if value is any ExpressibleByStringLiteral, !(value is any CustomDebugStringConvertible) {
            return TextEscaping.quoted(description, maxLength: maxLength)
        }
        guard Self.couldBeMisread(description) else { return described(description) }
        return ValueDump.typeName(type(of: value)) + "(" + TextEscaping.quoted(description, maxLength: maxLength) + ")"
    }

    /// Whether a description, printed bare among a call's arguments, could
    /// be read as several: empty, with white space at an edge, or with a
    /// `, ` or `: ` outside brackets and string literals (as in
    /// `Point(x: 1, y: 2)`, which reads as the one value it is).
    static func couldBeMisread(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first.properties.isWhitespace || last.properties.isWhitespace { return true }
        var depth = 0
        var inLiteral = false
        var escaped = false
        var previous: Unicode.Scalar = "\0"
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if inLiteral {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inLiteral = false
                }
                continue
            }
            switch scalar {
            case "\"": inLiteral = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case " " where depth <= 0 && (previous == "," || previous == ":"): return true
            default: break
            }
        }
        return false
    }

    /// A description as a message prints it: cut after `maxLength`
    /// characters, its control characters escaped, its lines kept.
    private func described(_ text: String) -> String {
        let (kept, left) = TextEscaping.cut(text, maxLength: maxLength)
        let visible = TextEscaping.visible(kept, keepingLineBreaks: true)
        return left.map { "\(visible)… (\($0))" } ?? visible
    }
}
