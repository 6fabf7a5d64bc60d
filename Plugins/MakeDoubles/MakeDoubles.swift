// swift package --allow-writing-to-package-directory make-doubles --target Checkout
//     [--protocol PaymentGateway]... [--output Tests/CheckoutTests/Doubles]
//     [--associated-type Item=Product]... [--overwrite]
//
// Asks SwiftPM for the target's symbol graph (what the compiler says of
// every declaration, internal ones included), runs StuntDoubleMakeDoubles
// on it, then formats what it wrote with the toolchain's `swift format`.
import Foundation
import PackagePlugin

@main
struct MakeDoubles: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let outputs = extractor.extractOption(named: "output")
        let associatedTypes = extractor.extractOption(named: "associated-type")
        let overwrite = extractor.extractFlag(named: "overwrite") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw MakeDoublesError("unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
        }
        guard targetNames.count == 1, let targetName = targetNames.first else {
            throw MakeDoublesError("name one target: --target Checkout")
        }
        guard outputs.count <= 1 else {
            throw MakeDoublesError("name one folder: --output Tests/CheckoutTests/Doubles")
        }
        guard let target = Self.target(named: targetName, in: context.package) else {
            throw MakeDoublesError("\(targetName) is not a Swift target of this package or of its dependencies")
        }
        // Relative to the package, as the tool runs there and reports it.
        let output = outputs.first ?? "Tests/\(targetName)Tests/Doubles"

        let tool = try context.tool(named: "StuntDoubleMakeDoubles")
        let graphs = try symbolGraph(of: target)
        var toolArguments = ["--module", target.moduleName, "--symbol-graphs", graphs]
        toolArguments += try dependencyGraphs(of: target, tool: tool.url, arguments: toolArguments, in: context)
        toolArguments += ["--output", output]
        toolArguments += protocols.flatMap { ["--protocol", $0] }
        toolArguments += associatedTypes.flatMap { ["--associated-type", $0] }
        if overwrite { toolArguments.append("--overwrite") }

        let written = try run(tool.url, toolArguments, in: context.package.directoryURL)
        try format(written, in: context.package.directoryURL, context: context)
    }

    private func symbolGraph(of target: SwiftSourceModuleTarget) throws -> String {
        try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true)
        ).directoryURL.path
    }

    /// `--dependency-symbol-graphs` for each module whose protocols the
    /// target's protocols refine (swift-distributed-tracing's `Tracer`
    /// refines `Instrumentation.Instrument`), asked of the tool until it
    /// names no other module that is among the target's dependencies.
    private func dependencyGraphs(
        of target: SwiftSourceModuleTarget, tool: URL, arguments: [String], in context: PluginContext
    ) throws -> [String] {
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
        var extracted = Set<String>()
        var graphArguments: [String] = []
        while true {
            let (needed, succeeded) = try output(of: tool, arguments + graphArguments + ["--parent-modules"])
            guard succeeded else { throw MakeDoublesError("could not read the symbol graph: \(needed)") }
            let next = dependencies.filter { needed.contains($0.moduleName) && !extracted.contains($0.moduleName) }
            guard !next.isEmpty else { return graphArguments }
            for dependency in next {
                extracted.insert(dependency.moduleName)
                graphArguments += ["--dependency-symbol-graphs", try symbolGraph(of: dependency)]
            }
        }
    }

    /// What the tool prints, and whether it succeeded.
    private func output(of tool: URL, _ arguments: [String], in directory: URL? = nil) throws -> (
        lines: [String], succeeded: Bool
    ) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (printed.split(separator: "\n").map(String.init), process.terminationStatus == 0)
    }

    /// The Swift target `name` of `package`, or else of its dependencies:
    /// a dependency's protocols (swift-log's `LogHandler`) get doubles too.
    private static func target(named name: String, in package: Package) -> SwiftSourceModuleTarget? {
        var queue = [package]
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if let target = next.targets.first(where: { $0.name == name }) as? SwiftSourceModuleTarget { return target }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    /// Runs the tool, passing on what it prints; returns the files it wrote.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> [String] {
        let (lines, succeeded) = try output(of: tool, arguments, in: directory)
        for line in lines { print(line) }
        guard succeeded else { throw MakeDoublesError("some protocols asked for have no double (see above)") }
        return lines.compactMap { $0.hasPrefix("wrote ") ? String($0.dropFirst("wrote ".count)) : nil }
    }

    /// Formats the files with the toolchain's `swift-format`, by the
    /// package's own configuration where it has one.
    private func format(_ files: [String], in directory: URL, context: PluginContext) throws {
        guard !files.isEmpty else { return }
        guard let formatter = try? context.tool(named: "swift-format") else {
            print("note: swift-format was not found; the doubles are written as generated")
            return
        }
        let formatted = try output(of: formatter.url, ["format", "--in-place"] + files, in: directory)
        if !formatted.succeeded { print("note: swift-format could not format the doubles") }
    }
}

struct MakeDoublesError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
