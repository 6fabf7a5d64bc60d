import Foundation
import Testing

@testable import StuntDouble

// The golden messages of unmet expectations, word for word (see
// Support/GoldenFailures.swift).

@Suite struct GoldenUnmetExpectationTests {
    @Test func anyArgumentsAtLeastOnceExactlyNeverAndAtMost() {
        let engine = GoldenEngineMock()
        let startLine = #line + 1
        engine.expect { $0.start() }
        let setSpeedLine = #line + 1
        engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.any)) }
        let stopLine = #line + 1
        engine.expect(.never) { $0.stop() }
        let putLine = #line + 1
        engine.expect(.atMost(1)) { $0.put(arg(.any), arg(.any)) }
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(startLine)
                  Calls to start(): none
                  4 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    put("a", 1)
                    stop()
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times with arguments matching any; it was called once with matching arguments, once in all.
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(setSpeedLine)
                  1 call to setSpeed(to:), in order:
                    ✓ setSpeed(to: 30.0)
                  3 other calls to GoldenEngineMock, in order:
                    put("a", 1)
                    stop()
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.stop() never to be called; it was called once.
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(stopLine)
                  1 call to stop(), in order:
                    stop()
                  3 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    put("a", 1)
                    put("b", 2)
                """,
                """
                Expected GoldenEngineMock.put(_:_:) to be called at most once with arguments matching (any, any); it was called 2 times with matching arguments, 2 times in all.
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(putLine)
                  2 calls to put(_:_:), in order:
                    ✓ put("a", 1)
                    ✓ put("b", 2)
                  2 other calls to GoldenEngineMock, in order:
                    setSpeed(to: 30.0)
                    stop()
                """,
            ])
    }

    @Test func describedMatcherMarksEachCall() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(.exactly(amount: 2)) {
            $0.setSpeed(to: arg(.satisfying("a speed above 100") { $0 > 100 }))
        }
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
                  2 calls to setSpeed(to:), in order:
                    ✗ setSpeed(to: 30.0)  ← to should be a speed above 100
                    ✓ setSpeed(to: 120.0)
                  1 other call to GoldenEngineMock, in order:
                    start()
                """
            ])
    }

    @Test func equalToMatcherMarksTheClosestCall() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect { $0.put("b", 2) }
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
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
                  Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
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
              Expected at: StuntDoubleTests/GoldenUnmetExpectationTests.swift:\(expectLine)
              1 call to setSpeed(to:), in order:
                setSpeed(to: 30.0)
              Other calls to GoldenEngineMock: none
            """

        let line = #line + 2
        withKnownIssue {
            engine.verify()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [golden]
                && issue.sourceLocation?.fileID == "StuntDoubleTests/GoldenUnmetExpectationTests.swift"
                && issue.sourceLocation?.line == line
        }
    }
}
