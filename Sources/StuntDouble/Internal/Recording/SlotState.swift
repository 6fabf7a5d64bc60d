import Synchronization

/// An entry's state: empty (reserved, its call not back yet), filled, or
/// forgotten (its value released). Atomic where the platform has
/// `Synchronization`: a call fills its entry without the registry's lock,
/// and readers, under the lock, see the value once they see `filled`.
/// Elsewhere every access is under the lock.
@usableFromInline
enum SlotState {
    @usableFromInline static let empty: UInt8 = 0
    @usableFromInline static let filled: UInt8 = 1
    @usableFromInline static let forgotten: UInt8 = 2

    /// Whether a call may fill its entry without the lock.
    @inlinable static var isLockFree: Bool {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
    }

    @usableFromInline
    static func initialize(_ states: UnsafeMutableRawPointer, count: Int) {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let atomics = states.bindMemory(to: Atomic<UInt8>.self, capacity: count)
            for index in 0..<count { (atomics + index).initialize(to: Atomic(empty)) }
        } else {
            states.initializeMemory(as: UInt8.self, repeating: empty, count: count)
        }
    }

    @inlinable
    static func store(_ state: UInt8, _ pointer: UnsafeMutableRawPointer) {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            pointer.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.store(state, ordering: .releasing)
        } else {
            pointer.assumingMemoryBound(to: UInt8.self).pointee = state
        }
    }

    @inlinable
    static func load(_ pointer: UnsafeMutableRawPointer) -> UInt8 {
        if !AppleFallbacks.areForced, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return pointer.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.load(ordering: .acquiring)
        }
        return pointer.assumingMemoryBound(to: UInt8.self).pointee
    }
}
