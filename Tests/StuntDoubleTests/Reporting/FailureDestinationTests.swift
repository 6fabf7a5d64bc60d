import Foundation
import Testing

@testable import StuntDouble

// Where a failure goes: Swift Testing, XCTest or standard error.

@Suite struct FailureDestinationTests {
    struct Situation: Sendable, CustomTestStringConvertible {
        let inTest: Bool
        let swiftTestingRun: Bool
        let xcTestLoaded: Bool
        let expected: FailureReporter.Destination

        var testDescription: String {
            "in a @Test: \(inTest), Swift Testing run: \(swiftTestingRun), XCTest loaded: \(xcTestLoaded)"
                + " → \(expected)"
        }
    }

    /// Every combination: Swift Testing whenever the task or the process
    /// says so, else XCTest when it is loaded, else standard error.
    @Test(arguments: [
        Situation(inTest: true, swiftTestingRun: true, xcTestLoaded: true, expected: .swiftTesting),
        Situation(inTest: true, swiftTestingRun: true, xcTestLoaded: false, expected: .swiftTesting),
        Situation(inTest: true, swiftTestingRun: false, xcTestLoaded: true, expected: .swiftTesting),
        Situation(inTest: true, swiftTestingRun: false, xcTestLoaded: false, expected: .swiftTesting),
        // A detached task or another thread of a Swift Testing run.
        Situation(inTest: false, swiftTestingRun: true, xcTestLoaded: true, expected: .swiftTesting),
        Situation(inTest: false, swiftTestingRun: true, xcTestLoaded: false, expected: .swiftTesting),
        // The XCTest run of the test binary.
        Situation(inTest: false, swiftTestingRun: false, xcTestLoaded: true, expected: .xcTest),
        // No test framework at all: an app, a preview, the tour (which
        // on Linux has Testing loaded, and the bridge).
        Situation(inTest: false, swiftTestingRun: false, xcTestLoaded: false, expected: .standardError),
    ])
    func destination(_ situation: Situation) {
        let destination = FailureReporter.destination(
            inSwiftTestingTest: situation.inTest,
            processRunsSwiftTesting: situation.swiftTestingRun,
            swiftTestingIsReachable: true,
            testingIsLoaded: true,
            xcTestIsLoaded: situation.xcTestLoaded)

        #expect(destination == situation.expected)
    }
}
