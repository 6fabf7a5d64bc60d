/// A module's protocols as its symbol graph describes them: each one's
/// requirements, the protocols it refines, and what they ask of a double.
struct ProtocolReader {
    let graph: SymbolGraph
    private let symbols: [String: SymbolGraph.Symbol]

    init(graph: SymbolGraph) {
        self.graph = graph
        symbols = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The module's protocols, in the order of their declarations.
    var protocols: [SymbolGraph.Symbol] {
        graph.symbols.filter { $0.kind.identifier == "swift.protocol" }.sorted(by: Self.declarationOrder)
    }

    /// `symbol` and the module's protocols it refines, directly or not:
    /// a double conforms to them all.
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

    /// The protocols of other modules that `protocols` refine, by their
    /// qualified names: `Swift.Sendable`.
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
    func requirements(of symbol: SymbolGraph.Symbol) -> (required: [SymbolGraph.Symbol], optional: [String]) {
        let required = graph.relationships.filter {
            $0.kind == "requirementOf" && $0.target == symbol.identifier.precise
        }.compactMap { symbols[$0.source] }
        let optional = graph.relationships.filter {
            $0.kind == "optionalRequirementOf" && $0.target == symbol.identifier.precise
        }.compactMap { symbols[$0.source]?.name }
        return (required.sorted(by: Self.declarationOrder), optional)
    }

    private func relationships(from symbol: SymbolGraph.Symbol, kind: String) -> [SymbolGraph.Relationship] {
        graph.relationships.filter { $0.kind == kind && $0.source == symbol.identifier.precise }
    }

    private static func declarationOrder(_ lhs: SymbolGraph.Symbol, _ rhs: SymbolGraph.Symbol) -> Bool {
        let left = (lhs.location?.uri ?? "", lhs.location?.position?.line ?? 0, lhs.location?.position?.character ?? 0)
        let right = (rhs.location?.uri ?? "", rhs.location?.position?.line ?? 0, rhs.location?.position?.character ?? 0)
        return left < right
    }
}
