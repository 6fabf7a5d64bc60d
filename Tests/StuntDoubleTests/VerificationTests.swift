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

/// Waiting for calls made from other tasks.
struct WaitingVerificationTests {
    /// The wait is woken by the call that satisfies it, from a detached
    /// task, long before its timeout.
    @Test func aCallFromADetachedTaskEndsTheWaitAtOnce() async {
        let mock = StressMock()
        let clock = ContinuousClock()
        let start = clock.now
        Task.detached {
            try? await Task.sleep(nanoseconds: 50_000_000)
            _ = mock.fetch(id: 7)
        }

        let held = await mock.verify(
            .atLeast(1), callsToFunction: "fetch(id:)", withArgumentsThatMatch: .equal(to: 7), within: .seconds(30))

        #expect(held)
        // Woken by the call, not by the 30-second timeout; the margin is for
        // a cooperative pool that parallel tests (or a sanitizer) keep busy.
        #expect(clock.now - start < .seconds(25))
    }

    /// Calls that do not match wake the wait without ending it.
    @Test func nonMatchingCallsDoNotEndTheWait() async {
        let mock = StressMock()
        Task.detached {
            for id in 0..<5 { _ = mock.fetch(id: id) }
            try? await Task.sleep(nanoseconds: 20_000_000)
            _ = mock.fetch(id: 99)
        }

        let held = await mock.verify(
            .once, callsToFunction: "fetch(id:)", withArgumentsThatMatch: .equal(to: 99), within: .seconds(30))

        #expect(held)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 6)
    }

    /// A timeout returns promptly, with the usual message and how long it
    /// waited.
    @Test func aTimeoutReportsHowLongItWaited() async {
        let mock = StressMock()
        let clock = ContinuousClock()
        let start = clock.now
        var held = true
        let line = #line + 2
        let failures = await captureFailuresAsync {
            held = await mock.verify(.atLeast(1), callsToFunction: "fetch(id:)", within: .milliseconds(100))
        }

        #expect(!held)
        // A timeout ends the wait; how soon depends on when the cooperative
        // pool, which parallel tests share, runs the timer: seconds at most.
        #expect(clock.now - start < .seconds(30))
        #expect(failures.map(\.line) == [UInt(line)])
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("Expected StressMock.fetch(id:) to be called at least once; it was never called."))
        #expect(message.contains("\n  Waited "))
        #expect(message.hasSuffix(" for the calls."))
    }

    /// `.never` waits the whole time, then checks.
    @Test func neverWaitsTheWholeTime() async {
        let mock = StressMock()
        let clock = ContinuousClock()
        let start = clock.now
        let held = await mock.verify(.never, callsToFunction: "fetch(id:)", within: .milliseconds(50))
        #expect(held)
        #expect(clock.now - start >= .milliseconds(50))
    }

    @MainActor @Test func waitsFromTheMainActor() async {
        let mock = StressMock()
        Task.detached { _ = mock.fetch(id: 1) }
        #expect(await mock.verify(.once, callsToFunction: "fetch(id:)", within: .seconds(30)))
    }
}

struct WaitDescriptionTests {
    @Test func waitsReadInMillisecondsOrSeconds() {
        #expect(WaitDescription.of(.milliseconds(150)) == "150 ms")
        #expect(WaitDescription.of(.seconds(2)) == "2.0 s")
        #expect(WaitDescription.of(.milliseconds(2_345)) == "2.3 s")
    }
}
