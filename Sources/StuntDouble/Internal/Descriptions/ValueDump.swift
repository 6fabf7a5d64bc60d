/// Values written for a failure message: readable, bounded and the same on
/// every run.
///
/// A dump reads like the Swift that would build the value. Strings and
/// characters are quoted and escaped, optionals are unwrapped, enums print
/// as `.case(payload)`, structs and classes as `TypeName(field: value)`,
/// and the elements of dictionaries and sets are sorted by the text they
/// print as, so that two runs print the same text. Anything longer than a
/// line is broken one element to a line, indented two spaces a level; long
/// collections and strings are cut, with a count of what was left out.
///
/// ```swift
/// struct Profile { var id: Int; var name: String; var grants: [Grant] }
/// enum Grant { case admin, editor, viewer(since: Int) }
///
/// print(ValueDump.of(Profile(id: 42, name: "Blob \"Jr\"", grants: [.admin, .viewer(since: 2020)])))
/// print(ValueDump.of(Array(1...100)))
/// print(ValueDump.of(Optional(Optional<Int>.none) as Any))
/// ```
///
/// prints
///
/// ```
/// Profile(
///   id: 42,
///   name: "Blob \"Jr\"",
///   grants: [.admin, .viewer(since: 2020)]
/// )
/// [1, 2, 3, 4, 5, 6, 7, 8, … (92 more)]
/// .some(nil)
/// ```
///
/// Values that describe themselves (`CustomDebugStringConvertible`, else
/// `CustomStringConvertible`), such as `Date`, `URL`, `UUID` and numbers,
/// print their description, its control characters escaped as a string's
/// are; other values are taken apart with `Mirror`. Type names have no
/// module prefix and use Swift's sugar (`[Int]`, `String?`,
/// `[String: Int]`). An enum case carries its type's name
/// (`Direction.north`) only where the surrounding value does not already
/// say it, as at the top level.
///
/// A dump calls nothing of the value's but its description and `Mirror`:
/// no `<`, `==` or `hash(into:)`. Its work is bounded by what it prints, not
/// by the size of the value: it visits at most `nodeBudget` values, opens
/// only the elements it prints of an array, and sorts a set or dictionary
/// only up to `maxSortedElements` elements (a larger one prints its count:
/// there is no first element of a set without reading all of them).
///
/// > Important: A dump has no addresses or other run-dependent text, so
/// > messages can be compared word for word. A class instance that refers
/// > back to itself prints `TypeName(↩︎)` where the cycle closes.
enum ValueDump {
    /// How many values one dump visits at most, nested ones included;
    /// past it, values print as they do below the depth limit. Eight
    /// elements four levels deep are some 4,700 values.
    static let nodeBudget = 5_000

    /// The most elements of a set or dictionary that a dump reads to sort
    /// them; a larger one prints only its count, `Set([… (5000 more)])`.
    static let maxSortedElements = 1_000

    /// The dump of a value.
    ///
    /// - Parameters:
    ///   - value: Any value.
    ///   - maxDepth: How many levels of nested structure are opened; a value
    ///     below that prints as `TypeName(…)`, `[… (3 more)]` or `(…)`.
    ///   - maxItems: How many elements of a collection, dictionary or set
    ///     are printed before the rest are counted: `… (92 more)`.
    ///   - maxLength: How many characters of a string or a description are
    ///     printed before the rest are counted: `… (N more characters)`.
    ///   - lineWidth: The longest line a nested value is kept on before it
    ///     is broken one element to a line.
    /// - Returns: The dump, on one line when it fits in `lineWidth`.
    static func of(
        _ value: Any, maxDepth: Int = 4, maxItems: Int = 8, maxLength: Int = 200, lineWidth: Int = 60
    ) -> String {
        var dumper = Dumper(
            maxDepth: max(0, maxDepth), maxItems: max(0, maxItems), maxLength: max(1, maxLength), budget: nodeBudget)
        return dumper.node(for: value, depth: 0, context: .unknown).rendered(lineWidth: lineWidth)
    }

    /// A type's name as Swift code would write it where its module is
    /// imported: `[String: Int]`, `Outer.Inner`, `(Int) -> String`,
    /// `Result<Int, Error>`.
    static func typeName(_ type: Any.Type) -> String {
        TypeNameText.name(of: type)
    }
}
