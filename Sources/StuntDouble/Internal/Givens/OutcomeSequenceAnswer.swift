/// Values and errors in turn: `willThrow(_:).thenReturn(_:)` and the like
/// in the closure forms. The last outcome answers every call after, as
/// `willReturn(_:then:)`'s last value does.
final class OutcomeSequenceAnswer<Value>: Answer, @unchecked Sendable {
    /// One outcome: a value to return or an error to throw.
    enum Outcome {
        case value(Value)
        case error(any Error)
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
            }
        }.joined(separator: ", then ")
    }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
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
        }
    }
}
