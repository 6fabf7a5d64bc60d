// The tool behind `swift package make-doubles`: the plugin passes it the
// symbol graphs of a target, and it writes one double per protocol.
//
//   StuntDoubleMakeDoubles --module Checkout --symbol-graphs DIR --output DIR
//       [--protocol NAME]... [--associated-type NAME=TYPE]... [--overwrite]
//       [--dependency-symbol-graphs DIR]...
//   StuntDoubleMakeDoubles --parent-modules --module Checkout --symbol-graphs DIR
//       [--dependency-symbol-graphs DIR]...
//       prints the modules whose protocols the module's refine, and whose
//       graphs are missing, one a line; the plugin then asks SwiftPM for them.
import DoubleMaker
import Foundation

var arguments = CommandLine.arguments.dropFirst()
var module: String?
var symbolGraphs: String?
var output: String?
var protocols: [String] = []
var associatedTypes: [String: String] = [:]
var overwrite = false
var listParentModules = false
var dependencyGraphs: [URL] = []

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

while let argument = arguments.popFirst() {
    switch argument {
    case "--overwrite":
        overwrite = true
    case "--parent-modules":
        listParentModules = true
    case "--module", "--symbol-graphs", "--output", "--protocol", "--associated-type", "--dependency-symbol-graphs":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value") }
        switch argument {
        case "--module": module = value
        case "--symbol-graphs": symbolGraphs = value
        case "--output": output = value
        case "--protocol": protocols.append(value)
        case "--dependency-symbol-graphs": dependencyGraphs.append(URL(fileURLWithPath: value))
        default:
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { fail("--associated-type takes NAME=TYPE, as in Item=Product") }
            associatedTypes[parts[0]] = parts[1]
        }
    default:
        fail("unknown argument \(argument)")
    }
}
guard let module, let symbolGraphs else { fail("--module and --symbol-graphs are required") }

do {
    let request = MakeDoublesRequest(
        module: module, symbolGraphDirectory: URL(fileURLWithPath: symbolGraphs),
        output: URL(fileURLWithPath: output ?? "."), protocols: protocols, overwrite: overwrite,
        associatedTypes: associatedTypes, dependencySymbolGraphDirectories: dependencyGraphs)
    if listParentModules {
        for parent in try MakeDoubles.parentModules(request) { print(parent) }
        exit(0)
    }
    guard output != nil else { fail("--output is required") }
    let report = try MakeDoubles.run(request)
    for line in report.lines { print(line) }
    exit(report.failed ? 1 : 0)
} catch {
    fail("\(error)")
}
