@usableFromInline
final class TypedMatcherBox<Arguments>: MatcherBox {
    @usableFromInline let matches: (Arguments) -> Bool
    /// For a matcher built from one condition per argument: the conditions'
    /// names, and the positions of the arguments a call fails.
    let conditions: (names: () -> [String], failing: (Arguments) -> [Int])?

    /// `description` is evaluated when a message first names the matcher.
    init(
        description: @autoclosure @escaping () -> String?, expectedArguments: Any? = nil,
        matches: @escaping (Arguments) -> Bool
    ) {
        self.matches = matches
        self.conditions = nil
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description() ?? "a predicate on \(TypeName.of(Arguments.self))",
            expectedArguments: expectedArguments)
    }

    /// A matcher from one condition per argument, described as
    /// `(any, equal to 2)`, or by its one condition.
    @usableFromInline
    init(
        conditionNames names: @escaping () -> [String], matches: @escaping (Arguments) -> Bool,
        failing: @escaping (Arguments) -> [Int]
    ) {
        self.matches = matches
        self.conditions = (names, failing)
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: {
                let all = names()
                return all.count == 1 ? all[0] : "(" + all.joined(separator: ", ") + ")"
            }())
    }

    override func failingConditions(of arguments: Any) -> String? {
        guard let conditions, let arguments = arguments as? Arguments else { return nil }
        let names = conditions.names()
        let failing = conditions.failing(arguments)
        guard !failing.isEmpty else { return nil }
        return failing.map { "argument \($0 + 1) should be \(names[$0])" }.joined(separator: "; ")
    }
}
