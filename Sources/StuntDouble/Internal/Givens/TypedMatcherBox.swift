@usableFromInline
final class TypedMatcherBox<Arguments>: MatcherBox {
    @usableFromInline let matches: (Arguments) -> Bool
    /// For a matcher built from one condition per argument: the conditions'
    /// names, and the positions of the arguments a call fails.
    let conditions: (names: () -> [String], failing: (Arguments) -> [Int])?
    /// Scans a log's arguments in a loop compiled for `Arguments` where the
    /// matcher was made (see `scan(_:)`): counting or searching a log's
    /// calls then neither copies each call's arguments through their type's
    /// value witnesses nor goes through a reabstraction thunk per call.
    let scan: Scan?

    /// Given the arguments and positions among them: with `first`, the
    /// first position matched, or -1; else how many positions match.
    @usableFromInline
    typealias Scan = (UnsafeBufferPointer<Arguments>, Range<Int>, _ first: Bool) -> Int

    /// `description` is evaluated when a message first names the matcher.
    init(
        description: @autoclosure @escaping () -> String?, expectedArguments: Any? = nil,
        matches: @escaping (Arguments) -> Bool
    ) {
        self.matches = matches
        self.conditions = nil
        self.scan = nil
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description() ?? "a predicate on \(TypeName.of(Arguments.self))",
            expectedArguments: expectedArguments)
    }

    /// A predicate's matcher, with its scan.
    @usableFromInline
    init(description: String?, matches: @escaping (Arguments) -> Bool, scan: @escaping Scan) {
        self.matches = matches
        self.conditions = nil
        self.scan = scan
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description ?? "a predicate on \(TypeName.of(Arguments.self))")
    }

    /// An `.equal(to:)` matcher, with its scan.
    @usableFromInline
    init(equalTo expected: Arguments, matches: @escaping (Arguments) -> Bool, scan: @escaping Scan) {
        self.matches = matches
        self.conditions = nil
        self.scan = scan
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            // Dumped when a message first names the matcher.
            description: ValueDescription.of(expected), expectedArguments: expected)
    }

    /// The scan of `matches`, compiled for `Arguments` in the module that
    /// inlines this: where the matcher is made, which knows the type and,
    /// for a closure literal, can inline the predicate into the loop.
    @inlinable
    static func scan(_ matches: @escaping (Arguments) -> Bool) -> Scan {
        { arguments, positions, first in
            var count = 0
            for position in positions where matches(arguments[position]) {
                if first { return position }
                count += 1
            }
            return first ? -1 : count
        }
    }

    /// A matcher from one condition per argument, described as
    /// `(any, equal to 2)`, or by its one condition.
    @usableFromInline
    convenience init(
        conditionNames names: @escaping () -> [String], matches: @escaping (Arguments) -> Bool,
        failing: @escaping (Arguments) -> [Int]
    ) {
        self.init(conditionNames: names, matches: matches, failing: failing, scan: nil, captors: [])
    }

    /// A closure form's matcher from one condition per argument, with its
    /// scan when it has one and the captors of its pattern.
    init(
        conditionNames names: @escaping () -> [String], matches: @escaping (Arguments) -> Bool,
        failing: @escaping (Arguments) -> [Int], scan: Scan?, captors: [CaptorSlot]
    ) {
        self.matches = matches
        self.conditions = (names, failing)
        self.scan = scan
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: {
                let all = names()
                return all.count == 1 ? all[0] : "(" + all.joined(separator: ", ") + ")"
            }(), captors: captors)
    }

    override func keepingCaptured() -> MatcherBox {
        guard !captors.isEmpty, let conditions else { return self }
        let captors = captors
        let matches = matches
        // No captors of its own: no check gives it the calls it counted.
        return TypedMatcherBox(
            conditionNames: conditions.names,
            matches: { arguments in
                guard matches(arguments) else { return false }
                for slot in captors { slot.captor.keep(slot.value(of: arguments)) }
                return true
            },
            failing: conditions.failing, scan: nil, captors: [])
    }

    override func relabelled<Other>(for type: Other.Type) -> TypedMatcherBox<Other>? {
        guard ArgumentsConversion.converts(from: Other.self, to: Arguments.self, labelsOnly: true) else { return nil }
        let matches = matches
        return TypedMatcherBox<Other>(description: self.description) {
            matches(ArgumentsConversion.read($0, as: Arguments.self))
        }
    }

    override var hasConditions: Bool { conditions != nil }

    override func failingPositions(of arguments: Any) -> [Int]? {
        guard let conditions, let arguments = arguments as? Arguments else { return nil }
        return conditions.failing(arguments)
    }

    override func failingConditions(at positions: [Int], labels: [String]?) -> String? {
        guard let conditions, !positions.isEmpty else { return nil }
        let names = conditions.names()
        // One condition on a member of several arguments is on them all.
        if names.count == 1, let labels, labels.count > 1 { return "the arguments should be \(names[0])" }
        return positions.map { position in
            let label = labels.flatMap { position < $0.count && $0[position] != "_" ? $0[position] : nil }
            return "\(label ?? "argument \(position + 1)") should be \(names[position])"
        }.joined(separator: "; ")
    }
}
