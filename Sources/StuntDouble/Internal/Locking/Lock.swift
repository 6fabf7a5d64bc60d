#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A non-recursive lock: `os_unfair_lock` on Apple platforms, one atomic
/// word elsewhere (`LockWord+Darwin.swift`, `LockWord+Linux.swift`: the one
/// difference the platforms force). The state it guards is a `Locked`
/// value's, reached through its `withLock`; only the call path's fast path
/// (`CallPath.swift`) takes the lock by hand.
///
/// No section StuntDouble guards runs user code. Most are short (a call's
/// is a few dozen instructions); some are not: a table sweep filters every
/// entry of its shard, a snapshot copies a double's call history. So a
/// waiter spins briefly, then yields its core on each try, until the
/// holder is done. A registry takes this lock on every call.
///
/// Debug builds remember the thread that holds the lock: a thread that
/// takes the lock again while it holds it stops with a message naming the
/// re-entry (release builds would spin forever), code that assumes the lock
/// is held can say so (`assertHeld()`), and an unlock by a thread that does
/// not hold it stops at once rather than corrupting state. Release builds
/// keep no such record.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let word = LockWord()
    #if DEBUG
        /// The thread holding the lock (`Lock.currentThread`), 0 when none,
        /// read by a thread about to take the lock: guarded by a word of
        /// its own.
        @usableFromInline let holderGuard = LockWord()
        @usableFromInline let holderThread: UnsafeMutablePointer<UInt>
    #endif

    @usableFromInline
    init() {
        #if DEBUG
            holderThread = .allocate(capacity: 1)
            holderThread.initialize(to: 0)
        #endif
    }

    #if DEBUG
        deinit {
            holderThread.deinitialize(count: 1)
            holderThread.deallocate()
        }
    #endif

    @inlinable
    func lock() {
        #if DEBUG
            if let failure = reentryFailure() { fatalError(failure) }
        #endif
        word.lock()
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
        word.unlock()
    }

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
            holderGuard.lock()
            defer { holderGuard.unlock() }
            return holderThread.pointee
        }

        @inlinable
        func recordHolder(_ thread: UInt) {
            holderGuard.lock()
            holderThread.pointee = thread
            holderGuard.unlock()
        }
    }
#endif
