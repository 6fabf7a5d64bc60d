import Foundation

/// What a copy of the tour, run with one argument, wrote and how it ended.
struct ChildRun {
    var standardError: String
    /// Whether the child was stopped by a signal, as a trap stops it.
    var trapped: Bool
    /// The exit status, or the signal's number when `trapped`.
    var status: Int32
}

/// Runs this executable again with `argument` and waits for it.
///
/// A trap ends the whole process, so the tour shows one by letting a child
/// copy of itself trap and reading what the child wrote to standard error.
func runChild(with argument: String) throws -> ChildRun {
    let process = Process()
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [argument]
    // Without this, Swift's backtracer appends a long crash report (threads,
    // registers, images) that buries StuntDouble's message.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment

    let standardError = Pipe()
    process.standardError = standardError
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Read before waiting: a child blocked on a full pipe would never exit.
    let output = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    return ChildRun(
        standardError: String(decoding: output, as: UTF8.self),
        trapped: process.terminationReason == .uncaughtSignal,
        status: process.terminationStatus)
}

extension ChildRun {
    /// The child's standard error up to the stack trace the runtime prints
    /// after a fatal error, and the number of lines left out.
    var reportWithoutStackTrace: (report: String, omittedLines: Int) {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex { $0.hasPrefix("Current stack trace:") } ?? lines.endIndex
        let report = lines[..<end].joined(separator: "\n").trimmingCharacters(in: .newlines)
        let omitted = lines[end...].filter { !$0.isEmpty }.count
        return (report, omitted)
    }
}
