import Foundation
import Testing

@testable import StuntDouble

/// `Locked` is the one owner of state behind a lock: what it guards is
/// reached through `withLock` alone, apart from the call path's fast path.
@Suite struct LockedStateTests {
    @Test func tasksUpdatingLockedStateAtOnceLoseNoUpdate() async {
        let counter = LockedCounterProbe()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.count.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.count.withLock { $0 } == 80_000)
    }

    @Test func lockedStateIsReleasedWithItsOwner() {
        weak var released: ReleaseProbe?
        do {
            let locked = Locked(ReleaseProbe())
            locked.withLock { released = $0 }
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    /// A registry keeps its first member's record in room after its state,
    /// in the same allocation: the room follows the state without overlap.
    @Test func roomAfterTheStateIsApartFromIt() {
        let lock = Lock()
        let locked = Locked(sharing: .passUnretained(lock), keptBy: lock, withRoomFor: (Int, Int).self) { room in
            room.initialize(to: (7, 8))
            return room
        }
        let room = locked.withLock { $0 }
        let stateEnd = UnsafeRawPointer(locked.state) + MemoryLayout<UnsafeMutablePointer<(Int, Int)>>.stride
        #expect(UnsafeRawPointer(room) >= stateEnd)
        #expect(room.pointee.0 == 7 && room.pointee.1 == 8)
        room.deinitialize(count: 1)
    }

    #if DEBUG
        /// The registries of a table shard share its lock: a call finds its
        /// registry and does its work under one lock.
        @Test func valuesMadeToShareALockHoldItTogether() {
            let lock = Lock()
            let first = Locked(0, sharing: lock)
            let second = Locked(0, sharing: lock)
            let heldBySecond = first.withLock { _ in second.lock.takeUnretainedValue().isHeldByCurrentThread }
            #expect(heldBySecond)
            #expect(!second.lock.takeUnretainedValue().isHeldByCurrentThread)
        }
    #endif

    /// State keeps the lock it is given to keep, and holds a lock that
    /// lives as long as the process (a table shard's) without retaining
    /// it: each registry of the table would otherwise retain and release
    /// its shard's lock, a word every double shares.
    @Test func stateKeepsItsLockOnlyWhenGivenItToKeep() {
        weak var kept: Lock?
        weak var notKept: Lock?
        var lockOfKeeper: Lock? = Lock()
        var lockOfOther: Lock? = Lock()
        kept = lockOfKeeper
        notKept = lockOfOther
        let keeper = Locked(
            sharing: .passUnretained(lockOfKeeper!), keptBy: lockOfKeeper, withRoomFor: Int.self
        ) { _ in 0 }
        let other = Locked(sharing: .passUnretained(lockOfOther!), keptBy: nil, withRoomFor: Int.self) { _ in 0 }
        lockOfKeeper = nil
        lockOfOther = nil
        #expect(kept != nil)
        #expect(notKept == nil)
        #expect(keeper.withLock { $0 } == 0)
        withExtendedLifetime(other) {}
    }

    /// Locked state is reached only through `withLock`: the lock is taken
    /// by hand only by the call path's fast path, in `CallPath.swift`, and
    /// no other type pairs a lock with state of its own.
    @Test func onlyTheCallPathTakesALockByHand() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StuntDouble")
        let allowed: Set = [
            "Lock.swift", "LockWord+Darwin.swift", "LockWord+Linux.swift", "Locked.swift", "CallPath.swift",
        ]
        var offenders: [String] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !allowed.contains(file.lastPathComponent) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let byHand = ["lock()", "unlock()", "assumingLocked", "@unchecked Sendable"]
            if text.contains("Lock()"), let pattern = byHand.first(where: text.contains) {
                offenders.append("\(file.lastPathComponent): \(pattern)")
            } else if text.contains("lock.lock()") || text.contains("assumingLocked") {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(offenders == [])
    }
}

private final class LockedCounterProbe: Sendable {
    let count = Locked(0)
}

private final class ReleaseProbe {}
