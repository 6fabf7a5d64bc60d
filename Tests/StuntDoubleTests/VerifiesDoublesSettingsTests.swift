// The `.verifiesDoubles` trait's settings: `stubbingPolicy:` makes every
// double made in the test start with that policy, and `noOtherCalls: true`
// runs `verifyNoOtherCalls()` for every double the test gave, expected or
// verified, when the test ends. Driven through the trait's scope with
// failures captured, and through real traits.
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// A mock for the settings' tests.
final class SettingsPumpMock: Mocking {
    func start() { didCallFunction() }
    func stop() { didCallFunction() }
    func pressure() -> Double { didCallFunction() }
}

/// A stub, which records no calls: `noOtherCalls` has nothing to check.
final class SettingsValveStub: Stubbing {
    func open() { didCallFunction() }
}

private let thisFile = "StuntDoubleTests/VerifiesDoublesSettingsTests.swift"

struct VerifiesDoublesSettingsTests {
    // MARK: stubbingPolicy

    @Test func aDoubleMadeInAStrictScopeIsStrictAndOneMadeBeforeIsNot() async throws {
        let before = SettingsPumpMock()
        _ = before.doubleRegistry  // its registry exists before the scope
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(stubbingPolicy: .strict)) {
                let pump = SettingsPumpMock()
                #expect(pump.stubbingPolicy == .strict)
                #expect(before.stubbingPolicy == .lenient)
                line = #line + 1
                pump.given("pressure()", willReturn: 2.5)
                before.given("pressure()", willReturn: 1.5)
            }
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.map(\.fileID) == [thisFile])
        #expect(
            failures.first?.message == """
                SettingsPumpMock.pressure() has givens but was never called.
                  Givens for pressure(), newest first:
                    At \(thisFile):\(line), willReturn 2.5
                  The strict stubbing policy reports every given that no call used.
                """)
    }

    @Test func aPolicyTheTestSetsOnADoubleWinsOverTheScopes() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(stubbingPolicy: .strict)) {
                let pump = SettingsPumpMock()
                pump.stubbingPolicy = .lenient
                pump.given("pressure()", willReturn: 2.5)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aLenientScopeLeavesAStrictDoubleStrict() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(stubbingPolicy: .lenient)) {
                let pump = SettingsPumpMock()
                #expect(pump.stubbingPolicy == .lenient)
                pump.stubbingPolicy = .strict
                pump.given("pressure()", willReturn: 2.5)
            }
        }
        #expect(failures.count == 1)
    }

    @Test func aScopeWithoutAPolicyLeavesDoublesLenient() async throws {
        try await VerificationScope.verifying {
            #expect(SettingsPumpMock().stubbingPolicy == .lenient)
        }
    }

    @Test func tasksTheTestStartsMakeStrictDoublesToo() async throws {
        try await VerificationScope.verifying(.init(stubbingPolicy: .strict)) {
            let policy = await Task { SettingsPumpMock().stubbingPolicy }.value
            #expect(policy == .strict)
        }
    }

    // MARK: noOtherCalls

    @Test func aCallNoExpectationAccountsForFailsAtTheFirstLineThatUsedTheDouble() async throws {
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                let pump = SettingsPumpMock()
                line = #line + 1
                pump.expect(callToFunction: "start()")
                pump.start()
                pump.stop()
            }
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.map(\.fileID) == [thisFile])
        #expect(
            failures.first?.message == """
                Expected no other calls to SettingsPumpMock; 1 call was not verified.
                  Verified when the test ended (.verifiesDoubles(noOtherCalls: true)); reported where the test first gave, expected or verified it: \(thisFile):\(line)
                  2 calls to SettingsPumpMock, in order:
                    ✓ start()
                    ✗ stop()  ← not verified
                """)
    }

    @Test func aDoubleTheTestOnlyVerifiedIsCheckedToo() async throws {
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                let pump = SettingsPumpMock()
                pump.start()
                pump.stop()
                line = #line + 1
                pump.verify(callToFunction: "start()")
            }
        }
        #expect(failures.map(\.line) == [line])
        #expect(
            failures.first?.message.hasPrefix("Expected no other calls to SettingsPumpMock; 1 call was not") == true)
    }

    @Test func aGivenDoubleWhoseCallsNoOneVerifiedFails() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                let pump = SettingsPumpMock()
                pump.given("pressure()", willReturn: 2.5)
                _ = pump.pressure()
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("✗ pressure()  ← not verified") == true)
    }

    @Test func callsThatExpectationsChecksAndOrderChecksAccountForPass() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                let pump = SettingsPumpMock()
                let other = SettingsPumpMock()
                pump.expect(callToFunction: "start()")
                pump.start()
                other.start()
                other.stop()
                pump.stop()
                verifyInOrder(.call(to: "start()", on: other), .call(to: "stop()", on: other))
                pump.verify(callToFunction: "stop()")
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aDoubleTheTestNeverGaveExpectedOrVerifiedIsNotChecked() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                SettingsPumpMock().start()
                let valve = SettingsValveStub()
                valve.given("open()", willReturn: ())
                valve.open()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func withoutTheSettingExtraCallsFailNothing() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let pump = SettingsPumpMock()
                pump.expect(callToFunction: "start()")
                pump.start()
                pump.stop()
            }
        }
        #expect(failures.isEmpty)
    }

    // MARK: Nesting and the traits

    @Test func aTestsSettingsAddToItsSuitesAndItsPolicyWins() {
        let suite = VerificationScope.Settings(stubbingPolicy: .strict)
        #expect(
            VerificationScope.Settings(verifiesNoOtherCalls: true).nested(in: suite)
                == .init(stubbingPolicy: .strict, verifiesNoOtherCalls: true))
        #expect(
            VerificationScope.Settings(stubbingPolicy: .lenient).nested(in: suite)
                == .init(stubbingPolicy: .lenient, verifiesNoOtherCalls: false))
        #expect(
            VerificationScope.Settings().nested(in: .init(verifiesNoOtherCalls: true))
                == .init(stubbingPolicy: nil, verifiesNoOtherCalls: true))
    }

    @Test func nestedScopesCombineTheirSettings() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying(.init(stubbingPolicy: .strict)) {
                try await VerificationScope.verifying(.init(verifiesNoOtherCalls: true)) {
                    let pump = SettingsPumpMock()
                    #expect(pump.stubbingPolicy == .strict)
                    pump.given("pressure()", willReturn: 2.5)
                    pump.start()
                }
            }
        }
        #expect(
            failures.map { $0.message.prefix { $0 != "\n" } }.sorted() == [
                "Expected no other calls to SettingsPumpMock; 1 call was not verified.",
                "SettingsPumpMock.pressure() has givens but was never called.",
            ])
    }

    @Test(.verifiesDoubles(noOtherCalls: true)) func aTestWhoseCallsAreAllVerifiedPasses() {
        let pump = SettingsPumpMock()
        pump.expect(callToFunction: "start()")
        pump.start()
        pump.stop()
        pump.verify(callToFunction: "stop()")
    }

    @Test func theNoOtherCallsTraitRecordsAnIssueAtTheLineThatFirstUsedTheDouble() async throws {
        let test = try #require(Test.current)
        let line = Lines()
        try await withKnownIssue {
            try await VerifiesDoublesTrait.verifiesDoubles(noOtherCalls: true).provideScope(
                for: test, testCase: Test.Case.current
            ) {
                let pump = SettingsPumpMock()
                line.set(#line + 1)
                pump.given("pressure()", willReturn: 2.5)
                pump.start()
            }
        } matching: { issue in
            issue.sourceLocation?.fileID == thisFile && issue.sourceLocation?.line == line.value
                && issue.comments.first?.rawValue.hasPrefix("Expected no other calls to SettingsPumpMock;") == true
        }
    }

    @Test func theStrictTraitRecordsAnUnusedGiven() async throws {
        let test = try #require(Test.current)
        let line = Lines()
        try await withKnownIssue {
            try await VerifiesDoublesTrait.verifiesDoubles(stubbingPolicy: .strict).provideScope(
                for: test, testCase: Test.Case.current
            ) {
                line.set(#line + 1)
                SettingsPumpMock().given("pressure()", willReturn: 2.5)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line.value
                && issue.comments.first?.rawValue.hasPrefix("SettingsPumpMock.pressure() has givens") == true
        }
    }
}

/// Every test of a suite with `.verifiesDoubles(stubbingPolicy: .strict)`
/// makes strict doubles; a test's own trait adds to it.
@Suite(.verifiesDoubles(stubbingPolicy: .strict))
struct VerifiesDoublesStrictSuiteSettingTests {
    let madeInInit = SettingsPumpMock()

    @Test func doublesMadeInTheTestAndInTheSuitesInitAreStrict() {
        #expect(SettingsPumpMock().stubbingPolicy == .strict)
        #expect(madeInInit.stubbingPolicy == .strict)
    }

    @Test(.verifiesDoubles(noOtherCalls: true)) func aTestAddsNoOtherCallsAndKeepsTheSuitesPolicy() {
        #expect(VerificationScope.current?.settings == .init(stubbingPolicy: .strict, verifiesNoOtherCalls: true))
        let pump = SettingsPumpMock()
        #expect(pump.stubbingPolicy == .strict)
        pump.given("pressure()", willReturn: 2.5)
        #expect(pump.pressure() == 2.5)
        pump.verify(callToFunction: "pressure()")
    }
}
