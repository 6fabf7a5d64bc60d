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
