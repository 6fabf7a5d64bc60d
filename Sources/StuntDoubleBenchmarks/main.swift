import Foundation

// swift run -c release StuntDoubleBenchmarks [--json | --check]
// swift run -c release StuntDoubleBenchmarks compile-time [--json] [--keep-sources]
let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")

if arguments.contains("compile-time") {
    runCompileTimeBenchmark(json: json, keepingSources: arguments.contains("--keep-sources"))
    exit(0)
}

if arguments.contains("--check") {
    let repetitions = RuntimeFigures.quickRepetitions
    print("Benchmark guard: the median of \(repetitions) repetitions; fails past a guard bound only.")
    exit(checkLimits(RuntimeFigures.measure(repetitions: repetitions).report) ? 0 : 1)
}

let report = RuntimeFigures.measure(repetitions: RuntimeFigures.repetitions).report
if json {
    printJSON(report)
} else {
    printTable(report)
}
