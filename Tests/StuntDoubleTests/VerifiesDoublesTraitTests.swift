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

struct VerifiesDoublesScopeTests {
    @Test func anUnmetExpectationIsReportedAtItsExpectLineWithVerifysMessage() async throws {
        let engine = TraitEngineMock()
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                line = #line + 1
                engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
                engine.setSpeed(to: 3)
            }
        }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.fileID == thisFile)
        #expect(failure.line == line)
        #expect([failure.message] == engine.applicableFailureMessages())
        #expect(failure.message.contains("Expected at: \(thisFile):\(line)"))
    }

    @Test func metExpectationsReportNothing() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let engine = TraitEngineMock()
                engine.expect(callToFunction: "start()")
                engine.expect(.never, callsToFunction: "stop()")
                engine.start()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func eachUnmetExpectationIsReportedOnceInRegistrationOrderPerDouble() async throws {
        let engine = TraitEngineMock()
        let clock = TraitClockMock()
        clock.doubleName = "kitchen"
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                engine.expect(callToFunction: "start()")
                clock.expect(callToFunction: "tick()")
                engine.expect(callToFunction: "stop()")
            }
        }
        #expect(failures.map(\.message) == engine.applicableFailureMessages() + clock.applicableFailureMessages())
        #expect(failures.last?.message.hasPrefix("Expected TraitClockMock \"kitchen\".tick()") == true)
    }

    @Test func anExpectationVerifyCheckedIsNotReportedAgain() async throws {
        let engine = TraitEngineMock()
        var lines: [UInt] = []
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                engine.expect(callToFunction: "start()")
                lines.append(#line + 1)
                engine.verify()
                lines.append(#line + 1)
                engine.expect(callToFunction: "stop()")
            }
        }
        #expect(failures.map(\.line) == lines)
        #expect(failures.last?.message.hasPrefix("Expected TraitEngineMock.stop()") == true)
    }

    @Test func verifyFromADetachedTaskCountsToo() async throws {
        let clock = TraitClockMock()
        var fromVerify: [CapturedFailure] = []
        let fromScope = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                clock.expect(callToFunction: "tick()")
                fromVerify = await Task.detached { captureFailures { clock.verify() } }.value
            }
        }
        #expect(fromVerify.count == 1)
        #expect(fromScope.isEmpty)
    }

    @Test func expectationsRegisteredInChildTasksAreCovered() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                async let registered: Void = TraitEngineMock().expect(callToFunction: "start()")
                await registered
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { TraitEngineMock().expect(callToFunction: "stop()") }
                }
                await Task { TraitEngineMock().expect(callToFunction: "setSpeed(to:)") }.value
            }
        }
        let headlines = failures.map { $0.message.prefix { $0 != ";" } }
        #expect(
            Set(headlines) == [
                "Expected TraitEngineMock.start() to be called at least once",
                "Expected TraitEngineMock.stop() to be called at least once",
                "Expected TraitEngineMock.setSpeed(to:) to be called at least once",
            ])
    }

    @Test func callsFromDetachedTasksCountButDetachedExpectationsAreNotCovered() async throws {
        let counted = TraitClockMock()
        let uncovered = TraitClockMock()
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                counted.expect(.exactly(amount: 2), callsToFunction: "tick()")
                await Task.detached { counted.tick() }.value
                await withCheckedContinuation { done in
                    Thread {
                        counted.tick()
                        done.resume()
                    }.start()
                }
                await Task.detached { uncovered.expect(callToFunction: "tick()") }.value
            }
        }
        #expect(failures.isEmpty)
        #expect(uncovered.wouldFailIfVerified())
    }

    @Test func aTestThatThrowsReportsNothingMore() async {
        struct Stop: Error {}
        let engine = TraitEngineMock()
        let failures = await captureFailuresAsync {
            await #expect(throws: Stop.self) {
                try await VerificationScope.verifying {
                    engine.expect(callToFunction: "start()")
                    throw Stop()
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func resetMockForgetsTheExpectationForTheTraitToo() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let engine = TraitEngineMock()
                engine.expect(callToFunction: "start()")
                engine.resetMock()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aScopeChecksOnlyTheExpectationsRegisteredInIt() async throws {
        let clock = TraitClockMock()
        clock.expect(callToFunction: "tick()")  // before any scope: left to verify()
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                try await VerificationScope.verifying {
                    clock.expect(.exactly(amount: 2), callsToFunction: "tick()")
                }
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("Expected TraitClockMock.tick() to be called exactly 2 times") == true)
        #expect(clock.applicableFailureMessages().count == 2)
    }
}

// MARK: - Through Swift Testing

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

@Suite(.verifiesDoubles) struct VerifiesDoublesSuiteTests {
    let scopeAtInit = VerificationScope.current?.id

    @Test func eachTestRunsInAScopeThatCoversTheSuitesInit() {
        #expect(VerificationScope.current != nil)
        #expect(scopeAtInit == VerificationScope.current?.id)
    }

    @Test(arguments: [1, 2]) func eachTestCaseHasItsOwnScope(_ calls: Int) {
        let clock = TraitClockMock()
        clock.expect(.exactly(amount: calls), callsToFunction: "tick()")
        for _ in 0..<calls { clock.tick() }
        #expect(VerificationScope.current != nil)
    }

    @Test(.verifiesDoubles) func aTestMayRepeatTheTrait() {
        let engine = TraitEngineMock()
        engine.expect(callToFunction: "start()")
        engine.start()
    }

    struct Nested {
        @Test func nestedSuitesTestsRunInAScope() {
            #expect(VerificationScope.current != nil)
        }
    }
}

@Suite(.absorbsUnmetExpectation(of: "TraitEngineMock.setSpeed(to:)"), .verifiesDoubles)
struct VerifiesDoublesForgetfulSuiteTests {
    @Test func aTestThatForgetsVerifyFailsAtTheExpectLine() {
        TraitEngineMock().expect(callToFunction: "setSpeed(to:)")
    }
}

// MARK: - Support

/// A line number set inside a `@Sendable` closure.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var line = 0

    func set(_ line: Int) { lock.withLock { self.line = line } }
    var value: Int { lock.withLock { line } }
}

/// Turns the one issue `.verifiesDoubles` records for an unmet expectation
/// of `member` into a pass, after checking that it is at the line its
/// message gives as "Expected at:" in this file; records an issue when
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
                location.fileID == thisFile
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
