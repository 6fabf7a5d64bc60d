// The step of `.ci/docc` that needs more than the shell: run by the
// toolchain's interpreter (`swift .ci/docc-support.swift …`), so the
// documentation build needs no package dependency.
//
//   check SYMBOL_GRAPHS ARCHIVE
//     What `docc convert` does not warn about: public symbols without a doc
//     comment (from the symbol graphs) and symbols or guides that no Topics
//     section curates (from the archive's documentation-coverage.json).
//
// Each problem is printed as a line starting with `warning:`, which
// `.ci/docc` counts with DocC's own; notes start with `note:`.
import Foundation

// MARK: - Checking what DocC does not

/// A symbol graph file, read loosely: only what the checks need.
struct SymbolGraph {
    struct Symbol {
        let preciseID: String
        let path: [String]
        /// Such as `swift.method`.
        let kind: String
        /// Such as `Instance Method`.
        let kindName: String
        let hasDocComment: Bool
        let location: String?
    }

    let symbols: [Symbol]
    /// The symbols that implement a protocol requirement declared elsewhere
    /// (DocC shows the requirement's documentation for them).
    let implementations: Set<String>

    init(contentsOf url: URL) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        symbols = (json["symbols"] as? [[String: Any]] ?? []).map { symbol in
            let identifier = symbol["identifier"] as? [String: Any]
            let kind = symbol["kind"] as? [String: Any]
            let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined()
            let location = symbol["location"] as? [String: Any]
            let position = location?["position"] as? [String: Any]
            let file = (location?["uri"] as? String).map { URL(string: $0)?.path ?? $0 }
            return Symbol(
                preciseID: identifier?["precise"] as? String ?? "",
                path: symbol["pathComponents"] as? [String] ?? [],
                kind: kind?["identifier"] as? String ?? "",
                kindName: kind?["displayName"] as? String ?? "symbol",
                hasDocComment: !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                location: file.map { "\($0):\(((position?["line"] as? Int) ?? 0) + 1)" })
        }
        let relationships = json["relationships"] as? [[String: Any]] ?? []
        implementations = Set(
            relationships.compactMap { relationship in
                relationship["sourceOrigin"] != nil ? relationship["source"] as? String : nil
            })
    }
}

func check(symbolGraphs folder: String, archive: String) throws -> Int {
    var problems = 0
    var implementations = 0
    /// The paths of the symbols the module declares, as DocC spells them.
    var declared: Set<String> = []
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".symbols.json") }
    for file in files.sorted() {
        let graph = try SymbolGraph(contentsOf: URL(fileURLWithPath: folder + "/" + file))
        // Members a type gets from a protocol extension or a superclass
        // carry the documentation of their declaration; an extension block
        // stands for an extended type, documented by its own module.
        let own = graph.symbols.filter { !$0.preciseID.contains("::SYNTHESIZED::") && $0.kind != "swift.extension" }
        if !file.contains("@") { declared.formUnion(own.map { $0.path.joined(separator: "/") }) }
        for symbol in own.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) where !symbol.hasDocComment {
            if graph.implementations.contains(symbol.preciseID) {
                implementations += 1
                continue
            }
            let name = symbol.path.joined(separator: ".")
            print("warning: public \(symbol.kindName.lowercased()) '\(name)' has no doc comment")
            if let location = symbol.location { print("  --> \(location)") }
            problems += 1
        }
    }
    if implementations > 0 {
        print(
            "note: \(implementations) implementations of protocol requirements have no doc comment of their own;"
                + " DocC shows their requirement's")
    }

    // Curation: every symbol the module declares, and every article, is in
    // some Topics section. Extended types (`Int`, `Data`) are listed by
    // DocC under Extended Modules.
    let coverageURL = URL(fileURLWithPath: archive + "/documentation-coverage.json")
    let coverage = try JSONSerialization.jsonObject(with: Data(contentsOf: coverageURL)) as? [[String: Any]] ?? []
    var uncurated: [String] = []
    for page in coverage where page["isCurated"] as? Bool == false {
        let kind = (page["kind"] as? [String: Any])?["id"] as? String ?? ""
        let reference = page["referencePath"] as? String ?? ""
        guard let range = reference.range(of: "/documentation/") else { continue }
        let name = reference[range.upperBound...].split(separator: "/").dropFirst().joined(separator: "/")
        if kind.hasSuffix("kind.article") {
            uncurated.append("<doc:\(name)>")
            continue
        }
        // Overloads end in `-` and a hash: `given(_:willAnswer:…)-1dvfk`.
        var path = name
        if let dash = path.lastIndex(of: "-"), !declared.contains(path) { path = String(path[..<dash]) }
        if declared.contains(path) { uncurated.append("``\(name)``") }
    }
    let landingPage = "the landing page of the catalog"
    for name in uncurated.sorted() {
        print("warning: \(name) is in no Topics section: add it to a group of \(landingPage)")
    }
    return problems + uncurated.count
}

// MARK: - Command line

let arguments = CommandLine.arguments.dropFirst()
do {
    switch (arguments.first, arguments.count) {
    case ("check", 3):
        let list = Array(arguments)
        _ = try check(symbolGraphs: list[1], archive: list[2])
    default:
        print("usage: swift .ci/docc-support.swift check SYMBOL_GRAPHS ARCHIVE")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
