// `statics` keeps one double per test case: StuntDouble asks, through the
// type it finds by name (IssueRecording.swift), which test case the current
// task runs.
import StuntDouble
import Testing

extension SwiftTestingIssueRecorder: SwiftTestingCurrentTest {
    package static var currentTestID: AnyHashable? {
        guard let test = Test.current else { return nil }
        let testCase = Test.Case.current.flatMap { $0.isParameterized ? String(describing: $0) : nil }
        return AnyHashable(TestCaseKey(test: String(describing: test.id), parameterizedCase: testCase))
    }

    package static var currentTestLocation: String? {
        Test.current.map { "\($0.name) at \($0.sourceLocation.fileID):\($0.sourceLocation.line)" }
    }
}
