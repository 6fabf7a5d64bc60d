/// Hands out scope IDs.
final class IDSource: Sendable {
    static let shared = IDSource()
    private let last = Locked<UInt64>(0)

    func next() -> VerificationScope.ID {
        last.withLock { last in
            last += 1
            return VerificationScope.ID(value: last)
        }
    }
}
