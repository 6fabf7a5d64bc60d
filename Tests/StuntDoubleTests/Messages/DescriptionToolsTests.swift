import Testing

@testable import StuntDouble

/// The pieces `ValueDump` and the messages build on: the order of printed
/// texts, the bounded distance between dumps, escaping, lazy text and
/// type-name sugar.
struct DescriptionToolsTests {
    @Test func renderedOrderComparesNumbersByValue() {
        let texts = ["nan", "10", "-3.25", "2", "-3.5", "\"b\"", "1.5", "\"a\"", "-0.0", "1.25", "x-1", "x-2", "010"]
        let sorted = texts.sorted(by: RenderedOrder.precedes)
        #expect(
            sorted == ["\"a\"", "\"b\"", "-3.5", "-3.25", "-0.0", "1.25", "1.5", "2", "010", "10", "nan", "x-1", "x-2"])
        // Beyond what an `Int` or a `Double` holds, digits still compare exactly.
        #expect(RenderedOrder.precedes("18446744073709551616", "18446744073709551617"))
        #expect(!RenderedOrder.precedes("a", "a"))
    }

    @Test func dumpDistanceCountsEditsAndGivesUpPastTheLimit() {
        #expect(DumpDistance.edits(#"("b", 3)"#, #"("b", 2)"#) == 1)
        #expect(DumpDistance.edits("ab", "ba") == 1)
        #expect(DumpDistance.edits("", "abc") == 3)
        #expect(DumpDistance.edits(#"("a", 1)"#, #"("b", 2)"#, atMost: 1) == nil)
        #expect(DumpDistance.edits(#"("a", 1)"#, #"("b", 2)"#, atMost: 2) == 2)
        // Only the first `comparedLength` characters count.
        let long = String(repeating: "a", count: DumpDistance.comparedLength)
        #expect(DumpDistance.edits(long + "xyz", long + "abc") == 0)
    }

    @Test func escapingShowsInvisibleCharacters() {
        #expect(TextEscaping.visible("plain \"text\" \\ 👩‍💻", keepingLineBreaks: false) == "plain \"text\" \\ 👩‍💻")
        #expect(
            TextEscaping.visible("a\nb\r\t\u{1B}\u{202E}", keepingLineBreaks: true) == #"a"# + "\n"
                + #"b\r\t\u{1B}\u{202E}"#)
        #expect(TextEscaping.visible("a\nb", keepingLineBreaks: false) == #"a\nb"#)
        #expect(TextEscaping.quoted("say \"hi\"\u{7}", maxLength: 200) == #""say \"hi\"\u{7}""#)
        #expect(TextEscaping.quoted("abcdef", maxLength: 2) == #""ab…" (4 more characters)"#)
    }

    @Test func lazyTextIsMadeOnceWhenFirstRead() {
        let counter = ProbeCounter()
        let text = LazyText {
            counter.countDescription()
            return "made"
        }
        #expect(counter.descriptions == 0)
        #expect(text.value == "made")
        #expect(text.value == "made")
        #expect(counter.descriptions == 1)
    }

    /// Messages about one double may be built by several tasks at once.
    @Test func lazyTextIsSafeToReadFromManyTasks() async {
        let counter = ProbeCounter()
        let text = LazyText {
            counter.countDescription()
            return "made"
        }
        let values = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { text.value } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: "made", count: 8))
        #expect((1...8).contains(counter.descriptions))
    }

    @Test func typeNameSugarIsWrittenInOnePass() {
        #expect(TypeNameText.sugared("Optional<Array<Dictionary<String, Optional<Int>>>>") == "[[String: Int?]]?")
        #expect(TypeNameText.sugared("Optional<(Int) -> String>") == "((Int) -> String)?")
        #expect(TypeNameText.sugared("Crate<Optional<Int>, Array<X.Array<Int>>>") == "Crate<Int?, [X.Array<Int>]>")
        #expect(TypeNameText.sugared("Result<Array<Int>, Error>") == "Result<[Int], Error>")
        #expect(ValueDump.typeName([Int: [String: Int??]].self) == "[Int: [String: Int??]]")
        #expect(ValueDump.typeName(Set<[Int]>?.self) == "Set<[Int]>?")
        #expect(ValueDump.typeName(((Int) -> Void)??.self) == "((Int) -> ())??")
    }
}
