// On Linux StuntDouble knows whether an XCTest test is running to take a
// failure: corelibs XCTest drops one reported when none is. These tests
// run in the XCTest run of the test binary only.
#if !canImport(Darwin)
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
            let situation = FailureReporter.Situation.current
            LinkedXCTest.observer.testCaseWillStart(self)

            XCTAssertEqual(taken, false)
            XCTAssertEqual(recorded, [])
            XCTAssertTrue(situation.runsTests)
            XCTAssertEqual(FailureReporter.steps(after: taken, in: situation), [.swiftTestingRun, .keptForExit])
        }
    }
#endif
