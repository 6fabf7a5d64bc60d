import XCTest

/// An XCTest case that captures the failures recorded while a closure runs,
/// and forwards every other failure, its own assertions included, to
/// XCTest: corelibs XCTest has no `XCTExpectFailure`.
class FailureCapturingTestCase: XCTestCase {
    struct RecordedFailure {
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
    func failuresRecorded(during body: () -> Void) -> [RecordedFailure] {
        captured = []
        isCapturing = true
        body()
        isCapturing = false
        return captured
    }
}
