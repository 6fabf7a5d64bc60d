// Conditions beyond equality and identity: comparisons, ranges, collection
// and string conditions, and the combinators `&&`, `||` and `!`. Each
// describes itself in messages, as `greater than 0 and less than 100`, and
// works wherever a condition does: `arg(_:)` in the closure forms and the
// name-based `ArgumentMatcher(_:)` forms.
import Foundation

extension ArgumentCondition where Value: Comparable {
    /// A value greater than `bound`.
    @inlinable
    public static func greaterThan(_ bound: Value) -> ArgumentCondition {
        ArgumentCondition(describe: describing("greater than", bound), test: { $0 > bound }, sample: bound)
    }

    /// A value less than `bound`.
    @inlinable
    public static func lessThan(_ bound: Value) -> ArgumentCondition {
        ArgumentCondition(describe: describing("less than", bound), test: { $0 < bound }, sample: bound)
    }

    /// A value greater than or equal to `bound`.
    @inlinable
    public static func atLeast(_ bound: Value) -> ArgumentCondition {
        ArgumentCondition(describe: describing("at least", bound), test: { $0 >= bound }, sample: bound)
    }

    /// A value less than or equal to `bound`.
    @inlinable
    public static func atMost(_ bound: Value) -> ArgumentCondition {
        ArgumentCondition(describe: describing("at most", bound), test: { $0 <= bound }, sample: bound)
    }

    /// A value in `range`, its bounds included: `.in(1...5)`.
    @inlinable
    public static func `in`(_ range: ClosedRange<Value>) -> ArgumentCondition {
        ArgumentCondition(
            describe: describingRange(range.lowerBound, "...", range.upperBound),
            test: { range.contains($0) }, sample: range.lowerBound)
    }

    /// A value in `range`, its upper bound excluded: `.in(0..<10)`.
    @inlinable
    public static func `in`(_ range: Range<Value>) -> ArgumentCondition {
        ArgumentCondition(
            describe: describingRange(range.lowerBound, "..<", range.upperBound),
            test: { range.contains($0) }, sample: range.isEmpty ? nil : range.lowerBound)
    }
}

extension ArgumentCondition where Value: Collection {
    /// A collection (or string) of `count` elements (characters).
    @inlinable
    public static func hasCount(_ count: Int) -> ArgumentCondition {
        ArgumentCondition(
            describe: { "a collection of \(count) \(count == 1 ? "element" : "elements")" }, test: { $0.count == count }
        )
    }

    /// An empty collection or string; `!.isEmpty` for a non-empty one.
    public static var isEmpty: ArgumentCondition {
        ArgumentCondition(describe: { "empty" }, test: { $0.isEmpty })
    }
}

extension ArgumentCondition where Value: Collection, Value.Element: Equatable {
    /// A collection that contains `element`. For a string, `.contains` is
    /// a substring: `.contains("EUR")`.
    @inlinable
    public static func contains(_ element: Value.Element) -> ArgumentCondition {
        ArgumentCondition(
            describe: describing("a collection containing", other: element), test: { $0.contains(element) })
    }
}

// Not inlinable: a string's `contains` is Foundation's, which an inlinable
// body could not use without importing it for every client.
extension ArgumentCondition where Value: StringProtocol {
    /// A string that contains `substring`.
    public static func contains(_ substring: String) -> ArgumentCondition {
        ArgumentCondition(
            describe: describing("a string containing", other: substring), test: { $0.contains(substring) })
    }

    /// A string that starts with `prefix`.
    public static func hasPrefix(_ prefix: String) -> ArgumentCondition {
        ArgumentCondition(
            describe: describing("a string starting with", other: prefix), test: { $0.hasPrefix(prefix) })
    }

    /// A string that ends with `suffix`.
    public static func hasSuffix(_ suffix: String) -> ArgumentCondition {
        ArgumentCondition(
            describe: describing("a string ending with", other: suffix), test: { $0.hasSuffix(suffix) })
    }
}

extension ArgumentCondition {
    /// A value that satisfies both conditions: `.greaterThan(0) && .lessThan(100)`.
    @inlinable
    public static func && (lhs: ArgumentCondition, rhs: ArgumentCondition) -> ArgumentCondition {
        let (lhsTest, rhsTest) = (lhs.test, rhs.test)
        return ArgumentCondition(
            describe: { "\(lhs.described(inside: .and)) and \(rhs.described(inside: .and))" },
            test: { lhsTest($0) && rhsTest($0) }, sample: lhs.sample ?? rhs.sample, compound: .and)
    }

    /// A value that satisfies either condition: `.equal(to: "a") || .equal(to: "b")`.
    @inlinable
    public static func || (lhs: ArgumentCondition, rhs: ArgumentCondition) -> ArgumentCondition {
        let (lhsTest, rhsTest) = (lhs.test, rhs.test)
        return ArgumentCondition(
            describe: { "\(lhs.described(inside: .or)) or \(rhs.described(inside: .or))" },
            test: { lhsTest($0) || rhsTest($0) }, sample: lhs.sample ?? rhs.sample, compound: .or)
    }

    /// A value that does not satisfy `condition`: `!.isEmpty`.
    @inlinable
    public static prefix func ! (condition: ArgumentCondition) -> ArgumentCondition {
        let test = condition.test
        return ArgumentCondition(
            describe: { "not \(condition.described(inside: .not))" }, test: { !test($0) }, compound: .not)
    }

    /// A description that dumps `value`, of another type than the
    /// condition's, after `phrase` when a message asks.
    @usableFromInline
    static func describing(_ phrase: String, other value: Any) -> () -> String {
        { "\(phrase) \(ValueDescription.of(value))" }
    }

    /// `in 1...5`, each bound dumped when a message asks.
    @usableFromInline
    static func describingRange(_ lower: Value, _ rangeOperator: String, _ upper: Value) -> () -> String {
        { "in \(ValueDescription.of(lower))\(rangeOperator)\(ValueDescription.of(upper))" }
    }

    /// This condition's description as an operand of `outer`: in
    /// parentheses when it combines others differently, so that
    /// `(a or b) and c` and `not (a and b)` read as they test; a `!`
    /// binds tightest and needs none.
    @usableFromInline
    func described(inside outer: Compound) -> String {
        switch compound {
        case nil, .not: describe()
        case let inner? where outer != .not && inner == outer: describe()
        case _?: "(\(describe()))"
        }
    }
}
