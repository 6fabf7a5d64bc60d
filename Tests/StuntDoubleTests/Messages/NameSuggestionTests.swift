import Testing

@testable import StuntDouble

struct NameSuggestionTests {
    private let engine = ["setSpeed(to:)", "currentSpeed()", "fetch(_:)", "fetch(id:name:)", "title", "put(_:_:)"]

    // MARK: Messages

    @Test func theDocumentationExample() {
        let names = ["setSpeed(to:)", "fetch(_:)", "fetch(id:name:)", "title"]
        #expect(NameSuggestion.didYouMean("setSped(to:)", among: names) == "did you mean `setSpeed(to:)`?")
        #expect(NameSuggestion.didYouMean("fetch(id:)", among: names) == "did you mean `fetch(_:)`?")
        #expect(NameSuggestion.didYouMean("fetch", among: names) == "did you mean `fetch(_:)` or `fetch(id:name:)`?")
        #expect(NameSuggestion.didYouMean("reset()", among: names) == nil)
    }

    @Test func aTypoInTheBaseName() {
        #expect(NameSuggestion.didYouMean("setSped(to:)", among: engine) == "did you mean `setSpeed(to:)`?")
        #expect(NameSuggestion.didYouMean("tittle", among: engine) == "did you mean `title`?")
        #expect(NameSuggestion.didYouMean("curentSpeed()", among: engine) == "did you mean `currentSpeed()`?")
    }

    @Test func aWrongArgumentLabel() {
        #expect(NameSuggestion.didYouMean("fetch(id:)", among: engine) == "did you mean `fetch(_:)`?")
        #expect(NameSuggestion.didYouMean("put(_:)", among: engine) == "did you mean `put(_:_:)`?")
        #expect(NameSuggestion.didYouMean("setSpeed(_:)", among: engine) == "did you mean `setSpeed(to:)`?")
    }

    @Test func labelsFarApartStillSuggestTheSameBaseName() {
        let names = ["fetchUser(id:)", "fetchUsers()"]
        #expect(
            NameSuggestion.didYouMean("fetchUser(withIdentifier:)", among: names) == "did you mean `fetchUser(id:)`?")
    }

    @Test func aBareBaseNameSuggestsEveryOverload() {
        #expect(NameSuggestion.didYouMean("fetch", among: engine) == "did you mean `fetch(_:)` or `fetch(id:name:)`?")
        #expect(NameSuggestion.didYouMean("put", among: engine) == "did you mean `put(_:_:)`?")
    }

    @Test func aChangeOfCaseIsCloserThanAnyOtherEdit() {
        let names = ["setTitle(_:)", "setTitles(_:)", "getTitle(_:)"]
        #expect(NameSuggestion.didYouMean("settitle(_:)", among: names) == "did you mean `setTitle(_:)`?")
        #expect(NameSuggestion.didYouMean("Title", among: ["title", "tile"]) == "did you mean `title`?")
    }

    @Test func tiesAreAllNamedInOrder() {
        #expect(
            NameSuggestion.didYouMean("pat(_:)", among: ["put(_:)", "pet(_:)"])
                == "did you mean `pet(_:)` or `put(_:)`?")
        #expect(
            NameSuggestion.didYouMean("bat", among: ["cat", "hat", "bag", "rat"])
                == "did you mean `bag`, `cat`, `hat` or `rat`?")
    }

    @Test func nothingCloseSuggestsNothing() {
        #expect(NameSuggestion.didYouMean("reset()", among: engine) == nil)
        #expect(NameSuggestion.didYouMean("title", among: []) == nil)
        #expect(NameSuggestion.didYouMean("title", among: ["title"]) == nil)
        // Rewriting a short name whole is no near miss.
        #expect(NameSuggestion.didYouMean("a", among: ["b"]) == nil)
        #expect(NameSuggestion.didYouMean("ab", among: ["xy"]) == nil)
        #expect(NameSuggestion.didYouMean("", among: ["a"]) == nil)
    }

    // MARK: Ranking

    @Test func closestFirstThenByName() {
        #expect(
            NameSuggestion.closest(to: "put(_:)", among: ["putt(_:)", "put(_:_:)", "pet(_:)", "get()", "put(_:)"])
                == ["pet(_:)", "putt(_:)", "put(_:_:)"])
    }

    @Test func duplicatesAreListedOnce() {
        #expect(NameSuggestion.closest(to: "tittle", among: ["title", "title", "titles"]) == ["title", "titles"])
    }

    @Test func theThresholdGrowsWithTheName() {
        // Twelve characters allow four edits.
        #expect(NameSuggestion.closest(to: "abcdefghijkl", among: ["abcdefghWXYZ"]) == ["abcdefghWXYZ"])
        #expect(NameSuggestion.closest(to: "abcdefghijkl", among: ["abcdefgVWXYZ"]) == [])
        // Short names allow two.
        #expect(NameSuggestion.closest(to: "go", among: ["do", "dog", "xyz"]) == ["do"])
        #expect(NameSuggestion.closest(to: "name", among: ["nm", "mane", "frame"]) == ["frame", "mane"])
    }

    // MARK: Distance

    @Test func distanceCountsEditsAndHalfForCase() {
        #expect(NameSuggestion.distance("title", "title") == 0)
        #expect(NameSuggestion.distance("title", "tittle") == 1)
        #expect(NameSuggestion.distance("Title", "title") == 0.5)
        #expect(NameSuggestion.distance("tilte", "title") == 1)
        #expect(NameSuggestion.distance("", "abc") == 3)
        #expect(NameSuggestion.distance("fetch(id:)", "fetch(_:)") == 2)
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
    }
}
