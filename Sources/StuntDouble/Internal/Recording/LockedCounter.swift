@usableFromInline
final class LockedCounter: Sendable {
    @usableFromInline let value: Locked<UInt64>

    init(_ start: UInt64) {
        value = Locked(start)
    }

    @usableFromInline
    func next() -> UInt64 {
        value.withLock { value in
            value &+= 1
            return value
        }
    }

    /// `CallSequence.number(after:_:)` under one lock: reading the
    /// counter and then adding to it would take it twice.
    @usableFromInline
    func number(after last: UInt64) -> UInt64 {
        value.withLock { value in
            CallSequence.number(after: last, current: value) {
                value &+= 1
                return value
            }
        }
    }
}
