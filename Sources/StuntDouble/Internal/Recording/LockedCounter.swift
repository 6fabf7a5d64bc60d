@usableFromInline
final class LockedCounter: Sendable {
    @usableFromInline let value = Locked<UInt64>(0)

    @usableFromInline
    func next() -> UInt64 {
        value.withLock { value in
            value &+= 1
            return value
        }
    }
}
