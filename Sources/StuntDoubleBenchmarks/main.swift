import Foundation

// swift run -c release StuntDoubleBenchmarks [--json | --check]
// swift run -c release StuntDoubleBenchmarks compile-time [--json] [--keep-sources]
// StuntDoubleBenchmarks --drive <subject>   (200,000 calls, for callgrind)
let arguments = CommandLine.arguments.dropFirst()
let json = arguments.contains("--json")

if let flag = arguments.firstIndex(of: "--drive") {
    // A fixed amount of work for an instruction counter, which, unlike a
    // clock, reads the same on a busy machine: see Guides/Performance.md.
    let name = arguments.dropFirst(flag - arguments.startIndex + 1).first ?? ""
    if let kind = StaticSubjectKind(rawValue: name) {
        print(drive(makeStaticSubject(kind), calls: 200_000))
        exit(0)
    }
    if let kind = ClosureSubjectKind(rawValue: name) {
        print(drive(makeClosureSubject(kind), calls: 200_000))
        exit(0)
    }
    if name == "failing-verify" {
        print(MessageBenchmarks.driveFailingVerify())
        exit(0)
    }
    if let work = DrivenWork(rawValue: name) {
        print(work.run())
        exit(0)
    }
    if name == "property-get" || name == "hand-written-read" || name == "stubbed-property-get" {
        let subject = makeTitled(handWritten: name == "hand-written-read", stubbed: name == "stubbed-property-get")
        print(readTitles(subject, count: 200_000))
        exit(0)
    }
    guard let kind = SubjectKind(name: name) else {
        let names =
            SubjectKind.names + ["property-get", "hand-written-read", "stubbed-property-get", "failing-verify"]
            + StaticSubjectKind.names + ClosureSubjectKind.names + DrivenWork.names
        print("--drive takes one of: \(names.joined(separator: ", "))")
        exit(2)
    }
    print(drive(makeSubject(kind), calls: 200_000))
    exit(0)
}

if arguments.contains(RuntimeFigures.bytesPerRecordedCallFlag) {
    // A child of the runtime benchmark: see `bytesPerRecordedCallInAChildProcess()`.
    print(format(RuntimeFigures.bytesPerRecordedCall()))
    exit(0)
}

if arguments.contains("compile-time") {
    runCompileTimeBenchmark(json: json, keepingSources: arguments.contains("--keep-sources"))
    exit(0)
}

if arguments.contains("--check") {
    let repetitions = RuntimeFigures.quickRepetitions
    print("Benchmark guard: the median of \(repetitions) repetitions; fails past a guard bound only.")
    exit(checkLimits(RuntimeFigures.measure(repetitions: repetitions)) ? 0 : 1)
}

let report = RuntimeFigures.measure(repetitions: RuntimeFigures.repetitions)
if json {
    printJSON(report)
} else {
    printTable(report)
}
