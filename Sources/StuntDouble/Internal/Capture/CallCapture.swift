/// What a closure form (`given { $0.fetch(id: 3) }`) records while its
/// closure runs: the calls to its double, and the `arg(_:)` conditions
/// pushed for their arguments.
///
/// Set as a task-local around the closure. The call path never reads it
/// for an ordinary call: a registry with a recording under way sets its
/// `needsAttention` flag, and only then does a call look here (see
/// `RegistryState.attend`). Other tasks calling the same double read their
/// own task-local, find no capture for it, and are answered as usual.
@usableFromInline
final class CallCapture: @unchecked Sendable {
    @TaskLocal static var current: CallCapture?

    /// The registry whose calls are recorded, kept alive for the identity
    /// check on the call path.
    let registry: DoubleRegistry
    let targetAddress: UnsafeMutableRawPointer
    let doubleType: Any.Type
    /// How messages name the form: `given`, `expect`, `verify`, `.call(on:)`.
    let form: CaptureForm
    let location: CodeLocation
    private let state = Locked(State())

    private struct State {
        var conditions: [ErasedCondition] = []
        var calls: [CapturedCall] = []
        var waiter: CheckedContinuation<Void, Never>?
        var isSettled = false
    }

    init(registry: DoubleRegistry, doubleType: Any.Type, form: CaptureForm, location: CodeLocation) {
        self.registry = registry
        self.targetAddress = Unmanaged.passUnretained(registry).toOpaque()
        self.doubleType = doubleType
        self.form = form
        self.location = location
    }

    /// Whether `registry` is the one this capture records.
    func targets(_ registry: Unmanaged<DoubleRegistry>) -> Bool {
        registry.toOpaque() == targetAddress
    }

    /// Keeps a condition of `arg(_:)` for the call it is an argument of.
    func push(_ condition: ErasedCondition) {
        state.withLock { $0.conditions.append(condition) }
    }

    /// Keeps a call, with the conditions pushed since the one before.
    /// Runs under the registry's lock: it runs no user code.
    func capture(_ call: (([ErasedCondition]) -> CapturedCall)) {
        state.withLock { state in
            state.calls.append(call(state.conditions))
            state.conditions.removeAll()
        }
    }

    /// Marks the call just recorded as one that updates its last
    /// argument, an `inout` parameter's value.
    func markLastCallUpdating(_ condition: ErasedCondition) {
        state.withLock { state in
            guard !state.calls.isEmpty else { return }
            state.calls[state.calls.count - 1].updatedValueCondition = condition
        }
    }

    var calls: [CapturedCall] { state.withLock { $0.calls } }

    /// The display name of the double, for messages.
    var doubleName: String {
        registry.snapshot(includingCalls: false).displayName(ofType: doubleType)
    }

    // MARK: Waiting for an `async` closure

    /// The closure has done what it will do: it returned, threw, or
    /// suspended for good in a member with nothing to return.
    func settle() {
        let waiter = state.withLock { state in
            defer { state.waiter = nil }
            state.isSettled = true
            return state.waiter
        }
        waiter?.resume()
    }

    /// Suspends until `settle()`, or returns at once after it.
    func waitUntilSettled() async {
        await withCheckedContinuation { continuation in
            let settled = state.withLock { state in
                if !state.isSettled { state.waiter = continuation }
                return state.isSettled
            }
            if settled { continuation.resume() }
        }
    }
}
