/// Type names as Swift code writes them where their module is imported:
/// `[String: Int]`, `Outer.Inner`, `(Int) -> String`, `Result<Int, Error>`.
///
/// Standard containers (arrays, optionals, dictionaries, sets) are named
/// from their metadata, one level at a time, so that a name costs time in
/// proportion to its length and no stack in proportion to its depth. Past
/// `maxNesting` containers the rest is written `…`: `[[[…]]]`. Any other
/// type is named by the runtime (`String(reflecting:)`), then made
/// readable by `unqualified(_:)` and `sugared(_:)`, each one pass over the
/// text.
enum TypeNameText {
    /// How many standard containers deep a name is written before the rest
    /// is `…`. No type a test declares comes near; a value built by
    /// recursion (an array of arrays of …) may.
    static let maxNesting = 32

    /// `type`'s name.
    static func name(of type: Any.Type) -> String {
        name(of: type, nesting: maxNesting)
    }

    /// `type`'s name, opening at most `nesting` standard containers; a
    /// dictionary's key type shares the allowance.
    private static func name(of type: Any.Type, nesting: Int) -> String {
        // The name is the containers' openings, outermost first, then the
        // innermost type's name, then the closings, innermost first.
        var opens: [String] = []
        var closes: [String] = []
        var current = type
        var innermostIsOptional = false
        var leaf: String?
        while let kind = ContainerKind.of(current) {
            guard opens.count < nesting else {
                leaf = "…"
                break
            }
            innermostIsOptional = false
            let (open, close): (String, String)
            switch kind {
            case .array(let element):
                (current, open, close) = (element, "[", "]")
            case .generic(let name, let element):
                (current, open, close) = (element, name + "<", ">")
            case .dictionary(let key, let value):
                let keyName = name(of: key, nesting: nesting - opens.count - 1)
                (current, open, close) = (value, "[" + keyName + ": ", "]")
            case .optional(let wrapped):
                innermostIsOptional = true
                (current, open, close) = (wrapped, "", "?")
            }
            opens.append(open)
            closes.append(close)
        }
        let innermost = leaf ?? sugared(unqualified(String(reflecting: current)))
        // `(Int) -> String?` would read as a function returning an optional.
        if innermostIsOptional, leaf == nil, hasTopLevelSpace(innermost) {
            opens[opens.count - 1] = "("
            closes[closes.count - 1] = ")?"
        }
        return opens.joined() + innermost + closes.reversed().joined()
    }

    /// `Set<Int>` without its generic arguments: `Set`.
    static func base(of name: String) -> String {
        String(name.prefix { $0 != "<" })
    }

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
    /// `T?` and `[K: V]`, wherever they appear in `name`.
    ///
    /// Two passes, neither recursive: the first pairs each `<` with its `>`
    /// and notes the commas and spaces directly inside it; the second writes
    /// the name, replacing the brackets of the three types as it meets them.
    static func sugared(_ name: String) -> String {
        let text = Array(name)
        let brackets = AngleBrackets(text)
        var output = ""
        // Characters to write differently, found at their opening `<`.
        var replacements: [Int: String] = [:]
        var index = 0
        while index < text.count {
            if let replacement = replacements[index] {
                output += replacement
                index += 1
                continue
            }
            guard isIdentifierHead(text[index]) else {
                output.append(text[index])
                index += 1
                continue
            }
            var end = index
            while end < text.count, isIdentifierBody(text[end]) || text[end] == "." { end += 1 }
            let identifier = String(text[index..<end])
            index = end
            guard output.last != ".", let close = brackets.close[end] else {
                output += identifier
                continue
            }
            let commas = brackets.commas[end] ?? []
            switch (identifier, commas.count) {
            case ("Array", 0):
                output += "["
                replacements[close] = "]"
            case ("Dictionary", 1):
                output += "["
                replacements[commas[0]] = ":"
                replacements[close] = "]"
            case ("Optional", 0):
                let isSpaced = brackets.spaced.contains(end)
                output += isSpaced ? "(" : ""
                replacements[close] = isSpaced ? ")?" : "?"
            default:
                output += identifier
                continue
            }
            index = end + 1
        }
        return output
    }

    /// Whether `text` has a space outside any brackets, as `(Int) -> String`.
    static func hasTopLevelSpace(_ text: String) -> Bool {
        let characters = Array(text)
        var depth = 0
        for index in characters.indices {
            depth += nesting(characters, at: index)
            if depth == 0, characters[index] == " " { return true }
        }
        return false
    }

    /// The generic argument lists of a name: for each `<`, its `>`, the
    /// commas directly inside it and whether a space is directly inside it.
    private struct AngleBrackets {
        var close: [Int: Int] = [:]
        var commas: [Int: [Int]] = [:]
        var spaced: Set<Int> = []

        init(_ text: [Character]) {
            // The open brackets of every kind around the current character.
            var open: [Int] = []
            for index in text.indices {
                switch nesting(text, at: index) {
                case 1:
                    open.append(index)
                case -1:
                    if let start = open.popLast(), text[start] == "<", text[index] == ">" { close[start] = index }
                default:
                    guard let start = open.last, text[start] == "<" else { continue }
                    if text[index] == "," { commas[start, default: []].append(index) }
                    if text[index] == " " { spaced.insert(start) }
                }
            }
        }
    }

    /// How the character at `index` changes the bracket depth; the `>` of
    /// `->` closes nothing.
    private static func nesting(_ text: [Character], at index: Int) -> Int {
        switch text[index] {
        case "<", "(", "[": return 1
        case ")", "]": return -1
        case ">": return index > 0 && text[index - 1] == "-" ? 0 : -1
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
