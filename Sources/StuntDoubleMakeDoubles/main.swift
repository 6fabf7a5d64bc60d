// The tool behind `swift package make-doubles`: the plugin passes it the
// symbol graphs of a target, and it writes one double per protocol.
//
//   StuntDoubleMakeDoubles --module Checkout --symbol-graphs DIR --output DIR
//       [--protocol NAME]... [--associated-type NAME=TYPE]... [--overwrite]
import DoubleMaker
import Foundation

var arguments = CommandLine.arguments.dropFirst()
var module: String?
var symbolGraphs: String?
var output: String?
var protocols: [String] = []
var associatedTypes: [String: String] = [:]
var overwrite = false

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

while let argument = arguments.popFirst() {
    switch argument {
    case "--overwrite":
        overwrite = true
    case "--module", "--symbol-graphs", "--output", "--protocol", "--associated-type":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value") }
        switch argument {
        case "--module": module = value
        case "--symbol-graphs": symbolGraphs = value
        case "--output": output = value
        case "--protocol": protocols.append(value)
        default:
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { fail("--associated-type takes NAME=TYPE, as in Item=Product") }
            associatedTypes[parts[0]] = parts[1]
        }
    default:
        fail("unknown argument \(argument)")
    }
}
guard let module, let symbolGraphs, let output else { fail("--module, --symbol-graphs and --output are required") }

do {
    let report = try MakeDoubles.run(
        MakeDoublesRequest(
            module: module, symbolGraphDirectory: URL(fileURLWithPath: symbolGraphs),
            output: URL(fileURLWithPath: output), protocols: protocols, overwrite: overwrite,
            associatedTypes: associatedTypes))
    for line in report.lines { print(line) }
    exit(report.failed ? 1 : 0)
} catch {
    fail("\(error)")
}
