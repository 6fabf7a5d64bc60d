/// An `ArgumentCondition` with its value type erased, as `arg(_:)` pushes
/// it for the call being recorded.
struct ErasedCondition {
    let describe: () -> String
    let test: (Any) -> Bool
    /// The condition's `Value`, the type of the argument it is for.
    let valueType: Any.Type

    init<Value>(_ condition: ArgumentCondition<Value>) {
        let test = condition.test
        self.describe = condition.describe
        self.valueType = Value.self
        self.test = { ($0 as? Value).map(test) ?? false }
    }
}
