import Testing

@testable import StuntDouble

/// A test target on an Apple platform that does not link the bridge cannot
/// record issues: its Swift Testing run fails at exit instead, never
/// through XCTest, which is loaded in the same binary but drops failures
/// outside its own tests.
@Suite struct MissingTestSupportTests {
    struct Situation: Sendable, CustomTestStringConvertible {
        let swiftTestingRun: Bool
        let testingLoaded: Bool
        let xcTestLoaded: Bool
        let expected: FailureReporter.Destination

        var testDescription: String {
            "Swift Testing run: \(swiftTestingRun), Testing loaded: \(testingLoaded), "
                + "XCTest loaded: \(xcTestLoaded) → \(expected)"
        }
    }

    @Test(arguments: [
        Situation(swiftTestingRun: true, testingLoaded: true, xcTestLoaded: true, expected: .unreported),
        Situation(swiftTestingRun: true, testingLoaded: true, xcTestLoaded: false, expected: .unreported),
        // An XCTest run: XCTest takes failures in its tests.
        Situation(swiftTestingRun: false, testingLoaded: true, xcTestLoaded: true, expected: .xcTest),
        Situation(swiftTestingRun: false, testingLoaded: false, xcTestLoaded: true, expected: .xcTest),
        // Testing without XCTest or the bridge: a test process, on Apple
        // platforms the only ones that load Testing.
        Situation(swiftTestingRun: false, testingLoaded: true, xcTestLoaded: false, expected: .unreported),
        // No test framework at all: an app, a preview, the tour.
        Situation(swiftTestingRun: false, testingLoaded: false, xcTestLoaded: false, expected: .standardError),
    ])
    func destination(_ situation: Situation) {
        let destination = FailureReporter.destination(
            inSwiftTestingTest: false, processRunsSwiftTesting: situation.swiftTestingRun,
            swiftTestingIsReachable: false, testingIsLoaded: situation.testingLoaded,
            xcTestIsLoaded: situation.xcTestLoaded)

        #expect(destination == situation.expected)
    }
}
