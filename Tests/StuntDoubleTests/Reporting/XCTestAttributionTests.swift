// Under XCTest, StuntDouble reports a failure as an XCTest failure at the
// file and line of the user's verify() call.
//
// Corelibs XCTest has no XCTExpectFailure, so the test case captures the
// failures recorded while verify() runs by overriding recordFailure, and
// forwards every other failure, its own assertions included, to XCTest.
// These tests run in the XCTest run of the test binary only.
import StuntDouble
import XCTest

final class XCTestAttributionTests: XCTestCase {
    private final class StarterMock: Mocking {
        func start() { didCallFunction() }
        func stop(after seconds: Int) { didCallFunction(withArguments: seconds) }
    }

    private struct RecordedFailure {
        let description: String
        let file: String
        let line: Int
    }

    private var isCapturing = false
    private var captured: [RecordedFailure] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard isCapturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append(RecordedFailure(description: description, file: filePath, line: lineNumber))
    }

    /// The failures XCTest was asked to record while `body` ran.
    private func failuresRecorded(during body: () -> Void) -> [RecordedFailure] {
        captured = []
        isCapturing = true
        body()
        isCapturing = false
        return captured
    }

    func testAnUnmetExpectationFailsAtTheVerifyLine() {
        let starter = StarterMock()
        starter.expect(callToFunction: "start()")
        starter.stop(after: 3)

        let line = #line + 1
        let failures = failuresRecorded { starter.verify() }

        XCTAssertEqual(failures.count, 1, "verify() should record exactly one XCTest failure")
        guard let failure = failures.first else { return }
        XCTAssertTrue(failure.description.contains("StarterMock.start()"), failure.description)
        XCTAssertTrue(failure.description.contains("stop(after: 3)"), failure.description)
        XCTAssertTrue(failure.file.hasSuffix("/XCTestAttributionTests.swift"), failure.file)
        XCTAssertEqual(failure.line, line)
    }

    func testEachUnmetExpectationIsItsOwnFailure() {
        let starter = StarterMock()
        starter.expect(callToFunction: "start()")
        starter.expect(.never, callsToFunction: "stop(after:)")
        starter.stop(after: 3)

        let line = #line + 1
        let failures = failuresRecorded { starter.verify() }

        XCTAssertEqual(failures.count, 2)
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertTrue(failures.first?.description.contains("StarterMock.start()") ?? false)
        XCTAssertTrue(failures.last?.description.contains("StarterMock.stop(after:) never to be called") ?? false)
    }

    func testAMetExpectationRecordsNoFailure() {
        let starter = StarterMock()
        starter.expect(callToFunction: "start()")
        starter.start()

        XCTAssertEqual(failuresRecorded { starter.verify() }.count, 0)
        starter.verify()  // Through XCTest itself: a failure here fails this test.
    }

    func testAVerifyAfterTheActFailsAtItsLine() {
        let starter = StarterMock()
        starter.stop(after: 3)

        var held = true
        let line = #line + 1
        let failures = failuresRecorded { held = starter.verify(.once, callsToFunction: "start()") }

        XCTAssertFalse(held)
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("StarterMock.start() to be called exactly once") ?? false)
    }

    func testAnOrderFailureFailsAtItsLine() {
        let starter = StarterMock()
        starter.stop(after: 1)
        starter.start()

        let line = #line + 2
        let failures = failuresRecorded {
            verifyInOrder(.call(to: "start()", on: starter), .call(to: "stop(after:)", on: starter))
        }

        XCTAssertEqual(failures.map(\.line), [line])
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("Expected calls in order; step 2"), description)
    }
}
