/// The parts of a registry's state that most doubles never touch, or touch
/// only outside the call path: behind one reference that is `nil` until
/// one of them is first written. A double without them frees one `nil`
/// with its registry, where each of these fields, empty, cost a release
/// (measured: about 115 instructions less for each double a sweep frees).
/// Guarded by its registry's lock, as the rest of the state is; unchecked,
/// so reading it pays no dynamic exclusivity checks.
final class RareRegistryState {
    /// Members by name, once there are more than
    /// `RegistryState.membersFoundByScan`: fewer are found by comparing the
    /// names in `members`, which spares most doubles a dictionary. Made
    /// with `init()`, as `waiters` is: the literal `[:]` called
    /// `Dictionary(dictionaryLiteral:)` (measured).
    @exclusivity(unchecked) var membersByName = [String: MemberRecordPointer]()
    @exclusivity(unchecked) var expectations: [Expectation] = []
    /// Tasks waiting for calls, by member name.
    @exclusivity(unchecked) var waiters = [String: [CallWaiter]]()
    /// What verify-after-the-act checks looked for: the calls they matched
    /// are accounted for, for `verifyNoOtherCalls()`.
    @exclusivity(unchecked) var verifiedPatterns: [Expectation] = []
    /// The name a test gave the double, for messages.
    @exclusivity(unchecked) var name: String?
    /// Members and return types already noted for givens that cannot fit.
    @exclusivity(unchecked) var unfitGivensNoted: Set<UnfitGivensKey> = []
    /// Removed givens whose answer a call may still be running: a call
    /// holds its given unretained (a retain and release would cost more than
    /// the rest of the call), so the registry keeps every such given while
    /// it lives. `removeAllGivens()` retires such givens. A setter's write
    /// that replaces an earlier one retires nothing: a stored value is an
    /// immediate answer, which a call takes under the lock and does not run
    /// outside it, so the replaced given is released once the lock is free.
    @exclusivity(unchecked) var retiredGivens: [Given] = []
    /// Histories of returned values cleared from their members: kept while
    /// the registry lives, for calls in flight to fill their entries.
    @exclusivity(unchecked) var retiredResults: [ResultHistory] = []
    /// Members and return types already noted for answering `nil` despite
    /// givens.
    @exclusivity(unchecked) var nilAnswersNoted: Set<UnfitGivensKey> = []
    /// What those notes said, for `verify()` under the strict policy.
    @exclusivity(unchecked) var unfitGivensReports: [(member: String, report: String)] = []
    /// The names already noted as asked about by a history question though
    /// no call used them: a test that polls a count is told once.
    @exclusivity(unchecked) var unusedNamesNoted: Set<String> = []
    /// The `@Stubbed` properties whose members are found by address (see
    /// `RegistryState.member(findingStubbed:)`), held so that the address
    /// stays theirs.
    @exclusivity(unchecked) var stubbedProperties: [StubbedProperty] = []
}

// The rare fields, read as empty while there is no `rare` and written
// into one made then. Each write yields the field in place: no copy of an
// array that the box still holds.
extension RegistryState {
    /// `rare`, made now if there is none.
    private var rareForWriting: RareRegistryState {
        mutating get {
            if let rare { return rare }
            let made = RareRegistryState()
            rare = made
            return made
        }
    }

    var membersByName: [String: MemberRecordPointer] {
        get { rare?.membersByName ?? [:] }
        _modify { yield &rareForWriting.membersByName }
    }

    var expectations: [Expectation] {
        get { rare?.expectations ?? [] }
        _modify { yield &rareForWriting.expectations }
    }

    var waiters: [String: [CallWaiter]] {
        get { rare?.waiters ?? [:] }
        _modify { yield &rareForWriting.waiters }
    }

    var verifiedPatterns: [Expectation] {
        get { rare?.verifiedPatterns ?? [] }
        _modify { yield &rareForWriting.verifiedPatterns }
    }

    var stubbedProperties: [StubbedProperty] {
        get { rare?.stubbedProperties ?? [] }
        _modify { yield &rareForWriting.stubbedProperties }
    }

    var name: String? {
        get { rare?.name }
        _modify { yield &rareForWriting.name }
    }

    var unfitGivensNoted: Set<UnfitGivensKey> {
        get { rare?.unfitGivensNoted ?? [] }
        _modify { yield &rareForWriting.unfitGivensNoted }
    }

    var retiredGivens: [Given] {
        get { rare?.retiredGivens ?? [] }
        _modify { yield &rareForWriting.retiredGivens }
    }

    var retiredResults: [ResultHistory] {
        get { rare?.retiredResults ?? [] }
        _modify { yield &rareForWriting.retiredResults }
    }

    var nilAnswersNoted: Set<UnfitGivensKey> {
        get { rare?.nilAnswersNoted ?? [] }
        _modify { yield &rareForWriting.nilAnswersNoted }
    }

    var unfitGivensReports: [(member: String, report: String)] {
        get { rare?.unfitGivensReports ?? [] }
        _modify { yield &rareForWriting.unfitGivensReports }
    }

    var unusedNamesNoted: Set<String> {
        get { rare?.unusedNamesNoted ?? [] }
        _modify { yield &rareForWriting.unusedNamesNoted }
    }
}
