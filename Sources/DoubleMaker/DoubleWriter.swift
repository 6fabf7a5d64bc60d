import Foundation

/// Writes the source file of one protocol's double: `final class
/// <Protocol>Mock: Mocking, <Protocol>`, one line per member.
struct DoubleWriter {
    let reader: ProtocolReader
    /// Associated types the user named a type for (`Item=Product`).
    let associatedTypes: [String: String]
    /// Reads the `import` lines of a source file, by its path.
    let importsOfFile: (String) -> [String]

    /// The double's file, or why the protocol cannot have one.
    func write(_ symbol: SymbolGraph.Symbol) -> Result<DoubleFile, ProtocolRefusal> {
        let name = symbol.name
        // A protocol nested in a type, `Store.Observer`, has the double
        // `StoreObserverMock`.
        let qualifiedName = symbol.pathComponents.joined(separator: ".")
        let doubleName = symbol.pathComponents.joined() + "Mock"
        let protocols = reader.refined(symbol)
        var refusals: [Refusal] = []

        let attributes = protocols.map(Self.attributes(of:))
        if attributes.contains(where: { $0.contains("@objc") }) {
            refusals.append(
                Refusal(member: name, reason: "an @objc protocol, which only an NSObject subclass can adopt"))
        }
        // What is left of a protocol's attributes is its global actor.
        let isolations = Set(attributes.flatMap { $0 }.filter { !Self.notIsolation.contains(where: $0.hasPrefix) })
        if isolations.count > 1 {
            refusals.append(Refusal(member: name, reason: "isolated to several global actors: \(isolations.sorted())"))
        }
        let isolation = isolations.first

        var isActor = false
        var isSendable = false
        var extraMembers: [String] = []
        for parent in reader.externalParents(of: protocols) {
            switch parent.split(separator: ".").last.map(String.init) ?? parent {
            case "Sendable": isSendable = true
            case "SendableMetatype", "Copyable", "Escapable", "AnyObject": break
            case "Actor": isActor = true
            case "Identifiable": break  // a class's `id` is its `ObjectIdentifier`
            case "CustomStringConvertible": extraMembers.append("var description: String { didCallFunction() }")
            case "CustomDebugStringConvertible":
                extraMembers.append("var debugDescription: String { didCallFunction() }")
            case "Equatable":
                extraMembers.append(Self.identityEquality(double: doubleName))
            case "Hashable":
                extraMembers.append(Self.identityEquality(double: doubleName))
                extraMembers.append(Self.identityHash)
            default:
                refusals.append(
                    Refusal(
                        member: name,
                        reason: "it refines \(parent), a protocol of another module whose requirements"
                            + " the symbol graph does not list"))
            }
        }
        // `Hashable` refines `Equatable`: both may be listed.
        extraMembers = extraMembers.reduce(into: []) { unique, member in
            if !unique.contains(member) { unique.append(member) }
        }
        if isActor {
            extraMembers = extraMembers.map { "nonisolated " + $0 }
        }

        var generics: [String] = []
        var whereClauses: [String] = []
        var typealiases: [String] = []
        var members: [[String]] = []
        var seen = Set<String>()
        var requiresPlainInit = false
        let writer = MemberWriter(doubleIsolation: isolation)
        for proto in protocols {
            let (requirements, optional) = reader.requirements(of: proto)
            refusals += optional.map { Refusal(member: $0, reason: "an optional requirement of an @objc protocol") }
            for requirement in requirements {
                if requirement.kind.identifier == "swift.associatedtype" {
                    switch associatedType(requirement) {
                    case .generic(let parameter, let clause):
                        generics.append(parameter)
                        whereClauses += clause
                    case .alias(let line): typealiases.append(line)
                    }
                    continue
                }
                switch writer.write(requirement) {
                case .success(let lines):
                    guard seen.insert(lines.joined(separator: "\n")).inserted else { continue }
                    if requirement.name == "init()" { requiresPlainInit = true }
                    members.append(lines)
                case .failure(let refusal):
                    refusals.append(refusal)
                }
            }
        }
        guard refusals.isEmpty else { return .failure(ProtocolRefusal(protocolName: name, refusals: refusals)) }

        var lines = header(for: symbol, protocols: protocols)
        let genericClause = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
        let conformances = ["Mocking", qualifiedName] + (isSendable && !isActor ? ["Sendable"] : [])
        let whereClause = whereClauses.isEmpty ? "" : " where " + whereClauses.joined(separator: ", ")
        let kind = isActor ? "actor" : "final class"
        lines.append(
            (isolation.map { $0 + " " } ?? "") + "\(kind) \(doubleName)\(genericClause): "
                + conformances.joined(separator: ", ") + whereClause + " {")
        var body: [[String]] = typealiases.map { [$0] }
        if !requiresPlainInit { body.append(["init() {}"]) }
        body += members + extraMembers.map { [$0] }
        // A generic parameter is no member of `Self`: `Self.Element` is
        // the protocol's spelling, `Element` the double's.
        let associated = (generics + typealiases.map { String($0.dropFirst("typealias ".count)) })
            .map { String($0.prefix { $0 != ":" && $0 != " " }) }
        for member in body {
            lines += member.map { line in
                "    " + associated.reduce(line) { $0.replacingOccurrences(of: "Self.\($1)", with: $1) }
            }
        }
        lines.append("}")
        return .success(
            DoubleFile(protocolName: name, fileName: "\(doubleName).swift", text: lines.joined(separator: "\n") + "\n"))
    }

    /// The file's first lines: where it came from, and its imports.
    private func header(for symbol: SymbolGraph.Symbol, protocols: [SymbolGraph.Symbol]) -> [String] {
        let module = reader.graph.module.name
        let isPublic = protocols.allSatisfy { $0.accessLevel == "public" || $0.accessLevel == "open" }
        var modules = Set(protocols.compactMap { $0.location.map { importsOfFile($0.uri) } }.flatMap { $0 })
        for proto in protocols {
            for requirement in reader.requirements(of: proto).required {
                for fragment in requirement.declarationFragments ?? [] {
                    if let usr = fragment.preciseIdentifier, let owner = Self.module(ofUSR: usr) {
                        modules.insert(owner)
                    }
                }
            }
        }
        modules.subtract([module, "StuntDouble", "Swift", "_Concurrency", "_StringProcessing"])
        modules = Set(modules.map { $0.hasPrefix("Foundation") || $0 == "_FoundationCShims" ? "Foundation" : $0 })
        var lines = [
            "// Written by `swift package make-doubles` from the protocol \(symbol.name) of \(module).",
            "// It is yours to edit; `--overwrite` writes it again from the protocol.",
            "",
        ]
        lines += (modules.sorted() + ["StuntDouble"] + (isPublic ? [module] : [])).sorted().map { "import \($0)" }
        if !isPublic { lines += ["", "@testable import \(module)"] }
        lines.append("")
        return lines
    }

    /// The module a USR names first: `s:10Foundation4DataV` is
    /// Foundation's; the standard library's (`s:Si`) and C's name none.
    static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = usr.dropFirst(2)
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        return String(mangled.dropFirst(digits.count).prefix(length))
    }

    /// Attributes of a protocol that a class need not, or must not, copy.
    private static let notIsolation = ["@objc", "@available", "@preconcurrency", "@_", "@usableFromInline"]

    /// A protocol's attributes: `@MainActor`.
    private static func attributes(of symbol: SymbolGraph.Symbol) -> [String] {
        let fragments = (symbol.declarationFragments ?? []).joiningAttributes
        let beforeKeyword = fragments.prefix { !($0.kind == "keyword" && $0.spelling == "protocol") }
        return beforeKeyword.filter { $0.kind == "attribute" }.map(\.spelling)
    }

    private enum AssociatedType {
        case generic(String, [String])
        case alias(String)
    }

    /// What the double makes of `associatedtype Element: Identifiable where
    /// Element.ID == String`: a generic parameter, or the user's type.
    private func associatedType(_ symbol: SymbolGraph.Symbol) -> AssociatedType {
        let name = symbol.name
        if let type = associatedTypes[name] { return .alias("typealias \(name) = \(type)") }
        var text = Declaration.spelled(symbol.declarationFragments ?? [])
        text = text.replacingOccurrences(of: "Self.", with: "")
        if let equals = text.range(of: " = ") {
            return .alias("typealias \(name) = \(text[equals.upperBound...])")
        }
        var clauses: [String] = []
        if let range = text.range(of: " where ") {
            clauses = text[range.upperBound...].components(separatedBy: ", ")
            text = String(text[..<range.lowerBound])
        }
        var parameter = name
        if let colon = text.range(of: ": ") {
            parameter += ": " + text[colon.upperBound...].components(separatedBy: ", ").joined(separator: " & ")
        }
        return .generic(parameter, clauses)
    }

    private static func identityEquality(double: String) -> String {
        "static func == (lhs: \(double), rhs: \(double)) -> Bool { lhs === rhs }"
    }

    private static let identityHash = "func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }"
}

/// One double's source file.
struct DoubleFile: Equatable {
    let protocolName: String
    let fileName: String
    let text: String
}

/// A protocol with no double, and every reason.
struct ProtocolRefusal: Error, Equatable {
    let protocolName: String
    let refusals: [Refusal]
}
