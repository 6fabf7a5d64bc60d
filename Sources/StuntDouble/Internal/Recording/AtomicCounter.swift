import Synchronization

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class AtomicCounter: Sendable {
    @usableFromInline let value = Atomic<UInt64>(0)

    @inlinable
    func next() -> UInt64 {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
