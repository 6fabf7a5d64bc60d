import Foundation
import Testing

@testable import StuntDouble

// The golden messages of misspelled names, word for word (see
// Support/GoldenFailures.swift).

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
                  Expected at: StuntDoubleTests/GoldenMisspelledNameTests.swift:\(expectLine)
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
                  Expected at: StuntDoubleTests/GoldenMisspelledNameTests.swift:\(misspelledLine)
                  Calls to removeValue(forkey:): none
                  1 other call to GoldenCacheMock, in order:
                    put("a", 1)
                """,
                """
                Expected GoldenCacheMock.value(forKey:) to be called at least once; it was never called.
                  Expected at: StuntDoubleTests/GoldenMisspelledNameTests.swift:\(valueLine)
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

        let reported = captureFailures { engine.verify() }

        #expect(reported.filter { !$0.isNote }.isEmpty)
        #expect(!engine.wouldFailIfVerified())
        // At the line of the first given it lists, as under the strict policy.
        #expect(reported.map(\.noteLocation) == ["StuntDoubleTests/GoldenMisspelledNameTests.swift:\(olderLine)"])
        #expect(
            reported.map(\.message) == [
                """
                note: GoldenEngineMock.setSped(to:) has givens but was never called; did you mean `setSpeed(to:)`?
                  Givens for setSped(to:), newest first:
                    At StuntDoubleTests/GoldenMisspelledNameTests.swift:\(newerLine), willReturn 4 for arguments equal to 30.0
                    At StuntDoubleTests/GoldenMisspelledNameTests.swift:\(olderLine), willReturn 3
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
                    At StuntDoubleTests/GoldenMisspelledNameTests.swift:\(misspelledLine), willReturn 3
                  The strict stubbing policy reports every given that no call used.
                """,
                """
                GoldenEngineMock.serviceRecord(for:) has givens but was never called.
                  Givens for serviceRecord(for:), newest first:
                    At StuntDoubleTests/GoldenMisspelledNameTests.swift:\(recordLine), willReturn GoldenRecord(kilometres: 0, lastInspection: "never")
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

        let reported = captureFailures { cache.verify() }

        #expect(reported.map(\.noteLocation) == ["StuntDoubleTests/GoldenMisspelledNameTests.swift:\(givenLine)"])
        #expect(
            reported.map(\.message) == [
                """
                note: GoldenCacheMock.valueFor(key:) has givens but was never called; GoldenCacheMock.FunctionID has no case with this raw value; did you mean `value(forKey:)`?
                  Givens for valueFor(key:), newest first:
                    At StuntDoubleTests/GoldenMisspelledNameTests.swift:\(givenLine), willReturn 3
                """
            ])
        cache.stubbingPolicy = .strict
        #expect(cache.applicableFailureMessages().count == 1)
    }
}
