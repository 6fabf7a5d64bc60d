/// A member's givens that no call used.
struct UnusedGivens {
    let name: String
    let givens: [Given]
    /// Whether the member was called: its name is then spelled right.
    let wasCalled: Bool
    /// "did you mean …?", when a close name was called.
    let suggestion: String?
    /// Whether the double's `FunctionID` enum has no case with this name.
    let isNoFunctionID: Bool

    /// Whether the name is most likely a typo, worth a note even when the
    /// policy does not make unused givens failures.
    var looksMisspelled: Bool { suggestion != nil || isNoFunctionID }

    /// The same, with only the givens in `identities`.
    func restricted(to identities: Set<ObjectIdentifier>) -> UnusedGivens {
        UnusedGivens(
            name: name, givens: givens.filter { identities.contains(ObjectIdentifier($0)) }, wasCalled: wasCalled,
            suggestion: suggestion, isNoFunctionID: isNoFunctionID)
    }
}
