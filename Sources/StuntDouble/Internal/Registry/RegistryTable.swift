#if !canImport(Darwin)
    import Synchronization
#endif

/// The registries of class doubles that store none themselves, keyed by
/// object identity.
///
/// Each entry is the registry itself. An address alone does not identify
/// an object for long: once an object is freed, a new one may get its
/// address. Every entry holds its object weakly, which tells a sweep that
/// the object is gone, and unowned, which keeps the object's memory, and so
/// its address, while the entry exists where reference counting is Swift's.
/// That is every class on platforms without Objective-C: there a lookup
/// compares addresses only. On Apple platforms a class may count in
/// Objective-C (an `NSObject` subclass stores `unowned` as a weak
/// reference), so every lookup also checks that the entry's owner is still
/// there, and an entry whose owner is gone is replaced.
///
/// A double's deinit may call the double, which then finds its registry
/// on every platform (`settle`). A weak reference tells only that a deinit
/// has begun, not that it has returned, so a sweep that finds an owner
/// gone leaves its entry until `deinitGrace` has passed (`foundGoneAt`): a
/// deinit still calling its double after that finds a new, empty registry.
/// Left for a number of sweeps instead, the entry went within microseconds
/// while parallel tests created doubles, under a deinit still calling.
///
/// Entries of freed objects are swept once three times as many doubles
/// have been created since the last sweep as were alive after it (at least
/// `minimumSweepInterval`): creation and release cost amortised O(1), and
/// the table stays within about four times the number of live doubles,
/// besides those freed within the last `deinitGrace`.
/// Each live entry a sweep looks at costs a weak load of a double long
/// gone from the cache; sweeping at twice the live doubles looked at
/// about three times as many of them (measured: `create_10k_doubles_ms`
/// 7.5-11.7 against 5.1-6.6).
///
/// The table is split into shards by address. A shard's registries share
/// the shard's lock, so a call finds its registry and does its work under
/// one lock, and never retains the registry: while the lock is held no
/// sweep can release it.
@usableFromInline
final class RegistryTable: Sendable {
    /// More shards than cores, so that parallel tests rarely share a lock.
    /// Never released, so a call borrows its shard without retaining it.
    @usableFromInline static let shards: ContiguousArray<Unmanaged<RegistryTable>> = {
        let shards = ContiguousArray((0..<16).map { _ in Unmanaged.passRetained(RegistryTable()) })
        #if !canImport(Darwin) && !STUNTDOUBLE_APPLE_FALLBACKS
            let copy = UnsafeMutablePointer<Unmanaged<RegistryTable>>.allocate(capacity: shards.count)
            copy.initialize(from: Array(shards), count: shards.count)
            shardsAddress.store(UInt(bitPattern: copy), ordering: .releasing)
        #endif
        return shards
    }()

    /// Whether an entry's unowned reference is known to keep its object's
    /// address from reuse, so that identity alone finds the entry; see the
    /// type's comment.
    #if _runtime(_ObjC)
        static let entriesPinAddresses = false
    #else
        static let entriesPinAddresses = true
    #endif

    /// How long an entry stays once a sweep has found its owner gone: a
    /// deinit that calls its double finds its registry this long.
    static let deinitGrace = Duration.seconds(1)

    /// Sweeps come at least this many creations apart.
    static let minimumSweepInterval = 16

    /// The shard's entries; its lock guards every registry of the shard.
    @usableFromInline let state = Locked(State())

    private init() {}

    @usableFromInline
    struct State {
        /// The registries by their object's address. A registry is its
        /// own entry (see `DoubleRegistry.tableOwner`): one allocation
        /// less per double than an entry object of its own (measured).
        var entries = RegistrySlots()
        /// The registry found last: a test usually calls one double many
        /// times. Unmanaged: `entries` keeps it alive.
        @usableFromInline var lastRegistry: Unmanaged<DoubleRegistry>?
        /// Its object's identity as a word, 0 for none: compared in one
        /// instruction, where an optional `ObjectIdentifier` took five on
        /// every call (measured).
        @usableFromInline var lastAddress: UInt = 0
        /// The class of the object `registry(for:)` was last asked about,
        /// as a word: that class's `doubleRegistry` is the table's, so a
        /// call from another object of it may make its entry under the
        /// lock it already holds (`lockedEntry`).
        @usableFromInline var tableClass: UInt = 0

        init() {}

        /// The registry of the live object `id` when it is the one this
        /// shard found last.
        @inlinable @inline(__always)
        func lastRegistry(ifFor id: ObjectIdentifier) -> Unmanaged<DoubleRegistry>? {
            guard lastAddress == UInt(bitPattern: id) else { return nil }
            // `remember` sets `lastRegistry` with `lastAddress` and a sweep
            // clears both, so an address that matches (an object's, never
            // 0) has its registry: unchecked, the call skips a test for `nil`.
            let registry = lastRegistry.unsafelyUnwrapped
            return registry._withUnsafeGuaranteedRef { $0.isTableEntry(of: id) } ? registry : nil
        }

        mutating func remember(_ registry: DoubleRegistry, as id: ObjectIdentifier) {
            lastAddress = UInt(bitPattern: id)
            lastRegistry = .passUnretained(registry)
        }

        /// Moves the registry held for `address` (when it is `expected`, if
        /// given) to `removed`, forgetting it if it was found last.
        mutating func removeEntry(
            at address: UInt, into removed: inout [DoubleRegistry], ifHolding expected: DoubleRegistry? = nil
        ) {
            guard let registry = entries.take(at: address, ifHolding: expected) else { return }
            removed.append(registry)
            if address == lastAddress { forgetLastRegistry() }
        }

        /// Forgets the registry found last, whose entry is gone.
        private mutating func forgetLastRegistry() {
            lastAddress = 0
            lastRegistry = nil
        }
    }

    /// The shard that holds `id`'s registry. Objects are at least 16-byte
    /// aligned, so the low four bits carry nothing.
    @inlinable @inline(__always)
    static func shard(for id: ObjectIdentifier) -> Unmanaged<RegistryTable> {
        let index = Int((UInt(bitPattern: id) &>> 4) & 15)
        #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
            return shards[index]
        #else
            // Off Apple platforms every access to a lazy global calls
            // `swift_once` (16 instructions a call, measured); an atomic
            // word, initialised statically, holds the shards' address once
            // they exist.
            let base = shardsAddress.load(ordering: .acquiring)
            guard base != 0 else { return shards[index] }
            return UnsafePointer<Unmanaged<RegistryTable>>(bitPattern: base).unsafelyUnwrapped[index]
        #endif
    }

    #if !canImport(Darwin) && !STUNTDOUBLE_APPLE_FALLBACKS
        /// The address of a copy of `shards`' elements, never freed: 0
        /// until `shards` is first initialised (see `shard(for:)`).
        @usableFromInline static let shardsAddress = Atomic<UInt>(0)
    #endif

    /// The registry of `object`, created on first use.
    @usableFromInline
    static func registry(for object: AnyObject) -> DoubleRegistry {
        registry(for: object, pinningAddress: entriesPinAddresses)
    }

    /// The registry of `object`; a new entry is found by identity alone
    /// when `pinningAddress`, else by checking its owner on every lookup
    /// as on Apple platforms (tests exercise that kind on Linux, with no
    /// address kept, as for an Objective-C object).
    static func registry(for object: AnyObject, pinningAddress: Bool) -> DoubleRegistry {
        let id = ObjectIdentifier(object)
        // The shard unretained: shards live as long as the process, and a
        // retain and release of one that every double shares is two atomic
        // operations on a shared word (measured).
        let (registry, replaced, isNew) = shard(for: id)._withUnsafeGuaranteedRef { shard in
            let lock = shard.state.lock
            return shard.state.withLock { state in
                // Through the entry's slot in place: one probe for the lookup
                // and the insertion (measured: about 150 instructions a double).
                let found = state.entries.withRegistry(at: UInt(bitPattern: id)) { slot in
                    settle(&slot, of: object, id, sharing: lock, pinningAddress: pinningAddress)
                }
                state.remember(found.registry, as: id)
                state.tableClass = UInt(bitPattern: ObjectIdentifier(type(of: object)))
                return found
            }
        }
        // Freed doubles' registries may hold objects whose deinit uses a
        // double, so they are released only after every lock is given back.
        withExtendedLifetime(replaced) {}
        if isNew { Sweeping.didCreateEntry() }
        return registry
    }

    /// The registry in `slot`, `object`'s entry, when it is the live
    /// object's, or the object is in its deinit; else a new one put there,
    /// and the one it replaced.
    private static func settle(
        _ slot: inout DoubleRegistry?, of object: AnyObject, _ id: ObjectIdentifier, sharing lock: Unmanaged<Lock>,
        pinningAddress: Bool
    ) -> (registry: DoubleRegistry, replaced: DoubleRegistry?, isNew: Bool) {
        if let existing = slot {
            if existing.isTableEntry(of: id) { return (existing, nil, false) }
            // The entry's owner is gone, or deiniting. Its unowned reference
            // keeps its memory: no other object has the address until the
            // entry goes. So an object there that is itself deiniting (a
            // weak reference to it reads `nil`) is the entry's, calling from
            // its deinit, and keeps its registry, as where identity alone
            // finds the entry.
            // Where counting is Objective-C's, forming a weak reference to
            // a deallocating object stops the process, as forming the new
            // entry's would: such a double calling itself from its deinit
            // must store its registry (Guides/Architecture.md).
            if isDeiniting(object) { return (existing, nil, false) }
        }
        // A shard's lock lives as long as the process: no owner keeps it.
        let registry = DoubleRegistry(sharing: lock, keptBy: nil, owner: object, pinningAddress: pinningAddress)
        let replaced = slot
        slot = registry
        return (registry, replaced, true)
    }

    /// Whether `object`'s deinit has begun: a weak reference to it reads
    /// `nil` from then on.
    private static func isDeiniting(_ object: AnyObject) -> Bool {
        #if compiler(>=6.2)
            weak let probe = object
        #else
            weak var probe = object
        #endif
        return probe == nil
    }

    /// Sweeps every shard; returns how many entries stayed and how many
    /// were looked at.
    ///
    /// The removed registries are released last, in address order. A
    /// released double's state has long gone cold, and freeing it touches
    /// about ten allocations: in the order of the table's slots, which
    /// hashing scatters, nearly each was a cache miss (about 700 ns a
    /// double, measured); in address order, close to the order they were
    /// allocated in, the processor fetches ahead (about 300 ns, sort
    /// included).
    private static func sweepEveryShard(
        observingLiveOwner observer: ((AnyObject) -> Void)? = nil
    ) -> (live: Int, visited: Int) {
        let now = ContinuousClock.now
        var removed: [DoubleRegistry] = []
        var live = 0
        var visited = 0
        for shard in shards {
            let swept = shard.takeUnretainedValue().sweep(
                at: now, removingInto: &removed, observingLiveOwner: observer)
            live += swept.live
            visited += swept.visited
        }
        // The array holds the last references: the registries are freed
        // as it empties, in its order.
        AddressOrder.sort(&removed)
        removed = []
        return (live, visited)
    }

    /// Removes the entries of freed objects, appending their registries to
    /// `removed` for the caller to release; returns how many entries' owners
    /// were alive and how many entries were looked at. `observingLiveOwner` sees each
    /// live owner while the sweep holds it, for tests that drop the owner's
    /// last other reference then.
    ///
    /// Whether an owner is gone is asked of its weak reference, and loading
    /// one makes a strong reference: to any other thread the owner is alive
    /// until it is released. So owners are loaded outside the lock, one at
    /// a time, each released at once. Loaded under the lock and released
    /// after it, a double that a test dropped meanwhile outlived its last
    /// reference by the shard's whole sweep: the test's `weak` reference to
    /// it still read it (12 times in 200,000 drops beside a thread
    /// sweeping, measured), and its deinit ran on the sweeping thread. A
    /// release that is the last runs the deinit here, the user's code,
    /// outside every lock.
    ///
    /// An owner found gone may still be in its deinit, calling its double
    /// with the registry: its entry goes at a sweep `deinitGrace` later
    /// (see the type's comment).
    ///
    /// Removes in place rather than rebuilding the table: a rebuild
    /// placed every live entry again, and shrank the storage that the
    /// creations until the next sweep then grew back (measured).
    private func sweep(
        at now: ContinuousClock.Instant, removingInto removed: inout [DoubleRegistry],
        observingLiveOwner observer: ((AnyObject) -> Void)? = nil
    ) -> (live: Int, visited: Int) {
        // Retained: outside the lock another sweep may remove and release
        // any of them.
        let (visited, entries) = state.withLock { state in
            var entries: [(address: UInt, registry: DoubleRegistry)] = []
            entries.reserveCapacity(state.entries.count)
            state.entries.forEachEntry { address, registry in
                entries.append((address, registry.takeUnretainedValue()))
            }
            return (entries.count, entries)
        }
        var gone: [(address: UInt, registry: DoubleRegistry)] = []
        for entry in entries {
            guard let owner = entry.registry.tableOwner else {
                gone.append(entry)
                continue
            }
            observer?(owner)
        }
        guard !gone.isEmpty else { return (visited, visited) }
        state.withLock { state in
            removed.reserveCapacity(removed.count + gone.count)
            for (address, registry) in gone {
                // Left a while for a deinit that may still call.
                guard let foundGoneAt = registry.foundGoneAt else {
                    registry.foundGoneAt = now
                    continue
                }
                guard now - foundGoneAt >= Self.deinitGrace else { continue }
                // Only the entry looked at: where an address may be reused
                // (see the type's comment), a new object's may be there now.
                state.removeEntry(at: address, into: &removed, ifHolding: registry)
            }
            state.entries.shrinkIfSparse()
        }
        return (visited - gone.count, visited)
    }

    /// When to sweep: counted across shards under a lock of its own, taken
    /// only when an entry is created.
    enum Sweeping {
        private struct Counts {
            var createdSinceSweep = 0
            var liveAfterSweep = 0
            var entriesVisited = 0
            var entriesCreated = 0

            /// Whether one more entry makes a sweep due (see the type's comment).
            var nextEntryMakesSweepDue: Bool {
                createdSinceSweep + 1 >= max(minimumSweepInterval, 3 &* liveAfterSweep)
            }

            mutating func countEntry() {
                createdSinceSweep += 1
                entriesCreated += 1
            }
        }

        private static let counts = Locked(Counts())

        /// How many entries sweeps have looked at so far, for tests that
        /// creating doubles costs amortised O(1).
        static var entriesVisitedSoFar: Int { counts.withLock { $0.entriesVisited } }

        /// How many entries have been counted for sweeps so far, for tests
        /// that every entry made is.
        static var entriesCreatedSoFar: Int { counts.withLock { $0.entriesCreated } }

        /// Counts a new entry, unless it would make a sweep due: `false`
        /// then, and nothing counted, for `didCreateEntry()` to count it.
        static func countEntryUnlessSweepIsDue() -> Bool {
            counts.withLock { counts in
                guard !counts.nextEntryMakesSweepDue else { return false }
                counts.countEntry()
                return true
            }
        }

        static func didCreateEntry() {
            let isDue = counts.withLock { counts in
                let isDue = counts.nextEntryMakesSweepDue
                counts.countEntry()
                guard isDue else { return false }
                counts.createdSinceSweep = 0
                return true
            }
            guard isDue else { return }
            let (live, visited) = sweepEveryShard()
            counts.withLock { counts in
                counts.liveAfterSweep = live
                counts.entriesVisited += visited
            }
        }
    }

    /// Sweeps every shard now, for tests of the release rule;
    /// `observingLiveOwner` sees each live owner that an entry holds weakly
    /// while the sweep holds it, outside the shard's lock.
    static func sweepNow(observingLiveOwner observer: ((AnyObject) -> Void)? = nil) {
        _ = sweepEveryShard(observingLiveOwner: observer)
    }

    /// Whether the table holds a registry for `object`, for tests.
    static func holdsRegistry(for object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        let shard = shard(for: id).takeUnretainedValue()
        return shard.state.withLock { $0.entries.registry(at: UInt(bitPattern: id))?.isTableEntry(of: id) ?? false }
    }

    /// The number of registries held, for tests of the release rule.
    static var count: Int {
        shards.map { $0.takeUnretainedValue() }.reduce(0) { count, shard in
            count + shard.state.withLock { $0.entries.count }
        }
    }
}

extension DoubleRegistry {
    /// Whether this registry is the table's entry for the live object
    /// `id`: a pinning entry is found by identity alone.
    @inlinable @inline(__always)
    func isTableEntry(of id: ObjectIdentifier) -> Bool {
        if pinsAddress { return true }
        return tableOwner.map(ObjectIdentifier.init) == id
    }
}
