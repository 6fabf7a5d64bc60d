import Foundation
import Testing

@testable import StuntDouble

// Types for the dumps below; their names are distinctive because test files share a module.
private enum Heading { case north, south }
private enum Figure {
    case circle(radius: Double)
    case rect(width: Int, height: Int)
    case label(String)
    case point((Int, Int))
}
private enum Grant {
    case admin, editor
    case viewer(since: Int)
}
private struct Profile {
    var id: Int
    var name: String
    var grants: [Grant]
}
private struct Invoice {
    var number: Int
    var customer: Profile
    var lines: [String: Int]
    var note: String?
}
private struct Blank {}
private struct Shelf { struct Book { var title = "Dune" } }
private struct Crate<Content> { var content: Content }
private struct Matryoshka { var inner: Any }
private class Animal { var legs = 4 }
private final class Dog: Animal { var name = "Rex" }
private final class Link {
    var name: String
    var next: Link?
    init(name: String, next: Link? = nil) {
        self.name = name
        self.next = next
    }
}
private final class Lazy { lazy var answer = 42 }
private struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100)" }
}
private struct Token: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "token" }
    var debugDescription: String { "Token(redacted)" }
}
private struct Swatch: CustomStringConvertible { var description: String { "Swatch 0xFF8800 0x00000000FF8800FF" } }
/// A description that is its text.
private struct Verse: CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// A token that describes itself in pointer-width hexadecimal digits.
private struct HexToken: CustomStringConvertible {
    let bits: UInt64
    var description: String {
        let hex = String(bits, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
private struct Poem: CustomStringConvertible { var description: String { "Roses are red,\nviolets are blue" } }

struct ValueDumpTests {
    // MARK: Scalars

    @Test func stringsAreQuotedAndEscaped() {
        #expect(ValueDump.of("hello") == #""hello""#)
        #expect(ValueDump.of("a\"b\n") == #""a\"b\n""#)
        #expect(ValueDump.of("tab\there\\back\r\0") == #""tab\there\\back\r\0""#)
        #expect(ValueDump.of("bell\u{7}, zero-width\u{200B}, café 🎬") == #""bell\u{7}, zero-width\u{200B}, café 🎬""#)
        #expect(ValueDump.of("coder: 👩‍💻, right-to-left mark: \u{200F}") == #""coder: 👩‍💻, right-to-left mark: \u{200F}""#)
        #expect(ValueDump.of("") == #""""#)
        #expect(ValueDump.of("abc".dropFirst()) == #""bc""#)
    }

    @Test func charactersAndScalarsAreQuoted() {
        #expect(ValueDump.of(Character("x")) == #""x""#)
        #expect(ValueDump.of(Character("\n")) == #""\n""#)
        #expect(ValueDump.of(Unicode.Scalar("q")) == #""q""#)
    }

    @Test func numbersAndBooleansArePlain() {
        #expect(ValueDump.of(42) == "42")
        #expect(ValueDump.of(-7 as Int8) == "-7")
        #expect(ValueDump.of(1.5) == "1.5")
        #expect(ValueDump.of(0.1 + 0.2) == "0.30000000000000004")
        #expect(ValueDump.of(true) == "true")
    }

    @Test func optionalsAreUnwrapped() {
        #expect(ValueDump.of(Optional(5) as Any) == "5")
        #expect(ValueDump.of(Int?.none as Any) == "nil")
        #expect(ValueDump.of(Optional(Optional("a")) as Any) == #""a""#)
        // `Int??` holds `nil` two ways; the inner one is written as Swift would build it.
        #expect(ValueDump.of(Optional(Optional<Int>.none) as Any) == ".some(nil)")
        #expect(ValueDump.of([1, nil, 3] as [Int?]) == "[1, nil, 3]")
    }

    // MARK: Enums

    @Test func enumCasesNameTheirTypeWhereNothingElseDoes() {
        #expect(ValueDump.of(Heading.north) == "Heading.north")
        #expect(ValueDump.of(Figure.circle(radius: 1)) == "Figure.circle(radius: 1.0)")
        #expect(ValueDump.of(Figure.rect(width: 1, height: 2)) == "Figure.rect(width: 1, height: 2)")
        #expect(ValueDump.of(Figure.label("x")) == #"Figure.label("x")"#)
        #expect(ValueDump.of(Figure.point((1, 2))) == "Figure.point(1, 2)")
        #expect(ValueDump.of(Result<Int, any Error>.success(1)) == "Result<Int, Error>.success(1)")
    }

    @Test func enumCasesInsideTypedValuesLeaveTheirTypeToContext() {
        #expect(ValueDump.of([Heading.north, .south]) == "[.north, .south]")
        #expect(ValueDump.of([Heading.north, nil]) == "[.north, nil]")
        #expect(ValueDump.of(["left": Heading.south]) == #"["left": .south]"#)
        #expect(
            ValueDump.of(Crate(content: Grant.viewer(since: 2020))) == "Crate<Grant>(content: .viewer(since: 2020))")
        // Where the elements' type says nothing, each case says it.
        #expect(ValueDump.of([Heading.north, 1, "a"] as [Any]) == #"[Heading.north, 1, "a"]"#)
        #expect(ValueDump.of((Heading.north, 1)) == "(Heading.north, 1)")
    }

    // MARK: Structs, classes and tuples

    @Test func structsPrintTheirTypeAndFields() {
        #expect(
            ValueDump.of(Profile(id: 1, name: "Blob", grants: [.editor]))
                == #"Profile(id: 1, name: "Blob", grants: [.editor])"#)
        #expect(ValueDump.of(Blank()) == "Blank()")
        #expect(ValueDump.of(Shelf.Book()) == #"Shelf.Book(title: "Dune")"#)
        #expect(ValueDump.of(Crate(content: [1, 2])) == "Crate<[Int]>(content: [1, 2])")
    }

    @Test func classesPrintTheirClassNameAndInheritedFields() {
        #expect(ValueDump.of(Dog()) == #"Dog(legs: 4, name: "Rex")"#)
        #expect(
            ValueDump.of(Link(name: "a", next: Link(name: "b")))
                == #"Link(name: "a", next: Link(name: "b", next: nil))"#)
        #expect(ValueDump.of(Lazy()) == "Lazy(answer: nil)")
        #expect(ValueDump.of(NSObject()) == "NSObject()")
    }

    @Test func cyclesCloseWithAMarker() {
        let loop = Link(name: "loop")
        loop.next = loop
        #expect(ValueDump.of(loop) == #"Link(name: "loop", next: Link(↩︎))"#)
        let first = Link(name: "first")
        first.next = Link(name: "second", next: first)
        #expect(
            ValueDump.of(first) == #"""
                Link(
                  name: "first",
                  next: Link(name: "second", next: Link(↩︎))
                )
                """#)
        // Break the cycles, so that LeakSanitizer sees no leak.
        loop.next = nil
        first.next = nil
    }

    @Test func tuplesKeepTheirLabels() {
        #expect(ValueDump.of((1, "a")) == #"(1, "a")"#)
        #expect(ValueDump.of((x: 1, y: 2)) == "(x: 1, y: 2)")
        #expect(ValueDump.of((1, label: true)) == "(1, label: true)")
        #expect(ValueDump.of(()) == "()")
    }

    // MARK: Collections

    @Test func arrays() {
        #expect(ValueDump.of([1, 2, 3]) == "[1, 2, 3]")
        #expect(ValueDump.of([Int]()) == "[]")
        #expect(ValueDump.of([[1], [2, 3]]) == "[[1], [2, 3]]")
        #expect(ValueDump.of([1, 2, 3][1...]) == "ArraySlice([2, 3])")
        #expect(ValueDump.of(ContiguousArray([1])) == "[1]")
    }

    @Test func dictionariesAreSortedByKey() {
        #expect(ValueDump.of(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(ValueDump.of([10: "ten", 2: "two", -1: "minus one"]) == #"[-1: "minus one", 2: "two", 10: "ten"]"#)
        #expect(ValueDump.of([String: Int]()) == "[:]")
        #expect(ValueDump.of([Heading.south: 1, .north: 2]) == "[.north: 2, .south: 1]")
    }

    /// By their printed text, numbers in it by value: no `<` of the user's is called.
    @Test func setsAreSorted() {
        #expect(ValueDump.of(Set([33, 2, 10])) == "Set([2, 10, 33])")
        #expect(ValueDump.of(Set([-10, -2, 3])) == "Set([-10, -2, 3])")
        #expect(ValueDump.of(Set(["item 10", "item 9"])) == #"Set(["item 9", "item 10"])"#)
        #expect(ValueDump.of(Set(["b", "a"])) == #"Set(["a", "b"])"#)
        #expect(ValueDump.of(Set([Heading.south, .north])) == "Set([.north, .south])")
        #expect(ValueDump.of(Set<Int>()) == "Set([])")
    }

    @Test func valuesInAnyHashableAreDumpedThemselves() {
        #expect(ValueDump.of(AnyHashable("h")) == #""h""#)
        #expect(ValueDump.of([AnyHashable(2), AnyHashable("x")]) == #"[2, "x"]"#)
    }

    // MARK: Elision

    @Test func longCollectionsAreCutWithACount() {
        #expect(ValueDump.of(Array(1...100)) == "[1, 2, 3, 4, 5, 6, 7, 8, … (92 more)]")
        #expect(ValueDump.of(Array(1...9)) == "[1, 2, 3, 4, 5, 6, 7, 8, … (1 more)]")
        #expect(ValueDump.of(Array(1...8)) == "[1, 2, 3, 4, 5, 6, 7, 8]")
        #expect(ValueDump.of(Array(1...5), maxItems: 2) == "[1, 2, … (3 more)]")
        #expect(ValueDump.of(Array(1...5), maxItems: 0) == "[… (5 more)]")
    }

    @Test func longDictionariesAndSetsShowTheirFirstKeysInOrder() {
        let squares = Dictionary(uniqueKeysWithValues: (1...20).reversed().map { ($0, $0 * $0) })
        #expect(ValueDump.of(squares, maxItems: 3) == "[1: 1, 2: 4, 3: 9, … (17 more)]")
        #expect(ValueDump.of(Set(1...50), maxItems: 4) == "Set([1, 2, 3, 4, … (46 more)])")
    }

    @Test func longStringsAreCutWithACount() {
        let long = String(repeating: "ab", count: 150)
        #expect(ValueDump.of(long) == #""\#(String(repeating: "ab", count: 100))…" (100 more characters)"#)
        #expect(ValueDump.of("0123456789abc", maxLength: 10) == #""0123456789…" (3 more characters)"#)
        #expect(ValueDump.of("0123456789", maxLength: 10) == #""0123456789""#)
        #expect(ValueDump.of(["say \"hi\" twice"], maxLength: 5) == #"["say \"…" (9 more characters)]"#)
    }

    @Test func longDescriptionsAreCutWithACount() {
        #expect(ValueDump.of(Money(cents: 123_456), maxLength: 4) == "$123… (4 more characters)")
    }

    /// One character may hold any number of combining marks: the text kept
    /// also stops after four scalars a character.
    @Test func oneCharacterOfManyScalarsIsCutToo() {
        let accents = String(repeating: "\u{301}", count: 100)
        let long = "e" + accents
        #expect(long.count == 1)
        let kept = "e" + String(repeating: "\u{301}", count: 19)
        #expect(ValueDump.of(long, maxLength: 5) == "\"\(kept)…\" (81 more Unicode scalars)")
        #expect(ValueDump.of(Verse(text: long), maxLength: 5) == "\(kept)… (81 more Unicode scalars)")
        #expect(ValueDump.of("e" + String(repeating: "\u{301}", count: 19), maxLength: 5) == "\"\(kept)\"")
    }

    // MARK: Depth

    @Test func structureBelowTheDepthLimitIsElided() {
        let doll = Matryoshka(inner: Matryoshka(inner: Matryoshka(inner: Matryoshka(inner: Matryoshka(inner: 1)))))
        #expect(
            ValueDump.of(doll, lineWidth: 100)
                == "Matryoshka(inner: Matryoshka(inner: Matryoshka(inner: Matryoshka(inner: Matryoshka(…)))))")
        #expect(ValueDump.of(doll, maxDepth: 1) == "Matryoshka(inner: Matryoshka(…))")
        #expect(ValueDump.of(Profile(id: 1, name: "B", grants: []), maxDepth: 0) == "Profile(…)")
        #expect(ValueDump.of(Blank(), maxDepth: 0) == "Blank()")
        #expect(ValueDump.of([[[[[1]]]]]) == "[[[[[… (1 more)]]]]]")
        #expect(ValueDump.of(["k": ["a": 1]], maxDepth: 1) == #"["k": [… (1 more)]]"#)
        #expect(ValueDump.of(Set([1, 2]), maxDepth: 0) == "Set([… (2 more)])")
        #expect(ValueDump.of(Figure.rect(width: 1, height: 2), maxDepth: 0) == "Figure.rect(…)")
        #expect(ValueDump.of((1, (2, (3, 4))), maxDepth: 2) == "(1, (2, (…)))")
        // Text is never elided by depth.
        #expect(ValueDump.of([["deep"]], maxDepth: 2) == #"[["deep"]]"#)
    }

    // MARK: Layout

    /// The example in `ValueDump`'s documentation.
    @Test func valuesLongerThanALineBreakOneElementToALine() {
        let profile = Profile(id: 42, name: "Blob \"Jr\"", grants: [.admin, .viewer(since: 2020)])
        #expect(
            ValueDump.of(profile) == #"""
                Profile(
                  id: 42,
                  name: "Blob \"Jr\"",
                  grants: [.admin, .viewer(since: 2020)]
                )
                """#)
    }

    @Test func nestedValuesIndentTwoSpacesALevel() {
        let invoice = Invoice(
            number: 7,
            customer: Profile(id: 42, name: "Blob", grants: [.admin, .editor, .viewer(since: 2020)]),
            lines: ["coffee beans, dark roast": 2, "filter papers": 100, "mug": 1],
            note: nil)
        #expect(
            ValueDump.of(invoice) == #"""
                Invoice(
                  number: 7,
                  customer: Profile(
                    id: 42,
                    name: "Blob",
                    grants: [.admin, .editor, .viewer(since: 2020)]
                  ),
                  lines: [
                    "coffee beans, dark roast": 2,
                    "filter papers": 100,
                    "mug": 1
                  ],
                  note: nil
                )
                """#)
    }

    @Test func brokenCollectionsKeepTheirElision() {
        let names = (1...20).map { "customer number \($0)" }
        #expect(
            ValueDump.of(names, maxItems: 3) == #"""
                [
                  "customer number 1",
                  "customer number 2",
                  "customer number 3",
                  … (17 more)
                ]
                """#)
        #expect(
            ValueDump.of(Set(names), maxItems: 3) == #"""
                Set([
                  "customer number 1",
                  "customer number 2",
                  "customer number 3",
                  … (17 more)
                ])
                """#)
    }

    @Test func enumPayloadsBreakLikeOtherLists() {
        let figures: [Figure] = [.rect(width: 1_000_000, height: 2_000_000), .label("a label of some length")]
        #expect(
            ValueDump.of(figures) == #"""
                [
                  .rect(width: 1000000, height: 2000000),
                  .label("a label of some length")
                ]
                """#)
    }

    @Test func lineWidthDecidesWhereToBreak() {
        #expect(ValueDump.of([10, 20, 30], lineWidth: 12) == "[10, 20, 30]")
        #expect(
            ValueDump.of([10, 20, 30], lineWidth: 11) == """
                [
                  10,
                  20,
                  30
                ]
                """)
    }

    @Test func descriptionsOfSeveralLinesKeepTheirIndentation() {
        #expect(
            ValueDump.of(Crate(content: [Poem(), Poem()])) == """
                Crate<[Poem]>(
                  content: [
                    Roses are red,
                    violets are blue,
                    Roses are red,
                    violets are blue
                  ]
                )
                """)
    }

    // MARK: Self-describing values

    @Test func valuesThatDescribeThemselvesUseTheirDescription() {
        #expect(ValueDump.of(Money(cents: 1250)) == "$12.50")
        #expect(ValueDump.of(Token()) == "Token(redacted)")
        #expect(ValueDump.of(0..<5) == "Range(0..<5)")
        #expect(ValueDump.of(Date(timeIntervalSince1970: 0)) == "1970-01-01 00:00:00 +0000")
        #expect(ValueDump.of(URL(string: "https://example.com/a?b=c")!) == "https://example.com/a?b=c")
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(ValueDump.of(uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(ValueDump.of(["at": Date(timeIntervalSince1970: 60)]) == #"["at": 1970-01-01 00:01:00 +0000]"#)
    }

    @Test func typesAndFunctions() {
        #expect(ValueDump.of(Int.self) == "Int.self")
        #expect(ValueDump.of(Shelf.Book.self) == "Shelf.Book.self")
        #expect(ValueDump.of({ (x: Int) in x }) == "(Function)")
    }

    @Test func dumpsHoldNoAddresses() {
        let dump = ValueDump.of([Link(name: "a"), Link(name: "b")])
        #expect(dump == #"[Link(name: "a", next: nil), Link(name: "b", next: nil)]"#)
        #expect(ValueDump.of(["z": 1, "y": 2, "x": 3]) == ValueDump.of(["x": 3, "y": 2, "z": 1]))
        // Elements of different types sort by their dumps.
        #expect(ValueDump.of(Set<AnyHashable>([1, "a", 2.5])) == #"Set(["a", 1, 2.5])"#)
        // Descriptions lose their addresses, and only those.
        let link = Link(name: "a")
        #expect(ValueDump.of(ObjectIdentifier(link)) == "ObjectIdentifier(0x…)")
        // The cost: a number written with exactly pointer-width hex digits
        // that could be an address reads as one.
        #expect(ValueDump.of(Swatch()) == "Swatch 0xFF8800 0x…")
        // One that no process maps is a value's own, and stays.
        #expect(ValueDump.of(HexToken(bits: 1)) == "0x0000000000000001")
        #expect(ValueDump.of(HexToken(bits: 0xDEAD_BEEF_DEAD_BEEF)) == "0xDEADBEEFDEADBEEF")
    }

    // MARK: Type names

    @Test func typeNamesAreWrittenAsSwiftCodeWould() {
        #expect(ValueDump.typeName(Int.self) == "Int")
        #expect(ValueDump.typeName([Int].self) == "[Int]")
        #expect(ValueDump.typeName([String: [Int?]].self) == "[String: [Int?]]")
        #expect(ValueDump.typeName(Shelf.Book.self) == "Shelf.Book")
        #expect(ValueDump.typeName(Crate<Shelf.Book>.self) == "Crate<Shelf.Book>")
        #expect(ValueDump.typeName(Result<Int, any Error>.self) == "Result<Int, Error>")
        #expect(ValueDump.typeName((x: Int, y: String).self) == "(x: Int, y: String)")
        #expect(ValueDump.typeName(((Int) -> String).self) == "(Int) -> String")
        #expect(ValueDump.typeName(((Int) -> String)?.self) == "((Int) -> String)?")
        #expect(ValueDump.typeName(Optional<[Int]>.self) == "[Int]?")
        #expect(ValueDump.typeName(Dictionary<String, Int>.Keys.self) == "[String: Int].Keys")
        #expect(ValueDump.typeName(Unicode.Scalar.self) == "Unicode.Scalar")
        #expect(ValueDump.typeName(Set<Heading>.self) == "Set<Heading>")
    }
}
