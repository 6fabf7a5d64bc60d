import Synchronization

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class AtomicCounter: Sendable {
    @usableFromInline let value: Atomic<UInt64>

    init(_ start: UInt64) {
        value = Atomic(start)
    }

    @inlinable
    func next() -> UInt64 {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// A relaxed load: a value stored by an add that happened before it,
    /// or a later one.
    @inlinable
    func current() -> UInt64 {
        value.load(ordering: .relaxed)
    }
}
