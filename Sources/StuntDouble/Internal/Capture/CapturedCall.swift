/// A call that a closure form recorded instead of answering.
struct CapturedCall {
    /// The member's name, as the name-based forms spell it.
    let member: String
    /// Whether the call came from a property's or subscript's setter.
    let isWrite: Bool
    /// Whether it came from an accessor, read or write.
    let isAccessor: Bool
    let arguments: CapturedArguments
    /// The `arg(_:)` conditions pushed for its arguments, in order.
    let conditions: [ErasedCondition]
    /// The member's return type. The compiler checks a given's answer
    /// against the closure's value, which may be an expression on the
    /// member's (`try? $0.load()`, `$0.fetch(id: 3).id`).
    let resultType: Any.Type
    /// For a member with an `inout` parameter, the condition its value
    /// passed in takes when the other arguments' conditions leave it out.
    var updatedValueCondition: ErasedCondition? = nil
}
