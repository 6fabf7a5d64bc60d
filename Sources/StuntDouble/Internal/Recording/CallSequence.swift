/// The process-wide order of recorded calls, across doubles and tasks:
/// each recorded call takes the next number, for `verifyInOrder`.
@usableFromInline
enum CallSequence {
    /// The counter: an atomic where the platform has one, else a locked
    /// integer (Apple platforms before the `Synchronization` module).
    /// Registries hold it, so that a call does not go through this global.
    static let counter: any AnyObject & Sendable = makeCounter()

    /// A new counter from 0: atomic where the platform allows.
    static func makeCounter() -> any AnyObject & Sendable {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return AtomicCounter() }
        return LockedCounter()
    }

    /// The next number of `counter`; numbers only grow.
    @inlinable
    static func next(_ counter: any AnyObject & Sendable) -> UInt64 {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return unsafeDowncast(counter, to: AtomicCounter.self).next()
        }
        return unsafeDowncast(counter, to: LockedCounter.self).next()
    }
}
