/// A condition on one argument of a call; an ``ArgumentMatcher`` built
/// from one condition per argument describes itself in failure messages.
///
/// ```swift
/// ArgumentMatcher<(TableView, Int)>(.any, .equal(to: 2))
/// ArgumentMatcher(.any(TableView.self), .equal(to: 2))   // where nothing else fixes the type
/// ArgumentMatcher<(TableView, Int)>(.identical(to: tableView), .satisfying("a positive row") { $0 > 0 })
/// ArgumentMatcher<String?>(.isNil)
/// ```
///
/// A message names such a matcher by its conditions, `(any, equal to 2)`,
/// and says for each recorded call which argument did not match.
///
/// A condition is `Sendable` when its `Value` is: one kept in a `let` can be
/// used in an `async` closure form or sent to another task.
public struct ArgumentCondition<Value> {
    /// How messages name the condition; computed only when one needs it.
    @usableFromInline let describe: () -> String
    @usableFromInline let test: (Value) -> Bool
    /// The value `arg(_:)` passes for the condition, when it has one of its
    /// own: the expected value of `equal(to:)`, `identical(to:)`, `isNil`,
    /// the bound of a comparison.
    @usableFromInline let sample: Value?
    /// How the condition combines others (`&&`, `||`, `!`), for messages to
    /// put an operand in parentheses; `nil` for a simple one.
    @usableFromInline let compound: Compound?
    /// Whether every value satisfies the condition (`.any`, a captor): a
    /// pattern of such conditions alone needs no test per call.
    let acceptsEverything: Bool
    /// The captor that keeps the argument, for `arg(captor)`.
    let captor: (any ArgumentCaptor)?

    /// How a condition combines others.
    @usableFromInline
    enum Compound: Sendable {
        case and, or, not
    }

    @usableFromInline
    init(
        describe: @escaping () -> String, test: @escaping (Value) -> Bool, sample: Value? = nil,
        compound: Compound? = nil
    ) {
        self.init(describe: describe, test: test, sample: sample, compound: compound, acceptsEverything: false)
    }

    init(
        describe: @escaping () -> String, test: @escaping (Value) -> Bool, sample: Value?, compound: Compound?,
        acceptsEverything: Bool, captor: (any ArgumentCaptor)? = nil
    ) {
        self.describe = describe
        self.test = test
        self.sample = sample
        self.compound = compound
        self.acceptsEverything = acceptsEverything
        self.captor = captor
    }

    /// Any value.
    public static var any: ArgumentCondition {
        ArgumentCondition(
            describe: { "any" }, test: { _ in true }, sample: nil, compound: nil, acceptsEverything: true)
    }

    /// Any value of `type`: for a matcher whose argument types nothing else
    /// fixes.
    public static func any(_ type: Value.Type) -> ArgumentCondition {
        ArgumentCondition(
            describe: { "any \(TypeName.of(Value.self))" }, test: { _ in true }, sample: nil, compound: nil,
            acceptsEverything: true)
    }

    /// Any value, kept by `captor` when its call matches: `arg(captor)`'s.
    static func captured(by captor: Captor<Value>) -> ArgumentCondition {
        ArgumentCondition(
            describe: { "any \(TypeName.of(Value.self)) (captured)" }, test: { _ in true }, sample: nil,
            compound: nil, acceptsEverything: true, captor: captor)
    }

    /// A value that satisfies `predicate`, named `description` in messages.
    ///
    /// The predicate is `@Sendable`, as a condition is: it runs on the
    /// thread that calls the double. To test against an object of the
    /// test that is not `Sendable`, compare it with
    /// ``identical(to:)`` or ``equal(to:)``, or use an ``ArgumentMatcher``
    /// made from a closure.
    @inlinable
    public static func satisfying(_ description: String, _ predicate: @escaping @Sendable (Value) -> Bool)
        -> ArgumentCondition
    {
        ArgumentCondition(describe: { description }, test: predicate)
    }
}

// Unchecked: the closures are not `@Sendable`, so that a condition over a
// type that is not `Sendable` can still capture its values. Each captures
// only values of `Value` (expected values, bounds, elements of a `Value`
// collection), other conditions over `Value`, a captor of `Value`, or
// `Sendable` values: a `@Sendable` predicate, strings. So it is as
// sendable as `Value` is.
extension ArgumentCondition: @unchecked Sendable where Value: Sendable {}

extension ArgumentCondition where Value: Equatable {
    /// A value equal to `expected`.
    // Inlinable, as the conditions below, so that the test is specialised
    // where the matcher is made; the description need not be.
    @inlinable
    public static func equal(to expected: Value) -> ArgumentCondition {
        ArgumentCondition(describe: describing("equal to", expected), test: { $0 == expected }, sample: expected)
    }
}

extension ArgumentCondition {
    /// A description that dumps `value` after `phrase` when a message asks.
    @usableFromInline
    static func describing(_ phrase: String, _ value: Value) -> () -> String {
        { "\(phrase) \(ValueDescription.of(value))" }
    }
}

extension ArgumentCondition where Value: AnyObject {
    /// The very object `expected`, compared by identity.
    @inlinable
    public static func identical(to expected: Value) -> ArgumentCondition {
        ArgumentCondition(
            describe: describing("identical to", expected), test: { $0 === expected }, sample: expected)
    }
}

extension ArgumentCondition where Value: ExpressibleByNilLiteral {
    /// `nil`: an `Optional`'s, or for another type that takes the `nil`
    /// literal (`JSON.null`), a value equal to the one `nil` makes; a value
    /// of a type that is neither `Optional` nor `Equatable` is never `nil`.
    public static var isNil: ArgumentCondition {
        ArgumentCondition(describe: { "nil" }, test: { OptionalValue.isNil($0) }, sample: Value(nilLiteral: ()))
    }

    /// Any value but `nil`.
    public static var isNotNil: ArgumentCondition {
        ArgumentCondition(describe: { "non-nil" }, test: { !OptionalValue.isNil($0) })
    }
}

extension ArgumentMatcher {
    /// A matcher from one condition per argument, in order.
    ///
    /// For two to ten arguments, the forms of that many conditions (such
    /// as ``init(_:_:)``) take the call instead: with `Arguments` written
    /// out, they give each condition its element's type, so implicit members
    /// and literals infer (`.equal(to: .warning)`). This form takes any
    /// number, but types each condition by its own argument alone.
    ///
    /// ```swift
    /// dataSource.given(
    ///     "tableView(_:numberOfRowsInSection:)",
    ///     withArgumentsThatMatch: ArgumentMatcher<(TableView, Int)>(.any, .equal(to: 2)),
    ///     willReturn: 42)
    /// ```
    // Inlinable so that the matching closure is specialised where the
    // matcher is made: an unspecialised pack costs a metadata lookup per call.
    @inlinable
    public init<each Value>(_ conditions: repeat ArgumentCondition<each Value>)
    where Arguments == (repeat each Value) {
        self.init(conditions: repeat each conditions)
    }

    /// The matcher of the public pack form and of the forms of two to ten
    /// conditions, which forward here.
    @inlinable
    init<each Value>(conditions: repeat ArgumentCondition<each Value>)
    where Arguments == (repeat each Value) {
        let conditions = (repeat each conditions)
        self.init(
            box: TypedMatcherBox<Arguments>(
                conditionNames: {
                    var names: [String] = []
                    for condition in repeat each conditions { names.append(condition.describe()) }
                    return names
                },
                matches: { [tests = (repeat (each conditions).test)] arguments in
                    for (test, argument) in repeat (each tests, each arguments) {
                        if !test(argument) { return false }
                    }
                    return true
                },
                failing: { arguments in
                    var failing: [Int] = []
                    var index = 0
                    for (condition, argument) in repeat (each conditions, each arguments) {
                        if !condition.test(argument) { failing.append(index) }
                        index += 1
                    }
                    return failing
                }))
    }
}

extension ArgumentMatcher {
    /// A matcher from the one condition of a member with one argument.
    ///
    /// ```swift
    /// api.given("fetch(id:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.equal(to: 7)), willReturn: user)
    /// ```
    // The one-argument case without a parameter pack: iterating a pack of
    // one copied each argument through its value witness on every call.
    @inlinable
    public init(_ condition: ArgumentCondition<Arguments>) {
        let test = condition.test
        self.init(
            box: TypedMatcherBox<Arguments>(
                conditionNames: { [condition.describe()] },
                matches: test,
                failing: { test($0) ? [] : [0] }))
    }
}

/// Asks whether a value of a type known only to be `ExpressibleByNilLiteral`
/// is `nil`: an `Optional`'s, or equal to what the `nil` literal makes.
enum OptionalValue {
    static func isNil<Value: ExpressibleByNilLiteral>(_ value: Value) -> Bool {
        if let optional = value as Any as? any OptionalMarker { return optional.isNone }
        guard let equatable = value as Any as? any Equatable else { return false }
        return equatable.isEqual(to: Value(nilLiteral: ()))
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
