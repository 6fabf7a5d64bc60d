/// An `ArgumentCondition` with its value type erased, as `arg(_:)` pushes
/// it for the call being recorded.
struct ErasedCondition {
    let describe: () -> String
    let test: (Any) -> Bool
    /// The condition's `Value`, the type of the argument it is for.
    let valueType: Any.Type
    /// Whether every value satisfies it: see `ArgumentCondition`.
    let acceptsEverything: Bool
    let captor: (any ArgumentCaptor)?
    /// Whether an argument may be the one the condition is for, judged by
    /// its type: a cast, and any closure for a closure's condition (a
    /// `@Sendable` or global-actor closure casts to no other closure
    /// type). See `ArgumentBinding`.
    let fits: (Any) -> Bool
    /// Whether an argument is the value `arg(_:)` passed for the
    /// condition; `nil` when that value cannot be compared (it is not
    /// `Equatable`, or not equal to itself, as `Double.nan`). A metatype
    /// is compared by identity. See `ArgumentBinding`.
    let isPassed: ((Any) -> Bool)?

    /// - Parameter passed: The value `arg(_:)` returned for the condition.
    init<Value>(_ condition: ArgumentCondition<Value>, passed: Value?) {
        let test = condition.test
        self.describe = condition.describe
        self.valueType = Value.self
        self.acceptsEverything = condition.acceptsEverything
        self.captor = condition.captor
        // The matcher checks the arguments' type; `.any` needs no cast, and
        // a `@Sendable` closure argument would fail one to its form's
        // non-`@Sendable` condition.
        self.test = condition.acceptsEverything ? { _ in true } : { ($0 as? Value).map(test) ?? false }
        self.fits =
            ArgumentsConversion.isFunction(Value.self)
            ? { $0 is Value || ArgumentsConversion.isFunction(type(of: $0)) } : { $0 is Value }
        self.isPassed = passed.flatMap(Self.comparison(with:))
    }

    /// A test for an argument equal to `passed`, opened once here.
    private static func comparison(with passed: Any) -> ((Any) -> Bool)? {
        if let type = passed as? Any.Type { return { ($0 as? Any.Type) == type } }
        guard let equatable = passed as? any Equatable else { return nil }
        func equality<Passed: Equatable>(to passed: Passed) -> ((Any) -> Bool)? {
            passed == passed ? { ($0 as? Passed) == passed } : nil
        }
        return equality(to: equatable)
    }
}
