/// A closure form's given, to which the calls after the first add what
/// they get, in turn: Mockito's `thenThrow`/`thenReturn`/`thenAnswer`.
///
/// ```swift
/// await gateway.given { try await $0.charge(amount: 10, currency: "EUR", token: "t") }
///     .willThrow(PaymentError.transient).thenReturn(chargeID)
/// store.given { try $0.load() }.willReturn(data).thenThrow(LoadError.offline)
/// ```
///
/// The first call gets the first outcome, the next call the next; the last
/// outcome answers every call after, as `willReturn(_:then:)`'s last value
/// does. It stays one given, as new as the first outcome made it: a newer
/// given for the same arguments wins over the whole sequence. Values must
/// be answers the member can return, as `willReturn(_:)`'s; an error
/// needs a member that can throw, or no call takes the given and a note
/// says why.
public struct GivenSequence<Double: Stubbing, Result> {
    private let captured: CapturedGiven<Double, Result>
    private let member: RecordedMember?
    private let given: Given?
    private let outcomes: [OutcomeSequenceAnswer<Result>.Outcome]

    init(
        _ captured: CapturedGiven<Double, Result>, _ member: RecordedMember, _ given: Given,
        _ outcomes: [OutcomeSequenceAnswer<Result>.Outcome]
    ) {
        self.captured = captured
        self.member = member
        self.given = given
        self.outcomes = outcomes
    }

    /// The sequence of a given that was not made (its failure reported):
    /// what follows adds nothing.
    init(failed captured: CapturedGiven<Double, Result>) {
        self.captured = captured
        member = nil
        given = nil
        outcomes = []
    }

    /// Then returns `value`, to the next call.
    @discardableResult
    public func thenReturn(_ value: Result) -> GivenSequence {
        guard member != nil, captured.answerable(by: [value]) != nil else { return GivenSequence(failed: captured) }
        return adding(.value(value))
    }

    /// Then throws `error`, at the next call.
    @discardableResult
    public func thenThrow(_ error: any Error) -> GivenSequence {
        adding(.error(error))
    }

    /// Then answers the next call with what `answer` computes from its
    /// arguments, which it takes one by one, as `willAnswer(_:)` does.
    ///
    /// ```swift
    /// api.given { try $0.forecast(for: "Lyon") }
    ///     .willThrow(NetworkError.offline)
    ///     .thenAnswer { (city: String) in Forecast(city: city, celsius: 21) }
    /// ```
    @discardableResult
    public func thenAnswer<each Argument>(
        _ answer: @escaping (repeat each Argument) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> GivenSequence {
        let answerLocation = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard member != nil, captured.closureAnswersCanFit(),
            captured.fitting((repeat each Argument).self, answerLocation) != nil
        else { return GivenSequence(failed: captured) }
        return adding(
            .answer(ComputedAnswer { (arguments: (repeat each Argument)) in try answer(repeat each arguments) }))
    }

    /// The given with `outcome` after the others, in the place of the one
    /// so far.
    private func adding(_ outcome: OutcomeSequenceAnswer<Result>.Outcome) -> GivenSequence {
        guard let member, let given else { return self }
        let outcomes = outcomes + [outcome]
        let next = captured.double.makeGiven(given.matcher, OutcomeSequenceAnswer(outcomes), captured.location)
        guard captured.double.doubleRegistry.replace(given, with: next, of: member.name) else {
            // Removed meanwhile (a reset): nothing to add to.
            return GivenSequence(failed: captured)
        }
        return GivenSequence(captured, member, next, outcomes)
    }
}
