// The `.verifiesDoubles` trait: each unmet expectation a test registered is
// reported at its `expect` line when the test ends. The trait reports after
// the test body, where `withKnownIssue` inside the body cannot catch it:
// these tests drive its scope directly with failures captured, call its
// `provideScope` inside `withKnownIssue`, and run real tests with the trait,
// one of which absorbs the issue it expects (`AbsorbsUnmetExpectationTrait`).
import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// A mock for the trait's tests.
final class TraitEngineMock: Mocking {
    func start() { didCallFunction() }
    func stop() { didCallFunction() }
    func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
}

/// A mock that tasks may share: a struct of `Sendable` stored properties.
struct TraitClockMock: Mocking {
    let doubleRegistry = DoubleRegistry()
    func tick() { didCallFunction() }
}

private let thisFile = "StuntDoubleTests/VerifiesDoublesTraitTests.swift"

struct VerifiesDoublesTraitTests {
    @Test(.verifiesDoubles) func aTestWhoseExpectationsAreMetPasses() async {
        let engine = TraitEngineMock()
        let clock = TraitClockMock()
        engine.expect(callToFunction: "start()")
        clock.expect(.exactly(amount: 2), callsToFunction: "tick()")
        engine.start()
        async let first: Void = clock.tick()
        await Task.detached { clock.tick() }.value
        await first
    }

    @Test(.verifiesDoubles) func anExplicitVerifyIsNotRepeatedByTheTrait() {
        let engine = TraitEngineMock()
        engine.expect(callToFunction: "start()")
        withKnownIssue { engine.verify() }
    }

    @Test(.verifiesDoubles) func theTestRunsInAScope() {
        #expect(VerificationScope.current != nil)
    }

    @Test func provideScopeRecordsAnIssueOfTheTestAtTheExpectLine() async throws {
        let test = try #require(Test.current)
        let line = Lines()
        try await withKnownIssue {
            try await VerifiesDoublesTrait.verifiesDoubles.provideScope(for: test, testCase: Test.Case.current) {
                line.set(#line + 1)
                TraitEngineMock().expect(callToFunction: "setSpeed(to:)")
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == thisFile && issue.sourceLocation?.line == line.value
                && issue.comments.map(\.rawValue).first?.hasPrefix("Expected TraitEngineMock.setSpeed(to:)") == true
        }
    }

    @Test(.absorbsUnmetExpectation(of: "TraitEngineMock.stop()"), .verifiesDoubles)
    func aTestThatForgetsVerifyFailsAtTheExpectLine() {
        let engine = TraitEngineMock()
        engine.expect(callToFunction: "stop()")
        engine.start()
    }
}

/// A line number set inside a `@Sendable` closure.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var line = 0

    func set(_ line: Int) { lock.withLock { self.line = line } }
    var value: Int { lock.withLock { line } }
}
