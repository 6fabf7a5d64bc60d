import Foundation
import Testing

@testable import StuntDouble

// The golden messages of two wordings a new user tripped over (issue #23,
// item 6), word for word (see Support/GoldenFailures.swift).

protocol WordingStore {
    subscript(city city: String) -> Int { get set }
    func put(_ key: String, _ value: Int) -> Int
}

final class WordingStoreMock: Mocking, WordingStore {
    subscript(city city: String) -> Int {
        get { didCallFunction(withArguments: city) }
        set { didCallFunction(withArguments: city, newValue) }
    }

    /// Where failures about a call to `put` are reported: its line.
    static let putLine = #line + 1
    func put(_ key: String, _ value: Int) -> Int { didCallFunction(withArguments: key, value) }
}

@Suite struct GoldenWordingTests {
    /// A per-argument matcher's description is its own parentheses: the
    /// reason a given did not apply holds it in one pair, not two.
    @Test func aPerArgumentMatcherIsQuotedInOnePairOfParentheses() {
        let store = WordingStoreMock()
        store.stubbingPolicy = .strict
        let givenLine = #line + 1
        store.given(
            "put(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: "x"), .any(Int.self)), willReturn: 1)

        let failures = captureFailures { _ = store.put("y", 2) }

        expectFailures(
            failures, at: WordingStoreMock.putLine,
            [
                """
                No given answers WordingStoreMock.put(_:_:), and the stubbing policy is strict.
                  Called with: put("y", 2)
                  Givens for put(_:_:), newest first:
                    At StuntDoubleTests/GoldenWordingTests.swift:\(givenLine), willReturn 1: its matcher (equal to "x", any Int) rejected these arguments
                  The call returns the default value, 0, instead.
                """
            ])
    }

    /// The in-order listing names the double before the member, after the
    /// word that tells a write: `set WordingStoreMock.subscript(…) to 3`.
    @Test func theInOrderListingNamesTheDoubleAfterSet() {
        let store = WordingStoreMock()
        _ = store.put("y", 2)
        store[city: "Paris"] = 3

        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(
                .call(to: "subscript(city:)", on: store, withArgumentsThatMatch: .equal(to: "Rome", 1)),
                .call(to: "put(_:_:)", on: store))
        }

        expectFailures(
            failures, at: line,
            [
                """
                Expected calls in order; step 1 found no matching call.
                  Verified at: StuntDoubleTests/GoldenWordingTests.swift:\(line)
                  Steps:
                    ✗ 1. WordingStoreMock.subscript(city:) with arguments equal to ("Rome", 1)
                    · 2. WordingStoreMock.put(_:_:)
                  2 calls to WordingStoreMock, in order:
                    1. WordingStoreMock.put("y", 2)
                    2. set WordingStoreMock.subscript(city: "Paris") to 3
                """
            ])
    }
}

/// A feed with an `async` member, for an `async` step of `verifyInOrder`.
final class WordingFeedMock: Mocking, @unchecked Sendable {
    func refresh(_ page: Int) async -> Int { await didCallAsyncFunction(withArguments: page) }
}

@Suite struct GoldenAsyncInOrderTests {
    /// An `async` step reads as a synchronous one: the same message, at
    /// the `verifyInOrder` line.
    @Test func anAsyncStepIsListedAsAnyStep() async {
        let store = WordingStoreMock()
        let feed = WordingFeedMock()
        _ = await feed.refresh(2)
        _ = store.put("y", 2)

        let line = #line + 2
        let failures = await captureFailuresAsync {
            await verifyInOrder(.call(on: feed) { await $0.refresh(1) }, .call(on: store) { $0.put("y", 2) })
        }

        expectFailures(
            failures, at: line,
            [
                """
                Expected calls in order; step 1 found no matching call.
                  Verified at: StuntDoubleTests/GoldenWordingTests.swift:\(line)
                  Steps:
                    ✗ 1. WordingFeedMock.refresh(_:) with arguments equal to 1
                    · 2. WordingStoreMock.put(_:_:) with arguments equal to ("y", 2)
                  2 calls to WordingFeedMock and WordingStoreMock, in order:
                    1. WordingFeedMock.refresh(2)
                    2. WordingStoreMock.put("y", 2)
                """
            ])
    }
}

/// A subscript whose reads of an index nothing wrote return `nil`.
final class WordingScoresMock: Mocking {
    /// Where the setter calls `didCallFunction`: the location StuntDouble
    /// knows for a write.
    static let setterLine = #line + 3
    subscript(city city: String) -> Int? {
        get { didCallFunction(withArguments: city) }
        set { didCallFunction(withArguments: city, newValue) }
    }
}

@Suite struct GoldenSubscriptWriteNoteTests {
    static let testLine = #line + 5
    /// The note for a read of an index that no write reached says that
    /// the write is why, names the test it was made in, and shows the
    /// write as the test wrote it rather than as a given at the double's
    /// line (issue #23, item 5).
    @Test func aReadOfAnotherIndexNotesThatTheWriteIsWhy() {
        let scores = WordingScoresMock()
        var read: Int? = 0

        let notes = captureFailures {
            scores[city: "Paris"] = 3
            read = scores[city: "Rome"]
        }

        #expect(read == nil)
        #expect(notes.allSatisfy { $0.isNote })
        #expect(
            notes.map(\.message) == [
                """
                note: no given applies to WordingScoresMock.subscript(city:), so it returns nil: its only values \
                were written to other indices.
                  During test aReadOfAnotherIndexNotesThatTheWriteIsWhy() at \
                StuntDoubleTests/GoldenWordingTests.swift:\(Self.testLine).
                  Called with: subscript(city: "Rome")
                  Givens for subscript(city:), newest first:
                    subscript(city: "Paris") = 3, written through the double's setter at \
                StuntDoubleTests/GoldenWordingTests.swift:\(WordingScoresMock.setterLine): this read is of another \
                index, and a write answers reads of its own index only
                """
            ])
    }
}
