import Testing

@testable import StuntDouble

// The golden tests (Messages/Golden…Tests.swift) check every kind of failure
// message word for word: a change of wording or layout is a deliberate diff
// there. The texts are written out in full (only line numbers are
// interpolated, pinned with `#line + 1`), and Guides/ReadingFailures.md shows
// the same texts to explain them.
//
// The doubles are in Support/GoldenDoubles.swift; the messages are built in
// Sources/StuntDouble/Internal/Messages/FailureMessages.swift.

/// Expects `failures` to be exactly `messages`, each reported at `line` of
/// the calling test's file.
func expectFailures(
    _ failures: [CapturedFailure], at line: Int, _ messages: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(failures.map(\.message) == messages, sourceLocation: sourceLocation)
    for failure in failures {
        #expect(failure.fileID == sourceLocation.fileID, sourceLocation: sourceLocation)
        #expect(failure.line == UInt(line), sourceLocation: sourceLocation)
    }
}
