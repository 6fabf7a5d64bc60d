// On Apple platforms StuntDouble does not import Testing, so that doubles
// can live in app, preview and demo targets. It finds this type at run
// time instead, by name, and through it records its failures as Swift
// Testing issues. On Linux StuntDouble imports Testing and needs no bridge.
import StuntDouble
import Testing

/// How StuntDouble reaches Swift Testing on Apple platforms. Add
/// `StuntDoubleTestSupport` to a test target's dependencies; there is
/// nothing to import or call. On Linux StuntDouble reaches it without.
public enum SwiftTestingIssueRecorder: SwiftTestingBridge {
    package static var isInTest: Bool { Test.current != nil }

    package static func recordIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    package static func recordWarning(_ message: String, at location: WarningLocation?) -> Bool {
        #if compiler(>=6.3)
            let sourceLocation =
                location.map {
                    SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
                } ?? Test.current?.sourceLocation
            guard let sourceLocation else { return false }
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
            return true
        #else
            return false
        #endif
    }

    package static func recordAttachment(_ text: String, named name: String, at location: WarningLocation) -> Bool {
        #if compiler(>=6.2)
            Attachment.record(
                text, named: name,
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column))
            return true
        #else
            return false
        #endif
    }
}
