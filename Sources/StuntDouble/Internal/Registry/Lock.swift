#if canImport(Darwin)
    import Darwin
#else
    import Synchronization
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
#endif

/// A non-recursive lock for short critical sections: `os_unfair_lock` on
/// Apple platforms; elsewhere one atomic word, taken with a
/// compare-and-swap and given back with a store.
///
/// Every section StuntDouble guards is a few dozen instructions with no
/// user code in it, so a waiter spins briefly, then yields its core. A
/// pthread mutex costs twice as much uncontended (a call each way and two
/// read-modify-writes): a registry takes this lock on every call.
///
/// Debug builds remember the thread that holds the lock, so that code which
/// assumes the lock is held can say so (`assertHeld()`), and an unlock by
/// a thread that does not hold it stops at once rather than corrupting
/// state.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
        /// 1 while held.
        @usableFromInline let word = Atomic<UInt32>(0)
    #endif
    /// The thread holding the lock, in debug builds; written under it.
    @usableFromInline var holder: pthread_t?

    @usableFromInline
    init() {
        #if canImport(Darwin)
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
        #endif
    }

    deinit {
        #if canImport(Darwin)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        #endif
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
        #else
            if !tryLock() { lockAfterWaiting() }
        #endif
        #if DEBUG
            holder = pthread_self()
        #endif
    }

    @inlinable
    func unlock() {
        #if DEBUG
            assertHeld()
            holder = nil
        #endif
        #if canImport(Darwin)
            os_unfair_lock_unlock(primitive)
        #else
            word.store(0, ordering: .releasing)
        #endif
    }

    #if !canImport(Darwin)
        @inlinable
        func tryLock() -> Bool {
            word.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed)
                .exchanged
        }

        /// Spins while the holder is likely still running, then yields the
        /// core to it on each try.
        @usableFromInline @inline(never)
        func lockAfterWaiting() {
            var tries = 0
            while word.load(ordering: .relaxed) != 0 || !tryLock() {
                tries += 1
                if tries > 100 { sched_yield() }
            }
        }
    #endif

    /// Stops a debug build when the calling thread does not hold the lock.
    @inlinable
    func assertHeld() {
        #if DEBUG
            assert(holder.map { pthread_equal($0, pthread_self()) != 0 } ?? false, "StuntDouble: lock not held")
        #endif
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
