/// A task waiting, in `verify(_:callsToFunction:…within:)`, for calls to a
/// member. Each call to the member wakes it to count again; a timeout
/// wakes it for good. No polling: it sleeps until one of the two happens.
final class CallWaiter: Sendable {
    enum Wake {
        case call
        case timeout
    }

    private struct State {
        var continuation: CheckedContinuation<Wake, Never>?
        /// A call that came while the task was counting, not waiting.
        var hasPendingCall = false
        var hasTimedOut = false
    }

    private let state = Locked(State())

    /// Suspends until a call or the timeout, or returns at once when one
    /// came since the last wake.
    func next() async -> Wake {
        await withCheckedContinuation { continuation in
            let wake: Wake? = state.withLock { state in
                if state.hasTimedOut { return .timeout }
                if state.hasPendingCall {
                    state.hasPendingCall = false
                    return .call
                }
                state.continuation = continuation
                return nil
            }
            if let wake { continuation.resume(returning: wake) }
        }
    }

    /// A call to the member was recorded; safe under the registry's lock:
    /// resuming only schedules the waiting task.
    func callArrived() {
        let waiting = state.withLock { state in
            defer { state.continuation = nil }
            if state.continuation == nil { state.hasPendingCall = true }
            return state.continuation
        }
        waiting?.resume(returning: .call)
    }

    func timeOut() {
        let waiting = state.withLock { state in
            defer { state.continuation = nil }
            state.hasTimedOut = true
            return state.continuation
        }
        waiting?.resume(returning: .timeout)
    }
}
