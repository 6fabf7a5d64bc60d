// A run as the tool makes it: which files it writes, keeps and refuses,
// and what it reports.
import Foundation
import Testing

@testable import DoubleMaker

struct MakeDoublesTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("make-doubles-\(UUID().uuidString)")

    /// Writes `graph` where the tool finds it, and returns the folder.
    private func write(_ graph: SymbolGraph) throws -> URL {
        let graphs = directory.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        try JSONEncoder().encode(graph).write(to: graphs.appendingPathComponent("\(graph.module.name).symbols.json"))
        return graphs
    }

    /// A module with a protocol that has a double and one that has none.
    private func request(protocols: [String] = [], overwrite: Bool = false) throws -> MakeDoublesRequest {
        var builder = GraphBuilder()
        builder.addProtocol("Clock", "⦃protocol⦄ Clock")
        builder.addRequirement(of: "Clock", kind: "swift.method", name: "now()", "⦃func⦄ now() -> Int")
        builder.addProtocol("Feed", "⦃protocol⦄ Feed : Sequence")
        builder.addRefinement("Feed", of: "Swift.Sequence")
        let graphs = try write(builder.graph)
        return MakeDoublesRequest(
            module: "Shop", symbolGraphDirectory: graphs, output: directory.appendingPathComponent("Doubles"),
            protocols: protocols, overwrite: overwrite)
    }

    @Test func everyProtocolIsWrittenOrReported() throws {
        let report = try MakeDoubles.run(request())
        #expect(report.lines.count == 3)
        #expect(report.lines[0].hasPrefix("wrote ") && report.lines[0].hasSuffix("/Doubles/ClockMock.swift"))
        #expect(
            report.lines.dropFirst() == [
                "cannot write a double of Feed:",
                "  Feed: it refines Swift.Sequence, a protocol of another module whose requirements the symbol graph does not list",
            ])
        #expect(!report.failed, "a protocol nobody asked for fails nothing")
        let text = try String(contentsOf: report.written[0], encoding: .utf8)
        #expect(
            text.contains(
                "final class ClockMock: Mocking, Clock {\n    init() {}\n    func now() -> Int { didCallFunction() }\n}"
            ))
    }

    @Test func anUnderscoredProtocolIsWrittenOnlyWhenNamed() throws {
        var builder = GraphBuilder()
        builder.addProtocol("_Hidden", "⦃protocol⦄ _Hidden")
        let graphs = try write(builder.graph)
        let output = directory.appendingPathComponent("Doubles")
        let all = try MakeDoubles.run(.init(module: "Shop", symbolGraphDirectory: graphs, output: output))
        #expect(all.lines == ["skipped _Hidden: an underscored protocol (--protocol writes it)"])
        let named = try MakeDoubles.run(
            .init(module: "Shop", symbolGraphDirectory: graphs, output: output, protocols: ["_Hidden"]))
        #expect(named.written.map(\.lastPathComponent) == ["_HiddenMock.swift"])
    }

    /// What the plugin asks SwiftPM for before writing: `Feed` refines
    /// `Swift.Sequence`, which is no module's to extract.
    @Test func theModulesOfParentsWithoutAGraphAreListed() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Ledger", "⦃protocol⦄ Ledger : Auditing")
        builder.addRefinement("Ledger", of: "Core.Auditing")
        builder.addRefinement("Ledger", of: "Swift.Sequence")
        let graphs = try write(builder.graph)
        let request = MakeDoublesRequest(
            module: "Shop", symbolGraphDirectory: graphs, output: directory.appendingPathComponent("Doubles"))
        #expect(try MakeDoubles.parentModules(request) == ["Core"])
    }

    @Test func anExistingFileIsKeptUnlessOverwriting() throws {
        let first = try MakeDoubles.run(request(protocols: ["Clock"]))
        let file = first.written[0]
        try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
        let second = try MakeDoubles.run(request(protocols: ["Clock"]))
        #expect(second.written.isEmpty)
        #expect(
            second.lines.count == 1 && second.lines[0].hasPrefix("kept ")
                && second.lines[0].hasSuffix(": it exists (--overwrite writes it again)"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
        let third = try MakeDoubles.run(request(protocols: ["Clock"], overwrite: true))
        #expect(third.written == [file])
        #expect(try String(contentsOf: file, encoding: .utf8).contains("ClockMock"))
    }

    @Test func aProtocolAskedForThatHasNoDoubleFailsTheRun() throws {
        let missing = try MakeDoubles.run(request(protocols: ["Calendar"]))
        #expect(missing.failed)
        #expect(missing.lines == ["error: Shop has no protocol named Calendar; its protocols: Clock, Feed"])
        let refused = try MakeDoubles.run(request(protocols: ["Feed"]))
        #expect(refused.failed)
        #expect(refused.written.isEmpty)
    }

    @Test func importsAreReadFromTheProtocolsFile() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("Source.swift")
        try """
        import Foundation
        @testable import Shop
        #if canImport(UIKit)
        import UIKit
        #endif
        public import struct Dispatch.DispatchQueue
        @preconcurrency import Combine
        let importText = "import Nothing"
        """.write(to: file, atomically: true, encoding: .utf8)
        #expect(MakeDoubles.importedModules(ofFile: file.absoluteString) == ["Foundation", "Dispatch", "Combine"])
    }
}
