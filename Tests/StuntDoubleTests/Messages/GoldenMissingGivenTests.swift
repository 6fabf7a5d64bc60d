import Foundation
import Testing

@testable import StuntDouble

// The golden messages of a call nothing answers, word for word (see
// Support/GoldenFailures.swift).

@Suite struct GoldenMissingGivenTests {
    /// The report `serviceRecord(for: 2)` would make before it traps; with
    /// `typedError`, as a member that throws only that type.
    private func report(_ engine: GoldenEngineMock, typedError: Any.Type? = nil) -> String {
        engine.doubleRegistry.snapshot().missingAnswerMessage(
            double: engine.doubleRegistry.snapshot().displayName(ofType: GoldenEngineMock.self),
            function: "serviceRecord(for:)", arguments: 2, resultType: GoldenRecord.self, form: .plain,
            typedError: typedError)
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
                    At StuntDoubleTests/GoldenMissingGivenTests.swift:\(line), willReturn 7: its value is Int, but the member returns GoldenRecord
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
                    At StuntDoubleTests/GoldenMissingGivenTests.swift:\(line), willReturn GoldenRecord(kilometres: 0, lastInspection: "never"): its matcher takes (Int, Int), but the call passed Int
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
                    At StuntDoubleTests/GoldenMissingGivenTests.swift:\(newerLine), willReturn GoldenRecord(kilometres: 400, lastInspection: "2025"): its matcher (an engine above 3) rejected these arguments
                    At StuntDoubleTests/GoldenMissingGivenTests.swift:\(olderLine), willReturn GoldenRecord(kilometres: 100, lastInspection: "2024"): its matcher (equal to 1) rejected these arguments
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
                    At StuntDoubleTests/GoldenMissingGivenTests.swift:\(line), willReturn GoldenRecord(kilometres: 100, lastInspection: "2019"): its matcher (equal to 2020) rejected these arguments
                """
            ])
    }

    /// A typed-throws member whose error cannot hold a `StuntDoubleError`.
    @Test func aTypedThrowsMemberSaysWhyItCannotThrow() {
        #expect(
            report(GoldenEngineMock(), typedError: CocoaError.self) == """
                No given answers GoldenEngineMock.serviceRecord(for:), and GoldenRecord has no default stub value.
                  Called with: serviceRecord(for: 2)
                  Givens for serviceRecord(for:): none
                  To fix it, either:
                    add a given, such as given("serviceRecord(for:)", willReturn: …)
                    or conform GoldenRecord to ProvidingDefaultStubValue
                  The member throws only CocoaError, which cannot hold a StuntDoubleError, and has nothing to \
                return, so the process stops here.
                """)
    }
}
