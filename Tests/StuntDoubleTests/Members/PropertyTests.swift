import Testing

@testable import StuntDouble

/// Properties and subscripts (issue #12): reads and writes told apart, and
/// a write answered by later reads.
struct PropertyTests {
    @Test func aWrittenValueIsReadBack() {
        let editor = EditorMock()
        editor.title = "Draft"
        #expect(editor.title == "Draft")
        editor.title = "Final"
        #expect(editor.title == "Final")
    }

    @Test func aStubStoresWritesToo() {
        let editor = EditorStub()
        #expect(editor.title == "")
        editor.title = "Draft"
        #expect(editor.title == "Draft")
    }

    @Test func neverWrittenReadsTheGivenElseTheDefault() {
        let editor = EditorMock()
        #expect(editor.title == "")
        #expect(editor.subtitle == nil)
        editor.given("title", willReturn: "Given")
        #expect(editor.title == "Given")
    }

    @Test func theNewerOfAWriteAndAGivenWins() {
        let editor = EditorMock()
        editor.given("title", willReturn: "Given")
        editor.title = "Written"
        #expect(editor.title == "Written")
        editor.given("title", willReturn: "Newer given")
        #expect(editor.title == "Newer given")
        editor.title = "Newer write"
        #expect(editor.title == "Newer write")
    }

    @Test func writingNilToAnOptionalPropertyReadsNil() {
        let editor = EditorMock()
        editor.given("subtitle", willReturn: Optional("Given"))
        editor.subtitle = nil
        #expect(editor.subtitle == nil)
        editor.subtitle = "Written"
        #expect(editor.subtitle == "Written")
    }

    @Test func resetStubForgetsWrittenValues() {
        let editor = EditorMock()
        editor.title = "Draft"
        editor.resetStub()
        #expect(editor.title == "")
    }

    @Test func readsAndWritesAreCountedApart() {
        let editor = EditorMock()
        editor.title = "Draft"
        _ = editor.title
        _ = editor.title
        editor.title = "Final"
        editor.subtitle = nil

        #expect(editor.numberOfReads(ofProperty: "title") == 2)
        #expect(editor.numberOfWrites(ofProperty: "title") == 2)
        #expect(editor.numberOfCalls(toFunction: "title") == 4)
        #expect(editor.valuesWritten(toProperty: "title", as: String.self) == ["Draft", "Final"])
        #expect(editor.valuesWritten(toProperty: "subtitle", as: String?.self) == [nil])
        #expect(editor.numberOfReads(ofProperty: "subtitle") == 0)
    }

    @Test func aValuesWrittenReadOfAnotherTypeSaysWhy() {
        let editor = EditorMock()
        editor.subtitle = "Draft"
        var found: [Substring] = ["x"]
        let notes = captureFailures { found = editor.valuesWritten(toProperty: "subtitle", as: Substring.self) }
        #expect(found.isEmpty)
        #expect(
            notes.map(\.message) == [
                "note: EditorMock.subtitle was written, but never with a value of type Substring;"
                    + " it was written with String?."
            ])
        #expect(editor.valuesWritten(toProperty: "subtitle", as: String.self) == ["Draft"])
    }

    @Test func expectationsTellReadsFromWrites() {
        let editor = EditorMock()
        editor.expect(.once, callsToFunction: "title", withArgumentsThatMatch: .read)
        editor.expect(
            .exactly(amount: 2), callsToFunction: "title", withArgumentsThatMatch: ArgumentMatcher<String>(.any))
        editor.expect(.once, callsToFunction: "title", withArgumentsThatMatch: .equal(to: "Final"))
        editor.title = "Draft"
        editor.title = "Final"
        _ = editor.title

        let reported = captureFailures { editor.verify() }
        #expect(reported.isEmpty)
        #expect(editor.verify(.once, callsToFunction: "title", withArgumentsThatMatch: .read))
    }

    @Test func aFailedExpectationShowsReadsAndWrites() {
        let editor = EditorMock()
        editor.title = "Draft"
        _ = editor.title

        let reported = captureFailures {
            editor.verify(.once, callsToFunction: "title", withArgumentsThatMatch: .equal(to: "Final"))
        }
        #expect(
            reported.map(\.message) == [
                """
                Expected EditorMock.title to be called exactly once with arguments equal to "Final"; it was called 0 times with matching arguments, 2 times in all.
                  Verified at: StuntDoubleTests/PropertyTests.swift:109
                  2 calls to title, in order:
                    ✗ set title to "Draft"  ← closest
                    ✗ read title
                  Other calls to EditorMock: none
                """
            ])
    }

    // MARK: Subscripts

    @Test func aSubscriptStoresOneValuePerIndex() {
        let store = ScoresMock()
        store["ann"] = 3
        store["bob"] = 5
        #expect(store["ann"] == 3)
        #expect(store["bob"] == 5)
        #expect(store["cat"] == nil)
        store["ann"] = nil
        #expect(store["ann"] == nil)
        #expect(store.numberOfWrites(ofProperty: "subscript(_:)") == 3)
        #expect(store.numberOfReads(ofProperty: "subscript(_:)") == 4)
        #expect(store.valuesWritten(toProperty: "subscript(_:)", as: Int?.self) == [3, 5, nil])
    }

    @Test func aSubscriptGivenAndAWriteNewestWins() {
        let store = ScoresMock()
        store.given("subscript(_:)", willReturn: Optional(1))
        store["ann"] = 3
        #expect(store["ann"] == 3)
        #expect(store["bob"] == 1)
        store.given("subscript(_:)", withArgumentsThatMatch: .equal(to: "ann"), willReturn: Optional(9))
        #expect(store["ann"] == 9)
    }

    @Test func aSubscriptsHistoryShowsReadsAndWrites() {
        let store = ScoresMock()
        store["ann"] = 3
        _ = store["ann"]

        let reported = captureFailures {
            store.verify(callToFunction: "subscript(_:)", withArgumentsThatMatch: .equal(to: "bob"))
        }
        #expect(
            reported.map(\.message) == [
                """
                Expected ScoresMock.subscript(_:) to be called at least once with arguments equal to "bob"; it was called 0 times with matching arguments, 2 times in all.
                  Verified at: StuntDoubleTests/PropertyTests.swift:156
                  2 calls to subscript(_:), in order:
                    ✗ set subscript("ann") to 3
                    ✗ read subscript("ann")  ← closest
                  Other calls to ScoresMock: none
                """
            ])
    }

    /// The index's `==` and description are the user's code, which may
    /// call the double: a write runs them outside the registry's lock.
    @Test func readAtSelectsASubscriptsReadsNotItsWrites() {
        let store = ScoresMock()
        store["ann"] = 3
        store["bob"] = 4
        _ = store["ann"]

        #expect(
            store.verify(.once, callsToFunction: "subscript(_:)", withArgumentsThatMatch: .read(at: .equal(to: "ann"))))
        #expect(
            store.verify(.once, callsToFunction: "subscript(_:)", withArgumentsThatMatch: .read(at: .any(String.self))))
        let line = #line + 2
        let reported = captureFailures {
            store.verify(.once, callsToFunction: "subscript(_:)", withArgumentsThatMatch: .read(at: .equal(to: "bob")))
        }
        #expect(reported.count == 1)
        #expect(reported.first?.line == UInt(line))
        #expect(store.numberOfReads(ofProperty: "subscript(_:)") == 1)
    }

    @Test func aWriteRunsTheIndexsEqualityOutsideTheLock() {
        let store = ProbedScoresMock()
        store[ProbingKey(name: "ann", double: store)] = 3
        store[ProbingKey(name: "ann", double: store)] = 4
        store[ProbingKey(name: "bob", double: store)] = 5
        #expect(store[ProbingKey(name: "ann", double: store)] == 4)
        #expect(store[ProbingKey(name: "bob", double: store)] == 5)
        #expect(store.numberOfWrites(ofProperty: "subscript(_:)") == 3)
    }
}

protocol Editor: AnyObject {
    var title: String { get set }
}

protocol Scores: AnyObject {
    subscript(_ name: String) -> Int? { get set }
}

// snippet: property-double
final class EditorMock: Mocking, Editor {
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}
// end snippet

extension EditorMock {
    var subtitle: String? {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

private final class EditorStub: Stubbing {
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

/// An index whose equality and description read the double it indexes.
struct ProbingKey: Hashable, CustomStringConvertible {
    let name: String
    let double: ProbedScoresMock

    static func == (left: ProbingKey, right: ProbingKey) -> Bool {
        _ = left.double.doubleName
        return left.name == right.name
    }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    var description: String {
        _ = double.doubleName
        return name
    }
}

final class ProbedScoresMock: Mocking {
    subscript(_ key: ProbingKey) -> Int? {
        get { didCallFunction(withArguments: key) }
        set { didCallFunction(withArguments: key, newValue) }
    }
}

// snippet: subscript-double
final class ScoresMock: Mocking, Scores {
    subscript(_ name: String) -> Int? {
        get { didCallFunction(withArguments: name) }
        set { didCallFunction(withArguments: name, newValue) }
    }
}
// end snippet
