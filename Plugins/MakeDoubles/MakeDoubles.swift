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

        let graphs = try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true))
        var toolArguments = [
            "--module", target.moduleName, "--symbol-graphs", graphs.directoryURL.path, "--output", output,
        ]
        toolArguments += protocols.flatMap { ["--protocol", $0] }
        toolArguments += associatedTypes.flatMap { ["--associated-type", $0] }
        if overwrite { toolArguments.append("--overwrite") }

        let tool = try context.tool(named: "StuntDoubleMakeDoubles")
        let written = try run(tool.url, toolArguments, in: context.package.directoryURL)
        try format(written, in: context.package.directoryURL, context: context)
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
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(printed, terminator: "")
        guard process.terminationStatus == 0 else {
            throw MakeDoublesError("some protocols asked for have no double (see above)")
        }
        return printed.split(separator: "\n").compactMap { line in
            line.hasPrefix("wrote ") ? String(line.dropFirst("wrote ".count)) : nil
        }
    }

    /// Formats the files with the toolchain's `swift-format`, by the
    /// package's own configuration where it has one.
    private func format(_ files: [String], in directory: URL, context: PluginContext) throws {
        guard !files.isEmpty else { return }
        guard let formatter = try? context.tool(named: "swift-format") else {
            print("note: swift-format was not found; the doubles are written as generated")
            return
        }
        let process = Process()
        process.executableURL = formatter.url
        process.arguments = ["format", "--in-place"] + files
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { print("note: swift-format could not format the doubles") }
    }
}

struct MakeDoublesError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
