// The `.verifiesDoubles` trait checks what `verify()` checks: under the
// strict policy, givens that no call used and givens that could not fit a
// call fail the test, each reported once, at the line of the given.
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// A mock with a member that returns a value, for givens that cannot fit.
final class TraitGaugeMock: Mocking {
    func reading() -> Double { didCallFunction() }
    func reset() { didCallFunction() }
}

private let thisFile = "StuntDoubleTests/VerifiesDoublesStrictScopeTests.swift"

struct VerifiesDoublesStrictScopeTests {
    @Test func aStrictGivenNoCallUsedIsReportedAtItsLineWithVerifysMessage() async throws {
        let gauge = TraitGaugeMock()
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                gauge.stubbingPolicy = .strict
                line = #line + 1
                gauge.given("readng()", willReturn: 1.5)
                gauge.reset()
            }
        }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.fileID == thisFile)
        #expect(failure.line == line)
        #expect([failure.message] == gauge.applicableFailureMessages())
        #expect(
            failure.message == """
                TraitGaugeMock.readng() has givens but was never called.
                  Givens for readng(), newest first:
                    At \(thisFile):\(line), willReturn 1.5
                  The strict stubbing policy reports every given that no call used.
                """)
    }

    @Test func theStrictPolicyMayBeSetAfterTheGivens() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let gauge = TraitGaugeMock()
                gauge.given("reading()", willReturn: 1.5)
                gauge.stubbingPolicy = .strict
            }
        }
        #expect(
            failures.map { $0.message.prefix { $0 != "\n" } } == [
                "TraitGaugeMock.reading() has givens but was never called."
            ])
    }

    @Test func usedGivensAndLenientDoublesReportNothing() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let strict = TraitGaugeMock()
                strict.stubbingPolicy = .strict
                strict.given("reading()", willReturn: 1.5)
                _ = strict.reading()
                TraitGaugeMock().given("reading()", willReturn: 2.5)
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aGivenVerifyCheckedIsNotReportedAgain() async throws {
        let gauge = TraitGaugeMock()
        gauge.stubbingPolicy = .strict
        var lines: [UInt] = []
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                gauge.given("reading()", willReturn: 1.5)
                lines.append(#line + 1)
                gauge.verify()
                lines.append(#line + 1)
                gauge.given("reset()", willReturn: ())
            }
        }
        #expect(failures.map(\.line) == lines)
        #expect(failures.last?.message.hasPrefix("TraitGaugeMock.reset() has givens but was never called.") == true)
    }

    @Test func aCalledMembersUnusedGivenIsReportedWithoutTheUsedOnes() async throws {
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let gauge = TraitGaugeMock()
                gauge.stubbingPolicy = .strict
                line = #line + 1
                gauge.given("reading()", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 7), willReturn: 1.0)
                gauge.given("reading()", willReturn: 1.5)
                _ = gauge.reading()
            }
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.hasPrefix("TraitGaugeMock.reading() has givens that answered no call.") == true)
        #expect(failures.first?.message.contains("willReturn 1.5") == false)
    }

    @Test func aStrictGivenThatCouldNotFitIsReportedAtTheMembersNewestGiven() async throws {
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let gauge = TraitGaugeMock()
                gauge.stubbingPolicy = .strict
                line = #line + 1
                gauge.given("reading()", willReturn: "high")
                _ = gauge.reading()
            }
        }.filter { $0.message.hasPrefix("No given for") }  // not the note, nor the call's own report
        #expect(failures.map(\.line) == [line])
        #expect(
            failures.first?.message.hasPrefix("No given for TraitGaugeMock.reading() fits a call of type () -> Double.")
                == true)
    }

    @Test func aLenientGivenWhoseNameLooksMisspelledGetsVerifysNote() async throws {
        var line: UInt = 0
        let captured = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let gauge = TraitGaugeMock()
                line = #line + 1
                gauge.given("readng()", willReturn: 1.5)
                _ = gauge.reading()
            }
        }
        #expect(captured.allSatisfy { $0.isNote })
        #expect(captured.map(\.noteLocation) == ["\(thisFile):\(line)"])
        #expect(
            captured.map { $0.message.prefix { $0 != "\n" } } == [
                "note: TraitGaugeMock.readng() has givens but was never called; did you mean `reading()`?"
            ])
    }
}

// MARK: - Through Swift Testing
