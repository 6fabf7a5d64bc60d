import Foundation
import Testing

/// The warnings one test recorded, kept out of the run's report: give each
/// test its own, through its trait.
///
/// ```swift
/// private let warnings = RecordedWarnings()
/// @Test(warnings.trait) func notesAreWarnings() { … #expect(warnings.all.count == 1) }
/// ```
final class RecordedWarnings: @unchecked Sendable {
    /// A warning as the tests compare it.
    struct Warning: Equatable, CustomStringConvertible {
        var message: String
        var fileID: String?
        var line: Int?

        var description: String { "\(fileID ?? "?"):\(line ?? 0): \(message)" }
    }

    private let lock = NSLock()
    private var warnings: [Warning] = []

    var all: [Warning] { lock.withLock { warnings } }

    #if compiler(>=6.3)
        /// Keeps each warning of the test here and drops it from the run's
        /// report; lets every other issue through.
        var trait: IssueHandlingTrait {
            .compactMapIssues { issue in
                guard issue.severity == .warning else { return issue }
                let warning = Warning(
                    message: issue.comments.map(\.rawValue).joined(separator: "\n"),
                    fileID: issue.sourceLocation?.fileID, line: issue.sourceLocation?.line)
                self.lock.withLock { self.warnings.append(warning) }
                return nil
            }
        }
    #endif
}

/// Drops the warnings of a test that gives wrong-typed givens on purpose
/// (the model-based tests): StuntDouble's notes about them are right, and
/// hundreds of them would bury the run's report.
struct QuietNotesTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        #if compiler(>=6.3)
            try await IssueHandlingTrait.filterIssues { $0.severity != .warning }
                .provideScope(for: test, testCase: testCase, performing: function)
        #else
            try await function()
        #endif
    }
}

extension Trait where Self == QuietNotesTrait {
    /// Drops the test's warnings: see `QuietNotesTrait`.
    static var quietNotes: Self { Self() }
}
