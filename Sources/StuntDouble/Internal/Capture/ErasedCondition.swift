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

    init<Value>(_ condition: ArgumentCondition<Value>) {
        let test = condition.test
        self.describe = condition.describe
        self.valueType = Value.self
        self.acceptsEverything = condition.acceptsEverything
        self.captor = condition.captor
        // The matcher checks the arguments' type; `.any` needs no cast, and
        // a `@Sendable` closure argument would fail one to its form's
        // non-`@Sendable` condition.
        self.test = condition.acceptsEverything ? { _ in true } : { ($0 as? Value).map(test) ?? false }
    }
}
