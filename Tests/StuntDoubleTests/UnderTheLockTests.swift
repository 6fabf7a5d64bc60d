import Foundation
import Testing

@testable import StuntDouble

/// What must never happen under a registry's lock, and what stops it: a
/// deinit run by a sweep, a re-entry of the lock, a registry freed before
/// the call that holds it is done, and the bound on what `resetStub()`
/// keeps for calls that may still be running.
struct UnderTheLockTests {
    // MARK: Sweeps release what they load after the lock

    /// A sweep loads each live owner's weak reference, which makes a
    /// strong one. When the owner's last other reference goes while the
    /// sweep looks at it, the sweep's is the last: released under the
    /// shard's lock, it ran the owner's deinit there, and a deinit calling
    /// a double of the same shard spun forever. The sweep now releases the
    /// owners it loaded after giving the lock back.
    @Test func aDoubleFreedWhileASweepLooksAtItRunsItsDeinitAfterTheLock() throws {
        let neighbour = StressMock()
        let (holder, candidates) = deinitCallerSharingAShard(with: neighbour)
        defer { withExtendedLifetime(candidates) {} }

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
        #expect(neighbour.receivedArguments(forCallsToFunction: "note(_:)", as: String.self) == ["freed"])
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

/// A double with a table entry in `neighbour`'s shard whose deinit calls
/// `neighbour`, held only by the returned holder; and the doubles made on
/// the way, to keep alive so that no address is reused.
private func deinitCallerSharingAShard(
    with neighbour: StressMock
) -> (DoubleHolder, [DeinitCallsNeighbourMock]) {
    let shard = RegistryTable.shard(for: ObjectIdentifier(neighbour)).toOpaque()
    var others: [DeinitCallsNeighbourMock] = []
    while true {
        let candidate = DeinitCallsNeighbourMock()
        guard RegistryTable.shard(for: ObjectIdentifier(candidate)).toOpaque() == shard else {
            others.append(candidate)
            continue
        }
        candidate.ping()
        candidate.neighbour = neighbour
        return (DoubleHolder(candidate), others)
    }
}
