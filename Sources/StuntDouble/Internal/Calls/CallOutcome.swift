/// What became of a call once the user's matchers have run.
@usableFromInline
enum CallOutcome<Result> {
    case value(Result)
    /// A given whose answer runs user code, throws, suspends or calls
    /// through: produced by the form, which knows how. Unretained: the
    /// registry keeps every given that can get here while it lives (see
    /// `RegistryState.retiredGivens`), and the call keeps the registry
    /// (see `receiveCall`).
    case given(Unmanaged<Given>)
    /// No given answers the call.
    case unanswered
}
