// Symbol graphs written by hand for the writer's tests: what the
// compiler's would hold for the declarations a test names.
import Foundation

@testable import DoubleMaker

/// A module's symbols and relationships, built one declaration at a time.
struct GraphBuilder {
    var module = "Shop"
    var symbols: [SymbolGraph.Symbol] = []
    /// The `@available` of the symbols added next.
    var availability: [SymbolGraph.Symbol.Availability]?
    var relationships: [SymbolGraph.Relationship] = []
    private var line = 0

    /// Adds a protocol, `declaration` marked as `fragments(_:)` reads it.
    @discardableResult
    mutating func addProtocol(
        _ name: String, _ declaration: String, access: String = "public", in parent: String? = nil
    ) -> String {
        add(kind: "swift.protocol", path: (parent.map { [$0] } ?? []) + [name], declaration, access: access)
    }

    /// Adds a requirement of `owner`.
    mutating func addRequirement(
        of owner: String, kind: String, name: String, _ declaration: String, relationship: String = "requirementOf"
    ) {
        let usr = add(kind: kind, path: [owner, name], declaration, access: "public")
        relationships.append(
            .init(kind: relationship, source: usr, target: "s:4\(module)\(owner)P", targetFallback: nil))
    }

    /// Makes `child` refine `parent`: the module's own when it has it,
    /// else another module's, named `Module.Protocol`.
    mutating func addRefinement(_ child: String, of parent: String) {
        let isOwn = symbols.contains { $0.pathComponents == [parent] }
        relationships.append(
            .init(
                kind: "conformsTo", source: "s:4\(module)\(child)P",
                target: isOwn ? "s:4\(module)\(parent)P" : "s:\(parent)",
                targetFallback: isOwn ? nil : parent))
    }

    var graph: SymbolGraph {
        SymbolGraph(module: .init(name: module), symbols: symbols, relationships: relationships)
    }

    @discardableResult
    private mutating func add(kind: String, path: [String], _ declaration: String, access: String) -> String {
        line += 1
        let usr = kind == "swift.protocol" ? "s:4\(module)\(path.last!)P" : "s:4\(module)\(path.joined(separator: "_"))"
        symbols.append(
            SymbolGraph.Symbol(
                kind: .init(identifier: kind), identifier: .init(precise: usr), pathComponents: path,
                declarationFragments: fragments(declaration), accessLevel: access,
                location: .init(uri: "file:///\(module).swift", position: .init(line: line, character: 4)),
                availability: availability))
        return usr
    }
}

/// The fragments of a declaration in which `⟨label⟩` is an external
/// parameter name, `«name»` an internal one, `⦃word⦄` a keyword,
/// `⟦@Attribute⟧` an attribute and `⟪Type|USR⟫` a type's name and USR;
/// the rest is text.
func fragments(_ declaration: String) -> [Fragment] {
    var result: [Fragment] = []
    var text = ""
    var scanner = declaration[...]
    let marks: [(Character, Character, String)] = [
        ("⟨", "⟩", "externalParam"), ("«", "»", "internalParam"), ("⦃", "⦄", "keyword"), ("⟦", "⟧", "attribute"),
        ("⟪", "⟫", "typeIdentifier"),
    ]
    while let character = scanner.first {
        if let mark = marks.first(where: { $0.0 == character }), let end = scanner.firstIndex(of: mark.1) {
            if !text.isEmpty { result.append(Fragment(kind: "text", spelling: text)) }
            text = ""
            let inside = scanner[scanner.index(after: scanner.startIndex)..<end].split(separator: "|")
            result.append(
                Fragment(
                    kind: mark.2, spelling: String(inside[0]),
                    preciseIdentifier: inside.count > 1 ? String(inside[1]) : nil
                ))
            scanner = scanner[scanner.index(after: end)...]
        } else {
            text.append(character)
            scanner = scanner.dropFirst()
        }
    }
    if !text.isEmpty { result.append(Fragment(kind: "text", spelling: text)) }
    return result
}
