import Testing

@testable import StuntDouble

/// The numbers `verifyInOrder` orders calls by: a registry numbers calls in
/// its own epoch while no other registry has taken one since, and takes a
/// new, greater epoch otherwise. Each test uses counters of its own, so
/// that parallel tests' calls cannot move them: the atomic one, and the
/// locked one of Apple platforms without the `Synchronization` module.
struct CallSequenceTests {
    /// A fresh counter's numbering and its current epoch.
    struct Counter {
        let number: (_ after: UInt64) -> UInt64
        let current: () -> UInt64
    }

    static func counters() -> [Counter] {
        let locked = LockedCounter(1)
        var counters = [Counter(number: locked.number(after:), current: { locked.value.withLock { $0 } })]
        // A build that forces Apple's fallbacks numbers with the locked one alone.
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let atomic = CallSequence.makeCounter(startingAt: 1)
            counters.append(
                Counter(
                    number: { CallSequence.number(after: $0, atomic) },
                    current: { unsafeDowncast(atomic, to: AtomicCounter.self).current() }))
        }
        return counters
    }

    private let epoch = { (number: UInt64) in number >> CallSequence.callBits }

    @Test func aRegistrysCallsInARowReadTheCounterWithoutAddingToIt() {
        for counter in Self.counters() {
            var numbers: [UInt64] = []
            var last: UInt64 = 0
            for _ in 0..<1_000 {
                last = counter.number(last)
                numbers.append(last)
            }

            #expect(counter.current() == 2, "one epoch taken, by the first call")
            #expect(numbers.first == 2 << CallSequence.callBits)
            #expect(numbers == Array(numbers[0]..<(numbers[0] + 1_000)))
        }
    }

    @Test func aCallAfterAnotherRegistrysCallIsNumberedAfterIt() {
        for counter in Self.counters() {
            let first = counter.number(0)
            let other = counter.number(0)
            let firstAgain = counter.number(first)
            let otherAgain = counter.number(other)

            #expect(first < other)
            #expect(other < firstAgain)
            #expect(firstAgain < otherAgain)
            #expect([first, other, firstAgain, otherAgain].map(epoch) == [2, 3, 4, 5])
        }
    }

    /// A registry's first call never shares the counter's first epoch,
    /// which no registry took: two registries would number calls alike.
    @Test func firstCallsOfTwoRegistriesTakeEpochsOfTheirOwn() {
        for counter in Self.counters() {
            let first = counter.number(0)
            let second = counter.number(0)

            #expect(epoch(first) != epoch(second))
            #expect(first != second)
        }
    }

    /// An epoch numbers about a million calls; the next call takes a new
    /// one, and numbers still grow.
    @Test func aCallPastItsEpochsRoomTakesANewEpoch() {
        for counter in Self.counters() {
            let start = counter.number(0)
            let lastInEpoch = start | ((1 << CallSequence.callBits) - 1)
            let next = counter.number(lastInEpoch)

            #expect(next > lastInEpoch)
            #expect(epoch(next) == epoch(start) + 1)
            #expect(counter.current() == epoch(next))
        }
    }

    /// Through doubles: calls to one double in a row, then another's, then
    /// the first's again, keep their order however few numbers they took.
    @Test func callsInARowToOneDoubleKeepTheirPlaceAmongAnothersCalls() {
        let engine = CoreEngineMock()
        let cache = CoreNamedCacheMock()
        for speed in 0..<100 { engine.setSpeed(to: Double(speed)) }
        cache.clear()
        engine.start()

        let failures = captureFailures {
            #expect(
                verifyInOrder(
                    .call(to: "setSpeed(to:)", on: engine, withArgumentsThatMatch: .equal(to: 99.0)),
                    .call(to: "clear()", on: cache), .call(to: "start()", on: engine)))
            #expect(
                !verifyInOrder(
                    .call(to: "clear()", on: cache),
                    .call(to: "setSpeed(to:)", on: engine, withArgumentsThatMatch: .equal(to: 99.0))))
        }
        #expect(failures.count == 1)
    }
}
