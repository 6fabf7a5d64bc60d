// Under XCTest `statics` is the process's. On Linux StuntDouble follows
// XCTest's tests and each test method starts with fresh statics; on Apple
// platforms, where it links no XCTest, each test resets them in `setUp()`.
// These tests run in the XCTest run of the test binary only.
import StuntDoubleTestSupport
import XCTest

@testable import StuntDouble

final class StaticMemberXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        FactoryMock.statics.resetMock()
    }

    func testStaticsIsTheProcesssOwn() {
        XCTAssertTrue(FactoryMock.statics.doubleRegistry === StaticDoubleTable.process.registry(of: FactoryMock.self))
    }

    // Each of the two tests below calls once and finds one call: whichever
    // runs second finds that `setUp()` forgot the other's.

    func testAGivenAnswersAfterSetUpReset() {
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "first"))

        XCTAssertEqual(FactoryMock.make().name, "first")
        XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 1)
    }

    func testAnotherTestStartsFromTheReset() {
        XCTAssertEqual(FactoryMock.instancesMade, 0)
        XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 0)
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "second"))

        XCTAssertEqual(FactoryMock.make().name, "second")
        XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 1)
    }
}

#if !canImport(Darwin)
    /// No `setUp()` reset: each test method starts with fresh statics, as
    /// StuntDouble follows XCTest's tests on Linux.
    final class FreshStaticsXCTests: XCTestCase {
        // Each test gives, calls once and finds one call: whichever runs
        // second finds nothing of the other's.

        func testAFirstMethodGivesAndCalls() {
            XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 0)
            FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "first"))
            XCTAssertEqual(FactoryMock.make().name, "first")
            XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 1)
        }

        func testASecondMethodStartsFresh() {
            XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 0)
            FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "second"))
            XCTAssertEqual(FactoryMock.make().name, "second")
            XCTAssertEqual(FactoryMock.statics.numberOfCalls(toFunction: "make()"), 1)
        }
    }
#endif
