import Synchronization

/// The process-wide order of recorded calls, across doubles and tasks:
/// each recorded call takes the next number, for `verifyInOrder`.
@usableFromInline
enum CallSequence {
    /// The counter: an atomic where the platform has one, else a locked
    /// integer (Apple platforms before the `Synchronization` module).
    @usableFromInline static let storage: any AnyObject & Sendable = {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return AtomicCounter() }
        return LockedCounter()
    }()

    /// The next number; numbers only grow.
    @inlinable
    static func next() -> UInt64 {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return unsafeDowncast(storage, to: AtomicCounter.self).next()
        }
        return unsafeDowncast(storage, to: LockedCounter.self).next()
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class AtomicCounter: Sendable {
    @usableFromInline let value = Atomic<UInt64>(0)

    @usableFromInline init() {}

    @inlinable
    func next() -> UInt64 {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

@usableFromInline
final class LockedCounter: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var value: UInt64 = 0

    @usableFromInline init() {}

    @usableFromInline
    func next() -> UInt64 {
        lock.withLock {
            value &+= 1
            return value
        }
    }
}
