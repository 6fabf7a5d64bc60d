/// What a member's givens make of a call, decided under the registry's lock.
@usableFromInline
enum GivenLookup<Result> {
    case value(Result)
    /// A given that applies to any arguments and whose answer runs user
    /// code, throws, suspends or calls through. Unretained: see
    /// `RegistryState.retiredGivens`.
    case given(Unmanaged<Given>)
    /// The member has no given at all.
    case noGivens
    /// The member has givens, but none has an answer for these types and
    /// this form and a matcher for these arguments' type: most likely a
    /// mistake.
    case noGivenFits
    /// A given with a matcher fits: the user's matchers decide, outside
    /// the lock. Retained: the caller releases it once matched.
    case needsMatching(Unmanaged<MatchingGivens>)

    /// Whether the value is known: the call uses the registry no more.
    @inlinable var isValue: Bool {
        if case .value = self { return true }
        return false
    }
}
