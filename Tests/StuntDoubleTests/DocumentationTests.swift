import Foundation
import Testing

/// `Docs/ReadingFailures.md` quotes the golden messages, locations
/// included. Those locations are lines of `GoldenMessageTests.swift`, so
/// an edit there moves them; this test says which quote went stale.
struct DocumentationTests {
    @Test func readingFailuresPointsAtTheRegistrationsItQuotes() throws {
        let guide = try Self.read("Docs/ReadingFailures.md")
        let golden = try Self.read("Tests/StuntDoubleTests/GoldenMessageTests.swift")
            .split(separator: "\n", omittingEmptySubsequences: false)

        let quotes = Self.locations(in: guide)
        #expect(quotes.count >= 10, "the guide quotes \(quotes.count) golden locations; the pattern may have changed")
        for quote in quotes {
            let line = quote.line <= golden.count ? String(golden[quote.line - 1]) : ""
            #expect(
                line.contains(quote.registration),
                """
                ReadingFailures.md quotes GoldenMessageTests.swift:\(quote.line) as where \
                \(quote.registration) was called, but that line is: \(line.trimmingCharacters(in: .whitespaces))
                """)
        }
    }

    /// Each `GoldenMessageTests.swift:N` in `text`, with the call that
    /// line must hold: `expect(` after "Expected at:", `given(` before
    /// ", willReturn".
    private static func locations(in text: String) -> [(line: Int, registration: String)] {
        let marker = "StuntDoubleTests/GoldenMessageTests.swift:"
        return text.split(separator: "\n").flatMap { row -> [(line: Int, registration: String)] in
            let parts = row.components(separatedBy: marker)
            return parts.indices.dropFirst().compactMap { index in
                let digits = parts[index].prefix { $0.isNumber }
                guard let line = Int(digits) else { return nil }
                if parts[index - 1].hasSuffix("Expected at: ") { return (line, "expect(") }
                if parts[index].dropFirst(digits.count).hasPrefix(", willReturn") { return (line, "given(") }
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
