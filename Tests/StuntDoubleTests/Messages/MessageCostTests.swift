import Testing

@testable import StuntDouble

/// A failure message costs what it prints, whatever the size of the history
/// and of the values: these tests count the descriptions a message makes
/// (each `ProbeValue` counts its own), which a slow machine cannot make
/// flaky. `StuntDoubleBenchmarks` times the large cases.
struct MessageCostTests {
    // MARK: The closest call

    /// A `.equal(to:)` expectation over a long history looks for the closest
    /// call among the first ten it rejected, not among every call.
    @Test func theClosestCallIsSoughtAmongTheListedCallsOnly() {
        let counter = ProbeCounter()
        let mock = ProbeMock()
        for id in 0..<20_000 { mock.take(ProbeValue(id: id, counter: counter)) }
        mock.expect(
            callToFunction: "take(_:)", withArgumentsThatMatch: .equal(to: ProbeValue(id: 25_003, counter: counter)))

        let messages = mock.applicableFailureMessages()

        let lines = messages.first?.split(separator: "\n").map(String.init) ?? []
        // `#5` is 4 edits from `#25003`, as `#0` and `#3` are, but nearer in
        // number; `#15003` is one edit away, but is no candidate.
        #expect(lines.filter { $0.hasSuffix("← closest") } == ["    ✗ take(#5)  ← closest"])
        #expect(lines.contains("    … and 19997 more calls to take(_:) that did not match"))
        // Each listed call is described twice (for the listing and for the
        // search), the expected value twice (in the headline and for the search).
        #expect(counter.descriptions <= 2 * RegistrySnapshot.listedCallLimit + 2)
    }

    // MARK: Sets and dictionaries

    /// A set or dictionary too large to sort prints its count, without
    /// describing, or even reading, its elements.
    @Test func aLargeSetOrDictionaryPrintsOnlyItsCount() {
        let counter = ProbeCounter()
        let set = Set((0..<5_000).map { ProbeValue(id: $0, counter: counter) })
        let dictionary = Dictionary(uniqueKeysWithValues: set.map { ($0, $0.id) })

        #expect(ValueDump.of(set) == "Set([… (5000 more)])")
        #expect(ValueDump.of(dictionary) == "[… (5000 more)]")
        #expect(ValueDump.of(Set(0..<200_000)) == "Set([… (200000 more)])")
        #expect(counter.descriptions == 0)
    }

    /// Up to `maxSortedElements`, each element is described once, to sort
    /// them by their text; only the first eight are printed.
    @Test func aSetThatIsSortedDescribesEachElementOnce() {
        let counter = ProbeCounter()
        let set = Set((0..<1_000).map { ProbeValue(id: $0, counter: counter) })

        #expect(ValueDump.of(set) == "Set([#0, #1, #2, #3, #4, #5, #6, #7, … (992 more)])")
        #expect(counter.descriptions == 1_000)
    }

    // MARK: `.equal(to:)`

    /// Creating `.equal(to:)` describes nothing, and neither does a
    /// passing `verify()`; a failing one describes the value when it
    /// writes the message.
    @Test func equalToDescribesItsValuesOnlyForAMessage() {
        let counter = ProbeCounter()
        let mock = ProbeMock()
        let matcher = ArgumentMatcher<ProbeValue>.equal(to: ProbeValue(id: 1, counter: counter))
        #expect(counter.descriptions == 0)

        mock.expect(callToFunction: "take(_:)", withArgumentsThatMatch: matcher)
        mock.take(ProbeValue(id: 1, counter: counter))
        #expect(captureFailures { mock.verify() }.isEmpty)
        #expect(counter.descriptions == 0)

        mock.expect(.never, callsToFunction: "take(_:)", withArgumentsThatMatch: matcher)
        let failures = captureFailures { mock.verify() }
        #expect(failures.map(\.message).first?.hasPrefix("Expected ProbeMock.take(_:) never to be called") == true)
        #expect(counter.descriptions > 0)
    }

    /// `.equal(to:)` of an array nested 10,000 deep: its type's name, built
    /// recursively by the runtime, would run out of stack.
    @Test func equalToAValueNestedTenThousandDeep() {
        func messages<Value: ProbeNesting>(expecting value: Value) -> [String] {
            let mock = ProbeMock()
            mock.expect(callToFunction: "take(_:)", withArgumentsThatMatch: .equal(to: value))
            return mock.applicableFailureMessages()
        }

        let messages = messages(expecting: probeNestedTenThousandDeep)

        #expect(
            messages.first?.hasPrefix(
                "Expected ProbeMock.take(_:) to be called at least once with arguments equal to [[[[[… (1 more)]]]]];")
                == true)
    }

    /// A type name stops after `TypeNameText.maxNesting` containers.
    @Test func typeNamesOfDeeplyNestedContainersAreCut() {
        let cut = String(repeating: "[", count: 32) + "…" + String(repeating: "]", count: 32)
        #expect(ValueDump.typeName(type(of: probeNestedTenThousandDeep)) == cut)
        #expect(ValueDump.typeName(type(of: [[[1]]])) == "[[[Int]]]")
    }
}
