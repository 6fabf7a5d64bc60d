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

    @usableFromInline
    func current() -> UInt64 {
        value.withLock { $0 }
    }
}
