import Foundation

/// What a double makes of an associated type: `associatedtype Element:
/// Identifiable where Element.ID == String` becomes a generic parameter
/// `Element: Identifiable` and a `where` clause; one with a default, or
/// one the user named a type for (`--associated-type Element=Product`),
/// a `typealias`.
struct AssociatedType {
    let name: String
    let witness: Witness

    enum Witness {
        case generic(String, [String])
        case alias(String)
    }

    init(_ symbol: SymbolGraph.Symbol, namedTypes: [String: String], shadowing names: Set<String>) {
        name = symbol.name
        if let type = namedTypes[name] {
            witness = .alias("typealias \(name) = \(type)")
            return
        }
        var text = Declaration.spelled((symbol.declarationFragments ?? []).spellingAssociatedTypes(names))
        if let equals = text.range(of: " = ") {
            witness = .alias("typealias \(name) = \(text[equals.upperBound...])")
            return
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
        witness = .generic(parameter, clauses)
    }
}
