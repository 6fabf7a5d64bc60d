import Foundation
import Testing

@testable import StuntDouble

// Every kind of failure message, checked word for word: a change of wording
// or layout is a deliberate diff here. The texts are written out in full
// (only line numbers are interpolated, pinned with `#line + 1`), and
// Docs/ReadingFailures.md shows the same texts to explain them.
//
// The doubles are in Support/GoldenDoubles.swift; the messages are built in
// Sources/StuntDouble/Internal/Reporting/FailureMessages.swift.

/// Expects `failures` to be exactly `messages`, each reported at `line` of
/// this file.
private func expectFailures(
    _ failures: [CapturedFailure], at line: Int, _ messages: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(failures.map(\.message) == messages, sourceLocation: sourceLocation)
    for failure in failures {
        #expect(failure.fileID == "StuntDoubleTests/GoldenMessageTests.swift", sourceLocation: sourceLocation)
        #expect(failure.line == UInt(line), sourceLocation: sourceLocation)
    }
}

// MARK: - Unmet expectations

@Suite struct GoldenUnmetExpectationTests {
    @Test func anyArgumentsAtLeastOnceExactlyNeverAndAtMost() {
        let engine = GoldenEngineMock()
        let startLine = #line + 1
        engine.expect(callToFunction: "start()")
        let setSpeedLine = #line + 1
        engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
        let stopLine = #line + 1
        engine.expect(.never, callsToFunction: "stop()")
        let putLine = #line + 1
        engine.expect(.atMost(1), callsToFunction: "put(_:_:)")
        engine.setSpeed(to: 30)
        engine.put("a", 1)
        engine.stop()
        engine.put("b", 2)

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.start() to be called at least once; it was never called.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(startLine)
                  Calls to start(): none
                  4 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    put("a", 1)
                    stop()
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times; it was called once.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(setSpeedLine)
                  1 call to setSpeed(to:), in order:
                    setSpeed(to: 30.0)
                  3 other calls to GoldenEngineMock, in order:
                    put("a", 1)
                    stop()
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.stop() never to be called; it was called once.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(stopLine)
                  1 call to stop(), in order:
                    stop()
                  3 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    put("a", 1)
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.put(_:_:) to be called at most once; it was called 2 times.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(putLine)
                  2 calls to put(_:_:), in order:
                    put("a", 1)
                    put("b", 2)
                  2 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    stop()
                """,
            ])
    }

    @Test func describedMatcherMarksEachCall() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(
            .exactly(amount: 2), callsToFunction: "setSpeed(to:)",
            withArgumentsThatMatch: ArgumentMatcher(description: "a speed above 100") { (speed: Double) in
                speed > 100
            })
        engine.setSpeed(to: 30)
        engine.setSpeed(to: 120)
        engine.start()

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times with arguments matching a speed above 100; it was called once with matching arguments, 2 times in all.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  2 calls to setSpeed(to:), in order:
                    ✗ setSpeed(to: 30.0)
                    ✓ setSpeed(to: 120.0)
                  1 other call to GoldenEngineMock, in order:
                    start()
                """
            ])
    }

    @Test func equalToMatcherMarksTheClosestCall() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(callToFunction: "put(_:_:)", withArgumentsThatMatch: .equal(to: "b", 2))
        engine.put("a", 1)
        engine.put("b", 3)
        engine.put("c", 9)
        engine.mode = "eco"

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.put(_:_:) to be called at least once with arguments equal to ("b", 2); it was called 0 times with matching arguments, 3 times in all.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  3 calls to put(_:_:), in order:
                    ✗ put("a", 1)
                    ✗ put("b", 3)  ← closest
                    ✗ put("c", 9)
                  1 other call to GoldenEngineMock, in order:
                    set mode to "eco"
                """
            ])
    }

    /// One edit from `50.0` are both `30.0` and `55.0`; the nearer number wins.
    @Test func equalToMatcherMarksTheNearestNumberAsClosest() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(callToFunction: "setSpeed(to:)", withArgumentsThatMatch: .equal(to: 50.0))
        engine.setSpeed(to: 30)
        engine.setSpeed(to: 120)
        engine.setSpeed(to: 55)

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called at least once with arguments equal to 50.0; it was called 0 times with matching arguments, 3 times in all.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  3 calls to setSpeed(to:), in order:
                    ✗ setSpeed(to: 30.0)
                    ✗ setSpeed(to: 120.0)
                    ✗ setSpeed(to: 55.0)  ← closest
                  Other calls to GoldenEngineMock: none
                """
            ])
    }

    @Test func matcherForOtherArgumentTypesIsCalledOut() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(
            callToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, String)) in args.1 == "1" })
        engine.put("a", 1)

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.put(_:_:) to be called at least once with arguments matching a predicate on (String, String); it was called 0 times with matching arguments, once in all.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  The matcher takes (String, String), but put(_:_:) was called with (String, Int): it can never match those calls.
                  1 call to put(_:_:), in order:
                    ✗ put("a", 1)
                  Other calls to GoldenEngineMock: none
                """
            ])
    }

    @Test func namedDoubleIsNamedInEveryLine() {
        let engine = GoldenEngineMock()
        engine.doubleName = "left engine"
        let expectLine = #line + 1
        engine.expect(callToFunction: "start()")
        engine.stop()

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock "left engine".start() to be called at least once; it was never called.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  Calls to start(): none
                  1 other call to GoldenEngineMock "left engine", in order:
                    stop()
                """
            ])
    }

    /// The message `verify()` records through the real Swift Testing path,
    /// not through the capture the other tests use.
    @Test func verifyRecordsTheSameTextAsASwiftTestingIssue() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
        engine.setSpeed(to: 30)
        let golden = """
            Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times; it was called once.
              Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
              1 call to setSpeed(to:), in order:
                setSpeed(to: 30.0)
              Other calls to GoldenEngineMock: none
            """

        let line = #line + 2
        withKnownIssue {
            engine.verify()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [golden]
                && issue.sourceLocation?.fileID == "StuntDoubleTests/GoldenMessageTests.swift"
                && issue.sourceLocation?.line == line
        }
    }
}

// MARK: - Misspelled names

@Suite struct GoldenMisspelledNameTests {
    @Test func expectationUnderANameNeverCalledSuggestsTheCalledOne() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(callToFunction: "setSped(to:)")
        engine.setSpeed(to: 30)

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.setSped(to:) to be called at least once; it was never called.
                  No call to GoldenEngineMock was named setSped(to:); did you mean `setSpeed(to:)`?
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  Calls to setSped(to:): none
                  1 other call to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                """
            ])
    }

    /// With a `CaseIterable` `FunctionID`, the enum's raw values are
    /// suggested even for members never called; a case that is simply not
    /// called gets no suggestion.
    @Test func functionIDRawValuesAreSuggestedToo() {
        let cache = GoldenCacheMock()
        let misspelledLine = #line + 1
        cache.expect(callToFunction: "removeValue(forkey:)")
        let valueLine = #line + 1
        cache.expect(callToFunctionWithID: .value)
        cache.put("a", 1)

        let line = #line + 1
        let failures = captureFailures { cache.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenCacheMock.removeValue(forkey:) to be called at least once; it was never called.
                  No call to GoldenCacheMock was named removeValue(forkey:); did you mean `removeValue(forKey:)`?
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(misspelledLine)
                  Calls to removeValue(forkey:): none
                  1 other call to GoldenCacheMock, in order:
                    put("a", 1)
                """,
                """
                Expected GoldenCacheMock.value(forKey:) to be called at least once; it was never called.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(valueLine)
                  Calls to value(forKey:): none
                  1 other call to GoldenCacheMock, in order:
                    put("a", 1)
                """,
            ])
    }

    /// A given under a name never called fails nothing by default; one
    /// close to a name that was called gets a note at `verify()`, one far
    /// from every called name nothing at all.
    @Test func unusedGivenWithAMisspelledNameGetsANote() {
        let engine = GoldenEngineMock()
        let olderLine = #line + 1
        engine.given("setSped(to:)", willReturn: 3)
        let newerLine = #line + 1
        engine.given("setSped(to:)", withArgumentsThatMatch: .equal(to: 30.0), willReturn: 4)
        engine.given("serviceRecord(for:)", willReturn: GoldenRecord(kilometres: 0, lastInspection: "never"))
        engine.setSpeed(to: 30)

        let line = #line + 1
        let reported = captureFailures { engine.verify() }

        #expect(reported.filter { !$0.isNote }.isEmpty)
        #expect(!engine.wouldFailIfVerified())
        #expect(
            reported.map(\.message) == [
                """
                StuntDoubleTests/GoldenMessageTests.swift:\(line): note: GoldenEngineMock.setSped(to:) has givens but was never called; did you mean `setSpeed(to:)`?
                  Givens for setSped(to:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(newerLine), willReturn 4 for arguments equal to 30.0
                    At StuntDoubleTests/GoldenMessageTests.swift:\(olderLine), willReturn 3
                """
            ])
    }

    /// Under the strict policy every given no call used fails `verify()`,
    /// with a suggestion where a close name was called.
    @Test func unusedGivensFailVerifyUnderTheStrictPolicy() {
        let engine = GoldenEngineMock()
        engine.stubbingPolicy = .strict
        let misspelledLine = #line + 1
        engine.given("setSped(to:)", willReturn: 3)
        let recordLine = #line + 1
        engine.given("serviceRecord(for:)", willReturn: GoldenRecord(kilometres: 0, lastInspection: "never"))
        engine.setSpeed(to: 30)

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                GoldenEngineMock.setSped(to:) has givens but was never called; did you mean `setSpeed(to:)`?
                  Givens for setSped(to:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(misspelledLine), willReturn 3
                  The strict stubbing policy reports every given that no call used.
                """,
                """
                GoldenEngineMock.serviceRecord(for:) has givens but was never called.
                  Givens for serviceRecord(for:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(recordLine), willReturn GoldenRecord(kilometres: 0, lastInspection: "never")
                  The strict stubbing policy reports every given that no call used.
                """,
            ])
    }

    /// A member that passes another member's `FunctionID` case while its
    /// own `#function` is a raw value is reported once per call site, at
    /// the member's call to `didCallFunction`, however often it is called.
    @Test func functionIDSlipIsReportedOnce() {
        let cache = GoldenCacheMock()

        let failures = captureFailures {
            for _ in 1...3 { cache.removeAll() }
        }

        #expect(
            failures.map(\.message) == [
                """
                GoldenCacheMock.removeAll() passes FunctionID.removeValue, the case of removeValue(forKey:); its own case is FunctionID.removeAll.
                  Its calls count as calls to removeValue(forKey:): givens and expectations for removeAll() never see them.
                  Pass .removeAll from removeAll(), unless it is meant to count as removeValue(forKey:).
                """
            ])
        #expect(failures.map(\.fileID) == ["StuntDoubleTests/GoldenDoubles.swift"])
        #expect(failures.map(\.line) == [GoldenCacheMock.removeAllLine])
    }

    /// A given under a name that is no `FunctionID` raw value can never
    /// answer a call through an ID: a note by default, a failure under the
    /// strict policy.
    @Test func givenUnderANameThatIsNoFunctionIDGetsANote() {
        let cache = GoldenCacheMock()
        let givenLine = #line + 1
        cache.given("valueFor(key:)", willReturn: 3)
        _ = cache.value(forKey: "a")

        let line = #line + 1
        let reported = captureFailures { cache.verify() }

        #expect(
            reported.map(\.message) == [
                """
                StuntDoubleTests/GoldenMessageTests.swift:\(line): note: GoldenCacheMock.valueFor(key:) has givens but was never called; GoldenCacheMock.FunctionID has no case with this raw value; did you mean `value(forKey:)`?
                  Givens for valueFor(key:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(givenLine), willReturn 3
                """
            ])
        cache.stubbingPolicy = .strict
        #expect(cache.applicableFailureMessages().count == 1)
    }
}

// MARK: - Givens that cannot fit

@Suite struct GoldenUnfitGivenTests {
    /// A given whose value is of another type than the member returns is
    /// noted once per member and return type, at the first call it fails;
    /// under the strict policy `verify()` reports it too.
    @Test func givenOfAnotherTypeIsNotedOnceAndFailsStrictVerify() {
        let engine = GoldenEngineMock()
        let givenLine = #line + 1
        engine.given("odometer()", willReturn: 2.0)

        var answers: [Int] = []
        let notes = captureFailures {
            answers = [engine.odometer(), engine.odometer()]
        }

        let report = """
            No given for GoldenEngineMock.odometer() fits a call of type () -> Int.
              Called with: odometer()
              Givens for odometer(), newest first:
                At StuntDoubleTests/GoldenMessageTests.swift:\(givenLine), willReturn 2.0: its value is Double, but the member returns Int
              Such calls return the default value, 0, instead.
            """
        #expect(answers == [0, 0])
        #expect(notes.map(\.message) == ["note: " + report])
        #expect(notes.allSatisfy { $0.isNote })
        #expect(!engine.wouldFailIfVerified())

        engine.stubbingPolicy = .strict
        let line = #line + 1
        let failures = captureFailures { engine.verify() }
        expectFailures(failures, at: line, [report])
    }
}

// MARK: - A call nothing answers

@Suite struct GoldenMissingGivenTests {
    /// The report `serviceRecord(for: 2)` would make before it traps.
    private func report(_ engine: GoldenEngineMock) -> String {
        engine.doubleRegistry.snapshot().missingAnswerMessage(
            double: engine.doubleRegistry.snapshot().displayName(ofType: GoldenEngineMock.self),
            function: "serviceRecord(for:)", arguments: 2, resultType: GoldenRecord.self, form: .plain)
    }

    @Test func noGivens() {
        #expect(
            report(GoldenEngineMock()) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:): none
                  To fix it, either:
                    add a given, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    @Test func noGivensButACloseNameHasSome() {
        let engine = GoldenEngineMock()
        engine.given("serviceRecords(for:)", willReturn: GoldenRecord(kilometres: 0, lastInspection: "never"))

        #expect(
            report(engine) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:): none, but `serviceRecords(for:)` has givens: is its name misspelled?
                  To fix it, either:
                    add a given, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    @Test func givenOfAnotherValueType() {
        let engine = GoldenEngineMock()
        let line = #line + 1
        engine.given("serviceRecord(for:)", willReturn: 7)

        #expect(
            report(engine) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(line), willReturn 7: its value is Int, but the member returns GoldenRecord
                  To fix it, either:
                    add a given that applies to these arguments, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    @Test func givenWithAMatcherOfAnotherArgumentType() {
        let engine = GoldenEngineMock()
        let line = #line + 1
        engine.given(
            "serviceRecord(for:)", withArgumentsThatMatch: ArgumentMatcher { (_: (Int, Int)) in true },
            willReturn: GoldenRecord(kilometres: 0, lastInspection: "never"))

        #expect(
            report(engine) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(line), willReturn GoldenRecord(kilometres: 0, lastInspection: "never"): its matcher takes (Int, Int), but the call passed Int
                  To fix it, either:
                    add a given that applies to these arguments, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    @Test func givensWhoseMatchersRejectTheArguments() {
        let engine = GoldenEngineMock()
        let olderLine = #line + 1
        engine.given(
            "serviceRecord(for:)", withArgumentsThatMatch: .equal(to: 1),
            willReturn: GoldenRecord(kilometres: 100, lastInspection: "2024"))
        let newerLine = #line + 1
        engine.given(
            "serviceRecord(for:)",
            withArgumentsThatMatch: ArgumentMatcher(description: "an engine above 3") { (engine: Int) in engine > 3 },
            willReturn: GoldenRecord(kilometres: 400, lastInspection: "2025"))

        #expect(
            report(engine) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(newerLine), willReturn GoldenRecord(kilometres: 400, lastInspection: "2025"): its matcher (an engine above 3) rejected these arguments
                    At StuntDoubleTests/GoldenMessageTests.swift:\(olderLine), willReturn GoldenRecord(kilometres: 100, lastInspection: "2024"): its matcher (equal to 1) rejected these arguments
                  To fix it, either:
                    add a given that applies to these arguments, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    /// A call too long for one line lists its arguments one to a line,
    /// each value indented under its label.
    @Test func longArgumentsAreListedOneToALine() {
        let engine = GoldenEngineMock()
        let route = GoldenRoute(from: "Lyon", to: "Berlin", stops: ["Geneva", "Zurich", "Munich"])

        let report = engine.doubleRegistry.snapshot().missingAnswerMessage(
            double: "GoldenEngineMock", function: "plan(_:avoidingTolls:)", arguments: (route, true),
            resultType: GoldenRecord.self, form: .plain)

        #expect(
            report == """
                No given answers GoldenEngineMock.plan(_:avoidingTolls:), and GoldenRecord has no default stub value.
                  Called with:
                    #1: GoldenRoute(
                      from: "Lyon",
                      to: "Berlin",
                      stops: ["Geneva", "Zurich", "Munich"]
                    )
                    avoidingTolls: true
                  Givens for plan(_:avoidingTolls:): none
                  To fix it, either:
                    add a given, such as given("plan(_:avoidingTolls:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member cannot throw and has nothing to return, so the process stops here.
                """)
    }

    /// The real path: the report is recorded as an issue at the double's
    /// call to `didCallFunction`, then the process traps with the same text.
    @Test func theTrapRecordsAndPrintsTheSameText() async {
        let golden = """
            No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
              Called with: serviceRecord(for: 2)
              Givens for serviceRecord(for:): none
              To fix it, either:
                add a given, such as given("serviceRecord(for:)", willReturn: …)
                or conform GoldenRecord to ProvidingDefaultStubValue
              The member cannot throw and has nothing to return, so the process stops here.
            """
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = GoldenEngineMock().serviceRecord(for: 2)
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [golden]
                && issue.sourceLocation?.fileID == "StuntDoubleTests/GoldenDoubles.swift"
                && issue.sourceLocation?.line == Int(GoldenEngineMock.serviceRecordLine)
        }
        let trap = "StuntDoubleTests/GoldenDoubles.swift:\(GoldenEngineMock.serviceRecordLine): Fatal error: \(golden)"
        #expect(standardError.contains(trap), "\(standardError)")
    }

    /// An optional member with givens, none of which applies, answers `nil`
    /// and writes a note: with `didCallFunction(…)!` a trap comes next.
    @Test func nilAnswerNote() {
        let engine = GoldenEngineMock()
        let line = #line + 1
        engine.given(
            "lastRecord(before:)", withArgumentsThatMatch: .equal(to: 2020),
            willReturn: GoldenRecord(kilometres: 100, lastInspection: "2019"))

        // Once per member and return type: the second call adds no note.
        let notes = captureFailures {
            #expect(engine.lastRecord(before: 2019) == nil)
            #expect(engine.lastRecord(before: 2018) == nil)
        }

        #expect(
            notes.map(\.message) == [
                """
                note: no given applies to GoldenEngineMock.lastRecord(before:), so it returns nil.
                  Called with: lastRecord(before: 2019)
                  Givens for lastRecord(before:), newest first:
                    At StuntDoubleTests/GoldenMessageTests.swift:\(line), willReturn GoldenRecord(kilometres: 100, lastInspection: "2019"): its matcher (equal to 2020) rejected these arguments
                """
            ])
    }
}

// MARK: - Elision

@Suite struct GoldenElisionTests {
    /// Past ten calls a listing keeps the first and last five; values are
    /// cut by the dumper: eight elements of a collection, 200 characters of
    /// a string.
    @Test func longHistoriesAndLongValuesAreElidedWithACount() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(.never, callsToFunction: "setSpeed(to:)")
        for speed in 1...25 { engine.setSpeed(to: Double(speed)) }
        let tenLetters = "abcdefghij"
        engine.log(Array(1...100), note: String(repeating: tenLetters, count: 25))

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        let kept = String(repeating: tenLetters, count: 20)
        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.setSpeed(to:) never to be called; it was called 25 times.
                  Expected at: StuntDoubleTests/GoldenMessageTests.swift:\(expectLine)
                  25 calls to setSpeed(to:), in order:
                    setSpeed(to: 1.0)
                    setSpeed(to: 2.0)
                    setSpeed(to: 3.0)
                    setSpeed(to: 4.0)
                    setSpeed(to: 5.0)
                    … (15 more calls)
                    setSpeed(to: 21.0)
                    setSpeed(to: 22.0)
                    setSpeed(to: 23.0)
                    setSpeed(to: 24.0)
                    setSpeed(to: 25.0)
                  1 other call to GoldenEngineMock, in order:
                    log([1, 2, 3, 4, 5, 6, 7, 8, … (92 more)], note: "\(kept)…" (50 more characters))
                """
            ])
    }
}

/// A given for a `FunctionID` case that was simply not called is no typo,
/// however close its raw value is to a member that was called; a close
/// name that is no case gets a note, and nothing fails by default.
struct FunctionIDGivenIsNoTypoTests {
    @Test func givenForAnUncalledCaseIsNotReported() {
        let cache = GoldenCacheMock()
        cache.given(callToFunctionWithID: .removeValue, willReturn: 1)
        cache.given("removeVal(forKey:)", willReturn: 2)
        _ = cache.value(forKey: "a")
        cache.put("a", 1)

        let reported = captureFailures { cache.verify() }

        #expect(cache.applicableFailureMessages().isEmpty)
        #expect(!cache.wouldFailIfVerified())
        #expect(reported.count == 1)
        #expect(reported.allSatisfy { $0.isNote })
        #expect(reported.first?.message.contains("note: GoldenCacheMock.removeVal(forKey:) has givens") == true)
    }
}
