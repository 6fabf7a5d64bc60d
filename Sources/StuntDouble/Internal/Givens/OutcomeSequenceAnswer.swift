/// Values and errors in turn: `willThrow(_:).thenReturn(_:)` and the like
/// in the closure forms. The last outcome answers every call after, as
/// `willReturn(_:then:)`'s last value does.
final class OutcomeSequenceAnswer<Value>: Answer, @unchecked Sendable {
    /// One outcome: a value to return, an error to throw, or an answer
    /// that computes either from the call's arguments.
    enum Outcome {
        case value(Value)
        case error(any Error)
        case answer(Answer)
    }

    let outcomes: [Outcome]
    /// How many outcomes were taken: `CallSequence`'s counter, as
    /// `SequenceAnswer` counts.
    private let taken: any AnyObject & Sendable = CallSequence.makeCounter()

    init(_ outcomes: [Outcome]) {
        precondition(!outcomes.isEmpty, "a sequence of outcomes has at least one")
        self.outcomes = outcomes
    }

    override var summary: String {
        outcomes.map { outcome in
            switch outcome {
            case .value(let value): "willReturn \(ValueDescription.of(value))"
            case .error(let error): "willThrow \(ValueDescription.of(error))"
            case .answer(let answer): answer.summary
            }
        }.joined(separator: ", then ")
    }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        if let reason = valuesAndErrorsUnfitReason(result: result, form: form) { return reason }
        for case .answer(let answer) in outcomes {
            if let reason = answer.unfitReason(arguments: arguments, result: result, form: form) { return reason }
        }
        return nil
    }

    override func fitsByConversion(arguments: Any.Type, result: Any.Type, form: CallForm) -> Bool {
        guard valuesAndErrorsUnfitReason(result: result, form: form) == nil else { return false }
        return outcomes.allSatisfy { outcome in
            guard case .answer(let answer) = outcome else { return true }
            return answer.fits(arguments, result, form)
                || answer.fitsByConversion(arguments: arguments, result: result, form: form)
        }
    }

    /// Why the values and errors cannot answer a call returning `result`
    /// through `form`; `nil` when they can.
    private func valuesAndErrorsUnfitReason(result: Any.Type, form: CallForm) -> String? {
        let throwsAny = outcomes.contains { if case .error = $0 { true } else { false } }
        if throwsAny, !form.canThrow { return "it throws, but the member does not" }
        func fits<Result>(_: Result.Type) -> Bool {
            outcomes.allSatisfy { outcome in
                guard case .value(let value) = outcome else { return true }
                return StuntDouble.cast(value, to: Result.self) != nil
            }
        }
        return _openExistential(result, do: fits)
            ? nil : "its values are \(TypeName.of(Value.self)), but the member returns \(TypeName.of(result))"
    }

    @usableFromInline
    override func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        let index = Int(truncatingIfNeeded: CallSequence.next(taken) &- 1)
        switch outcomes[index < outcomes.count && index >= 0 ? index : outcomes.count - 1] {
        case .value(let value):
            // `fits` checked every value against `Result` before the call.
            return StuntDouble.cast(value, to: type)!
        case .error(let error):
            throw error
        case .answer(let answer):
            return try answer.produce(arguments, as: type)
        }
    }
}
