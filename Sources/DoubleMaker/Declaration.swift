import Foundation

/// A requirement's declaration, as the symbol graph prints it, read for
/// what a double's member needs: its head to copy, its parameters to
/// forward, its effects to pick the `didCall…` form.
struct Declaration {
    /// The declaration as Swift source, with every parameter named and
    /// without what a class's member must leave out (`mutating`).
    let head: String
    let parameters: [Parameter]
    let effects: Effects
    /// The accessors a property or a subscript requires; empty for the
    /// other kinds.
    let accessors: [Accessor]

    struct Parameter: Equatable {
        /// The name the member's body uses.
        let name: String
        let kind: Kind

        enum Kind: Equatable {
            case plain
            case `inout`
            case autoclosure
            /// A closure that the member may not keep, which a double
            /// cannot record.
            case nonEscapingClosure
        }
    }

    struct Effects: Equatable {
        var isAsync = false
        var throwing: Throwing = .none

        enum Throwing: Equatable {
            case none
            case untyped
            /// `throws(E)`: the error type's spelling.
            case typed(String)
            case `rethrows`
        }
    }

    struct Accessor: Equatable {
        let isSetter: Bool
        let effects: Effects
    }
}

extension Declaration {
    /// Reads `fragments`, naming `argument1`, `argument2`… each parameter
    /// the declaration gives no name.
    init(fragments: [Fragment]) {
        var fragments = fragments.filter { !($0.kind == "keyword" && $0.spelling == "mutating") }
        // `mutating ` left a space before the next keyword.
        if let first = fragments.first, first.kind == "text", first.spelling == " " { fragments.removeFirst() }
        var names: [String] = []
        var rewritten: [Fragment] = []
        var index = 0
        while index < fragments.count {
            let fragment = fragments[index]
            rewritten.append(fragment)
            index += 1
            switch fragment.kind {
            case "externalParam":
                if index < fragments.count - 1, fragments[index].spelling == " ",
                    fragments[index + 1].kind == "internalParam"
                {
                    continue  // the internal name follows: read there
                }
                if fragment.spelling == "_" {
                    let name = "argument\(names.count + 1)"
                    rewritten.append(Fragment(kind: "text", spelling: " "))
                    rewritten.append(Fragment(kind: "internalParam", spelling: name))
                    names.append(name)
                } else {
                    names.append(fragment.spelling)
                }
            case "internalParam":
                // `subscript(metadataKey _: String)`: named for the body.
                if fragment.spelling == "_" {
                    let name = "argument\(names.count + 1)"
                    rewritten[rewritten.count - 1] = Fragment(kind: "internalParam", spelling: name)
                    names.append(name)
                } else {
                    names.append(fragment.spelling)
                }
            default:
                break
            }
        }
        let text = Self.spelled(rewritten)
        let (head, accessors) = Self.splitAccessors(text)
        self.head = head
        self.accessors = accessors
        self.effects = Self.effects(ofHead: head)
        let types = Self.parameterTypes(in: head)
        self.parameters = names.enumerated().map { position, name in
            Parameter(name: name, kind: position < types.count ? Self.kind(ofParameterType: types[position]) : .plain)
        }
    }

    /// The type of each parameter, as written in the declaration:
    /// `inout Reservation`, `@escaping @Sendable (Int) -> Void`. (The
    /// function signature's own fragments leave `inout` and the
    /// attributes out.)
    static func parameterTypes(in head: String) -> [String] {
        guard let parameters = parameterList(in: head) else { return [] }
        var depth = 0
        // Without its parentheses.
        let list = head[head.index(after: parameters.lowerBound)..<head.index(before: parameters.upperBound)]
        var pieces: [String] = []
        var current = ""
        var previous: Character = " "
        for character in list {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                pieces.append(current)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { pieces.append(current) }
        return pieces.map { piece in
            guard let colon = piece.range(of: ": ") else { return piece }
            return piece[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The fragments as source, spaced as `swift format` spaces them:
    /// `[String: Int]` and `where T: P` rather than the symbol graph's
    /// `[String : Int]` and `where T : P`.
    static func spelled(_ fragments: [Fragment]) -> String {
        fragments.map(\.spelling).joined().replacingOccurrences(of: " : ", with: ": ")
    }

    /// The parameter's kind, from its type.
    static func kind(ofParameterType type: String) -> Parameter.Kind {
        let words = type.split(whereSeparator: { " ()".contains($0) })
        if words.contains("inout") { return .inout }
        if words.contains("@autoclosure") { return .autoclosure }
        if words.contains("@escaping") { return .plain }
        return isFunctionType(type) ? .nonEscapingClosure : .plain
    }

    /// Whether `type` is a function type at its top level: `(Int) -> Int`,
    /// `@Sendable () async -> Void`; not `(() -> Void)?` (an optional
    /// closure escapes) nor `[() -> Void]`.
    static func isFunctionType(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous == "-":
                if depth == 0 { return true }
            case ">": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }

    /// A property's or subscript's declaration without its `{ get set }`,
    /// and the accessors that block requires.
    static func splitAccessors(_ text: String) -> (String, [Accessor]) {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return (text, []) }
        let head = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        let block = text[text.index(after: open)..<text.index(before: text.endIndex)]
        // `get async throws(E) set`: each accessor, then its effects.
        var accessors: [Accessor] = []
        var rest = block[...]
        while let accessor = rest.range(of: #"\b(get|set)\b"#, options: .regularExpression) {
            let isSetter = rest[accessor] == "set"
            rest = rest[accessor.upperBound...]
            let next = rest.range(of: #"\b(get|set)\b"#, options: .regularExpression)?.lowerBound ?? rest.endIndex
            accessors.append(Accessor(isSetter: isSetter, effects: effects(in: rest[..<next])))
            rest = rest[next...]
        }
        return (head, accessors)
    }

    /// A method's effects, read after its parameter list.
    static func effects(ofHead head: String) -> Effects {
        guard let parameters = parameterList(in: head) else { return Effects() }
        var rest = head[parameters.upperBound...]
        if let arrow = rest.range(of: "->") { rest = rest[..<arrow.lowerBound] }
        return effects(in: rest)
    }

    /// The effects that `words` name: `async`, `throws`, `rethrows`,
    /// `throws(E)`.
    static func effects(in words: Substring) -> Effects {
        var effects = Effects()
        var words = words
        if let typed = words.range(of: "throws("), let close = words[typed.upperBound...].firstIndex(of: ")") {
            effects.throwing = Self.typed(String(words[typed.upperBound..<close]))
            words.removeSubrange(typed.lowerBound...close)
        }
        for word in words.split(separator: " ") {
            if word == "async" { effects.isAsync = true }
            if word == "throws" { effects.throwing = .untyped }
            if word == "rethrows" { effects.throwing = .rethrows }
        }
        return effects
    }

    /// `throws(E)`: typed, unless `E` is `any Error` (plain `throws`) or
    /// `Never` (no throwing).
    private static func typed(_ error: String) -> Effects.Throwing {
        switch error {
        case "any Error", "Error": .untyped
        case "Never": .none
        default: .typed(error)
        }
    }

    /// The parameter list, its parentheses included: the first `(` after
    /// the generic parameters, to its match.
    static func parameterList(in head: String) -> Range<String.Index>? {
        var depth = 0
        var inGenerics = 0
        var start: String.Index?
        for index in head.indices {
            let character = head[index]
            if start == nil {
                if character == "<" { inGenerics += 1 }
                if character == ">" { inGenerics -= 1 }
                if character == "(" && inGenerics == 0 { start = index }
            }
            guard let start else { continue }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return start..<head.index(after: index) }
            }
        }
        return nil
    }
}
