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
final class LazyText: Sendable {
    /// One lock for every lazy text: each is read once or twice, in
    /// failure messages only, so contention is no concern, and a matcher
    /// need not allocate a lock of its own.
    private static let lock = Lock()

    private struct State {
        /// Released once the text is made.
        var make: (() -> String)?
        var text: String?
    }

    private let state: Locked<State>

    init(_ make: @escaping () -> String) {
        state = Locked(State(make: make), sharing: Self.lock)
    }

    var value: String {
        let (kept, make) = state.withLock { ($0.text, $0.make) }
        if let kept { return kept }
        guard let make else { preconditionFailure("a lazy text has neither its text nor a way to make it") }
        let made = make()
        return state.withLock { state in
            if let kept = state.text { return kept }
            state.text = made
            state.make = nil
            return made
        }
    }
}
