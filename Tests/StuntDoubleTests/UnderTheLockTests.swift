import Foundation
import Testing

@testable import StuntDouble

/// What must never happen under a registry's lock, and what stops it: a
/// deinit run by a sweep, a re-entry of the lock, a registry freed before
/// the call that holds it is done, and the bound on what `resetStub()`
/// keeps for calls that may still be running.
struct UnderTheLockTests {
    // MARK: Sweeps load owners outside the lock

    // A sweep asks every entry's weak reference whether its owner is
    // gone, on every platform. These tests make entries that are checked
    // on every lookup too, as on Apple platforms.

    /// A sweep loads each live owner's weak reference, which makes a
    /// strong one. When the owner's last other reference goes while the
    /// sweep looks at it, the sweep's is the last: released under the
    /// shard's lock, it ran the owner's deinit there, and a deinit calling
    /// a double of the same shard spun forever. The sweep now loads owners
    /// outside the lock.
    @Test func aDoubleFreedWhileASweepLooksAtItRunsItsDeinitAfterTheLock() throws {
        let (neighbour, holder, others) = try #require(deinitCallerSharingAShard())
        defer { withExtendedLifetime(others) {} }

        try withinDeadline {
            RegistryTable.sweepNow { owner in
                // Under the lock: drop the test's reference, so that the
                // sweep holds the last one.
                guard ObjectIdentifier(owner) == holder.id else { return }
                holder.seenBySweep = true
                holder.double = nil
            }
        }

        #expect(holder.seenBySweep)
        #expect(holder.double == nil)
        // A sweep that another test's creations started may have loaded the
        // double too, and hold it until that sweep ends: its release is then
        // the last, on that test's thread. So the deinit's call is awaited.
        let deadline = ContinuousClock.now + .seconds(30)
        var noted = neighbour.receivedArguments(forCallsToFunction: "note(_:)", as: String.self)
        while noted.isEmpty, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
            noted = neighbour.receivedArguments(forCallsToFunction: "note(_:)", as: String.self)
        }
        #expect(noted == ["freed"])
    }

    /// A sweep holds the owner it looks at for an instant only: a double
    /// dropped while the sweep looks at another of its shard is gone at
    /// once. Loaded under the lock and released after it, every owner the
    /// shard's sweep had looked at outlived its last reference until the
    /// shard was done, so a test's `weak` reference to its own double
    /// could still read it, and the double's deinit ran on the sweeping
    /// thread. A sweep that another test's creations started may hold the
    /// double for an instant too: three tries, one must show it gone.
    @Test func aSweepHoldsNoOwnerItHasLookedAtAlready() throws {
        var outcomes: [PairSeenBySweep.Outcome] = []
        for _ in 0..<3 where outcomes.last != .goneAtOnce {
            let (pair, others) = PairSeenBySweep.sharingAShard()
            try withinDeadline {
                RegistryTable.sweepNow { owner in pair.sweepSees(owner) }
            }
            withExtendedLifetime(others) {}
            outcomes.append(pair.outcome)
        }
        #expect(outcomes.last == .goneAtOnce, "outcomes: \(outcomes)")
    }

    // MARK: Re-entering the lock

    #if DEBUG
        /// Taking a lock on the thread that holds it never returns: a debug
        /// build stops with a message naming the re-entry instead. The trap
        /// itself would end the test process, so this tests what decides it.
        @Test func aLockTellsTheThreadHoldingItThatTakingItAgainWouldHang() throws {
            let lock = Lock()
            #expect(lock.reentryFailure() == nil)

            lock.lock()
            let whileHeld = lock.reentryFailure()
            let fromAnotherThread = try withinDeadline { [lock] in [lock.reentryFailure()] }
            lock.unlock()

            #expect(whileHeld == Lock.reentryMessage)
            #expect(fromAnotherThread == [nil])
            #expect(lock.reentryFailure() == nil)
        }

        @Test func theReentryMessageSaysWhatHappenedAndWhoseBugItIs() {
            let message = Lock.reentryMessage
            #expect(message.hasPrefix("StuntDouble: this thread took a registry's lock that it already holds"))
            #expect(message.contains("would hang"))
            #expect(message.contains("This is a bug in StuntDouble"))
        }
    #endif

    // MARK: A registry computed anew

    /// `doubleRegistry` may be computed, and may return a new registry on
    /// each access: the call holds the one it got until it returns. Before,
    /// it released it first and then kept the returned value in it, in
    /// freed memory (AddressSanitizer: heap-use-after-free).
    @Test func aDoubleWhoseRegistryIsNewOnEachAccessCanBeCalled() async throws {
        let mock = FreshRegistryMock()

        #expect(mock.fetch(id: 1) == 0)
        #expect(try mock.load(id: 2) == 0)
        #expect(await mock.fetchAsync(id: 3) == 0)
        mock.note("nothing to keep")
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 0)
    }

    /// A closure answer that drops the last stored reference to the
    /// registry: the call's own keeps it until the value is kept.
    @Test func aRegistryDroppedByTheAnswerLivesUntilTheCallReturns() {
        let mock = HandOffRegistryMock()
        mock.given(
            "fetch(id:)",
            willAnswer: { [unowned mock] (id: Int) in
                mock.stored = nil
                return id * 2
            })

        #expect(mock.fetch(id: 21) == 42)
        #expect(mock.stored == nil)
    }

    /// The same when a matcher drops it before a given value answers.
    @Test func aRegistryDroppedByAMatcherLivesUntilTheCallReturns() {
        let mock = HandOffRegistryMock()
        mock.given(
            "fetch(id:)",
            withArgumentsThatMatch: ArgumentMatcher { [unowned mock] (id: Int) in
                mock.stored = nil
                return id > 0
            }, willReturn: 7)

        #expect(mock.fetch(id: 1) == 7)
        #expect(mock.stored == nil)
    }

    // MARK: What resetStub() keeps

    /// `resetStub()` keeps each closure answer it removes, since a call on
    /// another task may be running it: exactly one given per closure
    /// answer removed, none per given value, all released with the
    /// double. 100,000 resets with a closure answer each keep 100,000.
    @Test func resetStubKeepsOneGivenPerClosureAnswerRemovedUntilTheDoubleGoes() {
        let resets = 100_000
        weak var firstCapture: CorePart?
        do {
            let mock = CoreStoredRegistryMock()
            for index in 0..<resets {
                let part = CorePart(name: "\(index)")
                if index == 0 { firstCapture = part }
                mock.given("part(named:)", willAnswer: { (_: String) in part })
                mock.given("part(named:)", willReturn: part)
                mock.resetStub()
            }
            #expect(mock.doubleRegistry.retiredGivenCount == resets)
            #expect(firstCapture != nil)

            mock.given("part(named:)", willAnswer: { (name: String) in CorePart(name: name) })
            #expect(mock.part(named: "after").name == "after")
        }
        #expect(firstCapture == nil, "the double's retired answers outlived it")
    }
}

// MARK: - Doubles

/// A double whose `deinit` calls `neighbour`, once armed.
private final class DeinitCallsNeighbourMock: Mocking {
    var neighbour: StressMock?

    func ping() { didCallFunction() }

    deinit {
        neighbour?.note("freed")
    }
}

/// Holds the one reference to a double, for a sweep's observer to drop.
private final class DoubleHolder: @unchecked Sendable {
    var double: DeinitCallsNeighbourMock?
    let id: ObjectIdentifier
    var seenBySweep = false

    init(_ double: DeinitCallsNeighbourMock) {
        self.double = double
        self.id = ObjectIdentifier(double)
    }
}

/// Two doubles of one shard, held only here: when a sweep looks at the
/// second of them, the first is dropped, and whether it went at once is
/// the outcome.
private final class PairSeenBySweep: @unchecked Sendable {
    enum Outcome: Equatable {
        case notSeen
        case goneAtOnce
        case stillHeld
    }

    private var doubles: [ObjectIdentifier: StressMock]
    private var seenFirst: ObjectIdentifier?
    private weak var first: StressMock?
    private(set) var outcome = Outcome.notSeen

    private init(_ doubles: [StressMock]) {
        self.doubles = Dictionary(uniqueKeysWithValues: doubles.map { (ObjectIdentifier($0), $0) })
    }

    /// A pair with table entries, and the doubles made on the way, to keep
    /// alive so that no address is reused.
    static func sharingAShard() -> (PairSeenBySweep, [StressMock]) {
        let (first, second, others) = twoMocksSharingAShard()
        for double in [first, second] { _ = RegistryTable.registry(for: double, pinningAddress: false) }
        return (PairSeenBySweep([first, second]), others)
    }

    /// Called by the sweep with each live owner it looks at.
    func sweepSees(_ owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard doubles[id] != nil else { return }
        guard let seenFirst else {
            seenFirst = id
            return
        }
        guard seenFirst != id else { return }
        first = doubles[seenFirst]
        doubles[seenFirst] = nil
        outcome = first == nil ? .goneAtOnce : .stillHeld
    }
}

/// A double with a table entry in `neighbour`'s shard whose deinit calls
/// `neighbour`, held only by the returned holder; and the doubles made on
/// the way, to keep alive so that no address is reused.
private func deinitCallerSharingAShard() -> (StressMock, DoubleHolder, [AnyObject])? {
    // Shards are picked by address bits, and the two classes differ in
    // size: an allocator that aligns each size class differently (as
    // ThreadSanitizer's does) may never put one of each in a given shard.
    // So both are drawn until some shard has one of each, a bounded number
    // of times.
    var neighbours: [UnsafeMutableRawPointer: StressMock] = [:]
    var candidates: [UnsafeMutableRawPointer: DeinitCallsNeighbourMock] = [:]
    var others: [AnyObject] = []
    for _ in 0..<4096 {
        let neighbour = StressMock()
        let candidate = DeinitCallsNeighbourMock()
        others += [neighbour, candidate]
        let neighbourShard = RegistryTable.shard(for: ObjectIdentifier(neighbour)).toOpaque()
        let candidateShard = RegistryTable.shard(for: ObjectIdentifier(candidate)).toOpaque()
        if neighbours[neighbourShard] == nil { neighbours[neighbourShard] = neighbour }
        if candidates[candidateShard] == nil { candidates[candidateShard] = candidate }
        for (shard, candidate) in candidates {
            guard let neighbour = neighbours[shard] else { continue }
            _ = RegistryTable.registry(for: candidate, pinningAddress: false)
            candidate.ping()
            candidate.neighbour = neighbour
            let holder = DoubleHolder(candidate)
            others.removeAll { $0 === candidate }
            return (neighbour, holder, others)
        }
    }
    return nil
}

/// A `doubleRegistry` computed anew on each access, as the protocol allows.
private struct FreshRegistryMock: Mocking {
    var doubleRegistry: DoubleRegistry { DoubleRegistry() }

    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
    func load(id: Int) throws -> Int { try didCallThrowingFunction(withArguments: id) }
    func fetchAsync(id: Int) async -> Int { await didCallAsyncFunction(withArguments: id) }
    func note(_ text: String) { didCallFunction(withArguments: text) }
}

/// A registry that the double's own answers may drop: then each access
/// makes a new one.
private final class HandOffRegistryMock: Mocking {
    var stored: DoubleRegistry? = DoubleRegistry()
    var doubleRegistry: DoubleRegistry { stored ?? DoubleRegistry() }

    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
}
