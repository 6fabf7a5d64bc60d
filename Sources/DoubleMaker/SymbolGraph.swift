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

        struct Kind: Codable {
            let identifier: String
        }

        struct Identifier: Codable {
            let precise: String
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
}
