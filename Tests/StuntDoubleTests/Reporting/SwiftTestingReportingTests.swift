// Where StuntDouble's failures go: Swift Testing inside a Swift Testing run,
// XCTest inside an XCTest run (XCTestAttributionTests.swift), standard error
// outside any test.
import Foundation
import Testing

@testable import StuntDouble

/// A mock for the reporting tests.
final class IgnitionMock: Mocking {
    func start() { didCallFunction() }
    func setMode(_ mode: String) { didCallFunction(withArguments: mode) }
}

@Suite struct SwiftTestingReportingTests {
    @Test func verifyRecordsAnIssueAtTheUsersVerifyCall() {
        let ignition = IgnitionMock()
        ignition.expect(callToFunction: "start()")
        ignition.setMode("eco")

        let line = #line + 2
        withKnownIssue {
            ignition.verify()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.filePath == #filePath
                && issue.sourceLocation?.line == line
                && text.hasPrefix("Expected IgnitionMock.start() to be called at least once")
                && text.contains("setMode(\"eco\")")
        }
    }

    @Test func eachUnmetExpectationIsItsOwnIssue() {
        let ignition = IgnitionMock()
        ignition.expect(callToFunction: "start()")
        ignition.expect(.exactly(amount: 2), callsToFunction: "setMode(_:)")
        ignition.setMode("eco")
        let issues = IssueLog()

        withKnownIssue {
            ignition.verify()
        } matching: { issue in
            issues.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }

        let headlines = issues.all.map { $0.prefix { $0 != "\n" } }
        #expect(headlines.count == 2)
        #expect(headlines.first?.hasPrefix("Expected IgnitionMock.start()") == true)
        #expect(headlines.last?.hasPrefix("Expected IgnitionMock.setMode(_:) to be called exactly 2 times") == true)
    }

    @Test func verifyRecordsNothingWhenEveryExpectationIsMet() {
        let ignition = IgnitionMock()
        ignition.expect(callToFunction: "start()")
        ignition.start()

        ignition.verify()  // An issue here fails this test.
        #expect(captureFailures { ignition.verify() }.isEmpty)
    }

    @Test func theCaptureHookSeesTheSameFailureWithItsLocation() {
        let ignition = IgnitionMock()
        ignition.expect(callToFunction: "start()")

        let line = #line + 1
        let failures = captureFailures { ignition.verify() }

        #expect(failures.count == 1)
        #expect(failures.first?.fileID == #fileID)
        #expect(failures.first?.line == UInt(line))
        #expect(failures.first?.message == ignition.applicableFailureMessages().first)
    }
}

/// The issues a `withKnownIssue` matcher saw, in order. Guarded by the
/// library's `Locked`: `Synchronization.Mutex` needs macOS 15 or iOS 18.
private final class IssueLog: Sendable {
    private let texts = Locked<[String]>([])

    func append(_ text: String) { texts.withLock { $0.append(text) } }
    var all: [String] { texts.withLock { $0 } }
}
