/// The arguments of a recorded call, typed: they build the matcher that the
/// closure form hands to its name-based twin, and that matcher takes the
/// call's `Arguments` type, as a name-based one would.
class CapturedArguments {
    /// The call's `Arguments`: a tuple, the bare type of one argument, `()`.
    let argumentsType: Any.Type

    init(argumentsType: Any.Type) {
        self.argumentsType = argumentsType
    }

    /// How many arguments the call passed: a tuple's elements, else one, or
    /// none for `()`. A single argument of a tuple type is one when the one
    /// condition given is for that tuple type.
    func count(conditions: [ErasedCondition]) -> Int { 0 }

    /// The arguments one by one, `count` of them (see `count(conditions:)`).
    func elements(count: Int) -> [Any] { [] }

    /// The arguments one by one: a tuple's elements, when there are several.
    static func elements(of arguments: Any, count: Int) -> [Any] {
        switch count {
        case 0: []
        case 1: [arguments]
        default: Mirror(reflecting: arguments).children.map(\.value)
        }
    }

    /// A matcher of arguments equal to these, one by one; the position
    /// and type of the first argument that is not `Equatable` otherwise.
    func equalityMatcher() -> Result<MatcherBox, NotEquatableArgument> {
        .failure(NotEquatableArgument(position: 0, type: argumentsType))
    }

    /// A matcher of one condition per argument, in the arguments' order.
    func conditionsMatcher(_ conditions: [ErasedCondition]) -> MatcherBox {
        ArgumentMatcher<Any>.any.box
    }
}

/// An argument the closure forms cannot compare for equality.
struct NotEquatableArgument: Error {
    /// From 1.
    let position: Int
    let type: Any.Type
}

final class TypedCapturedArguments<Arguments>: CapturedArguments {
    let arguments: Arguments

    init(_ arguments: Arguments) {
        self.arguments = arguments
        super.init(argumentsType: Arguments.self)
    }

    override func count(conditions: [ErasedCondition]) -> Int {
        if Arguments.self == Void.self { return 0 }
        let isOneArgument = conditions.count == 1 && conditions[0].valueType == Arguments.self
        guard !isOneArgument, Mirror(reflecting: arguments).displayStyle == .tuple else { return 1 }
        return Mirror(reflecting: arguments).children.count
    }

    override func elements(count: Int) -> [Any] {
        Self.elements(of: arguments, count: count)
    }

    override func equalityMatcher() -> Result<MatcherBox, NotEquatableArgument> {
        let count = count(conditions: [])
        var tests: [(Any) -> Bool] = []
        for (index, element) in Self.elements(of: arguments, count: count).enumerated() {
            if let equatable = element as? any Equatable {
                tests.append(Self.equality(to: equatable))
            } else if let type = element as? Any.Type {
                // A metatype, compared by identity.
                tests.append { ($0 as? Any.Type) == type }
            } else {
                return .failure(NotEquatableArgument(position: index + 1, type: type(of: element)))
            }
        }
        let matches: (Arguments) -> Bool =
            count == 1
            ? { [test = tests[0]] in test($0) }
            : { actual in
                zip(tests, Self.elements(of: actual, count: count)).allSatisfy { test, element in test(element) }
            }
        return .success(
            TypedMatcherBox<Arguments>(
                description: ValueDescription.of(self.arguments), expectedArguments: arguments, matches: matches))
    }

    /// A test for a value equal to `expected`, opened once here so that a
    /// call compares without another cast to `Equatable`.
    private static func equality<Value: Equatable>(to expected: Value) -> (Any) -> Bool {
        { ($0 as? Value) == expected }
    }

    override func conditionsMatcher(_ conditions: [ErasedCondition]) -> MatcherBox {
        let count = conditions.count
        let captors = conditions.indices.compactMap { position in
            conditions[position].captor.map { CaptorSlot(captor: $0, position: position, count: count) }
        }
        let names = { conditions.map { $0.describe() } }
        // `arg(.any)` and captors alone: every call of these types counts,
        // with no test of its arguments.
        if conditions.allSatisfy(\.acceptsEverything) {
            return TypedMatcherBox<Arguments>(
                conditionNames: names, matches: { _ in true }, failing: { _ in [] },
                scan: { _, positions, first in first ? positions.first ?? -1 : positions.count }, captors: captors)
        }
        let tests = conditions.map(\.test)
        let failing: (Arguments) -> [Int] = { actual in
            zip(tests, Self.elements(of: actual, count: count)).enumerated().compactMap { index, pair in
                pair.0(pair.1) ? nil : index
            }
        }
        return TypedMatcherBox<Arguments>(
            conditionNames: names, matches: { failing($0).isEmpty }, failing: failing, scan: nil, captors: captors)
    }
}
