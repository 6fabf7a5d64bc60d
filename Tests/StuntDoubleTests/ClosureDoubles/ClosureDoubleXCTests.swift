// Under XCTest a closure double reports as any double does: an XCTest
// failure at the file and line of the verify call, naming the double by
// its name. This test runs in the XCTest run of the test binary only.
import StuntDouble
import XCTest

final class ClosureDoubleXCTests: XCTestCase {
    private var isCapturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard isCapturing else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }

    func testAnUnmetExpectationFailsAtTheVerifyLine() {
        let onUpdate = ClosureDouble<String, Void>("onUpdate")
        let update = onUpdate.closure
        onUpdate.expect(.once, withArgumentsThatMatch: .equal(to: "Lyon"))
        update("Paris")

        isCapturing = true
        let line = #line + 1
        onUpdate.verify()
        isCapturing = false

        XCTAssertEqual(captured.count, 1)
        guard let failure = captured.first else { return }
        XCTAssertTrue(
            failure.description.contains("Expected onUpdate(_:) to be called exactly once"), failure.description)
        XCTAssertTrue(failure.description.contains("onUpdate(\"Paris\")"), failure.description)
        XCTAssertTrue(failure.file.hasSuffix("/ClosureDoubleXCTests.swift"), failure.file)
        XCTAssertEqual(failure.line, line)
        XCTAssertEqual(onUpdate.receivedArguments, ["Paris"])
    }
}
