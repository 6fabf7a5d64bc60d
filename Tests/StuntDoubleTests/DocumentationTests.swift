import Foundation
import Testing

/// `Guides/ReadingFailures.md` quotes the golden messages, locations
/// included. Those locations are lines of the golden test files, so an
/// edit there moves them; this test says which quote went stale.
struct DocumentationTests {
    @Test func readingFailuresPointsAtTheRegistrationsItQuotes() throws {
        let guide = try Self.read("Sources/StuntDouble/StuntDouble.docc/Guides/ReadingFailures.md")
        let quotes = Self.locations(in: guide)
        #expect(quotes.count >= 14, "the guide quotes \(quotes.count) golden locations; the pattern may have changed")
        var files: [String: [Substring]] = [:]
        for quote in quotes {
            if files[quote.file] == nil {
                files[quote.file] = try Self.read("Tests/StuntDoubleTests/Messages/\(quote.file)")
                    .split(separator: "\n", omittingEmptySubsequences: false)
            }
            let golden = files[quote.file] ?? []
            let line = quote.line <= golden.count ? String(golden[quote.line - 1]) : ""
            #expect(
                quote.registrations.contains { line.contains($0) },
                """
                ReadingFailures.md quotes \(quote.file):\(quote.line) as where \
                \(quote.registrations.joined(separator: " or ")) was called, but that line is: \
                \(line.trimmingCharacters(in: .whitespaces))
                """)
        }
    }

    /// Each `StuntDoubleTests/Golden…Tests.swift:N` in `text`, with the
    /// calls that line may hold: `expect(` or `expect {` after "Expected
    /// at:", a given (`given(` or `given {`) before ", willReturn" (or
    /// another answer), `callThrough(` or a given after "Given at:".
    private static func locations(in text: String) -> [(file: String, line: Int, registrations: [String])] {
        let marker = "StuntDoubleTests/Golden"
        let answers = [", willReturn", ", willAnswer", ", willThrow", ", callThrough"]
        let givens = ["given(", "given {", "callThrough("]
        return text.split(separator: "\n").flatMap { row -> [(file: String, line: Int, registrations: [String])] in
            let parts = row.components(separatedBy: marker)
            return parts.indices.dropFirst().compactMap { index in
                let part = parts[index]
                guard let colon = part.firstIndex(of: ":") else { return nil }
                let file = "Golden" + part[..<colon]
                let digits = part[part.index(after: colon)...].prefix { $0.isNumber }
                guard file.hasSuffix(".swift"), let line = Int(digits) else { return nil }
                let after = part[part.index(after: colon)...].dropFirst(digits.count)
                if parts[index - 1].hasSuffix("Expected at: ") { return (file, line, ["expect(", "expect {"]) }
                if parts[index - 1].hasSuffix("Given at: ") { return (file, line, givens) }
                if answers.contains(where: { after.hasPrefix($0) }) { return (file, line, givens) }
                return nil
            }
        }
    }

    private static func read(_ pathInPackage: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(pathInPackage), encoding: .utf8)
    }
}
