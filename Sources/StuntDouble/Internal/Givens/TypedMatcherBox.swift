@usableFromInline
final class TypedMatcherBox<Arguments>: MatcherBox {
    @usableFromInline let matches: (Arguments) -> Bool
    /// For a matcher built from one condition per argument: the conditions'
    /// names, and the positions of the arguments a call fails.
    let conditions: (names: () -> [String], failing: (Arguments) -> [Int])?
    /// Counts the arguments it matches, in a loop compiled for `Arguments`
    /// where the matcher was made (see `ArgumentMatcher.init`): counting a
    /// log's calls then neither copies each call's arguments through their
    /// type's value witnesses nor goes through a reabstraction thunk.
    let countMatching: ((UnsafeBufferPointer<Arguments>) -> Int)?

    /// `description` is evaluated when a message first names the matcher.
    init(
        description: @autoclosure @escaping () -> String?, expectedArguments: Any? = nil,
        matches: @escaping (Arguments) -> Bool
    ) {
        self.matches = matches
        self.conditions = nil
        self.countMatching = nil
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description() ?? "a predicate on \(TypeName.of(Arguments.self))",
            expectedArguments: expectedArguments)
    }

    /// A predicate's matcher, with its counting loop.
    @usableFromInline
    init(
        description: String?, matches: @escaping (Arguments) -> Bool,
        countingMatches countMatching: @escaping (UnsafeBufferPointer<Arguments>) -> Int
    ) {
        self.matches = matches
        self.conditions = nil
        self.countMatching = countMatching
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description ?? "a predicate on \(TypeName.of(Arguments.self))")
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
        self.countMatching = nil
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
