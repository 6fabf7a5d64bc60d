/// Text worked out the first time it is read, then kept.
///
/// A matcher's description is needed only by a failure message, and
/// working it out can cost a great deal (dumping a dictionary of a million
/// entries) or run user code (a value's `description`). Creating a matcher
/// in a passing test should do neither, so the description waits here until
/// a message asks for it.
///
/// Safe to read from any thread: messages about one double may be built by
/// several tasks at once. The text is made outside the lock, so that making
/// it may read other lazy texts; when two threads race, both make the same
/// text and the first one kept wins.
final class LazyText: @unchecked Sendable {
    /// One lock for every lazy text: each is read once or twice, in
    /// failure messages only, so contention is no concern, and a matcher
    /// need not allocate a lock of its own.
    private static let lock = Lock()

    /// Guarded by `lock`; released once the text is made.
    private var make: (() -> String)?
    /// Guarded by `lock`.
    private var text: String?

    init(_ make: @escaping () -> String) {
        self.make = make
    }

    var value: String {
        let (kept, make) = Self.lock.withLock { (self.text, self.make) }
        if let kept { return kept }
        guard let make else { preconditionFailure("a lazy text has neither its text nor a way to make it") }
        let made = make()
        return Self.lock.withLock {
            if let kept = self.text { return kept }
            self.text = made
            self.make = nil
            return made
        }
    }
}
