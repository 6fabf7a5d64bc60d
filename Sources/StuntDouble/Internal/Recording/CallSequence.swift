/// The process-wide order of recorded calls, across doubles and tasks:
/// each recorded call gets a number, for `verifyInOrder`, that is greater
/// than the number of every call that happened before it.
///
/// A number is an epoch and a call within it. The counter hands out
/// epochs, each to one registry. A registry numbers its next call in its
/// own epoch while the counter still reads that epoch, that is while no
/// other registry has taken one since: so a double called many times in a
/// row reads the shared counter instead of adding to it, an atomic
/// read-modify-write that cost about a third of a property read's time
/// (measured). A call that happens after another registry's call reads
/// that registry's epoch, or a later one, and takes a new, greater one.
@usableFromInline
enum CallSequence {
    /// The counter: an atomic where the platform has one, else a locked
    /// integer (Apple platforms before the `Synchronization` module).
    /// Registries hold it, so that a call does not go through this global.
    static let counter: any AnyObject & Sendable = makeCounter(startingAt: 1)

    /// How many low bits of a number count calls within its epoch: about a
    /// million calls in a row, then a new epoch; the 44 bits left number
    /// epochs for days of calls that alternate between doubles.
    @usableFromInline static var callBits: UInt64 { 20 }

    /// A new counter from `start`: atomic where the platform allows.
    /// `counter` starts at epoch 1, so that a registry's "no call yet"
    /// (0) never reads as the current epoch.
    static func makeCounter(startingAt start: UInt64 = 0) -> any AnyObject & Sendable {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return AtomicCounter(start)
        }
        return LockedCounter(start)
    }

    /// The number of a registry's call after its call numbered `last` (0
    /// for none), taken under the registry's lock; numbers only grow.
    @inlinable @inline(__always)
    static func number(after last: UInt64, _ counter: AnyObject) -> UInt64 {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let counter = unsafeDowncast(counter, to: AtomicCounter.self)
            return number(after: last, current: counter.current(), next: counter.next)
        }
        return unsafeDowncast(counter, to: LockedCounter.self).number(after: last)
    }

    /// The number after `last` where the counter reads `current` and
    /// `next` takes a new epoch: the next call of `last`'s epoch while the
    /// counter still reads that epoch and it has room, else the first
    /// call of a new one.
    @inlinable @inline(__always)
    static func number(after last: UInt64, current: UInt64, next: () -> UInt64) -> UInt64 {
        let callMask: UInt64 = (1 << callBits) - 1
        if last & callMask != callMask, last >> callBits == current { return last &+ 1 }
        return next() << callBits
    }

    /// The counter's next value, greater than every one before: a new
    /// epoch of `counter`.
    @inlinable
    static func next(_ counter: any AnyObject & Sendable) -> UInt64 {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return unsafeDowncast(counter, to: AtomicCounter.self).next()
        }
        return unsafeDowncast(counter, to: LockedCounter.self).next()
    }
}
