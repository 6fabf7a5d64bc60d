import Testing

@testable import StuntDouble

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
            .atLeast(1), callsToFunction: "fetch(id:)", withArgumentsThatMatch: .equal(to: 7), within: .seconds(120))

        #expect(held)
        // Woken by the call, not by the 120-second timeout; the margin is for
        // a cooperative pool that parallel tests keep busy: under
        // ThreadSanitizer the stress tests have held both of a 2-core
        // machine's threads for 48 s.
        #expect(clock.now - start < .seconds(100))
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
            .once, callsToFunction: "fetch(id:)", withArgumentsThatMatch: .equal(to: 99), within: .seconds(120))

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
        // pool, which parallel tests share, runs the timer: seconds, or
        // under ThreadSanitizer on 2 cores nearly a minute.
        #expect(clock.now - start < .seconds(100))
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
        #expect(await mock.verify(.once, callsToFunction: "fetch(id:)", within: .seconds(120)))
    }
}
