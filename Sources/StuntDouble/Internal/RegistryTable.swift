/// The registries of class doubles that store none themselves, keyed by
/// object identity.
///
/// Each entry holds its object both weakly, to tell when it is gone, and
/// unowned, which keeps the freed object's memory (not the object) from
/// being reused until the entry goes. So while an entry exists no other
/// object can have its address, and a lookup compares identities only.
/// Entries of freed objects are swept whenever a new entry is added, which
/// bounds the table by the number of live doubles.
///
/// The table is split into shards by address. A shard's registries share
/// the shard's lock, so a call finds its registry and does its work under
/// one lock, and never retains the registry: while the lock is held no
/// sweep can release it.
@usableFromInline
final class RegistryTable: @unchecked Sendable {
    /// More shards than cores, so that parallel tests rarely share a lock.
    /// Never released, so a call borrows its shard without retaining it.
    @usableFromInline static let shards: ContiguousArray<Unmanaged<RegistryTable>> = ContiguousArray(
        (0..<16).map { _ in .passRetained(RegistryTable()) })

    /// Guards `state` and every registry of this shard.
    @usableFromInline let lock = Lock()
    /// Behind a pointer to skip exclusivity checks.
    @usableFromInline let state: UnsafeMutablePointer<State>

    private init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    @usableFromInline
    struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The entry found last: a test usually calls one double many
        /// times. Unmanaged: `entries` keeps it alive.
        @usableFromInline var lastID: ObjectIdentifier?
        @usableFromInline var lastRegistry: Unmanaged<DoubleRegistry>?

        init() {}
    }

    final class Entry {
        weak var owner: AnyObject?
        unowned let address: AnyObject
        let registry: DoubleRegistry

        init(owner: AnyObject, lock: Lock) {
            self.owner = owner
            self.address = owner
            self.registry = DoubleRegistry(sharing: lock)
        }
    }

    /// The shard that holds `id`'s registry. Objects are at least 16-byte
    /// aligned, so the low four bits carry nothing.
    @inlinable
    static func shard(for id: ObjectIdentifier) -> Unmanaged<RegistryTable> {
        shards[Int((UInt(bitPattern: id) &>> 4) & 15)]
    }

    /// The registry of the object `id` with its lock held, when it is the
    /// one its shard found last; `nil`, with no lock held, otherwise. The
    /// caller unlocks the registry's lock, which is the shard's, and does
    /// not need to retain the registry while it holds the lock.
    @inlinable
    static func lockedRegistry(of id: ObjectIdentifier) -> Unmanaged<DoubleRegistry>? {
        shard(for: id)._withUnsafeGuaranteedRef { shard in
            shard.lock.lock()
            if shard.state.pointee.lastID == id, let registry = shard.state.pointee.lastRegistry { return registry }
            shard.lock.unlock()
            return nil
        }
    }

    /// The registry of `object`, created on first use.
    @usableFromInline
    static func registry(for object: AnyObject) -> DoubleRegistry {
        let id = ObjectIdentifier(object)
        let shard = shard(for: id).takeUnretainedValue()
        shard.lock.lock()
        if let entry = shard.state.pointee.entries[id] {
            shard.remember(entry, as: id)
            shard.lock.unlock()
            return entry.registry
        }
        shard.lock.unlock()

        // Freed doubles' registries may hold objects whose deinit uses a
        // double, so they are released only after every lock is given back.
        let swept = shards.map { $0.takeUnretainedValue().sweep() }
        shard.lock.lock()
        let entry = shard.state.pointee.entries[id] ?? Entry(owner: object, lock: shard.lock)
        shard.state.pointee.entries[id] = entry
        shard.remember(entry, as: id)
        shard.lock.unlock()
        withExtendedLifetime(swept) {}
        return entry.registry
    }

    private func remember(_ entry: Entry, as id: ObjectIdentifier) {
        state.pointee.lastID = id
        state.pointee.lastRegistry = .passUnretained(entry.registry)
    }

    /// Removes the entries of freed objects and returns them, for the
    /// caller to release outside the lock.
    private func sweep() -> [ObjectIdentifier: Entry] {
        lock.withLock {
            let all = state.pointee.entries
            state.pointee.entries = all.filter { $0.value.owner != nil }
            if let lastID = state.pointee.lastID, state.pointee.entries[lastID] == nil {
                state.pointee.lastID = nil
                state.pointee.lastRegistry = nil
            }
            return all
        }
    }

    /// Whether the table holds a registry for `object`, for tests.
    static func holdsRegistry(for object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        let shard = shard(for: id).takeUnretainedValue()
        return shard.lock.withLock { shard.state.pointee.entries[id] != nil }
    }

    /// The number of registries held, for tests of the release rule.
    static var count: Int {
        shards.map { $0.takeUnretainedValue() }.reduce(0) { count, shard in
            count + shard.lock.withLock { shard.state.pointee.entries.count }
        }
    }
}
