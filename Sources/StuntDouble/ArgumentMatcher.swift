/// Decides whether a call's arguments are the ones a given or an expectation
/// is about.
///
/// `Arguments` is the type of the member's arguments taken together: a tuple
/// such as `(TableView, Int)` for two, the bare type (`String`) for one and
/// `()` for none. The tuple may name labels, which a call's own arguments
/// lack: `(tableView: TableView, section: Int)`. A matcher whose `Arguments`
/// differ from a call's in anything else never matches that call.
///
/// ```swift
/// let secondSection = ArgumentMatcher { (args: (tableView: TableView, section: Int)) in args.section == 2 }
/// ```
public struct ArgumentMatcher<Arguments> {
    @usableFromInline
    let box: MatcherBox

    /// Creates a matcher from a predicate over the call's arguments.
    ///
    /// - Parameters:
    ///   - description: How failure messages name the matcher, such as
    ///     `"a section above 2"`; by default its argument type.
    ///   - matcher: Returns `true` for the arguments that match.
    @inlinable
    public init(description: String? = nil, matcher: @escaping (Arguments) -> Bool) {
        // Inlined, so that the counting loop is compiled for `Arguments`.
        box = TypedMatcherBox(description: description, matches: matcher, scan: TypedMatcherBox.scan(matcher))
    }

    @usableFromInline
    init(box: MatcherBox) {
        self.box = box
    }
}

extension ArgumentMatcher {
    /// A matcher that accepts arguments equal to `expected`, one by one.
    ///
    /// ```swift
    /// cache.expect(callToFunction: "put(_:_:)", withArgumentsThatMatch: .equal(to: "user", 1))
    /// ```
    ///
    /// Messages describe it by the values, and mark the recorded call that
    /// came closest. Creating it costs the same for any value: the values
    /// are described only when a message needs them, so a passing test
    /// never calls their `description`.
    public static func equal<each Value: Equatable>(to expected: repeat each Value) -> ArgumentMatcher
    where Arguments == (repeat each Value) {
        let wanted = (repeat each expected)
        return ArgumentMatcher(
            box: TypedMatcherBox<Arguments>(
                // An autoclosure: dumped when a message first names the matcher.
                description: ValueDescription.of(wanted), expectedArguments: wanted,
                matches: { actual in
                    for (lhs, rhs) in repeat (each actual, each expected) {
                        if lhs != rhs { return false }
                    }
                    return true
                }))
    }
}

extension ArgumentMatcher where Arguments: Equatable {
    /// A matcher that accepts the one argument equal to `expected`: the
    /// one-argument `equal(to:)`, which describes itself and matches as the
    /// form for several arguments does.
    ///
    /// ```swift
    /// users.given("name(of:)", withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) in "user \(id)" })
    /// ```
    // Beside the pack form, which the compiler prefers it to: a pack of one
    // left `Arguments` unsolvable against a `willAnswer` closure's argument
    // type, so `.equal(to: 2)` with `willAnswer:` did not compile. It also
    // compares without iterating a pack.
    // Inlined, so that its scan is compiled for `Arguments` (see
    // `TypedMatcherBox.scan(_:)`).
    @inlinable
    public static func equal(to expected: Arguments) -> ArgumentMatcher {
        ArgumentMatcher(
            box: TypedMatcherBox<Arguments>(
                equalTo: expected, matches: { $0 == expected }, scan: TypedMatcherBox.scan { $0 == expected }))
    }
}

extension ArgumentMatcher where Arguments == Any {
    /// A matcher that accepts any arguments of any type; the default of
    /// every API that takes a matcher.
    public static var any: ArgumentMatcher<Any> {
        ArgumentMatcher(box: AnyArgumentsMatcherBox.shared)
    }
}

extension ArgumentMatcher where Arguments == Void {
    /// A matcher for calls without arguments, such as a property's reads:
    /// its getter passes none, its setter the new value.
    ///
    /// ```swift
    /// editor.expect(.once, callsToFunction: "title", withArgumentsThatMatch: .read)    // reads
    /// editor.expect(.once, callsToFunction: "title", withArgumentsThatMatch: .equal(to: "Draft"))  // writes
    /// ```
    public static var read: ArgumentMatcher<Void> {
        ArgumentMatcher(description: "() (a read)") { _ in true }
    }
}

extension ArgumentMatcher {
    /// A matcher for a subscript's reads at the indices `index` accepts: a
    /// read passes the index alone, a write the index and the new value,
    /// so no write ever matches.
    ///
    /// ```swift
    /// scores.verify(.once, callsToFunction: "subscript(_:)", withArgumentsThatMatch: .read(at: .equal(to: "ann")))
    /// scores.verify(.never, callsToFunction: "subscript(_:)", withArgumentsThatMatch: .read(at: .any(String.self)))
    /// ```
    ///
    /// A property's reads pass nothing: select them with ``read``.
    public static func read(at index: ArgumentCondition<Arguments>) -> ArgumentMatcher {
        ArgumentMatcher(index)
    }
}
