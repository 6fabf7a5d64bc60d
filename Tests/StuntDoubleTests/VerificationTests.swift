import Testing

@testable import StuntDouble

/// Verification after the act: checks made once the code under test ran.
struct VerificationTests {
    @Test func verifyAfterTheActHoldsAndReportsNothing() {
        let engine = CoreEngineMock()
        engine.start()
        engine.setSpeed(to: 30)

        var held: [Bool] = []
        let failures = captureFailures {
            held.append(engine.verify(callToFunction: "start()"))
            held.append(
                engine.verify(.once, callsToFunction: "setSpeed(to:)", withArgumentsThatMatch: .equal(to: 30.0)))
            held.append(engine.verify(.never, callsToFunction: "stop()"))
        }

        #expect(held == [true, true, true])
        #expect(failures.isEmpty)
    }

    /// A failed check reports at its own line, in the shape of an unmet
    /// expectation, and returns false.
    @Test func aFailedCheckReportsAtItsLine() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 30)
        engine.setSpeed(to: 50)

        var held = true
        let line = #line + 2
        let failures = captureFailures {
            held = engine.verify(
                .exactly(amount: 2), callsToFunction: "setSpeed(to:)", withArgumentsThatMatch: .equal(to: 50.0))
        }

        #expect(!held)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected CoreEngineMock.setSpeed(to:) to be called exactly 2 times with arguments equal to 50.0; it was called once with matching arguments, 2 times in all.
                  Verified at: StuntDoubleTests/VerificationTests.swift:\(line)
                  2 calls to setSpeed(to:), in order:
                    ✗ setSpeed(to: 30.0)  ← closest
                    ✓ setSpeed(to: 50.0)
                  Other calls to CoreEngineMock: none
                """
            ])
    }

    @Test func callAmountsOnceTimesAndBetween() {
        #expect(CallAmount.once == .exactly(amount: 1))
        #expect(CallAmount.times(3) == .exactly(amount: 3))
        #expect(CallAmount.between(2...4).isSatisfied(by: 3))
        #expect(!CallAmount.between(2...4).isSatisfied(by: 5))
        #expect(CallAmount.between(2...4).description == "between 2 and 4 times")
        #expect(CallAmount.once.description == "exactly once")
    }

    @Test func verifyNoOtherCallsAcceptsCallsAccountedFor() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "start()")
        engine.start()
        engine.setSpeed(to: 30)
        engine.verify(callToFunction: "setSpeed(to:)")

        var held = false
        let failures = captureFailures { held = engine.verifyNoOtherCalls() }

        #expect(held)
        #expect(failures.isEmpty)
    }

    @Test func verifyNoOtherCallsMarksEachCallNotVerified() {
        let engine = CoreEngineMock()
        engine.start()
        engine.setSpeed(to: 30)
        engine.setSpeed(to: 0)
        engine.verify(callToFunction: "setSpeed(to:)", withArgumentsThatMatch: .equal(to: 30.0))

        let line = #line + 1
        let failures = captureFailures { engine.verifyNoOtherCalls() }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected no other calls to CoreEngineMock; 2 calls were not verified.
                  Verified at: StuntDoubleTests/VerificationTests.swift:\(line)
                  3 calls to CoreEngineMock, in order:
                    ✗ start()  ← not verified
                    ✓ setSpeed(to: 30.0)
                    ✗ setSpeed(to: 0.0)  ← not verified
                """
            ])
    }

    /// A check accounts for the calls it saw: a call made after it is one
    /// nothing said was allowed, even a call that `.never` looked for.
    @Test func aCheckAccountsOnlyForTheCallsMadeBeforeIt() {
        let engine = CoreEngineMock()
        engine.start()
        #expect(engine.verify(.once, callsToFunction: "start()"))
        #expect(engine.verify(.never, callsToFunction: "setSpeed(to:)"))
        engine.setSpeed(to: 3)
        engine.start()

        let line = #line + 1
        let failures = captureFailures { engine.verifyNoOtherCalls() }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected no other calls to CoreEngineMock; 2 calls were not verified.
                  Verified at: StuntDoubleTests/VerificationTests.swift:\(line)
                  3 calls to CoreEngineMock, in order:
                    ✓ start()
                    ✗ setSpeed(to: 3.0)  ← not verified
                    ✗ start()  ← not verified
                """
            ])
    }

    /// An expectation, set before the act, accounts for every call it
    /// matches, whenever it comes.
    @Test func anExpectationAccountsForTheCallsMadeAfterIt() {
        let engine = CoreEngineMock()
        engine.expect(.atLeast(1), callsToFunction: "start()")
        engine.start()
        #expect(engine.verify(callToFunction: "start()"))
        engine.start()
        #expect(captureFailures { engine.verifyNoOtherCalls() }.isEmpty)
    }

    /// An amount computed at run time may come out negative: it fails the
    /// expectation or the check, at its line, and stops no test.
    @Test func aNegativeAmountFailsInsteadOfTrapping() {
        let engine = CoreEngineMock()
        let items: [Int] = []
        let expectLine = #line + 1
        engine.expect(.times(items.count - 1), callsToFunction: "start()")
        let checkLine = #line + 1
        let failures = captureFailures { #expect(!engine.verify(.atMost(-2), callsToFunction: "start()")) }
        let verifyLine = #line + 1
        let unmet = captureFailures { engine.verify() }

        #expect(failures.map(\.line) == [UInt(checkLine)])
        #expect(
            failures.map(\.message) == [
                """
                Expected CoreEngineMock.start() to be called at most -2 times, which no number of calls is \
                (a call amount cannot be negative); it was never called.
                  Verified at: StuntDoubleTests/VerificationTests.swift:\(checkLine)
                  Calls to start(): none
                  Other calls to CoreEngineMock: none
                """
            ])
        #expect(unmet.map(\.line) == [UInt(verifyLine)])
        #expect(
            unmet.map(\.message) == [
                """
                Expected CoreEngineMock.start() to be called exactly -1 times, which no number of calls is \
                (a call amount cannot be negative); it was never called.
                  Expected at: StuntDoubleTests/VerificationTests.swift:\(expectLine)
                  Calls to start(): none
                  Other calls to CoreEngineMock: none
                """
            ])
    }

    @Test func negativeAmountsAreNeverSatisfied() {
        for amount in [CallAmount.exactly(amount: -1), .atLeast(-1), .atMost(-1), .between(-1...2)] {
            #expect(!amount.isSatisfied(by: 0))
            #expect(!amount.isSatisfied(by: -1))
            #expect(amount.description.hasSuffix(", which no number of calls is (a call amount cannot be negative)"))
        }
        #expect(CallAmount.between(-1...2).description.hasPrefix("between -1 and 2 times"))
        #expect(CallAmount.atMost(-1).description.hasPrefix("at most -1 times"))
        #expect(CallAmount.atLeast(-1) != .atMost(-1))
    }

    /// `clearRecordedCalls()` forgets the checks too, with the calls they
    /// accounted for.
    @Test func clearingCallsForgetsEarlierChecks() {
        let engine = CoreEngineMock()
        engine.start()
        engine.verify(callToFunction: "start()")
        engine.clearRecordedCalls()
        engine.start()
        #expect(captureFailures { engine.verifyNoOtherCalls() }.count == 1)
    }

    @Test func functionIDTwins() {
        let cache = CoreCacheMock()
        cache.put("a", 1)
        #expect(captureFailures { cache.verify(callToFunctionWithID: .put) }.isEmpty)
        #expect(captureFailures { cache.verify(.never, callsToFunctionWithID: .clear) }.isEmpty)
        #expect(captureFailures { cache.verify(.once, callsToFunctionWithID: .clear) }.count == 1)
    }
}
