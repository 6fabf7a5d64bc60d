// On Linux StuntDouble knows whether an XCTest test is running to take a
// failure: corelibs XCTest drops one reported when none is. These tests
// run in the XCTest run of the test binary only.
#if !canImport(Darwin)
    import Foundation
    import XCTest

    @testable import StuntDouble

    final class LinkedXCTestTests: FailureCapturingTestCase {
        private let location = CodeLocation(
            fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift", line: 42, column: 9)

        /// Fails through XCTest while capturing what it records.
        private func fail() -> (taken: Bool?, recorded: [String]) {
            var taken: Bool?
            let recorded = failuresRecorded {
                taken = XCTestLookup.fail("Expected EngineMock.start() to be called at least once.", at: location)
            }
            return (taken, recorded.map(\.description))
        }

        func testXCTestIsLinkedAndConfirms() {
            XCTAssertEqual(XCTestLookup.reach, .confirming)
        }

        /// XCTest runs its tests on the main thread; the answer is kept per
        /// thread, and another thread gets its own.
        func testTheMainThreadIsToldApartFromOthers() {
            XCTAssertTrue(MainThread.isCurrent)
            XCTAssertTrue(MainThread.isCurrent)
            let answered = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var onAnotherThread: [Bool] = []
            Thread.detachNewThread {
                onAnotherThread = [MainThread.isCurrent, MainThread.isCurrent]
                answered.signal()
            }
            answered.wait()
            XCTAssertEqual(onAnotherThread, [false, false])
        }

        func testAFailureWhileATestRunsIsTheTests() {
            // As XCTest tells an observer registered before this test.
            LinkedXCTest.observer.testCaseWillStart(self)
            let (taken, recorded) = fail()
            XCTAssertEqual(taken, true)
            XCTAssertEqual(recorded, ["failed - Expected EngineMock.start() to be called at least once."])
        }

        /// Once XCTest says a test finished and none started, no test would
        /// take a failure: it is not sent to XCTest, which would drop it,
        /// and the reporter keeps it for the exit status instead.
        func testAFailureWhenNoTestRunsIsNotSentToXCTest() {
            LinkedXCTest.observer.testCaseDidFinish(self)
            let (taken, recorded) = fail()
            let situation = FailureReporter.Situation.current()
            LinkedXCTest.observer.testCaseWillStart(self)

            XCTAssertEqual(taken, false)
            XCTAssertEqual(recorded, [])
            XCTAssertTrue(situation.runsTests)
            XCTAssertEqual(FailureReporter.steps(after: taken, in: situation), [.swiftTestingRun, .keptForExit])
        }
    }
#endif
