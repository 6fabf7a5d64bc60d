import Foundation
import Testing

/// Keeps the Swift code in the docs from going stale.
///
/// A code block right after `<!-- snippet: PATH#NAME -->` must be identical
/// to the region of `PATH` (from the package root) between a line
/// `// snippet: NAME` and the next line `// end snippet`: that file is
/// compiled and run with the tests, so the block is too. Both sides are
/// compared without their common indentation and trailing whitespace.
/// `<!-- fragment -->` marks a block that is deliberately not compiled:
/// another library's code, a one-line excerpt.
struct DocumentationSnippetTests {
    /// The docs in which every ```swift block must carry one of the two
    /// markers; `nil`, as now, requires it of every doc the check reads
    /// (`markdownFiles()`). The one place to narrow the check.
    static let docsWhoseSwiftBlocksMustBeMarked: Set<String>? = nil

    @Test func everySnippetIsIdenticalToItsRegion() throws {
        let docs = try Self.markdownFiles()
        var snippets = 0
        for doc in docs {
            let text = try Self.read(doc)
            snippets += SnippetCheck.parse(text).blocks.filter { $0.snippet != nil }.count
            for problem in SnippetCheck.snippetProblems(inDoc: doc, text: text, source: Self.readIfPresent) {
                Issue.record(Comment(rawValue: problem))
            }
        }
        #expect(docs.contains("README.md"))
        #expect(snippets >= 4, "only \(snippets) snippet markers in \(docs); the marker syntax may have changed")
    }

    @Test func everySwiftBlockIsASnippetOrAFragment() throws {
        let docs = try Self.docsThatMustMarkTheirBlocks()
        for doc in docs {
            for problem in SnippetCheck.unmarkedBlockProblems(inDoc: doc, text: try Self.read(doc)) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    // MARK: - The check can fail

    @Test func aBlockThatDiffersFromItsRegionIsReportedAtItsFirstDifferentLine() {
        let doc = """
            # Example

            <!-- snippet: Tests/Example.swift#worked-example -->
            ```swift
            let engine = EngineMock()
            engine.given("currentSpeed()", willReturn: 88.0)
            ```
            """
        let source = """
            enum Example {
                // snippet: worked-example
                let engine = EngineMock()
                engine.given("currentSpeed()", willReturn: 90.0)
                // end snippet
            }
            """

        let problems = SnippetCheck.snippetProblems(
            inDoc: "Docs/Example.md", text: doc, source: { $0 == "Tests/Example.swift" ? source : nil })

        #expect(
            problems == [
                """
                Docs/Example.md:6: the block differs from Tests/Example.swift#worked-example at its line 2
                  doc:    engine.given("currentSpeed()", willReturn: 88.0)
                  source: engine.given("currentSpeed()", willReturn: 90.0)
                """
            ])
    }

    @Test func aWholeFileIsComparedLineByLine() {
        let doc = """
            <!-- snippet: Tests/Doubles/ClockMock.swift#whole-file -->
            ```swift
            final class ClockMock: Mocking, Clock {
                func now() -> Int { didCallFunction() }
            }
            ```
            """
        let file = "final class ClockMock: Mocking, Clock {\n    func now() -> Int { didCallFunction() }\n}\n"
        #expect(SnippetCheck.snippetProblems(inDoc: "Docs/Example.md", text: doc, source: { _ in file }).isEmpty)
        let changed = file.replacingOccurrences(of: "Int", with: "Date")
        #expect(
            SnippetCheck.snippetProblems(inDoc: "Docs/Example.md", text: doc, source: { _ in changed }) == [
                """
                Docs/Example.md:4: the block differs from Tests/Doubles/ClockMock.swift#whole-file at its line 2
                  doc:        func now() -> Int { didCallFunction() }
                  source:     func now() -> Date { didCallFunction() }
                """
            ])
    }

    @Test func aMissingRegionAndAMissingFileAreReported() {
        let doc = """
            <!-- snippet: Tests/Example.swift#worked-example -->
            ```swift
            let x = 1
            ```
            <!-- snippet: Tests/Gone.swift#worked-example -->
            ```swift
            let x = 1
            ```
            """
        let source = """
            // snippet: another-example
            let x = 1
            // end snippet
            """

        let problems = SnippetCheck.snippetProblems(
            inDoc: "Docs/Example.md", text: doc, source: { $0 == "Tests/Example.swift" ? source : nil })

        #expect(
            problems == [
                "Docs/Example.md:1: Tests/Example.swift has no line `// snippet: worked-example`",
                "Docs/Example.md:5: Tests/Gone.swift does not exist",
            ])
    }

    @Test func aBlockShorterOrLongerThanItsRegionIsReported() {
        #expect(
            SnippetCheck.firstDifference(block: ["a", "b"], region: ["a", "b", "c"])
                == SnippetCheck.Difference(line: 3, documented: nil, compiled: "c"))
        #expect(
            SnippetCheck.firstDifference(block: ["a", "b", "c"], region: ["a", "b"])
                == SnippetCheck.Difference(line: 3, documented: "c", compiled: nil))
    }

    @Test func indentationAndTrailingWhitespaceAreNoDifference() {
        let region = ["        if ready {  ", "            start()", "", "        }"]
        let block = ["if ready {", "    start()", "   ", "}"]

        #expect(SnippetCheck.firstDifference(block: block, region: region) == nil)
    }

    @Test func anUnmarkedSwiftBlockIsReportedAndMarkedOnesAreNot() {
        let doc = """
            <!-- fragment -->
            ```swift
            engine.verify()
            ```

            ```sh
            swift test
            ```

            ```swift
            engine.verify()
            ```
            """

        #expect(
            SnippetCheck.unmarkedBlockProblems(inDoc: "Docs/Example.md", text: doc) == [
                """
                Docs/Example.md:10: a ```swift block with neither `<!-- snippet: PATH#NAME -->` \
                nor `<!-- fragment -->` on the line before it
                """
            ])
    }

    @Test func aMarkerThatIsNotRightBeforeABlockIsReported() {
        let doc = """
            <!-- snippet: Tests/Example.swift#worked-example -->

            ```swift
            let x = 1
            ```
            """

        #expect(
            SnippetCheck.snippetProblems(inDoc: "Docs/Example.md", text: doc, source: { _ in "" }) == [
                "Docs/Example.md:1: a snippet marker must be the line right before a code fence"
            ])
    }

    // MARK: - Files

    /// The package root, found from this file's path.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `README.md`, every Markdown file under `Docs/`, and the pages of the
    /// DocC catalogs, guides included, relative to the root.
    private static func markdownFiles() throws -> [String] {
        let folders = [
            "Docs",
            "Sources/StuntDouble/StuntDouble.docc",
            "Sources/StuntDoubleTestSupport/StuntDoubleTestSupport.docc",
        ]
        var found: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            else { throw CocoaError(.fileReadNoSuchFile) }
            found += enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
        }
        return ["README.md"] + found.sorted()
    }

    private static func docsThatMustMarkTheirBlocks() throws -> [String] {
        guard let listed = docsWhoseSwiftBlocksMustBeMarked else { return try markdownFiles() }
        let present = listed.sorted().filter { readIfPresent($0) != nil }
        for doc in listed.sorted() where !present.contains(doc) {
            Issue.record("\(doc) is listed in docsWhoseSwiftBlocksMustBeMarked but does not exist")
        }
        return present
    }

    private static func read(_ pathInPackage: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(pathInPackage), encoding: .utf8)
    }

    private static func readIfPresent(_ pathInPackage: String) -> String? {
        try? read(pathInPackage)
    }
}

/// Finds the code blocks of a Markdown text and their markers, and compares
/// snippets with their regions; pure functions, so that tests can show
/// each failure on text in memory.
enum SnippetCheck {
    /// A fenced code block of a Markdown text.
    struct CodeBlock {
        /// The 1-based line of the opening fence.
        let fenceLine: Int
        /// The fence's info string, such as `swift`.
        let info: String
        let lines: [String]
        /// The snippet marker on the line before the fence: where the
        /// block's compiled twin is.
        let snippet: (path: String, name: String)?
        /// Whether the line before the fence is `<!-- fragment -->`.
        let isFragment: Bool

        var isSwift: Bool { info.split(separator: " ").first == "swift" }
    }

    /// The first line at which a block and its region differ, after
    /// normalising both; `nil` on the side that has no such line.
    struct Difference: Equatable {
        /// 1-based, within the block.
        let line: Int
        let documented: String?
        let compiled: String?
    }

    /// The code blocks of `markdown`, and the problems with its markers:
    /// a marker that is not right before a fence, or a malformed one.
    static func parse(_ markdown: String) -> (blocks: [CodeBlock], markerProblems: [(line: Int, message: String)]) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var problems: [(line: Int, message: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let markerAbove = index > 0 ? marker(in: lines[index - 1]) : nil
            guard let fence = openingFence(line) else {
                if let marker = marker(in: line), index + 1 >= lines.count || openingFence(lines[index + 1]) == nil {
                    problems.append((index + 1, "a \(marker.kind) marker must be the line right before a code fence"))
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !closes(lines[end], fence) { end += 1 }
            if case .malformed(let text) = markerAbove {
                problems.append((index, "a snippet marker must read `<!-- snippet: PATH#NAME -->`, not `\(text)`"))
            }
            blocks.append(
                CodeBlock(
                    fenceLine: index + 1, info: fence.info, lines: Array(lines[(index + 1)..<min(end, lines.count)]),
                    snippet: markerAbove?.snippet, isFragment: markerAbove?.kind == "fragment"))
            index = end + 1
        }
        return (blocks, problems)
    }

    /// For each snippet marker of a doc, a message when its region is
    /// missing or differs from the block; `source` reads a file of the
    /// package, `nil` when there is none.
    static func snippetProblems(inDoc doc: String, text: String, source: (String) -> String?) -> [String] {
        let parsed = parse(text)
        var problems = parsed.markerProblems.map { "\(doc):\($0.line): \($0.message)" }
        for block in parsed.blocks {
            guard let snippet = block.snippet else { continue }
            let markerLine = "\(doc):\(block.fenceLine - 1)"
            guard let file = source(snippet.path) else {
                problems.append("\(markerLine): \(snippet.path) does not exist")
                continue
            }
            switch region(named: snippet.name, in: file) {
            case .failure(let problem):
                problems.append("\(markerLine): \(snippet.path) \(problem.message)")
            case .success(let region):
                guard let difference = firstDifference(block: block.lines, region: region) else { continue }
                problems.append(
                    """
                    \(doc):\(block.fenceLine + difference.line): the block differs from \
                    \(snippet.path)#\(snippet.name) at its line \(difference.line)
                      doc:    \(difference.documented ?? "(the block ends here)")
                      source: \(difference.compiled ?? "(the region ends here)")
                    """)
            }
        }
        return problems
    }

    /// A message for each ```swift block of a doc that has neither marker.
    static func unmarkedBlockProblems(inDoc doc: String, text: String) -> [String] {
        parse(text).blocks.filter { $0.isSwift && $0.snippet == nil && !$0.isFragment }.map {
            """
            \(doc):\($0.fenceLine): a ```swift block with neither `<!-- snippet: PATH#NAME -->` \
            nor `<!-- fragment -->` on the line before it
            """
        }
    }

    /// The first line at which `block` and `region` differ once each has
    /// lost its common indentation and its trailing whitespace.
    static func firstDifference(block: [String], region: [String]) -> Difference? {
        let documented = normalized(block)
        let compiled = normalized(region)
        for line in 0..<max(documented.count, compiled.count) {
            let left = line < documented.count ? documented[line] : nil
            let right = line < compiled.count ? compiled[line] : nil
            if left != right { return Difference(line: line + 1, documented: left, compiled: right) }
        }
        return nil
    }

    struct RegionProblem: Error {
        let message: String
    }

    /// The name of a region that is the whole file: a file that is
    /// checked as it is, such as a double the make-doubles plugin wrote.
    static let wholeFile = "whole-file"

    /// The lines between `// snippet: NAME` and the next `// end snippet`;
    /// every line of the file for ``wholeFile``.
    static func region(named name: String, in source: String) -> Result<[String], RegionProblem> {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if name == wholeFile { return .success(lines.last == "" ? lines.dropLast() : lines) }
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let starts = trimmed.indices.filter { trimmed[$0] == "// snippet: \(name)" }
        guard let start = starts.first else {
            return .failure(RegionProblem(message: "has no line `// snippet: \(name)`"))
        }
        guard starts.count == 1 else {
            return .failure(RegionProblem(message: "has \(starts.count) lines `// snippet: \(name)`"))
        }
        guard let end = trimmed[(start + 1)...].firstIndex(of: "// end snippet") else {
            return .failure(RegionProblem(message: "has no line `// end snippet` after `// snippet: \(name)`"))
        }
        return .success(Array(lines[(start + 1)..<end]))
    }

    // MARK: Markdown

    private enum Marker {
        case snippet(path: String, name: String)
        case fragment
        case malformed(String)

        var kind: String {
            if case .fragment = self { return "fragment" }
            return "snippet"
        }

        var snippet: (path: String, name: String)? {
            if case .snippet(let path, let name) = self { return (path, name) }
            return nil
        }
    }

    private static func marker(in line: String) -> Marker? {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text == "<!-- fragment -->" { return .fragment }
        let prefix = "<!-- snippet:"
        let suffix = "-->"
        guard text.hasPrefix(prefix) else { return nil }
        guard text.hasSuffix(suffix) else { return .malformed(text) }
        let reference = text.dropFirst(prefix.count).dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
        let parts = reference.split(separator: "#", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return .malformed(text) }
        return .snippet(path: String(parts[0]), name: String(parts[1]))
    }

    private struct Fence {
        let character: Character
        let length: Int
        let info: String
    }

    private static func openingFence(_ line: String) -> Fence? {
        let text = line.drop { $0 == " " }
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        return Fence(
            character: first, length: length,
            info: text.dropFirst(length).trimmingCharacters(in: .whitespaces))
    }

    private static func closes(_ line: String, _ fence: Fence) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        return text.count >= fence.length && text.allSatisfy { $0 == fence.character }
    }

    /// Lines without trailing whitespace and without the indentation that
    /// all non-blank lines share.
    private static func normalized(_ lines: [String]) -> [String] {
        let trimmed = lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
        let indentation = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return trimmed.map { String($0.dropFirst(indentation)) }
    }
}
