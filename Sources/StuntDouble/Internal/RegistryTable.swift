/// The registries of class doubles that store none themselves, keyed by
/// object identity.
///
/// Each entry holds its object both weakly, to tell when it is gone, and
/// unowned, which keeps the freed object's memory (not the object) from
/// being reused until the entry goes. So while an entry exists no other
/// object can have its address, and a lookup compares identities only.
/// Entries of freed objects are swept whenever a new entry is added, which
/// bounds the table by the number of live doubles.
@usableFromInline
final class RegistryTable: @unchecked Sendable {
    @usableFromInline static let shared = RegistryTable()

    @usableFromInline let lock = Lock()
    /// Guarded by `lock`; behind a pointer to skip exclusivity checks.
    @usableFromInline let state: UnsafeMutablePointer<State>

    private init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    @usableFromInline
    struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The entry found last: a test usually calls one double many
        /// times. Unowned: `entries` keeps it alive.
        @usableFromInline var lastID: ObjectIdentifier?
        @usableFromInline unowned(unsafe) var lastRegistry: DoubleRegistry?

        init() {}
    }

    final class Entry {
        weak var owner: AnyObject?
        unowned let address: AnyObject
        let registry = DoubleRegistry()

        init(owner: AnyObject) {
            self.owner = owner
            self.address = owner
        }
    }

    /// The registry of `object`, created on first use.
    @inlinable
    static func registry(for object: AnyObject) -> DoubleRegistry {
        let id = ObjectIdentifier(object)
        let table = shared
        table.lock.lock()
        if table.state.pointee.lastID == id, let registry = table.state.pointee.lastRegistry {
            table.lock.unlock()
            return registry
        }
        table.lock.unlock()
        return table.slowRegistry(for: object)
    }

    @usableFromInline
    func slowRegistry(for object: AnyObject) -> DoubleRegistry {
        let id = ObjectIdentifier(object)
        lock.lock()
        if let entry = state.pointee.entries[id] {
            remember(entry, as: id)
            lock.unlock()
            return entry.registry
        }
        // Freed doubles' registries may hold objects whose deinit uses a
        // double, so they are released only after the lock is given back.
        let swept = state.pointee.entries
        state.pointee.entries = swept.filter { $0.value.owner != nil }
        let entry = Entry(owner: object)
        state.pointee.entries[id] = entry
        remember(entry, as: id)
        lock.unlock()
        withExtendedLifetime(swept) {}
        return entry.registry
    }

    private func remember(_ entry: Entry, as id: ObjectIdentifier) {
        state.pointee.lastID = id
        state.pointee.lastRegistry = entry.registry
    }

    /// The number of registries held, for tests of the release rule.
    static var count: Int {
        shared.lock.withLock { shared.state.pointee.entries.count }
    }
}
