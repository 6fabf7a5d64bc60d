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
enum ModelClosureForms {
    static func given(_ double: ModelSubjectMock, _ member: ModelMember, _ matcher: ModelMatcher, _ value: ModelValue)
        -> Bool
    {
        switch (member, value) {
        case (.value, .int(let v)): return call(double, member, matcher)?.given(double).willReturn(v) != nil
        case (.value, .sequence(let a, let b)):
            return call(double, member, matcher)?.given(double).willReturn(a, then: b) != nil
        case (.value, .plusArgument(let k)):
            return call(double, member, matcher)?.given(double).willAnswer { (x: Int) in x + k } != nil
        case (.level, .int(let v)): return call(double, member, matcher)?.givenLevel(double).willReturn(v) != nil
        case (.level, .sequence(let a, let b)):
            return call(double, member, matcher)?.givenLevel(double).willReturn(a, then: b) != nil
        case (.name, .text(let v)): return call(double, member, matcher)?.givenName(double).willReturn(v) != nil
        default: return false
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
        case (.value, _), (.store, _):
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
        }
    }

    func given(_ double: ModelSubjectMock) -> CapturedGiven<ModelSubjectMock, Int> {
        double.given { $0.value(for: argument()) }
    }

    func givenLevel(_ double: ModelSubjectMock) -> CapturedGiven<ModelSubjectMock, Int> {
        double.given { $0.level }
    }

    func givenName(_ double: ModelSubjectMock) -> CapturedGiven<ModelSubjectMock, String> {
        double.given { $0.name() }
    }
}
