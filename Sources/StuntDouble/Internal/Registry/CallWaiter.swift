/// A task waiting, in `verify(_:callsToFunction:…within:)`, for calls to a
/// member. Each call to the member wakes it to count again; a timeout
/// wakes it for good. No polling: it sleeps until one of the two happens.
final class CallWaiter: @unchecked Sendable {
    enum Wake {
        case call
        case timeout
    }

    private let lock = Lock()
    private var continuation: CheckedContinuation<Wake, Never>?
    /// A call that came while the task was counting, not waiting.
    private var hasPendingCall = false
    private var hasTimedOut = false

    /// Suspends until a call or the timeout, or returns at once when one
    /// came since the last wake.
    func next() async -> Wake {
        await withCheckedContinuation { continuation in
            let wake: Wake? = lock.withLock {
                if hasTimedOut { return .timeout }
                if hasPendingCall {
                    hasPendingCall = false
                    return .call
                }
                self.continuation = continuation
                return nil
            }
            if let wake { continuation.resume(returning: wake) }
        }
    }

    /// A call to the member was recorded; safe under the registry's lock:
    /// resuming only schedules the waiting task.
    func callArrived() {
        let waiting: CheckedContinuation<Wake, Never>? = lock.withLock {
            defer { continuation = nil }
            if continuation == nil { hasPendingCall = true }
            return continuation
        }
        waiting?.resume(returning: .call)
    }

    func timeOut() {
        let waiting: CheckedContinuation<Wake, Never>? = lock.withLock {
            defer { continuation = nil }
            hasTimedOut = true
            return continuation
        }
        waiting?.resume(returning: .timeout)
    }
}
