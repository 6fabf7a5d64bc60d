#if canImport(Darwin)
    import Darwin

    /// `Lock`'s word on Apple platforms: `os_unfair_lock`, which must not
    /// move once used, so it lives behind a pointer of its own.
    @usableFromInline
    struct LockWord: ~Copyable {
        @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>

        @usableFromInline
        init() {
            primitive = .allocate(capacity: 1)
            primitive.initialize(to: os_unfair_lock())
        }

        deinit {
            primitive.deinitialize(count: 1)
            primitive.deallocate()
        }

        @inlinable @inline(__always)
        func lock() { os_unfair_lock_lock(primitive) }

        @inlinable @inline(__always)
        func unlock() { os_unfair_lock_unlock(primitive) }
    }
#endif
