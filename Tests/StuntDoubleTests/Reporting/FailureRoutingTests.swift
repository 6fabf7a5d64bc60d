import Foundation
import Testing

@testable import StuntDouble

// Where a failure goes that no Swift Testing test is current for: decided
// from what the frameworks say, never from the command line.

@Suite struct FailureRoutingTests {
    typealias Situation = FailureReporter.Situation

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let situation: Situation
        let xcTestTookIt: Bool?
        let expected: [FailureReporter.Step]

        var testDescription: String { name }
    }

    /// Linux: Swift Testing and XCTest linked, XCTest's observer says
    /// whether a test is running to take the failure.
    static let linux = Situation(
        inSwiftTestingTest: false, swiftTestingIsReachable: true, testingIsLoaded: true, xcTest: .confirming,
        runsTests: true)
    /// Linux, while XCTest runs a test that did not make the failure's
    /// double: not recorded for Swift Testing, whose XCTest interop would
    /// charge it to the running test.
    static let runningAnotherTest: Situation = {
        var situation = linux
        situation.xcTestRunsAnotherTest = true
        return situation
    }()
    /// An Apple test target with `StuntDoubleTestSupport`.
    static let appleWithSupport = Situation(
        inSwiftTestingTest: false, swiftTestingIsReachable: true, testingIsLoaded: true, xcTest: .unconfirmed,
        runsTests: true)
    /// An Apple test target with the StuntDouble product alone.
    static let appleWithoutSupport = Situation(
        inSwiftTestingTest: false, swiftTestingIsReachable: false, testingIsLoaded: true, xcTest: .unconfirmed,
        runsTests: true)

    @Test(arguments: [
        Case(name: "Linux: a running XCTest test took it", situation: linux, xcTestTookIt: true, expected: []),
        Case(
            name: "Linux: no running test took it (a detached task, after its test ended)", situation: linux,
            xcTestTookIt: false, expected: [.swiftTestingRun, .keptForExit]),
        Case(
            name: "Linux: XCTest runs a test other than the one that made the double (a task an earlier test left)",
            situation: runningAnotherTest, xcTestTookIt: false, expected: [.keptForExit]),
        Case(
            name: "Linux: no test was ever seen", situation: with(linux, runsTests: false),
            xcTestTookIt: false, expected: [.swiftTestingRun, .standardError]),
        Case(
            name: "Linux: XCTest has not started or finished a test yet (its first, the tour)",
            situation: with(linux, runsTests: false), xcTestTookIt: nil, expected: [.standardError]),
        Case(
            name: "Apple with StuntDoubleTestSupport: XCTFail is trusted, the run may still count it",
            situation: appleWithSupport, xcTestTookIt: nil, expected: [.swiftTestingRun]),
        Case(
            name: "Apple without StuntDoubleTestSupport: a Swift Testing test's failure may be lost",
            situation: appleWithoutSupport, xcTestTookIt: nil, expected: [.keptForExit]),
        Case(
            name: "Apple, XCTest without Swift Testing: XCTFail is trusted",
            situation: with(appleWithoutSupport, testingIsLoaded: false), xcTestTookIt: nil, expected: []),
        Case(
            name: "Apple, XCTest loaded but XCTFail not found",
            situation: Situation(
                inSwiftTestingTest: false, swiftTestingIsReachable: false, testingIsLoaded: false,
                xcTest: .unreachable, runsTests: true),
            xcTestTookIt: false, expected: [.keptForExit]),
        Case(
            name: "Apple, Swift Testing without XCTest, with StuntDoubleTestSupport",
            situation: with(appleWithSupport, xcTest: .absent), xcTestTookIt: false,
            expected: [.swiftTestingRun, .keptForExit]),
        Case(
            name: "an app, a preview: no test framework",
            situation: Situation(
                inSwiftTestingTest: false, swiftTestingIsReachable: false, testingIsLoaded: false, xcTest: .absent,
                runsTests: false),
            xcTestTookIt: false, expected: [.standardError]),
    ])
    func steps(_ route: Case) {
        #expect(FailureReporter.steps(after: route.xcTestTookIt, in: route.situation) == route.expected)
    }

    /// In a Swift Testing test the task says so: no other framework is
    /// asked.
    @Test func aSwiftTestingTestIsToldByItsTask() {
        let situation = Situation.current()
        #expect(situation.inSwiftTestingTest)
        #expect(situation.runsTests)
    }

    /// The `.verifiesDoubles` trait's scope tells the process it runs
    /// Swift Testing tests, before the test's body: a `@MainActor` test,
    /// on the main thread, finds its scope's `statics` even when it is the
    /// first test of the process. Run in a process of its own, which has
    /// seen no test yet.
    @Test func aTraitsScopeMarksTheProcessAsRunningSwiftTesting() async {
        await #expect(processExitsWith: .success) {
            guard !SwiftTestingLookup.sawTest else { exit(2) }
            await StaticDoubleScope.isolating {}
            exit(SwiftTestingLookup.sawTest ? 0 : 1)
        }
    }

    /// `Test.current` is nil in a detached task: the failure goes to the
    /// Swift Testing run, which counts it, and to the exit status, since
    /// its test may have ended. No command-line argument is read.
    @Test func aDetachedTaskOfATestGoesToTheRunAndTheExitStatus() async {
        _ = Situation.current()
        let situation = await Task.detached { Situation.current() }.value
        #expect(!situation.inSwiftTestingTest)
        #expect(situation.runsTests)
        #expect(situation.xcTest == .confirming)
        #expect(FailureReporter.steps(after: false, in: situation) == [.swiftTestingRun, .keptForExit])
    }
}

extension FailureRoutingTests {
    /// A thread of its own has no task, so no current test: as a detached
    /// task's, its failure goes to the run and the exit status.
    @Test func aThreadOfItsOwnGoesToTheRunAndTheExitStatus() async {
        _ = Situation.current()
        let situation = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: Situation.current()) }
        }
        #expect(!situation.inSwiftTestingTest)
        #expect(situation.runsTests)
        #expect(FailureReporter.steps(after: false, in: situation) == [.swiftTestingRun, .keptForExit])
    }
}

private func with(
    _ situation: FailureReporter.Situation, testingIsLoaded: Bool? = nil, xcTest: XCTestLookup.Reach? = nil,
    runsTests: Bool? = nil
) -> FailureReporter.Situation {
    var changed = situation
    if let testingIsLoaded { changed.testingIsLoaded = testingIsLoaded }
    if let xcTest { changed.xcTest = xcTest }
    if let runsTests { changed.runsTests = runsTests }
    return changed
}
