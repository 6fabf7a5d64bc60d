/// A module's protocols as its symbol graph describes them: each one's
/// requirements, the protocols it refines, and what they ask of a double.
/// The graphs of the modules it depends on, where given, add the
/// protocols of theirs that its protocols refine.
struct ProtocolReader {
    let graph: SymbolGraph
    private let symbols: [String: SymbolGraph.Symbol]
    /// The module that declares each symbol, by its USR.
    private let modules: [String: String]
    /// The relationships of each kind, by the USR of their source (what
    /// a protocol refines) or of their target (a protocol's requirements).
    private let bySource: [String: [SymbolGraph.Relationship]]
    private let byTarget: [String: [SymbolGraph.Relationship]]

    init(graph: SymbolGraph, dependencies: [SymbolGraph] = []) {
        self.graph = graph
        var symbols: [String: SymbolGraph.Symbol] = [:]
        var modules: [String: String] = [:]
        for each in [graph] + dependencies {
            for symbol in each.symbols where symbols[symbol.identifier.precise] == nil {
                symbols[symbol.identifier.precise] = symbol
                modules[symbol.identifier.precise] = each.module.name
            }
        }
        self.symbols = symbols
        self.modules = modules
        let relationships = ([graph] + dependencies).flatMap(\.relationships)
        bySource = Dictionary(grouping: relationships) { $0.kind + " " + $0.source }
        byTarget = Dictionary(grouping: relationships) { $0.kind + " " + $0.target }
    }

    /// A protocol's requirements, and the names of its `optional` ones.
    typealias Requirements = (required: [SymbolGraph.Symbol], optional: [String])

    /// The module's protocols, in the order of their declarations.
    var protocols: [SymbolGraph.Symbol] {
        graph.symbols.filter { $0.kind.identifier == "swift.protocol" }.sorted(by: Self.declarationOrder)
    }

    /// The module that declares `symbol`.
    func module(of symbol: SymbolGraph.Symbol) -> String {
        modules[symbol.identifier.precise] ?? graph.module.name
    }

    /// `symbol` and the protocols it refines, directly or not, whose
    /// graphs are known: a double conforms to them all.
    func refined(_ symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
        var found: [SymbolGraph.Symbol] = []
        var queue = [symbol]
        while let next = queue.first {
            queue.removeFirst()
            guard !found.contains(where: { $0.identifier.precise == next.identifier.precise }) else { continue }
            found.append(next)
            queue += relationships(from: next, kind: "conformsTo").compactMap { symbols[$0.target] }
                .filter { $0.kind.identifier == "swift.protocol" }
        }
        return found
    }

    /// The protocols that `protocols` refine and whose graphs are not
    /// known, by their qualified names: `Swift.Sendable`.
    func externalParents(of protocols: [SymbolGraph.Symbol]) -> [String] {
        var names: [String] = []
        for symbol in protocols {
            for relationship in relationships(from: symbol, kind: "conformsTo")
            where symbols[relationship.target] == nil {
                let name = relationship.targetFallback ?? relationship.target
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The requirements of `protocol`, in the order of their declarations,
    /// and those it cannot have a double write (`@objc optional` ones).
    func requirements(of symbol: SymbolGraph.Symbol) -> Requirements {
        let required = (byTarget["requirementOf " + symbol.identifier.precise] ?? []).compactMap { symbols[$0.source] }
        let optional = (byTarget["optionalRequirementOf " + symbol.identifier.precise] ?? []).compactMap {
            symbols[$0.source]?.name
        }
        return (required.sorted(by: Self.declarationOrder), optional)
    }

    private func relationships(from symbol: SymbolGraph.Symbol, kind: String) -> [SymbolGraph.Relationship] {
        bySource[kind + " " + symbol.identifier.precise] ?? []
    }

    private static func declarationOrder(_ lhs: SymbolGraph.Symbol, _ rhs: SymbolGraph.Symbol) -> Bool {
        let left = (lhs.location?.uri ?? "", lhs.location?.position?.line ?? 0, lhs.location?.position?.character ?? 0)
        let right = (rhs.location?.uri ?? "", rhs.location?.position?.line ?? 0, rhs.location?.position?.character ?? 0)
        return left < right
    }
}
