// `statics` keeps one double per test: StuntDouble asks, through the type
// it finds by name (IssueRecording.swift), which test the current task runs.
import StuntDouble
import Testing

extension SwiftTestingIssueRecorder: SwiftTestingCurrentTest {
    package static var currentTestID: AnyHashable? {
        Test.current.map { AnyHashable($0.id) }
    }

    package static var currentTestLocation: String? {
        Test.current.map { "\($0.name) at \($0.sourceLocation.fileID):\($0.sourceLocation.line)" }
    }
}
