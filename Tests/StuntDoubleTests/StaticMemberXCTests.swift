// Under XCTest StuntDouble cannot tell one test from another without
// linking XCTest: `statics` is the process's, and each test resets it in
// `setUp()`. These tests run in the XCTest run of the test binary only.
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
