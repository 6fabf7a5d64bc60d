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

/// A non-recursive lock: `os_unfair_lock` on Apple platforms; elsewhere
/// one atomic word, taken with a compare-and-swap and given back with a
/// store. The state it guards is a `Locked` value's, reached through its
/// `withLock`; only the call path's fast path (`CallPath.swift`) takes
/// the lock by hand.
///
/// No section StuntDouble guards runs user code. Most are short (a call's
/// is a few dozen instructions); some are not: a table sweep filters every
/// entry of its shard, a snapshot copies a double's call history. So a
/// waiter spins briefly, then yields its core on each try, until the
/// holder is done. A pthread mutex costs twice as much uncontended (a call
/// each way and two read-modify-writes), and `Synchronization.Mutex` about
/// 13 instructions more per section (measured on Linux): a registry takes
/// this lock on every call.
///
/// Debug builds remember the thread that holds the lock: a thread that
/// takes the lock again while it holds it stops with a message naming the
/// re-entry (release builds would spin forever), code that assumes the lock
/// is held can say so (`assertHeld()`), and an unlock by a thread that does
/// not hold it stops at once rather than corrupting state. Release builds
/// keep no such record.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
        /// 1 while held.
        @usableFromInline let word = Atomic<UInt32>(0)
    #endif
    #if DEBUG
        /// The thread holding the lock (`Lock.currentThread`), 0 when none.
        /// Read by a thread about to take the lock, so it needs atomic
        /// access: `Synchronization` where it is always available, a
        /// lock of its own on Apple platforms.
        #if canImport(Darwin)
            @usableFromInline let holderGuard: UnsafeMutablePointer<os_unfair_lock>
            @usableFromInline let holderThread: UnsafeMutablePointer<UInt>
        #else
            @usableFromInline let holderThread = Atomic<UInt>(0)
        #endif
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
            #if DEBUG
                holderGuard = .allocate(capacity: 1)
                holderGuard.initialize(to: os_unfair_lock())
                holderThread = .allocate(capacity: 1)
                holderThread.initialize(to: 0)
            #endif
        #endif
    }

    deinit {
        #if canImport(Darwin)
            primitive.deinitialize(count: 1)
            primitive.deallocate()
            #if DEBUG
                holderGuard.deinitialize(count: 1)
                holderGuard.deallocate()
                holderThread.deinitialize(count: 1)
                holderThread.deallocate()
            #endif
        #endif
    }

    @inlinable
    func lock() {
        #if DEBUG
            if let failure = reentryFailure() { fatalError(failure) }
        #endif
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
        #else
            if !tryLock() { lockAfterWaiting() }
        #endif
        #if DEBUG
            recordHolder(Lock.currentThread)
        #endif
    }

    @inlinable
    func unlock() {
        #if DEBUG
            assertHeld()
            recordHolder(0)
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
            assert(isHeldByCurrentThread, "StuntDouble: lock not held")
        #endif
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

#if DEBUG
    extension Lock {
        /// Whether the calling thread holds the lock.
        @inlinable
        var isHeldByCurrentThread: Bool { holder == Lock.currentThread }

        /// Why taking the lock now would never return: the calling thread
        /// holds it already. `nil` when it does not.
        @inlinable
        func reentryFailure() -> String? {
            isHeldByCurrentThread ? Lock.reentryMessage : nil
        }

        /// What a debug build stops with when a thread takes a lock it
        /// holds. No code of the user's runs under the lock, so a re-entry
        /// is StuntDouble's own mistake.
        @usableFromInline
        static var reentryMessage: String {
            """
            StuntDouble: this thread took a registry's lock that it already holds, which would hang \
            (the lock is not recursive). Code ran under the lock and used a double, such as a deinit \
            of an object released there. This is a bug in StuntDouble; please report it with the stack trace.
            """
        }

        /// An identifier of the calling thread, never 0.
        @inlinable
        static var currentThread: UInt {
            #if canImport(Glibc)
                UInt(pthread_self())
            #else
                UInt(bitPattern: pthread_self())
            #endif
        }

        @inlinable
        var holder: UInt {
            #if canImport(Darwin)
                os_unfair_lock_lock(holderGuard)
                defer { os_unfair_lock_unlock(holderGuard) }
                return holderThread.pointee
            #else
                holderThread.load(ordering: .relaxed)
            #endif
        }

        @inlinable
        func recordHolder(_ thread: UInt) {
            #if canImport(Darwin)
                os_unfair_lock_lock(holderGuard)
                holderThread.pointee = thread
                os_unfair_lock_unlock(holderGuard)
            #else
                holderThread.store(thread, ordering: .relaxed)
            #endif
        }
    }
#endif
