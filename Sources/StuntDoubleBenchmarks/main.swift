import Foundation

// swift run -c release StuntDoubleBenchmarks [--json]
// swift run -c release StuntDoubleBenchmarks compile-time [--json] [--keep-sources]
let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")

if arguments.contains("compile-time") {
    runCompileTimeBenchmark(json: json, keepingSources: arguments.contains("--keep-sources"))
    exit(0)
}

let figures = RuntimeFigures.measure()
let report: [(key: String, value: Double?)] = [
    ("recorded_call_ratio", figures.recordedNanoseconds / figures.handWrittenNanoseconds),
    ("stub_only_ratio", figures.stubOnlyNanoseconds / figures.handWrittenNanoseconds),
    ("conditional_10_ratio", figures.conditional10Nanoseconds / figures.handWrittenNanoseconds),
    ("verify_1m_ms", figures.verify1MMilliseconds),
    ("bytes_per_recorded_call", figures.bytesPerRecordedCall),
    ("stored_registry_ratio", figures.storedRegistryNanoseconds / figures.handWrittenNanoseconds),
    ("hand_written_ns_per_call", figures.handWrittenNanoseconds),
    ("recorded_ns_per_call", figures.recordedNanoseconds),
    ("stored_registry_ns_per_call", figures.storedRegistryNanoseconds),
    ("stub_only_ns_per_call", figures.stubOnlyNanoseconds),
    ("conditional_10_ns_per_call", figures.conditional10Nanoseconds),
    ("function_id_ns_per_call", figures.functionIDNanoseconds),
]

func format(_ value: Double?) -> String {
    guard let value else { return "null" }
    return String(format: "%.2f", value)
}

if json {
    print("{" + report.map { "\"\($0.key)\": \(format($0.value))" }.joined(separator: ", ") + "}")
} else {
    let width = report.map(\.key.count).max() ?? 0
    for (key, value) in report {
        print(key.padding(toLength: width, withPad: " ", startingAt: 0), format(value))
    }
}
