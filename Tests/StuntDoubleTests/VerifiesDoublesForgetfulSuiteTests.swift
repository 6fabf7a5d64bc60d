import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

@Suite(.absorbsUnmetExpectation(of: "TraitEngineMock.setSpeed(to:)"), .verifiesDoubles)
struct VerifiesDoublesForgetfulSuiteTests {
    @Test func aTestThatForgetsVerifyFailsAtTheExpectLine() {
        TraitEngineMock().expect(callToFunction: "setSpeed(to:)")
    }
}

// MARK: - Support

/// Turns the one issue `.verifiesDoubles` records for an unmet expectation
/// of `member` into a pass, after checking that it is at the line its
/// message gives as "Expected at:" in the test's file; records an issue when
/// there was not exactly one. Put it before `.verifiesDoubles`, so that its
/// scope encloses the trait's; on a suite it applies to each test.
struct AbsorbsUnmetExpectationTrait: TestTrait, SuiteTrait, TestScoping {
    let member: String
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let absorbed = Lines()
        let member = member
        let handler = IssueHandlingTrait.compactMapIssues { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            guard text.hasPrefix("Expected \(member) to be called"),
                let location = issue.sourceLocation,
                text.split(separator: "\n").contains("  Expected at: \(location.fileID):\(location.line)"),
                location.fileID == test.sourceLocation.fileID
            else { return issue }
            absorbed.set(absorbed.value + 1)
            return nil
        }
        try await handler.provideScope(for: test, testCase: testCase, performing: function)
        #expect(absorbed.value == 1, "issues for an unmet expectation of \(member) at its expect line")
    }
}

extension Trait where Self == AbsorbsUnmetExpectationTrait {
    static func absorbsUnmetExpectation(of member: String) -> Self { Self(member: member) }
}
