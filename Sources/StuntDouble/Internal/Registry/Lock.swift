#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A non-recursive mutex: `os_unfair_lock` on Apple platforms, a pthread
/// mutex elsewhere. Cheaper than `NSLock`, which wraps the same calls in a
/// class hierarchy.
///
/// Debug builds remember the thread that holds the lock, so that code which
/// assumes the lock is held can say so (`assertHeld()`), and an unlock by
/// a thread that does not hold it stops at once rather than corrupting
/// state.
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline typealias Primitive = os_unfair_lock
    #else
        @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>
    /// The thread holding the lock, in debug builds; written under it.
    @usableFromInline var holder: pthread_t?

    @usableFromInline
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
        #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
        #else
            pthread_mutex_lock(primitive)
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
            pthread_mutex_unlock(primitive)
        #endif
    }

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
