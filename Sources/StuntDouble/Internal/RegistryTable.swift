import Foundation

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
enum RegistryTable {
    @usableFromInline
    static func registry(for object: AnyObject) -> DoubleRegistry {
        shared.registry(for: object)
    }

    /// The number of registries held, for tests of the release rule.
    static var count: Int {
        shared.lock.withLock { shared.state.pointee.entries.count }
    }

    private static let shared = Table()

    private final class Entry {
        weak var owner: AnyObject?
        unowned let address: AnyObject
        let registry = DoubleRegistry()

        init(owner: AnyObject) {
            self.owner = owner
            self.address = owner
        }
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The entry found last: a test usually calls one double many times.
        var last: (id: ObjectIdentifier, registry: DoubleRegistry)?
    }

    private final class Table: @unchecked Sendable {
        let lock = Lock()
        /// Guarded by `lock`; behind a pointer to skip exclusivity checks.
        let state: UnsafeMutablePointer<State> = {
            let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
            state.initialize(to: State())
            return state
        }()

        func registry(for object: AnyObject) -> DoubleRegistry {
            let id = ObjectIdentifier(object)
            lock.lock()
            if let last = state.pointee.last, last.id == id {
                lock.unlock()
                return last.registry
            }
            if let entry = state.pointee.entries[id] {
                state.pointee.last = (id, entry.registry)
                lock.unlock()
                return entry.registry
            }
            // Freed doubles' registries may hold objects whose deinit uses a
            // double, so they are released only after the lock is given back.
            let swept = state.pointee.entries
            state.pointee.entries = swept.filter { $0.value.owner != nil }
            let entry = Entry(owner: object)
            state.pointee.entries[id] = entry
            state.pointee.last = (id, entry.registry)
            lock.unlock()
            withExtendedLifetime(swept) {}
            return entry.registry
        }
    }
}
