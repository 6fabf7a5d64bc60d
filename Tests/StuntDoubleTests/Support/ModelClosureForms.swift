@testable import StuntDouble

/// How the model checker writes givens and expectations: by name, or by
/// calling the member in a closure wherever the step can be written so.
enum ModelForms: Sendable {
    case names
    case closures
}

/// The closure forms of the model's steps (issue #21). A closure form
/// records a call, so it expresses only what such a call can say: a step
/// whose answer is not of the member's type, or whose matcher is of
/// another argument type, stays name-based. Each returns whether it wrote
/// the step.
///
/// A given of `value(for:)` or `load(_:)` for any argument takes a captor
/// (`given { $0.value(for: arg(captor)) }`), a new one of the run's
/// `captors` for each such given.
enum ModelClosureForms {
    static func given(
        _ double: ModelSubjectMock, _ member: ModelMember, _ matcher: ModelMatcher, _ value: ModelValue,
        captors: ModelCaptors
    ) -> Bool {
        guard canWrite(member, value), var recorded = call(double, member, matcher) else { return false }
        if member == .value || member == .load, matcher == .any {
            let captor = captors.newGivenCaptor()
            recorded = RecordedModelCall(member: member, argument: { arg(captor) })
        }
        let given: CapturedGiven<ModelSubjectMock, Int>
        switch member {
        case .name:
            guard case .text(let v) = value else { return false }
            recorded.givenName(double).willReturn(v)
            return true
        case .value, .load, .level: given = recorded.given(double)
        case .store: return false
        }
        switch value {
        case .int(let v): given.willReturn(v)
        case .sequence(let a, let b): given.willReturn(a, then: b)
        case .plusArgument(let k): given.willAnswer { (x: Int) in x + k }
        case .outcomes(let outcomes): chain(outcomes, after: given)
        case .text: return false
        }
        return true
    }

    /// Whether a closure form says the given as its name-based form does:
    /// an answer of the member's type, and a sequence of outcomes whose
    /// every step the closure form takes (`thenAnswer` on the property,
    /// whose reads pass nothing, is reported at once instead of making the
    /// whole given unfit).
    private static func canWrite(_ member: ModelMember, _ value: ModelValue) -> Bool {
        switch (member, value) {
        case (.name, .text): true
        case (.value, .int), (.value, .sequence), (.value, .plusArgument), (.load, .int), (.load, .sequence),
            (.load, .plusArgument), (.level, .int), (.level, .sequence):
            true
        case (.value, .outcomes(let outcomes)), (.load, .outcomes(let outcomes)):
            outcomes.first.map { if case .plusArgument = $0 { false } else { true } } ?? false
        case (.level, .outcomes(let outcomes)):
            !outcomes.contains { if case .plusArgument = $0 { true } else { false } }
        default: false
        }
    }

    /// `.willThrow(E1).thenReturn(3)` and the like.
    private static func chain(_ outcomes: [ModelOutcome], after given: CapturedGiven<ModelSubjectMock, Int>) {
        var sequence: GivenSequence<ModelSubjectMock, Int>?
        for outcome in outcomes {
            switch (sequence, outcome) {
            case (nil, .value(let v)): sequence = given.willReturn(v)
            case (nil, .error(let code)): sequence = given.willThrow(ModelError(code: code))
            case (nil, .plusArgument): preconditionFailure("a GivenSequence starts with a value or an error")
            case (let next?, .value(let v)): sequence = next.thenReturn(v)
            case (let next?, .error(let code)): sequence = next.thenThrow(ModelError(code: code))
            case (let next?, .plusArgument(let k)): sequence = next.thenAnswer { (x: Int) in x + k }
            }
        }
    }

    static func expect(
        _ double: ModelSubjectMock, _ amount: ModelAmount, _ member: ModelMember, _ matcher: ModelMatcher
    ) -> Bool {
        // `.any` on the property counts writes too; a recorded read does not.
        if member == .level, matcher == .any { return false }
        guard let call = call(double, member, matcher) else { return false }
        let amount: CallAmount =
            switch amount {
            case .atLeastOnce: .atLeast(1)
            case .exactly(let n): .exactly(amount: n)
            case .atLeast(let n): .atLeast(n)
            case .atMost(let n): .atMost(n)
            case .never: .never
            case .anyAmount: .anyAmount
            }
        double.expect(amount) { call.make($0) }
        return true
    }

    /// The call that records `member` with `matcher`'s arguments; `nil`
    /// when no call of the member can stand for the matcher.
    private static func call(_ double: ModelSubjectMock, _ member: ModelMember, _ matcher: ModelMatcher)
        -> RecordedModelCall?
    {
        switch (member, matcher) {
        case (.value, _), (.store, _), (.load, _):
            guard let argument = argument(for: matcher) else { return nil }
            return RecordedModelCall(member: member, argument: argument)
        case (.name, .any), (.name, .noArguments), (.level, .any), (.level, .noArguments):
            return RecordedModelCall(member: member, argument: { 0 })
        default:
            return nil
        }
    }

    /// The argument expression for an `Int` matcher: equality by a plain
    /// value, else `arg(_:)`.
    private static func argument(for matcher: ModelMatcher) -> (() -> Int)? {
        switch matcher {
        case .any: { arg(.any) }
        case .equal(let k): { k }
        case .below(let k): { arg(.satisfying("below \(k)") { $0 < k }) }
        case .even: { arg(.satisfying("even") { $0.isMultiple(of: 2) }) }
        case .noArguments, .text: nil
        }
    }
}

/// A call of the model's double, to record: its member and how its
/// argument is written.
struct RecordedModelCall {
    let member: ModelMember
    let argument: () -> Int

    /// Makes the call on `double`, inside a recording.
    func make(_ double: ModelSubjectMock) {
        switch member {
        case .value: _ = double.value(for: argument())
        case .store: double.store(argument())
        case .name: _ = double.name()
        case .level: _ = double.level
        case .load: _ = try? double.load(argument())
        }
    }

    /// The given of an `Int` member: `value(for:)`, `load(_:)` or the
    /// property's read.
    func given(_ double: ModelSubjectMock) -> CapturedGiven<ModelSubjectMock, Int> {
        switch member {
        case .load: double.given { try $0.load(argument()) }
        case .level: double.given { $0.level }
        default: double.given { $0.value(for: argument()) }
        }
    }

    func givenName(_ double: ModelSubjectMock) -> CapturedGiven<ModelSubjectMock, String> {
        double.given { $0.name() }
    }
}
