import Foundation
import Testing

@testable import StuntDouble

// The golden messages of elision, word for word (see
// Support/GoldenFailures.swift).

@Suite struct GoldenElisionTests {
    /// Past ten calls a listing keeps the first and last five; values are
    /// cut by the dumper: eight elements of a collection, 200 characters of
    /// a string.
    @Test func longHistoriesAndLongValuesAreElidedWithACount() {
        let engine = GoldenEngineMock()
        let expectLine = #line + 1
        engine.expect(.never, callsToFunction: "setSpeed(to:)")
        for speed in 1...25 { engine.setSpeed(to: Double(speed)) }
        let tenLetters = "abcdefghij"
        engine.log(Array(1...100), note: String(repeating: tenLetters, count: 25))

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        let kept = String(repeating: tenLetters, count: 20)
        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenEngineMock.setSpeed(to:) never to be called; it was called 25 times.
                  Expected at: StuntDoubleTests/GoldenElisionTests.swift:\(expectLine)
                  25 calls to setSpeed(to:), in order:
                    setSpeed(to: 1.0)
                    setSpeed(to: 2.0)
                    setSpeed(to: 3.0)
                    setSpeed(to: 4.0)
                    setSpeed(to: 5.0)
                    … (15 more calls)
                    setSpeed(to: 21.0)
                    setSpeed(to: 22.0)
                    setSpeed(to: 23.0)
                    setSpeed(to: 24.0)
                    setSpeed(to: 25.0)
                  1 other call to GoldenEngineMock, in order:
                    log([1, 2, 3, 4, 5, 6, 7, 8, … (92 more)], note: "\(kept)…" (50 more characters))
                """
            ])
    }
}
