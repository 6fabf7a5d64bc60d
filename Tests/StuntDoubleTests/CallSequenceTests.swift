import Testing

@testable import StuntDouble

/// The numbers `verifyInOrder` orders calls by: a registry numbers calls in
/// its own epoch while no other registry has taken one since, and takes a
/// new, greater epoch otherwise. Each test uses a counter of its own, so
/// that parallel tests' calls cannot move it.
struct CallSequenceTests {
    private let epoch = { (number: UInt64) in number >> CallSequence.callBits }

    @Test func aRegistrysCallsInARowReadTheCounterWithoutAddingToIt() {
        let counter = CallSequence.makeCounter(startingAt: 1)
        var numbers: [UInt64] = []
        var last: UInt64 = 0
        for _ in 0..<1_000 {
            last = CallSequence.number(after: last, counter)
            numbers.append(last)
        }

        #expect(CallSequence.current(counter) == 2, "one epoch taken, by the first call")
        #expect(numbers.first == 2 << CallSequence.callBits)
        #expect(numbers == Array(numbers[0]..<(numbers[0] + 1_000)))
    }

    @Test func aCallAfterAnotherRegistrysCallIsNumberedAfterIt() {
        let counter = CallSequence.makeCounter(startingAt: 1)
        let first = CallSequence.number(after: 0, counter)
        let other = CallSequence.number(after: 0, counter)
        let firstAgain = CallSequence.number(after: first, counter)
        let otherAgain = CallSequence.number(after: other, counter)

        #expect(first < other)
        #expect(other < firstAgain)
        #expect(firstAgain < otherAgain)
        #expect([first, other, firstAgain, otherAgain].map(epoch) == [2, 3, 4, 5])
    }

    /// A registry's first call never shares the counter's first epoch,
    /// which no registry took: two registries would number calls alike.
    @Test func firstCallsOfTwoRegistriesTakeEpochsOfTheirOwn() {
        let counter = CallSequence.makeCounter(startingAt: 1)
        let first = CallSequence.number(after: 0, counter)
        let second = CallSequence.number(after: 0, counter)

        #expect(epoch(first) != epoch(second))
        #expect(first != second)
    }

    /// An epoch numbers about a million calls; the next call takes a new
    /// one, and numbers still grow.
    @Test func aCallPastItsEpochsRoomTakesANewEpoch() {
        let counter = CallSequence.makeCounter(startingAt: 1)
        let start = CallSequence.number(after: 0, counter)
        let lastInEpoch = start | ((1 << CallSequence.callBits) - 1)
        let next = CallSequence.number(after: lastInEpoch, counter)

        #expect(next > lastInEpoch)
        #expect(epoch(next) == epoch(start) + 1)
        #expect(CallSequence.current(counter) == epoch(next))
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
