// The two steps of `.ci/docc` that need more than the shell: run by the
// toolchain's interpreter (`swift .ci/docc-support.swift …`), so the
// documentation build needs no package dependency.
//
//   assemble CATALOG GUIDES OUTPUT
//     Copies the catalog to OUTPUT and each guide of GUIDES (Docs/*.md) into
//     it as an article. The guides are written for GitHub; in the copy, a
//     link to another guide becomes `<doc:Guide>` (with its heading, when it
//     names one), a link to a file of the repository becomes that file's
//     path as text, and the opening line of links to sources and tests moves
//     below the first paragraph, which DocC shows as the guide's summary.
//
//   check SYMBOL_GRAPHS ARCHIVE
//     What `docc convert` does not warn about: public symbols without a doc
//     comment (from the symbol graphs) and symbols or guides that no Topics
//     section curates (from the archive's documentation-coverage.json).
//
// Each problem is printed as a line starting with `warning:`, which
// `.ci/docc` counts with DocC's own; notes start with `note:`.
import Foundation

// MARK: - Assembling the catalog

/// A guide's headings, to turn GitHub's anchors into DocC's.
struct Headings {
    /// The text of each `#`…`######` heading outside code blocks.
    let titles: [String]

    init(markdown: String) {
        var titles: [String] = []
        var inCode = false
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop(while: { $0 == "#" })
            guard title.first == " " else { continue }
            titles.append(title.trimmingCharacters(in: .whitespaces))
        }
        self.titles = titles
    }

    /// GitHub's anchor for a heading: lowercased, punctuation other than
    /// `-` and `_` removed, spaces made hyphens.
    static func gitHubAnchor(_ title: String) -> String {
        String(
            title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// DocC's anchor for a heading: its words joined by hyphens, case kept,
    /// punctuation other than `-` and `_` removed.
    static func doccAnchor(_ title: String) -> String {
        let words = title.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
            String(
                String.UnicodeScalarView(
                    word.unicodeScalars.filter {
                        $0 == "-" || $0 == "_" || CharacterSet.alphanumerics.contains($0)
                    }))
        }
        return words.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// The DocC anchor of the heading whose GitHub anchor is `anchor`.
    func doccAnchor(forGitHubAnchor anchor: String) -> String? {
        titles.first { Self.gitHubAnchor($0) == anchor }.map(Self.doccAnchor)
    }
}

/// One guide of `Docs/`, rewritten for DocC.
struct GuideConversion {
    /// The guides by file name without `.md`, with their headings.
    let guides: [String: Headings]
    /// The folder of the guides relative to the repository's root, `Docs`.
    let guidesFolder: String
    /// The headings of the guide being converted, for `#anchor` links.
    var currentHeadings: Headings?

    /// `text` with its links rewritten, and a problem for each link to a
    /// heading that does not exist.
    func convert(_ text: String, name: String) -> (text: String, problems: [String]) {
        var problems: [String] = []
        var lines = text.components(separatedBy: "\n")
        var inCode = false
        for index in lines.indices {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inCode.toggle()
                continue
            }
            guard !inCode else { continue }
            lines[index] = rewriteLinks(in: lines[index]) { problem in
                problems.append("\(guidesFolder)/\(name).md:\(index + 1): \(problem)")
            }
        }
        let opening = Self.openingLinks(in: text.components(separatedBy: "\n"))
        return (Self.moving(opening, of: lines).joined(separator: "\n"), problems)
    }

    /// The link `[text](target)` of `line` rewritten for DocC, outside code
    /// spans.
    private func rewriteLinks(in line: String, problem: (String) -> Void) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(where: { $0 == "[" || $0 == "`" }) {
            result += rest[..<open]
            if rest[open] == "`" {
                // A code span: copied as it is.
                let afterTick = rest.index(after: open)
                guard let close = rest[afterTick...].firstIndex(of: "`") else {
                    result += rest[open...]
                    return result
                }
                result += rest[open...close]
                rest = rest[rest.index(after: close)...]
                continue
            }
            // An image, `![text](file)`, stays as it is: DocC reports a missing one.
            guard !result.hasSuffix("!"), let link = Self.link(at: open, in: rest) else {
                result.append("[")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += rewrite(text: link.text, target: link.target, problem: problem)
            rest = rest[link.end...]
        }
        return result + rest
    }

    /// The link starting at `open`: `[text](target)`, where the text may
    /// hold code spans.
    private static func link(at open: Substring.Index, in line: Substring)
        -> (text: String, target: String, end: Substring.Index)?
    {
        var index = line.index(after: open)
        var inCodeSpan = false
        while index < line.endIndex {
            let character = line[index]
            if character == "`" { inCodeSpan.toggle() }
            if character == "]" && !inCodeSpan { break }
            index = line.index(after: index)
        }
        guard index < line.endIndex else { return nil }
        let text = String(line[line.index(after: open)..<index])
        let paren = line.index(after: index)
        guard paren < line.endIndex, line[paren] == "(",
            let close = line[paren...].firstIndex(of: ")")
        else { return nil }
        let target = String(line[line.index(after: paren)..<close])
        guard !target.contains(" ") else { return nil }
        return (text, target, line.index(after: close))
    }

    private func rewrite(text: String, target: String, problem: (String) -> Void) -> String {
        let lowered = target.lowercased()
        if lowered.hasPrefix("http:") || lowered.hasPrefix("https:") || lowered.hasPrefix("mailto:")
            || target.hasPrefix("<doc:")
        {
            return "[\(text)](\(target))"
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        var guideName: String?
        if path.isEmpty {
            guideName = ""  // this guide
        } else if path.hasSuffix(".md"), !path.dropFirst(path.hasPrefix("./") ? 2 : 0).contains("/") {
            let name = String(path.dropFirst(path.hasPrefix("./") ? 2 : 0).dropLast(3))
            guard guides[name] != nil else {
                problem("the link \(target) names no guide of \(guidesFolder)/")
                return "[\(text)](\(target))"
            }
            guideName = name
        }
        if let guideName {
            guard let anchor else { return "[\(text)](<doc:\(guideName)>)" }
            let headings = guideName.isEmpty ? nil : guides[guideName]
            guard let docc = (headings ?? currentHeadings)?.doccAnchor(forGitHubAnchor: anchor) else {
                problem(
                    "the link \(target) names no heading of \(guideName.isEmpty ? "this guide" : guideName + ".md")")
                return "[\(text)](\(target))"
            }
            return "[\(text)](<doc:\(guideName)#\(docc)>)"
        }
        // A file of the repository: its path, as text.
        let fromRoot = Self.normalized(guidesFolder + "/" + path)
        let plain = text.replacingOccurrences(of: "`", with: "")
        let trimmedPath = fromRoot.hasSuffix("/") ? String(fromRoot.dropLast()) : fromRoot
        // "[`Lock.swift`](../Sources/…/Lock.swift)": the path says it all.
        let named = plain.hasSuffix("/") ? String(plain.dropLast()) : plain
        if text.hasPrefix("`"), !named.isEmpty, trimmedPath == named || trimmedPath.hasSuffix("/" + named) {
            return "`\(fromRoot)`"
        }
        return anchor == nil ? "\(text) (`\(fromRoot)`)" : "\(text) in `\(fromRoot)`"
    }

    /// `a/b/../c` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == ".." && !parts.isEmpty {
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The lines of the paragraph right after the title when each of them
    /// holds a link, one of them to a file of the repository: GitHub's line
    /// of links to the sources and tests of a guide.
    static func openingLinks(in lines: [String]) -> Range<Int>? {
        guard let title = lines.firstIndex(where: { $0.hasPrefix("# ") }) else { return nil }
        var start = title + 1
        while start < lines.count, lines[start].trimmingCharacters(in: .whitespaces).isEmpty { start += 1 }
        var end = start
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
        let paragraph = lines[start..<end]
        guard start < end, paragraph.allSatisfy({ $0.contains("](") }),
            paragraph.contains(where: { $0.contains("](../") })
        else { return nil }
        return start..<end
    }

    /// Moves the opening line of links to the end of the guide's
    /// introduction, before its first `##` heading: DocC takes the paragraph
    /// after the title as the guide's summary.
    static func moving(_ opening: Range<Int>?, of lines: [String]) -> [String] {
        guard let opening else { return lines }
        var rest = Array(lines[..<opening.lowerBound]) + lines[opening.upperBound...].drop(while: { $0.isEmpty })
        let heading = rest[opening.lowerBound...].firstIndex(where: { $0.hasPrefix("## ") }) ?? rest.count
        rest.insert(contentsOf: lines[opening] + [""], at: heading)
        return rest
    }
}

func assemble(catalog: String, guidesFolder: String, output: String) throws -> Int {
    let files = FileManager.default
    if files.fileExists(atPath: output) { try files.removeItem(atPath: output) }
    try files.copyItem(atPath: catalog, toPath: output)
    let articles = output + "/Guides"
    try files.createDirectory(atPath: articles, withIntermediateDirectories: true)

    var texts: [String: String] = [:]
    for file in try files.contentsOfDirectory(atPath: guidesFolder).sorted() where file.hasSuffix(".md") {
        let text = try String(contentsOfFile: guidesFolder + "/" + file, encoding: .utf8)
        let opening = text.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
        guard opening.hasPrefix("# ") else {
            print("note: \(guidesFolder)/\(file) is not an article (its first line is no '# Title'); left out")
            continue
        }
        texts[String(file.dropLast(3))] = text
    }
    var conversion = GuideConversion(guides: texts.mapValues(Headings.init), guidesFolder: guidesFolder)
    var problems = 0
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
        if files.fileExists(atPath: "\(output)/\(name).md")
            || files.fileExists(atPath: "\(catalog)/Articles/\(name).md")
        {
            print("warning: \(guidesFolder)/\(name).md has the name of a page of the catalog \(catalog)")
            problems += 1
        }
        conversion.currentHeadings = Headings(markdown: text)
        let converted = conversion.convert(text, name: name)
        for problem in converted.problems {
            print("warning: \(problem)")
        }
        problems += converted.problems.count
        try converted.text.write(toFile: "\(articles)/\(name).md", atomically: true, encoding: .utf8)
    }
    print("Assembled \(output): the catalog and \(texts.count) guides of \(guidesFolder)/ as articles.")
    return problems
}

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
    case ("assemble", 4):
        let list = Array(arguments)
        _ = try assemble(catalog: list[1], guidesFolder: list[2], output: list[3])
    case ("check", 3):
        let list = Array(arguments)
        _ = try check(symbolGraphs: list[1], archive: list[2])
    default:
        print("usage: swift .ci/docc-support.swift assemble CATALOG GUIDES OUTPUT | check SYMBOL_GRAPHS ARCHIVE")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
