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

    override var hasConditions: Bool { conditions != nil }

    override func failingPositions(of arguments: Any) -> [Int]? {
        guard let conditions, let arguments = arguments as? Arguments else { return nil }
        return conditions.failing(arguments)
    }

    override func failingConditions(at positions: [Int], labels: [String]?) -> String? {
        guard let conditions, !positions.isEmpty else { return nil }
        let names = conditions.names()
        return positions.map { position in
            let label = labels.flatMap { position < $0.count && $0[position] != "_" ? $0[position] : nil }
            return "\(label ?? "argument \(position + 1)") should be \(names[position])"
        }.joined(separator: "; ")
    }
}
