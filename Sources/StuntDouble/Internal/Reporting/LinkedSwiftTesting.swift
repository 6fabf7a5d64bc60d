// On Linux StuntDouble imports Swift Testing itself, so that a test target
// that depends only on the StuntDouble product records issues in the
// running test. On Apple platforms it must not: there a non-test product
// that links Testing fails to launch, so the bridge stays in
// StuntDoubleTestSupport, found by name (SwiftTestingLookup.swift).
//
// Calling Testing through `dlsym` instead would mean declaring again the
// layouts of its resilient types (`Comment`, `SourceLocation`, the `Issue`
// that `Issue.record` returns), which Testing is free to change. A build
// that cannot import Testing (`--static-swift-stdlib`, whose resource
// directory has no Testing module) leaves this file out.
#if !canImport(Darwin) && canImport(Testing)
    internal import Testing

    /// Swift Testing, linked: ``SwiftTestingLookup/bridge`` on Linux.
    enum LinkedSwiftTesting: SwiftTestingBridge, SwiftTestingCurrentTest {
        /// A test is current, or this process runs an exit test's body,
        /// whose issues Swift Testing sends to the test that started it.
        static var isInTest: Bool {
            if Test.current != nil { return true }
            #if compiler(>=6.2)
                return ExitTest.current != nil
            #else
                return false
            #endif
        }

        static var currentTestID: AnyHashable? {
            guard let test = Test.current else { return nil }
            let testCase = Test.Case.current.flatMap { $0.isParameterized ? String(describing: $0) : nil }
            return AnyHashable(TestCaseKey(test: String(describing: test.id), parameterizedCase: testCase))
        }

        static var currentTestLocation: String? {
            Test.current.map { "\($0.name) at \($0.sourceLocation.fileID):\($0.sourceLocation.line)" }
        }

        static func recordIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int) {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }

        static func recordWarning(_ message: String, at location: WarningLocation?) -> Bool {
            #if compiler(>=6.3)
                guard let sourceLocation = location.map(SourceLocation.init) ?? Test.current?.sourceLocation else {
                    return false
                }
                Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
                return true
            #else
                return false
            #endif
        }
    }

    extension LinkedSwiftTesting {
        static func recordAttachment(_ text: String, named name: String, at location: WarningLocation) -> Bool {
            #if compiler(>=6.2)
                Attachment.record(text, named: name, sourceLocation: SourceLocation(location))
                return true
            #else
                return false
            #endif
        }
    }

    extension SourceLocation {
        init(_ location: WarningLocation) {
            self.init(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        }
    }
#endif
