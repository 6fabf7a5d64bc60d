import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

private let thisFile = "StuntDoubleTests/VerifiesDoublesStrictTraitTests.swift"

struct VerifiesDoublesStrictTraitTests {
    @Test func provideScopeRecordsAnIssueAtTheUnusedGivensLine() async throws {
        let test = try #require(Test.current)
        let line = Lines()
        try await withKnownIssue {
            try await VerifiesDoublesTrait.verifiesDoubles.provideScope(for: test, testCase: Test.Case.current) {
                let gauge = TraitGaugeMock()
                gauge.stubbingPolicy = .strict
                line.set(#line + 1)
                gauge.given("readng()", willReturn: 1.5)
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == thisFile && issue.sourceLocation?.line == line.value
                && issue.comments.map(\.rawValue).first?.hasPrefix("TraitGaugeMock.readng() has givens") == true
        }
    }

    @Test(.verifiesDoubles) func anExplicitVerifyOfAStrictGivenIsNotRepeatedByTheTrait() {
        let gauge = TraitGaugeMock()
        gauge.stubbingPolicy = .strict
        gauge.given("readng()", willReturn: 1.5)
        withKnownIssue { gauge.verify() }
    }
}
