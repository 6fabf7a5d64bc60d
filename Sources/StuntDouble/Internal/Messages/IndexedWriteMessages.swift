// How reports name a subscript's write among a member's givens. A write is
// stored as a given whose location is the double's setter, where
// `didCallFunction` is: a report that listed it as `At <that line>` pointed
// at the double, not at the test whose write is why a read found no value.

extension RegistrySnapshot {
    /// `subscript(city: "Paris") = 3, written through the double's setter
    /// at Doubles.swift:9: …`, where the write's index rejecting the read
    /// says the rule it applies: a write answers reads of its own index.
    static func indexedWriteLine<Arguments, Result>(
        _ given: Given, of function: String, _ arguments: Arguments, _ resultType: Result.Type, _ form: CallForm
    ) -> String {
        let index = given.matcher.expectedArguments.map { CallDescription.of(function: function, arguments: $0) }
        let write = "\(index ?? function) = \(given.answer.valueDescription ?? "a value")"
        let rejected = given.answer.fits(Arguments.self, Result.self, form) && given.matcher.fits(Arguments.self)
        let why =
            rejected
            ? "this read is of another index, and a write answers reads of its own index only"
            : reasonNotApplied(given, to: arguments, as: resultType, form)
        return "\(write), written through the double's setter at \(given.location.description): \(why)"
    }

    /// The line that names the test during which a report lists writes,
    /// where Swift Testing declares it; `nil` when no write is listed, or
    /// outside a Swift Testing test.
    static func testBehindWrites(_ givens: [Given]) -> String? {
        guard givens.contains(where: \.isIndexedWrite),
            let test = CurrentTestLookup.bridge?.currentTestLocation
        else { return nil }
        return "  During test \(test)."
    }
}
