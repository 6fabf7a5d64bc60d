// The closure forms under XCTest: they give, verify and report (at the
// line of the form) as under Swift Testing.
import XCTest

@testable import StuntDouble

final class ClosureFormXCTests: XCTestCase {
    func testGivenAndVerifyByCallingTheMember() {
        let mock = ClosureServiceMock()
        mock.given { $0.fetch(id: 3) }.willReturn(ClosureUser(id: 3))

        XCTAssertEqual(mock.fetch(id: 3), ClosureUser(id: 3))
        XCTAssertTrue(mock.verify(.once) { $0.fetch(id: 3) })
        XCTAssertEqual(mock.numberOfCalls(toFunction: "fetch(id:)"), 1)
    }

    func testARecordingWithoutACallFailsAtItsLine() {
        let mock = ClosureServiceMock()
        let line = #line + 1
        let failures = captureFailures { _ = mock.verify { _ in () } }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, UInt(line))
        XCTAssertEqual(failures.first?.message.hasPrefix("verify { … } recorded no call to ClosureServiceMock."), true)
    }

    func testStaticsAfterSetUpReset() {
        ClockMock.statics.resetMock()
        ClockMock.statics.given { ClockMock.offset(for: "Paris") }.willReturn(1)

        XCTAssertEqual(ClockMock.offset(for: "Paris"), 1)
        XCTAssertTrue(ClockMock.statics.verify { ClockMock.offset(for: "Paris") })
    }
}
