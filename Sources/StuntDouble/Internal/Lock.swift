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
@usableFromInline
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline typealias Primitive = os_unfair_lock
    #else
        @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline let primitive: UnsafeMutablePointer<Primitive>

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
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(primitive)
        #else
            pthread_mutex_unlock(primitive)
        #endif
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
