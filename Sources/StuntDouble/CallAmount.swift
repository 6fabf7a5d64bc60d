/// How many matching calls an expectation asks for.
///
/// ```swift
/// mock.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
/// mock.expect(.never, callsToFunction: "delete(_:)")
/// ```
public struct CallAmount: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline
    let range: ClosedRange<Int>

    init(_ range: ClosedRange<Int>) {
        self.range = range
    }

    /// Any number of calls, none included: an expectation that always holds.
    public static let anyAmount = CallAmount(0...Int.max)

    /// No call at all.
    public static let never = CallAmount(0...0)

    /// Exactly `amount` calls.
    public static func exactly(amount: Int) -> CallAmount {
        precondition(amount >= 0, "A call amount cannot be negative: \(amount)")
        return CallAmount(amount...amount)
    }

    /// `amount` calls or more.
    public static func atLeast(_ amount: Int) -> CallAmount {
        precondition(amount >= 0, "A call amount cannot be negative: \(amount)")
        return CallAmount(amount...Int.max)
    }

    /// Exactly one call.
    public static let once = CallAmount(1...1)

    /// Exactly `amount` calls: the same as ``exactly(amount:)``.
    public static func times(_ amount: Int) -> CallAmount {
        exactly(amount: amount)
    }

    /// A number of calls within `range`, such as `.between(2...4)`.
    public static func between(_ range: ClosedRange<Int>) -> CallAmount {
        precondition(range.lowerBound >= 0, "A call amount cannot be negative: \(range)")
        return CallAmount(range)
    }

    /// `amount` calls or fewer, none included.
    public static func atMost(_ amount: Int) -> CallAmount {
        precondition(amount >= 0, "A call amount cannot be negative: \(amount)")
        return CallAmount(0...amount)
    }

    /// Whether `count` calls satisfy this amount.
    func isSatisfied(by count: Int) -> Bool {
        range.contains(count)
    }

    /// The amount in words: "at least once", "exactly 2 times", "never".
    public var description: String {
        switch (range.lowerBound, range.upperBound) {
        case (0, Int.max): "any number of times"
        case (0, 0): "never"
        case (let lower, Int.max): "at least \(Self.timesPhrase(lower))"
        case (0, let upper): "at most \(Self.timesPhrase(upper))"
        case (let lower, let upper) where lower == upper: "exactly \(Self.timesPhrase(lower))"
        case (let lower, let upper): "between \(lower) and \(upper) times"
        }
    }

    static func timesPhrase(_ count: Int) -> String {
        count == 1 ? "once" : "\(count) times"
    }
}
