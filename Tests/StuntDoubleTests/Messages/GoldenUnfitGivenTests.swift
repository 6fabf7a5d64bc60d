import Foundation
import Testing

@testable import StuntDouble

// The golden messages of givens that cannot fit, word for word (see
// Support/GoldenFailures.swift).

@Suite struct GoldenUnfitGivenTests {
    /// A given whose value is of another type than the member returns is
    /// noted once per member and return type, at the first call it fails;
    /// under the strict policy `verify()` reports it too.
    @Test func givenOfAnotherTypeIsNotedOnceAndFailsStrictVerify() {
        let engine = GoldenEngineMock()
        let givenLine = #line + 1
        engine.given("odometer()", willReturn: 2.0)

        var answers: [Int] = []
        let notes = captureFailures {
            answers = [engine.odometer(), engine.odometer()]
        }

        let report = """
            No given for GoldenEngineMock.odometer() fits a call of type () -> Int.
              Called with: odometer()
              Givens for odometer(), newest first:
                At StuntDoubleTests/GoldenUnfitGivenTests.swift:\(givenLine), willReturn 2.0: its value is Double, but the member returns Int
              Such calls return the default value, 0, instead.
            """
        #expect(answers == [0, 0])
        #expect(notes.map(\.message) == ["note: " + report])
        #expect(notes.allSatisfy { $0.isNote })
        #expect(!engine.wouldFailIfVerified())

        engine.stubbingPolicy = .strict
        let line = #line + 1
        let failures = captureFailures { engine.verify() }
        expectFailures(failures, at: line, [report])
    }
}
