/// Which argument of a recorded call each `arg(_:)` condition is for.
///
/// The conditions are pushed in the order `arg(_:)` runs, which is the
/// arguments' order but for those evaluated later: an `@autoclosure`
/// parameter's `arg(_:)` runs inside the double's body, after the others.
/// So the pushed order is the arguments evaluated directly, in order, then
/// those evaluated later, a subset `S` of the positions, in order; `S = ∅`
/// is the positional binding.
///
/// A binding is consistent when each condition's argument has its type
/// (`ErasedCondition.fits`) and, where `arg(_:)` passed a value it can
/// compare, is that value (`ErasedCondition.isPassed`). The positional
/// binding is taken when it is consistent, so that ordinary calls bind as
/// they always did; else the one binding that all consistent subsets
/// give (bindings that differ only by swapping `.any` conditions of one
/// type are the same); else none, and the form reports that the positions
/// are unknown.
///
/// What stays: an `@autoclosure` parameter followed by one of the same
/// type, whose conditions pass equal values, binds positionally.
enum ArgumentBinding {
    /// The most arguments whose subsets are tried: 2¹⁰ bindings.
    static let maximumCount = 10

    /// `conditions`, one per element of `arguments`, in the order of the
    /// arguments they are for; `nil` when that order cannot be known.
    static func bind(_ conditions: [ErasedCondition], to arguments: [Any]) -> [ErasedCondition]? {
        let count = conditions.count
        precondition(arguments.count == count, "one condition per argument")
        func fits(_ condition: Int, _ position: Int) -> Bool {
            let argument = arguments[position]
            return conditions[condition].fits(argument) && conditions[condition].isPassed?(argument) != false
        }
        if count < 2 || (0..<count).allSatisfy({ fits($0, $0) }) { return conditions }
        guard count <= maximumCount else { return nil }
        let fitting = (0..<count).map { condition in (0..<count).map { fits(condition, $0) } }
        // The condition for each position, of the one binding found.
        var found: [Int]?
        // Each later-evaluated subset `S` as the bits of `later`; the
        // empty one, the positional binding, did not fit.
        for later in 1..<(1 << count) {
            let isLater = { (position: Int) in later & (1 << position) != 0 }
            let positions = (0..<count).filter { !isLater($0) } + (0..<count).filter(isLater)
            guard positions.indices.allSatisfy({ fitting[$0][positions[$0]] }) else { continue }
            var binding = positions
            for (condition, position) in positions.enumerated() { binding[position] = condition }
            if let found {
                guard zip(found, binding).allSatisfy({ $0 == $1 || interchangeable(conditions[$0], conditions[$1]) })
                else { return nil }
            } else {
                found = binding
            }
        }
        return found?.map { conditions[$0] }
    }

    /// Whether either condition may stand for the other: the same, or
    /// both any value of one type (`.any`), with no captor.
    private static func interchangeable(_ one: ErasedCondition, _ other: ErasedCondition) -> Bool {
        func isAny(_ condition: ErasedCondition) -> Bool { condition.acceptsEverything && condition.captor == nil }
        return isAny(one) && isAny(other) && one.valueType == other.valueType
    }
}
