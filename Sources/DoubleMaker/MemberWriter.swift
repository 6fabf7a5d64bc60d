import Foundation

/// Writes a double's member for one requirement: its declaration, and a
/// body of one `didCall…` line in the form the guides recommend.
struct MemberWriter {
    /// The global actor the double is isolated to (`@MainActor`), which
    /// its members need not repeat.
    let doubleIsolation: String?
    /// The double's associated types, whose names shadow types of the
    /// same name declared elsewhere.
    var associatedTypeNames: Set<String> = []

    /// The member's lines, or why it cannot be written soundly.
    func write(_ symbol: SymbolGraph.Symbol) -> Result<[String], Refusal> {
        guard let fragments = symbol.declarationFragments else {
            return .failure(Refusal(member: symbol.name, reason: "the symbol graph gives no declaration"))
        }
        let declaration = Declaration(
            fragments: fragments.joiningAttributes.filter { !isDoubleIsolation($0) }.droppingLeadingSpace
                .spellingAssociatedTypes(associatedTypeNames))
        let isStatic = symbol.kind.identifier.hasPrefix("swift.type.")
        let receiver = isStatic ? "statics." : ""
        switch symbol.kind.identifier {
        case "swift.method", "swift.type.method":
            return method(declaration, receiver: receiver, name: symbol.name)
        case "swift.init":
            return method(declaration, receiver: "Self.statics.", name: symbol.name)
        case "swift.property", "swift.type.property", "swift.subscript", "swift.type.subscript":
            return accessors(declaration, receiver: receiver, name: symbol.name)
        default:
            return .failure(Refusal(member: symbol.name, reason: "a \(symbol.kind.identifier) requirement"))
        }
    }

    private func isDoubleIsolation(_ fragment: Fragment) -> Bool {
        fragment.kind == "attribute" && fragment.spelling == doubleIsolation
    }

    private func method(_ declaration: Declaration, receiver: String, name: String) -> Result<[String], Refusal> {
        var arguments: [String] = []
        var updating: [String] = []
        var comments: [String] = []
        for parameter in declaration.parameters {
            switch parameter.kind {
            case .plain: arguments.append(parameter.name)
            case .autoclosure: arguments.append("\(parameter.name)()")
            case .inout: updating.append(parameter.name)
            case .nonEscapingClosure:
                comments.append(
                    "// `\(parameter.name)` is not recorded: a closure that does not escape cannot outlive the call.")
            }
        }
        if !updating.isEmpty {
            let reason: String? =
                if updating.count > 1 {
                    "more than one inout parameter"
                } else if declaration.effects != Declaration.Effects() {
                    "an inout parameter on a member that is async or throws"
                } else if declaration.returnsValue {
                    "an inout parameter on a member that returns a value"
                } else {
                    nil
                }
            if let reason { return .failure(Refusal(member: name, reason: reason)) }
        }
        var effects = declaration.effects
        // A rethrowing member may throw only what its closure throws, and
        // the double never calls it.
        if effects.throwing == .rethrows { effects.throwing = .none }
        let call = Self.call(receiver: receiver, effects: effects, arguments: arguments, updating: updating.first)
        return .success(comments + ["\(declaration.head) { \(call) }"])
    }

    private func accessors(_ declaration: Declaration, receiver: String, name: String) -> Result<[String], Refusal> {
        let indices = declaration.parameters
        if let odd = indices.first(where: { $0.kind != .plain }) {
            return .failure(Refusal(member: name, reason: "a subscript index `\(odd.name)` that is not a plain value"))
        }
        let getter = declaration.accessors.first { !$0.isSetter }
        let hasSetter = declaration.accessors.contains { $0.isSetter }
        guard let getter else { return .failure(Refusal(member: name, reason: "no getter")) }
        let arguments = indices.map(\.name)
        let read = Self.call(receiver: receiver, effects: getter.effects, arguments: arguments, updating: nil)
        if !hasSetter && getter.effects == Declaration.Effects() {
            return .success(["\(declaration.head) { \(read) }"])
        }
        var lines = ["\(declaration.head) {"]
        lines.append("    get\(getter.effects.spelled) { \(read) }")
        if hasSetter {
            let write = Self.call(
                receiver: receiver, effects: Declaration.Effects(), arguments: arguments + ["newValue"], updating: nil)
            lines.append("    set { \(write) }")
        }
        lines.append("}")
        return .success(lines)
    }

    /// `try await didCallAsyncThrowingFunction(throwing: E.self, withArguments: a, b, updating: &c)`.
    static func call(receiver: String, effects: Declaration.Effects, arguments: [String], updating: String?)
        -> String
    {
        let throwing = effects.throwing != .none
        let name = "didCall" + (effects.isAsync ? "Async" : "") + (throwing ? "Throwing" : "") + "Function"
        var labelled: [String] = []
        if case .typed(let error) = effects.throwing { labelled.append("throwing: \(error).self") }
        if !arguments.isEmpty { labelled.append("withArguments: " + arguments.joined(separator: ", ")) }
        if let updating { labelled.append("updating: &\(updating)") }
        let marks = (throwing ? "try " : "") + (effects.isAsync ? "await " : "")
        return marks + receiver + name + "(" + labelled.joined(separator: ", ") + ")"
    }
}

/// A member, or a protocol, that cannot be written soundly, and why.
struct Refusal: Error, Equatable {
    let member: String
    let reason: String
}

extension Declaration {
    /// Whether a method returns something other than `Void`.
    var returnsValue: Bool {
        guard let parameters = Declaration.parameterList(in: head) else { return false }
        let rest = head[parameters.upperBound...]
        guard let arrow = rest.range(of: "->") else { return false }
        var result = rest[arrow.upperBound...]
        if let whereClause = result.range(of: " where ") { result = result[..<whereClause.lowerBound] }
        let type = result.trimmingCharacters(in: .whitespaces)
        return type != "Void" && type != "()"
    }
}

extension Declaration.Effects {
    /// ` async throws`, as an accessor's effects are written.
    var spelled: String {
        var words: [String] = []
        if isAsync { words.append("async") }
        switch throwing {
        case .none: break
        case .untyped, .rethrows: words.append("throws")
        case .typed(let error): words.append("throws(\(error))")
        }
        return words.map { " " + $0 }.joined()
    }
}

extension SymbolGraph.Symbol {
    /// The member's name as `#function` spells it: `charge(amount:)`.
    var name: String { pathComponents.last ?? identifier.precise }
}

extension Array where Element == Fragment {
    /// As the double spells the associated types `names`: the protocol's
    /// `Self.Element` is the double's own `Element` (a generic parameter is
    /// no member of `Self`), and a type such a name shadows is qualified by
    /// its module: in `TracerMock<Span: Tracing.Span>` the parameter `Span`
    /// shadows the protocol `Span`. An associated type's own USR ends in
    /// `Qa`.
    func spellingAssociatedTypes(_ names: Set<String>) -> [Fragment] {
        guard !names.isEmpty else { return self }
        var spelled: [Fragment] = []
        for fragment in self {
            guard fragment.kind == "typeIdentifier", names.contains(fragment.spelling) else {
                spelled.append(fragment)
                continue
            }
            let isOfSelf =
                spelled.count >= 2 && spelled[spelled.count - 1].spelling == "."
                && spelled[spelled.count - 2].kind == "typeIdentifier" && spelled[spelled.count - 2].spelling == "Self"
            if isOfSelf {
                spelled.removeLast(2)
                spelled.append(fragment)
            } else if spelled.last?.spelling.hasSuffix(".") != true, let usr = fragment.preciseIdentifier,
                !usr.hasSuffix("Qa"), let module = DoubleWriter.module(ofUSR: usr)
            {
                spelled.append(
                    Fragment(kind: fragment.kind, spelling: module + "." + fragment.spelling, preciseIdentifier: usr))
            } else {
                spelled.append(fragment)
            }
        }
        return spelled
    }

    /// With an attribute the symbol graph splits, `@` and `MainActor`, as
    /// one fragment: `@MainActor`.
    var joiningAttributes: [Fragment] {
        var joined: [Fragment] = []
        for fragment in self {
            if fragment.kind == "attribute", let last = joined.last, last.kind == "attribute", last.spelling == "@" {
                joined[joined.count - 1] = Fragment(kind: "attribute", spelling: "@" + fragment.spelling)
            } else {
                joined.append(fragment)
            }
        }
        return joined
    }

    /// Without the space that a removed attribute or keyword left first.
    var droppingLeadingSpace: [Fragment] {
        var fragments = self
        while let first = fragments.first, first.kind == "text", first.spelling.allSatisfy(\.isWhitespace) {
            fragments.removeFirst()
        }
        return fragments
    }
}
