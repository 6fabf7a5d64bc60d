import Foundation
import StuntDouble

/// The figures of issues #4, #8, #9, #10, #11, #14, #21 and #22, measured in one
/// process and one run.
struct RuntimeFigures {
    var handWrittenNanoseconds = 0.0
    var recordedNanoseconds = 0.0
    var storedRegistryNanoseconds = 0.0
    var stubOnlyNanoseconds = 0.0
    var conditional10Nanoseconds = 0.0
    var functionIDNanoseconds = 0.0
    var verify1MMilliseconds = 0.0
    var bytesPerRecordedCall: Double?
    var create10KDoublesMilliseconds = 0.0
    var consecutiveNanoseconds = 0.0
    var computedNanoseconds = 0.0
    var perArgumentMatcher10Nanoseconds = 0.0
    var runtimeNameNanoseconds = 0.0
    var failingVerify100KMilliseconds = 0.0
    var equalMatcherCreationMilliseconds = 0.0
    var verifyInOrder1MMilliseconds = 0.0
    var wakeLatencyMicroseconds = 0.0
    var staticHandWrittenNanoseconds = 0.0
    var staticCallNanoseconds = 0.0
    var handWrittenReadNanoseconds = 0.0
    var propertyGetNanoseconds = 0.0
    var closureHandWrittenNanoseconds = 0.0
    var closureCallNanoseconds = 0.0
    var closureGivenMicroseconds = 0.0
    var nameGivenMicroseconds = 0.0
    var verify1MFloorMilliseconds = 0.0
    var create10KFloorMilliseconds = 0.0
    var verifyInOrder1MFloorMilliseconds = 0.0
    var tenClosureCallsNanoseconds = 0.0
    var stringHashNanoseconds = 0.0

    static let calls = 1_000_000
    static let createdDoubles = 10_000
    /// Each figure is the median of this many repetitions; `--check` takes
    /// `quickRepetitions`.
    static let repetitions = 7
    static let quickRepetitions = 3

    static func measure(repetitions: Int) -> RuntimeFigures {
        let perCall = { (kind: SubjectKind) in
            Measurement.nanosecondsPerCall(kind, repetitions: repetitions, calls: calls)
        }
        var figures = RuntimeFigures()
        figures.bytesPerRecordedCall = bytesPerRecordedCallInAChildProcess()
        Measurement.keepFreedMemory()
        figures.handWrittenNanoseconds = perCall(.handWritten)
        figures.recordedNanoseconds = perCall(.recorded)
        figures.storedRegistryNanoseconds = perCall(.storedRegistry)
        figures.stubOnlyNanoseconds = perCall(.stubOnly)
        figures.conditional10Nanoseconds = perCall(.conditional10)
        figures.functionIDNanoseconds = perCall(.functionID)
        figures.verify1MMilliseconds = verifyAfterOneMillionCalls(repetitions: repetitions)
        figures.create10KDoublesMilliseconds = createDoubles(createdDoubles, repetitions: repetitions)
        figures.consecutiveNanoseconds = perCall(.consecutive)
        figures.computedNanoseconds = perCall(.computed)
        figures.perArgumentMatcher10Nanoseconds = perCall(.perArgumentMatcher10)
        figures.runtimeNameNanoseconds = perCall(.runtimeName)
        figures.failingVerify100KMilliseconds = MessageBenchmarks.failingVerify(repetitions: repetitions)
        figures.equalMatcherCreationMilliseconds = MessageBenchmarks.equalMatcherCreation(repetitions: repetitions)
        figures.verifyInOrder1MMilliseconds = VerificationBenchmarks.verifyInOrder(repetitions: repetitions)
        figures.wakeLatencyMicroseconds = VerificationBenchmarks.wakeLatency(samples: 4 * repetitions + 1)
        figures.staticHandWrittenNanoseconds = Measurement.nanosecondsPerCall(
            StaticSubjectKind.handWritten, repetitions: repetitions, calls: calls)
        figures.staticCallNanoseconds = Measurement.nanosecondsPerCall(
            StaticSubjectKind.call, repetitions: repetitions, calls: calls)
        figures.handWrittenReadNanoseconds = MemberBenchmarks.nanosecondsPerRead(
            handWritten: true, repetitions: repetitions, calls: calls)
        figures.propertyGetNanoseconds = MemberBenchmarks.nanosecondsPerRead(
            handWritten: false, repetitions: repetitions, calls: calls)
        figures.closureHandWrittenNanoseconds = Measurement.nanosecondsPerCall(
            ClosureSubjectKind.handWritten, repetitions: repetitions, calls: calls)
        figures.closureCallNanoseconds = Measurement.nanosecondsPerCall(
            ClosureSubjectKind.call, repetitions: repetitions, calls: calls)
        figures.closureGivenMicroseconds = ClosureGivenBenchmarks.microsecondsPerGiven(
            byClosure: true, repetitions: repetitions)
        figures.nameGivenMicroseconds = ClosureGivenBenchmarks.microsecondsPerGiven(
            byClosure: false, repetitions: repetitions)
        figures.verify1MFloorMilliseconds = FloorBenchmarks.countMatching(repetitions: repetitions)
        figures.create10KFloorMilliseconds = FloorBenchmarks.allocateAndInsert(repetitions: repetitions)
        figures.verifyInOrder1MFloorMilliseconds = FloorBenchmarks.onePassInOrder(repetitions: repetitions)
        figures.tenClosureCallsNanoseconds = FloorBenchmarks.tenClosureCalls(repetitions: repetitions)
        figures.stringHashNanoseconds = FloorBenchmarks.stringHash(repetitions: repetitions)
        return figures
    }

    private static func verifyAfterOneMillionCalls(repetitions: Int) -> Double {
        let samples = (0..<repetitions).map { _ in
            let subject = makeSubject(.recorded)
            _ = drive(subject, calls: calls)
            let mock = subject as! FetcherMock
            mock.expect(
                .exactly(amount: calls), callsToFunction: "fetch(id:)",
                withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 })
            return Measurement.nanoseconds { mock.verify() } / 1e6
        }
        return Measurement.median(samples)
    }

    /// `bytesPerRecordedCall()`, measured by a run of this program of its
    /// own. Resident memory grows only with pages the process has not had
    /// yet, so the figure needs a process that has freed nothing; and
    /// measured in this one, it changed the figures timed after it (the
    /// hand-written mock read 36 ns a call after it, 29 without).
    private static func bytesPerRecordedCallInAChildProcess() -> Double? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let child = Process()
        let output = Pipe()
        child.executableURL = executable
        child.arguments = [bytesPerRecordedCallFlag]
        child.standardOutput = output
        guard (try? child.run()) != nil else { return nil }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else { return nil }
        return Double(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The flag that makes this program print `bytesPerRecordedCall()`.
    static let bytesPerRecordedCallFlag = "--bytes-per-recorded-call"

    /// Resident-memory growth per recorded call over `calls` calls.
    static func bytesPerRecordedCall() -> Double? {
        let subject = makeSubject(.recorded)
        _ = drive(subject, calls: 1_000)
        guard let before = Measurement.residentBytes() else { return nil }
        _ = drive(subject, calls: calls)
        guard let after = Measurement.residentBytes() else { return nil }
        withExtendedLifetime(subject) {}
        return Double(after - before) / Double(calls)
    }

    /// Milliseconds to create `count` README mocks (registries in the
    /// table) and call each once, which creates its registry, while all
    /// stay alive.
    private static func createDoubles(_ count: Int, repetitions: Int) -> Double {
        let samples = (0..<repetitions).map { _ in
            var doubles: [FetcherMock] = []
            doubles.reserveCapacity(count)
            let elapsed = Measurement.nanoseconds {
                for id in 0..<count {
                    let mock = FetcherMock()
                    _ = mock.fetch(id: id)
                    doubles.append(mock)
                }
            }
            withExtendedLifetime(doubles) {}
            return elapsed / 1e6
        }
        return Measurement.median(samples)
    }
}
