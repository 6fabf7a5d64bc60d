import Foundation

/// The parts of a symbol graph (what `swift-symbolgraph-extract` writes,
/// and DocC reads) that a double is written from.
struct SymbolGraph: Codable {
    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]

    struct Module: Codable {
        let name: String
    }

    struct Symbol: Codable {
        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String
        let location: Location?
        let availability: [Availability]?

        struct Kind: Codable {
            let identifier: String
        }

        struct Identifier: Codable {
            let precise: String
        }

        /// `@available` of the declaration, for one platform (`domain`)
        /// or all (`*`).
        struct Availability: Codable {
            let domain: String?
            let introduced: Version?
            let deprecated: Version?
            let isUnconditionallyDeprecated: Bool?

            struct Version: Codable {
                let major: Int
                let minor: Int?
                let patch: Int?
            }
        }

        struct Location: Codable {
            let uri: String
            let position: Position?

            struct Position: Codable {
                let line: Int
                let character: Int
            }
        }
    }

    struct Relationship: Codable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }
}

/// One piece of a declaration as the compiler prints it: a keyword, an
/// attribute, a name, a type's name (with its USR), or text between them.
struct Fragment: Codable, Equatable {
    let kind: String
    let spelling: String
    let preciseIdentifier: String?

    init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
        self.kind = kind
        self.spelling = spelling
        self.preciseIdentifier = preciseIdentifier
    }
}

extension SymbolGraph {
    /// The graphs in `directory` for `module`: its own, and those of its
    /// extensions to other modules (`Module@Other.symbols.json`).
    static func load(module: String, from directory: URL) throws -> SymbolGraph {
        let file = directory.appendingPathComponent("\(module).symbols.json")
        return try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
    }

    /// The graphs of every module in `directory`, but not those of their
    /// extensions to other modules (`Module@Other.symbols.json`).
    static func loadAll(from directory: URL) throws -> [SymbolGraph] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") && !$0.lastPathComponent.contains("@") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: $0)) }
    }
}
