import Foundation
import StuntDouble

/// The figures of issues #4, #8, #9, #10, #11, #14, #21 and #22, measured in one
/// process and one run.
enum RuntimeFigures {
    static let calls = 1_000_000
    static let createdDoubles = 10_000
    /// Each figure is the median of this many repetitions; `--check` takes
    /// `quickRepetitions`.
    static let repetitions = 7
    static let quickRepetitions = 3

    /// Each figure, named where it is measured and in the order measured
    /// (the order changes the figures: see `Measurement.keepFreedMemory()`),
    /// with the ratios that read it.
    static func measure(repetitions: Int) -> Report {
        let perCall = { (kind: SubjectKind) in
            Measurement.nanosecondsPerCall(kind, repetitions: repetitions, calls: calls)
        }
        var report = Report()
        report.add("bytes_per_recorded_call", bytesPerRecordedCallInAChildProcess())
        Measurement.keepFreedMemory()
        let handWritten = report.add("hand_written_ns_per_call", perCall(.handWritten))
        // A double's time per call, and its ratio to the hand-written mock's.
        @discardableResult
        func againstHandWritten(_ key: String, _ kind: SubjectKind, ratio: String) -> Report.Figure {
            let figure = report.add(key, perCall(kind))
            report.ratio(ratio, of: figure, over: handWritten)
            return figure
        }
        let recorded = againstHandWritten("recorded_ns_per_call", .recorded, ratio: "recorded_call_ratio")
        againstHandWritten("stored_registry_ns_per_call", .storedRegistry, ratio: "stored_registry_ratio")
        againstHandWritten("stub_only_ns_per_call", .stubOnly, ratio: "stub_only_ratio")
        againstHandWritten("conditional_10_ns_per_call", .conditional10, ratio: "conditional_10_ratio")
        report.add("function_id_ns_per_call", perCall(.functionID))
        let verify = report.add("verify_1m_ms", verifyAfterOneMillionCalls(repetitions: repetitions))
        let captor = report.add("captor_verify_1m_ms", captorVerifyAfterOneMillionCalls(repetitions: repetitions))
        report.ratio("captor_verify_ratio", of: captor, over: verify)
        report.add(
            "create_10k_doubles_ms",
            createDoubles(createdDoubles, repetitions: repetitions, making: FetcherMock.init, calling: fetch))
        report.add(
            "create_10k_stored_registry_ms",
            createDoubles(
                createdDoubles, repetitions: repetitions, making: FetcherMockWithStoredRegistry.init, calling: fetch))
        againstHandWritten("consecutive_ns_per_call", .consecutive, ratio: "consecutive_ratio")
        againstHandWritten("computed_ns_per_call", .computed, ratio: "computed_ratio")
        againstHandWritten(
            "per_argument_matcher_10_ns_per_call", .perArgumentMatcher10, ratio: "per_argument_matcher_10_ratio")
        let satisfying = report.add("satisfying_condition_ns_per_call", perCall(.satisfyingCondition))
        let combined = report.add("combined_condition_ns_per_call", perCall(.combinedCondition))
        report.ratio("combined_condition_ratio", of: combined, over: satisfying)
        let runtimeName = report.add("runtime_name_ns_per_call", perCall(.runtimeName))
        report.ratio("runtime_name_ratio", of: runtimeName, over: recorded)
        report.add("failing_verify_100k_ms", MessageBenchmarks.failingVerify(repetitions: repetitions))
        report.add("equal_matcher_creation_ms", MessageBenchmarks.equalMatcherCreation(repetitions: repetitions))
        report.add("verify_in_order_1m_ms", VerificationBenchmarks.verifyInOrder(repetitions: repetitions))
        report.add("wake_latency_us", VerificationBenchmarks.wakeLatency(samples: 4 * repetitions + 1))

        // A double's figure after its hand-written twin's, and their ratio;
        // returns the twin's.
        @discardableResult
        func againstTwin(
            _ twin: String, _ key: String, ratio: String, _ time: (_ handWritten: Bool) -> Double
        ) -> (twin: Report.Figure, figure: Report.Figure) {
            let twinFigure = report.add(twin, time(true))
            let figure = report.add(key, time(false))
            report.ratio(ratio, of: figure, over: twinFigure)
            return (twinFigure, figure)
        }
        againstTwin("static_hand_written_ns_per_call", "static_call_ns_per_call", ratio: "static_call_ratio") {
            let kind = $0 ? StaticSubjectKind.handWritten : .call
            return Measurement.nanosecondsPerCall(kind, repetitions: repetitions, calls: calls)
        }
        let (handWrittenRead, propertyRead) = againstTwin(
            "hand_written_read_ns", "property_get_ns", ratio: "property_get_ratio"
        ) {
            MemberBenchmarks.nanosecondsPerRead(handWritten: $0, repetitions: repetitions, calls: calls)
        }
        // The same read through `@Stubbed`, for its cost beside the long form's.
        let stubbedRead = report.add(
            "stubbed_property_get_ns",
            MemberBenchmarks.nanosecondsPerRead(
                handWritten: false, stubbed: true, repetitions: repetitions, calls: calls))
        report.ratio("stubbed_property_get_ratio", of: stubbedRead, over: handWrittenRead)
        report.add(
            "create_10k_stubbed_doubles_ms",
            MemberBenchmarks.createStubbed(createdDoubles, repetitions: repetitions))
        againstTwin("closure_hand_written_ns_per_call", "closure_call_ns_per_call", ratio: "closure_call_ratio") {
            let kind = $0 ? ClosureSubjectKind.handWritten : .call
            return Measurement.nanosecondsPerCall(kind, repetitions: repetitions, calls: calls)
        }
        report.add(
            "closure_given_us", ClosureGivenBenchmarks.microsecondsPerGiven(byClosure: true, repetitions: repetitions))
        report.add(
            "name_given_us", ClosureGivenBenchmarks.microsecondsPerGiven(byClosure: false, repetitions: repetitions))

        // What the work itself costs, without a library (FloorBenchmarks).
        report.add("verify_1m_floor_ms", FloorBenchmarks.countMatching(repetitions: repetitions))
        report.add("create_10k_doubles_floor_ms", FloorBenchmarks.allocateAndInsert(repetitions: repetitions))
        report.add("create_10k_weak_table_floor_ms", FloorBenchmarks.weakTable(repetitions: repetitions))
        report.add("verify_in_order_1m_floor_ms", FloorBenchmarks.onePassInOrder(repetitions: repetitions))
        let tenClosureCalls = report.add(
            "ten_closure_calls_floor_ns", FloorBenchmarks.tenClosureCalls(repetitions: repetitions))
        report.ratio("conditional_10_floor_ratio", of: handWritten, plus: tenClosureCalls, over: handWritten)
        // A property's floor is the hand-written read itself: no work to
        // add. A double that any thread may call takes a lock besides, as
        // a hand-written double used from concurrent code must: its read
        // is measured against the same read under a lock.
        report.add("property_get_floor_ratio", 1)
        let lockedRead = report.add(
            "locked_read_floor_ns", FloorBenchmarks.lockedRead(repetitions: repetitions, calls: calls))
        report.ratio("locked_read_floor_ratio", of: lockedRead, over: handWrittenRead)
        report.ratio("property_get_locked_floor_ratio", of: propertyRead, over: lockedRead)
        let stringHash = report.add("string_hash_floor_ns", FloorBenchmarks.stringHash(repetitions: repetitions))
        report.ratio("runtime_name_floor_ratio", of: recorded, plus: stringHash, over: recorded)
        return report
    }

    private static func verifyAfterOneMillionCalls(repetitions: Int) -> Double {
        afterOneMillionCalls(repetitions: repetitions) { mock in
            mock.expect(
                .exactly(amount: calls), callsToFunction: "fetch(id:)",
                withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 })
            return Measurement.nanoseconds { mock.verify() }
        }
    }

    /// The same calls checked by the closure form with a captor, which
    /// keeps their million arguments.
    private static func captorVerifyAfterOneMillionCalls(repetitions: Int) -> Double {
        afterOneMillionCalls(repetitions: repetitions) { mock in
            let ids = Captor<Int>()
            let time = Measurement.nanoseconds { mock.verify(.exactly(amount: calls)) { $0.fetch(id: arg(ids)) } }
            precondition(ids.values.count == calls, "the captor kept \(ids.values.count) of \(calls) calls")
            return time
        }
    }

    /// The median milliseconds of `check`, timed on a README mock after
    /// `calls` recorded calls.
    private static func afterOneMillionCalls(repetitions: Int, check: (FetcherMock) -> Double) -> Double {
        let samples = (0..<repetitions).map { _ in
            let subject = makeSubject(.recorded)
            _ = drive(subject, calls: calls)
            let mock = subject as! FetcherMock
            defer { Measurement.clearRecordedCalls(of: mock) }
            return check(mock) / 1e6
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

    /// `subject.fetch(id: id)`, the call each created double gets.
    private static func fetch(_ subject: some Fetching, _ id: Int) { _ = subject.fetch(id: id) }

    /// Milliseconds to create `count` doubles and call each once
    /// (`call(double, index)`), while all stay alive. For README mocks,
    /// whose registries the table holds, the call creates the registry, and
    /// the repetitions after the first also sweep the previous repetition's
    /// registries from the table; a mock that stores its registry frees it
    /// with itself, after the clock stops (`create_10k_stored_registry_ms`,
    /// for comparison).
    static func createDoubles<Subject>(
        _ count: Int, repetitions: Int, making make: () -> Subject, calling call: (Subject, Int) -> Void
    ) -> Double {
        let samples = (0..<repetitions).map { _ in
            var doubles: [Subject] = []
            doubles.reserveCapacity(count)
            let elapsed = Measurement.nanoseconds {
                for id in 0..<count {
                    let mock = make()
                    call(mock, id)
                    doubles.append(mock)
                }
            }
            withExtendedLifetime(doubles) {}
            return elapsed / 1e6
        }
        return Measurement.median(samples)
    }
}
