import Foundation

/// The registries of class doubles that store none themselves, keyed by
/// object identity.
///
/// An entry holds its object weakly. An identifier matches only while the
/// entry's object is alive, so a new object at a freed object's address
/// gets a new registry. Entries of freed objects are swept whenever a new
/// entry is added, which bounds the table by the number of live doubles.
@usableFromInline
enum RegistryTable {
    final class Entry {
        weak var owner: AnyObject?
        let registry: DoubleRegistry

        init(owner: AnyObject) {
            self.owner = owner
            self.registry = DoubleRegistry()
        }
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    @usableFromInline
    static func registry(for object: AnyObject) -> DoubleRegistry {
        let id = ObjectIdentifier(object)
        lock.lock()
        if let entry = entries[id], entry.owner === object {
            lock.unlock()
            return entry.registry
        }
        // Freed doubles' registries may hold objects whose deinit uses a
        // double, so they are released only after the lock is given back.
        let swept = entries
        entries = entries.filter { $0.value.owner != nil }
        let entry = Entry(owner: object)
        entries[id] = entry
        lock.unlock()
        withExtendedLifetime(swept) {}
        return entry.registry
    }

    /// The number of registries held, for tests of the release rule.
    static var count: Int {
        lock.withLock { entries.count }
    }
}
