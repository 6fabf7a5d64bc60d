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
        // A protocol nested in a type, `Store.Observer`, has the double
        // `StoreObserverMock`.
        let doubleName = symbol.pathComponents.joined() + "Mock"
        let protocols = reader.refined(symbol)
        let requirements = protocols.map(reader.requirements(of:))
        let traits = DoubleTraits(protocols: protocols, reader: reader, doubleName: doubleName)
        let members = collectMembers(requirements, isolation: traits.isolation)
        let refusals = traits.refusals + members.refusals
        guard refusals.isEmpty else { return .failure(ProtocolRefusal(protocolName: symbol.name, refusals: refusals)) }

        let conformances =
            ["Mocking", symbol.pathComponents.joined(separator: ".")] + (traits.isSendableClass ? ["Sendable"] : [])
        let genericClause = members.generics.isEmpty ? "" : "<" + members.generics.joined(separator: ", ") + ">"
        let whereClause = members.whereClauses.isEmpty ? "" : " where " + members.whereClauses.joined(separator: ", ")
        var lines = header(for: symbol, protocols: protocols, requirements: requirements) + traits.availability
        lines.append(
            (traits.isolation.map { $0 + " " } ?? "") + "\(traits.isActor ? "actor" : "final class") \(doubleName)"
                + genericClause + ": " + conformances.joined(separator: ", ") + whereClause + " {")
        var body: [[String]] = members.typealiases.map { [$0] }
        if !members.requiresPlainInit { body.append(["init() {}"]) }
        body += members.members + traits.members.map { [$0] }
        for member in body {
            lines += member.map { "    " + $0 }
        }
        lines.append("}")
        return .success(
            DoubleFile(
                protocolName: symbol.name, fileName: "\(doubleName).swift", text: lines.joined(separator: "\n") + "\n"))
    }

    /// The members for the requirements of a double's protocols, and its
    /// generic parameters and type aliases for their associated types.
    private func collectMembers(
        _ all: [ProtocolReader.Requirements], isolation: String?
    ) -> DoubleMembers {
        var result = DoubleMembers()
        var seen = Set<String>()
        let associated = all.flatMap(\.required).filter { $0.kind.identifier == "swift.associatedtype" }
        let names = Set(associated.map(\.name))
        // A refining protocol may restate its parent's associated type.
        for (index, requirement) in associated.enumerated()
        where !associated[..<index].contains(where: { $0.name == requirement.name }) {
            result.add(AssociatedType(requirement, namedTypes: associatedTypes, shadowing: names))
        }
        var writer = MemberWriter(doubleIsolation: isolation)
        writer.associatedTypeNames = names
        for (requirements, optional) in all {
            result.refusals += optional.map {
                Refusal(member: $0, reason: "an optional requirement of an @objc protocol")
            }
            for requirement in requirements where requirement.kind.identifier != "swift.associatedtype" {
                switch writer.write(requirement) {
                case .success(let lines):
                    // A refined protocol may state a requirement again.
                    guard seen.insert(lines.joined(separator: "\n")).inserted else { continue }
                    if requirement.name == "init()" { result.requiresPlainInit = true }
                    result.members.append(lines)
                case .failure(let refusal):
                    result.refusals.append(refusal)
                }
            }
        }
        return result
    }

    /// The file's first lines: where it came from, and its imports: the
    /// module of each protocol (`@testable` for an internal one), what
    /// their files import, and the modules of their requirements' types.
    private func header(
        for symbol: SymbolGraph.Symbol, protocols: [SymbolGraph.Symbol],
        requirements: [ProtocolReader.Requirements]
    ) -> [String] {
        var testable = Set<String>()
        var modules = Set(protocols.compactMap { $0.location.map { importsOfFile($0.uri) } }.flatMap { $0 })
        for (proto, requirements) in zip(protocols, requirements) {
            let isPublic = proto.accessLevel == "public" || proto.accessLevel == "open"
            if isPublic { modules.insert(reader.module(of: proto)) } else { testable.insert(reader.module(of: proto)) }
            for requirement in requirements.required {
                for fragment in requirement.declarationFragments ?? [] {
                    if let usr = fragment.preciseIdentifier, let owner = Self.module(ofUSR: usr) {
                        modules.insert(owner)
                    }
                }
            }
        }
        // Foundation's parts on Linux are imported as Foundation.
        modules = Set(modules.map { $0.hasPrefix("Foundation") || $0 == "_FoundationCShims" ? "Foundation" : $0 })
        modules.subtract(testable.union(Self.standardLibraryModules).union(["StuntDouble"]))
        var lines = [
            "// Written by `swift package make-doubles` from the protocol \(symbol.name) of \(reader.graph.module.name).",
            "// It is yours to edit; `--overwrite` writes it again from the protocol.",
            "",
        ]
        lines += (modules.sorted() + ["StuntDouble"]).sorted().map { "import \($0)" }
        if !testable.isEmpty { lines += [""] + testable.sorted().map { "@testable import \($0)" } }
        lines.append("")
        return lines
    }

    /// The standard library's modules, which no file imports.
    static let standardLibraryModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing"]

    /// The module a USR names first: `s:10Foundation4DataV` is
    /// Foundation's; the standard library's (`s:Si`) and C's name none.
    static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = usr.dropFirst(2)
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        return String(mangled.dropFirst(digits.count).prefix(length))
    }
}

/// What a double has for the requirements of its protocols.
private struct DoubleMembers {
    var members: [[String]] = []
    var generics: [String] = []
    var whereClauses: [String] = []
    var typealiases: [String] = []
    var requiresPlainInit = false
    var refusals: [Refusal] = []

    mutating func add(_ associatedType: AssociatedType) {
        switch associatedType.witness {
        case .generic(let parameter, let clauses):
            generics.append(parameter)
            whereClauses += clauses
        case .alias(let line):
            typealiases.append(line)
        }
    }
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
