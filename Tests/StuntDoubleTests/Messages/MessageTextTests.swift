import Testing

@testable import StuntDouble

/// An amount of money whose `<` has a precondition, as a real one might
/// (amounts of different currencies do not compare). A message must never
/// call it: the test did not compare anything. Here `<` fails the test.
private struct ProbeAmount: Hashable, Comparable, CustomStringConvertible {
    var currency: String
    var cents: Int

    var description: String { "\(currency) \(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }

    static func < (lhs: ProbeAmount, rhs: ProbeAmount) -> Bool {
        Issue.record("a message called the user's < on \(lhs) and \(rhs)")
        return lhs.cents < rhs.cents
    }
}

private struct ProbeSneakyDescription: CustomStringConvertible {
    var description: String { "red\u{1B}[31m\rover\u{202E}txet" }
}

/// What messages print: no user operation but describing, every `nil` of a
/// nested optional told apart, the same order on every run, and user
/// text escaped.
struct MessageTextTests {
    // MARK: No user code but descriptions

    @Test func setsAndDictionariesAreOrderedWithoutTheUsersLessThan() {
        let amounts: Set = [
            ProbeAmount(currency: "EUR", cents: 250), ProbeAmount(currency: "USD", cents: 1_000),
            ProbeAmount(currency: "CHF", cents: 5),
        ]
        #expect(ValueDump.of(amounts) == "Set([CHF 0.05, EUR 2.50, USD 10.00])")
        let byAmount = Dictionary(uniqueKeysWithValues: amounts.map { ($0, $0.currency) })
        #expect(ValueDump.of(byAmount) == #"[CHF 0.05: "CHF", EUR 2.50: "EUR", USD 10.00: "USD"]"#)

        let mock = ProbeMock()
        mock.take(amounts)
        mock.expect(.never, callsToFunction: "take(_:)")
        #expect(mock.applicableFailureMessages().first?.contains("take(Set([CHF 0.05, EUR 2.50, USD 10.00]))") == true)
    }

    // MARK: Nested optionals

    @Test func theTwoNilsOfANestedOptionalPrintApart() {
        #expect(ValueDump.of(Int??.none as Any) == "nil")
        #expect(ValueDump.of(Int??.some(.none) as Any) == ".some(nil)")
        #expect(ValueDump.of(Int??.some(.some(3)) as Any) == "3")
        #expect(ValueDump.of(Int???.some(.some(.none)) as Any) == ".some(.some(nil))")
        #expect(ValueDump.of([nil, .some(nil), 1] as [Int??]) == "[nil, .some(nil), 1]")

        let mock = ProbeMock()
        mock.take(Int??.none)
        mock.take(Int??.some(.none))
        mock.expect(callToFunction: "take(_:)", withArgumentsThatMatch: .equal(to: Int??.some(.some(1))))
        let lines = mock.applicableFailureMessages().first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.contains("    ✗ take(nil)  ← closest"))
        #expect(lines.contains("    ✗ take(.some(nil))"))
    }

    // MARK: Stable order

    /// Sets with the same elements print alike however they hold them,
    /// NaN included (which is neither less nor greater than anything).
    @Test func setsWithNaNPrintInOneOrder() {
        let elements: [Double] = [.nan, 1, .nan, -2, 0.5, .nan, 3, -0.0]
        let dumps = Set(
            (0..<40).map { index in
                var set = Set<Double>(minimumCapacity: index)
                for element in index.isMultiple(of: 2) ? elements : elements.reversed() { set.insert(element) }
                return ValueDump.of(set)
            })
        #expect(dumps == ["Set([-2.0, -0.0, 0.5, 1.0, 3.0, nan, nan, nan])"])
        let keys = Set(
            (0..<40).map { index in
                var dictionary = [Double: Int](minimumCapacity: index)
                for (value, element) in elements.enumerated() { dictionary[element] = value }
                return ValueDump.of(dictionary, lineWidth: .max)
            })
        #expect(keys == ["[-2.0: 3, -0.0: 7, 0.5: 4, 1.0: 1, 3.0: 6, nan: 0, nan: 2, nan: 5]"])
    }

    // MARK: Escaping

    @Test func descriptionsAreEscapedAsStringsAre() {
        #expect(ValueDump.of(ProbeSneakyDescription()) == #"red\u{1B}[31m\rover\u{202E}txet"#)
        #expect(ValueDump.of(["a": ProbeSneakyDescription()]) == #"["a": red\u{1B}[31m\rover\u{202E}txet]"#)
    }

    @Test func doubleNamesAndMatcherDescriptionsAreEscaped() {
        let mock = ProbeMock()
        mock.doubleName = "left\u{1B}[2K\r"
        mock.expect(
            callToFunction: "take(_:)",
            withArgumentsThatMatch: ArgumentMatcher(description: "above\u{202E}001\nin all") { (value: Int) in
                value > 100
            })

        let headline = mock.applicableFailureMessages().first?.split(separator: "\n").first.map(String.init)

        #expect(
            headline
                == #"Expected ProbeMock "left\u{1B}[2K\r".take(_:) to be called at least once with arguments matching above\u{202E}001\nin all; it was never called."#
        )
    }
}
