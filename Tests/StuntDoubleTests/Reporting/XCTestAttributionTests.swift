// Under XCTest, StuntDouble reports a failure as an XCTest failure at the
// file and line of the user's verify() call.
//
// The test case captures the failures recorded while verify() runs
// (FailureCapturingTestCase). These tests run in the XCTest run of the
// test binary only.
import StuntDouble
import XCTest

final class XCTestAttributionTests: FailureCapturingTestCase {
    private final class StarterMock: Mocking {
        func start() { didCallFunction() }
        func stop(after seconds: Int) { didCallFunction(withArguments: seconds) }
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
