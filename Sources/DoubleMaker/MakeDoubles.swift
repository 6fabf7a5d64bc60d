import Foundation

/// What `swift package make-doubles` asks for: the protocols of a module
/// whose doubles to write, and where.
public struct MakeDoublesRequest {
    /// The module whose protocols to read: `Checkout`.
    public var module: String
    /// Where SwiftPM wrote the module's symbol graphs.
    public var symbolGraphDirectory: URL
    /// The folder the doubles are written into.
    public var output: URL
    /// The protocols to write; every protocol of the module when empty.
    public var protocols: [String]
    /// Whether a double whose file exists is written again.
    public var overwrite: Bool
    /// Associated types by name, and the type each double uses for it.
    public var associatedTypes: [String: String]
    /// Folders of the symbol graphs of modules the module depends on: their
    /// protocols that its protocols refine are written too.
    public var dependencySymbolGraphDirectories: [URL]

    public init(
        module: String, symbolGraphDirectory: URL, output: URL, protocols: [String] = [], overwrite: Bool = false,
        associatedTypes: [String: String] = [:], dependencySymbolGraphDirectories: [URL] = []
    ) {
        self.module = module
        self.symbolGraphDirectory = symbolGraphDirectory
        self.output = output
        self.protocols = protocols
        self.overwrite = overwrite
        self.associatedTypes = associatedTypes
        self.dependencySymbolGraphDirectories = dependencySymbolGraphDirectories
    }
}

/// What was written, kept, and refused, as lines for the user.
public struct MakeDoublesReport {
    /// The files written, for a formatter to format.
    public var written: [URL] = []
    /// What to print: a line per file written or kept, and each protocol
    /// with no double, with the reasons.
    public var lines: [String] = []
    /// Whether a protocol that was asked for has no double.
    public var failed = false
}

/// Writes the doubles a request asks for.
public enum MakeDoubles {
    /// Reads the module's symbol graph and writes the doubles `request`
    /// asks for; throws when the graph cannot be read or a file written.
    public static func run(_ request: MakeDoublesRequest) throws -> MakeDoublesReport {
        let reader = try reader(for: request)
        var report = MakeDoublesReport()
        let all = reader.protocols
        // An underscored protocol is the module's business, not its users'.
        var chosen = all.filter { !$0.name.hasPrefix("_") }
        for skipped in all where skipped.name.hasPrefix("_") && request.protocols.isEmpty {
            report.lines.append("skipped \(skipped.name): an underscored protocol (--protocol writes it)")
        }
        if !request.protocols.isEmpty {
            chosen = []
            for name in request.protocols {
                if let symbol = all.first(where: { $0.name == name }) {
                    chosen.append(symbol)
                } else {
                    report.failed = true
                    let known = all.map(\.name).joined(separator: ", ")
                    report.lines.append(
                        "error: \(request.module) has no protocol named \(name); its protocols: \(known)")
                }
            }
        }
        if all.isEmpty {
            report.lines.append("\(request.module) declares no protocol.")
        }
        try FileManager.default.createDirectory(at: request.output, withIntermediateDirectories: true)
        // Each source file is read once, however many protocols it declares.
        var importsByFile: [String: [String]] = [:]
        for uri in Set(chosen.flatMap(reader.refined).compactMap(\.location?.uri)) {
            importsByFile[uri] = importedModules(ofFile: uri)
        }
        let writer = DoubleWriter(
            reader: reader, associatedTypes: request.associatedTypes,
            importsOfFile: { [importsByFile] in importsByFile[$0] ?? [] })
        for symbol in chosen {
            switch writer.write(symbol) {
            case .success(let file):
                let url = request.output.appendingPathComponent(file.fileName)
                if FileManager.default.fileExists(atPath: url.path) && !request.overwrite {
                    report.lines.append("kept \(url.relativePath): it exists (--overwrite writes it again)")
                    continue
                }
                try file.text.write(to: url, atomically: true, encoding: .utf8)
                report.written.append(url)
                report.lines.append("wrote \(url.relativePath)")
            case .failure(let refusal):
                if !request.protocols.isEmpty { report.failed = true }
                report.lines.append("cannot write a double of \(refusal.protocolName):")
                report.lines += refusal.refusals.map { "  \($0.member): \($0.reason)" }
            }
        }
        return report
    }

    /// The modules of other modules' protocols that the module's protocols
    /// refine and whose graphs the request lacks, for the plugin to ask
    /// SwiftPM for: `Instrumentation` for swift-distributed-tracing's
    /// `Tracer`. The standard library's are left out.
    public static func parentModules(_ request: MakeDoublesRequest) throws -> [String] {
        let reader = try reader(for: request)
        let parents = reader.externalParents(of: reader.protocols.flatMap(reader.refined))
        let modules = parents.compactMap { $0.split(separator: ".").count > 1 ? String($0.prefix { $0 != "." }) : nil }
        return Array(Set(modules).subtracting(DoubleWriter.standardLibraryModules)).sorted()
    }

    private static func reader(for request: MakeDoublesRequest) throws -> ProtocolReader {
        let graph = try SymbolGraph.load(module: request.module, from: request.symbolGraphDirectory)
        let dependencies = try request.dependencySymbolGraphDirectories.flatMap(SymbolGraph.loadAll)
        return ProtocolReader(graph: graph, dependencies: dependencies.filter { $0.module.name != request.module })
    }

    /// The modules a source file imports, by its `file://` URI.
    static func importedModules(ofFile uri: String) -> [String] {
        guard let url = URL(string: uri), let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        // Imports inside `#if` are left out: they hold on some platforms only.
        var conditionDepth = 0
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if") { conditionDepth += 1 }
            if trimmed.hasPrefix("#endif") { conditionDepth -= 1 }
            guard conditionDepth == 0 else { return nil }
            var words = trimmed.split(separator: " ").map(String.init)[...]
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
                if first == "@testable" { return nil }
                words.removeFirst()
            }
            guard words.popFirst() == "import", var module = words.popFirst() else { return nil }
            if ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(module) {
                guard let next = words.popFirst() else { return nil }
                module = next
            }
            return module.split(separator: ".").first.map(String.init)
        }
    }
}
