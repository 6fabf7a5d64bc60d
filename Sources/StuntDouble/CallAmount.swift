/// How many matching calls an expectation asks for.
///
/// ```swift
/// mock.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
/// mock.expect(.never, callsToFunction: "delete(_:)")
/// ```
///
/// No number of calls meets a negative amount, such as one computed as
/// `.times(items.count - 1)` for no items: the expectation or check that
/// asks for it fails, and says why.
public struct CallAmount: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline
    let range: ClosedRange<Int>

    /// How an amount with a negative bound was asked for ("at most -1
    /// times"): no number of calls meets it. An amount computed at run
    /// time may be negative, so it fails the expectation or check that
    /// asks for it, where a trap would stop every test of the run.
    private let negativeRequest: String?

    init(_ range: ClosedRange<Int>) {
        self.range = range
        negativeRequest = nil
    }

    private init(negative request: String) {
        range = 0...0
        negativeRequest = request
    }

    /// `range`, or a negative amount asked for as `request` says.
    private static func checked(_ range: ClosedRange<Int>, _ request: @autoclosure () -> String) -> CallAmount {
        range.lowerBound < 0 ? CallAmount(negative: request()) : CallAmount(range)
    }

    /// Whether a bound is negative: no number of calls meets the amount.
    var isNegative: Bool { negativeRequest != nil }

    /// Any number of calls, none included: an expectation that always holds.
    public static let anyAmount = CallAmount(0...Int.max)

    /// No call at all.
    public static let never = CallAmount(0...0)

    /// Exactly `amount` calls.
    public static func exactly(amount: Int) -> CallAmount {
        checked(amount...amount, "exactly \(amount) times")
    }

    /// `amount` calls or more.
    public static func atLeast(_ amount: Int) -> CallAmount {
        checked(amount...Int.max, "at least \(amount) times")
    }

    /// Exactly one call.
    public static let once = CallAmount(1...1)

    /// Exactly `amount` calls: the same as ``exactly(amount:)``.
    public static func times(_ amount: Int) -> CallAmount {
        exactly(amount: amount)
    }

    /// A number of calls within `range`, such as `.between(2...4)`.
    public static func between(_ range: ClosedRange<Int>) -> CallAmount {
        checked(range, "between \(range.lowerBound) and \(range.upperBound) times")
    }

    /// `amount` calls or fewer, none included.
    public static func atMost(_ amount: Int) -> CallAmount {
        amount < 0 ? CallAmount(negative: "at most \(amount) times") : CallAmount(0...amount)
    }

    /// Whether `count` calls satisfy this amount.
    func isSatisfied(by count: Int) -> Bool {
        !isNegative && range.contains(count)
    }

    /// The amount in words: "at least once", "exactly 2 times", "never".
    public var description: String {
        if let negativeRequest {
            return "\(negativeRequest), which no number of calls is (a call amount cannot be negative)"
        }
        return phrase
    }

    private var phrase: String {
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
