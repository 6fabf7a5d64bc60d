#if !canImport(Darwin)
    import Synchronization
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// `Lock`'s word off Apple platforms: one atomic word, taken with a
    /// compare-and-swap and given back with a store. A pthread mutex costs
    /// twice as much uncontended (a call each way and two
    /// read-modify-writes), and `Synchronization.Mutex` about 13
    /// instructions more per section (measured).
    @usableFromInline
    struct LockWord: ~Copyable {
        /// 1 while held.
        @usableFromInline let word = Atomic<UInt32>(0)

        @usableFromInline
        init() {}

        @inlinable @inline(__always)
        func lock() {
            if !tryLock() { lockAfterWaiting() }
        }

        @inlinable @inline(__always)
        func unlock() { word.store(0, ordering: .releasing) }

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
    }
#endif
