// A failure that no running test is known to have received in a test
// process still fails the run: at exit, with a summary
// (UnreportedFailures.swift).
import Foundation
import Testing

@testable import StuntDouble

@Suite struct UnreportedFailureTests {
    @Test func theSummaryNamesOneFailureAndTheFix() {
        let summary = UnreportedFailures.summary(of: [
            .init(
                location: "CarTests/CarTests.swift:42",
                message: "Expected EngineMock.start() to be called at least once.")
        ])

        #expect(
            summary == """
                error: StuntDouble: 1 failure reached no test that StuntDouble knows was running, so no test \
                may have failed for it; the test run fails instead, with exit status 1:
                  CarTests/CarTests.swift:42: Expected EngineMock.start() to be called at least once.
                fix: a failure reaches its test when it happens in the test's own tasks before the test ends: \
                await the work the test starts, and verify in the test. On Apple platforms StuntDouble reaches \
                Swift Testing only through StuntDoubleTestSupport: add .product(name: "StuntDoubleTestSupport", \
                package: "StuntDouble") to the test target's dependencies.

                """)
    }

    /// Each failure on its own lines, in the order reported; a message of
    /// several lines is indented under its location.
    @Test func theSummaryNamesEachFailureInOrder() {
        let summary = UnreportedFailures.summary(of: [
            .init(
                location: "CarTests/CarTests.swift:42",
                message: "Expected EngineMock.start() to be called at least once.\n  Calls to start(): none"),
            .init(
                location: "CarTests/CarTests.swift:50",
                message: "Expected EngineMock.stop() never to be called, but it was called 1 time."),
        ])

        #expect(
            summary == """
                error: StuntDouble: 2 failures reached no test that StuntDouble knows was running, so no test \
                may have failed for them; the test run fails instead, with exit status 1:
                  CarTests/CarTests.swift:42: Expected EngineMock.start() to be called at least once.
                      Calls to start(): none
                  CarTests/CarTests.swift:50: Expected EngineMock.stop() never to be called, but it was called 1 time.
                fix: a failure reaches its test when it happens in the test's own tasks before the test ends: \
                await the work the test starts, and verify in the test. On Apple platforms StuntDouble reaches \
                Swift Testing only through StuntDoubleTestSupport: add .product(name: "StuntDoubleTestSupport", \
                package: "StuntDouble") to the test target's dependencies.

                """)
    }

    /// The process whose test would have passed exits with status 1: the
    /// failure is written at once, and the summary when the process exits.
    /// The body calls `exit(0)` as a test binary does when its run ends:
    /// Swift Testing observes no output written after the body returns.
    @Test func aProcessWithAnUnreportedFailureExitsWithStatus1() async throws {
        let result = try await #require(
            processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
        ) {
            FailureReporter.deliver(
                "Expected EngineMock.start() to be called at least once.",
                at: CodeLocation(
                    fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift", line: 42, column: 9),
                in: keptForExit)
            exit(EXIT_SUCCESS)
        }

        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            text == """
                CarTests/CarTests.swift:42: error: Expected EngineMock.start() to be called at least once.

                """
                + UnreportedFailures.summary(of: [
                    .init(
                        location: "CarTests/CarTests.swift:42",
                        message: "Expected EngineMock.start() to be called at least once.")
                ]))
    }

    /// A failure that reaches a framework, or standard error outside tests,
    /// leaves the exit status alone.
    @Test func aProcessWithoutOneExitsNormally() async {
        await #expect(processExitsWith: .success) {
            FailureReporter.deliver(
                "Expected EngineMock.start() to be called at least once.",
                at: CodeLocation(
                    fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift", line: 42, column: 9),
                in: outsideTests)
            exit(EXIT_SUCCESS)
        }
    }
}

/// A test process that no framework takes the failure in.
private let keptForExit = FailureReporter.Situation(
    inSwiftTestingTest: false, swiftTestingIsReachable: false, testingIsLoaded: true, xcTest: .absent, runsTests: true)

/// A process that runs no tests.
private let outsideTests = FailureReporter.Situation(
    inSwiftTestingTest: false, swiftTestingIsReachable: false, testingIsLoaded: false, xcTest: .absent,
    runsTests: false)
