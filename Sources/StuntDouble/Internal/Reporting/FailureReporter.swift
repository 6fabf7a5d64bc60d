import Foundation

/// The one path every failure takes: to the running test, through Swift
/// Testing or XCTest, and where no running test can be proven to have it,
/// to every framework that may still count it and, in a test process, to
/// the exit status (``UnreportedFailures``), so that no test run passes
/// with it. Outside test processes (an app, a preview, the tour) failures
/// go to standard error.
///
/// Which framework runs a test is asked of the frameworks, never read from
/// the command line, which only `swift test` writes: `Test.current` for
/// Swift Testing (and `ExitTest.current`); for XCTest, on Linux, whether
/// it is running a test (`LinkedXCTest`).
@usableFromInline
enum FailureReporter {
    /// A failure as the package's own tests capture it.
    struct Failure: Sendable, Equatable {
        let message: String
        let fileID: String
        let line: UInt
        /// A note's line, `Module/File.swift:12`, where it has one: a note
        /// keeps `fileID` empty and `line` 0, which tell it from a failure.
        var noteLocation: String? = nil
    }

    /// When set, failures go here instead: lets the package's tests read
    /// messages word for word.
    @TaskLocal static var capture: (@Sendable (Failure) -> Void)?

    /// A history attached to a failure, as the package's own tests read it.
    struct Attached: Sendable, Equatable {
        let name: String
        let text: String
        let fileID: String
        let line: UInt
    }

    /// When set, the histories failures attach go here instead.
    @TaskLocal static var captureAttachment: (@Sendable (Attached) -> Void)?

    /// Attaches the whole call history of each of `doubles` (a registry
    /// and the double's type) to the running Swift Testing test, one text
    /// file per double named after it, for a verification that failed at
    /// `location`: the failure's message lists a bounded number of calls.
    /// Outside a Swift Testing test, or before Swift 6.2, nothing.
    static func attachHistories(of doubles: [(registry: DoubleRegistry, type: Any.Type)], at location: CodeLocation) {
        var seen: Set<ObjectIdentifier> = []
        let unique = doubles.filter { seen.insert(ObjectIdentifier($0.registry)).inserted }
        if let captureAttachment {
            for double in unique {
                captureAttachment(Attached(historyOf: double, at: location))
            }
            return
        }
        // Failures a test captured reached no test: nor does their history.
        guard capture == nil, isInSwiftTestingTest, let bridge = SwiftTestingLookup.bridge else { return }
        for double in unique {
            let attached = Attached(historyOf: double, at: location)
            guard bridge.recordAttachment(attached.text, named: attached.name, at: WarningLocation(location)) else {
                return
            }
        }
    }

    /// Reports a failure at `location`; `double` is the registry of the
    /// double it is about, where there is one: under XCTest, a failure of
    /// a double that another test than the one running was the last to
    /// give or expect something of is not charged to the running test.
    @usableFromInline
    static func report(_ message: String, at location: CodeLocation, about double: DoubleRegistry? = nil) {
        if let capture {
            capture(Failure(message: message, fileID: "\(location.fileID)", line: location.line))
            return
        }
        deliver(message, at: location, in: .current(about: double))
    }

    /// What StuntDouble knows of the test frameworks when a failure comes.
    struct Situation: Equatable {
        /// The current task runs a Swift Testing test (`Test.current`).
        var inSwiftTestingTest: Bool
        /// StuntDouble can record Swift Testing issues: always on Linux, on
        /// Apple platforms through `StuntDoubleTestSupport`.
        var swiftTestingIsReachable: Bool
        /// Swift Testing is loaded (on Apple platforms, only in test
        /// processes; on Linux, in every process).
        var testingIsLoaded: Bool
        var xcTest: XCTestLookup.Reach
        /// This process runs tests, as far as StuntDouble can tell.
        var runsTests: Bool
        /// XCTest runs a test, and another test was the last to give or
        /// expect something of the failure's double (Linux): the failure is
        /// not the running test's.
        var xcTestRunsAnotherTest = false

        static func current(about double: DoubleRegistry? = nil) -> Situation {
            let inSwiftTestingTest = isInSwiftTestingTest
            var situation = Situation(
                inSwiftTestingTest: inSwiftTestingTest,
                swiftTestingIsReachable: SwiftTestingLookup.bridge != nil,
                testingIsLoaded: SwiftTestingLookup.testingIsLoaded,
                xcTest: XCTestLookup.reach,
                runsTests: SwiftTestingLookup.sawTest || XCTestLookup.runsTests)
            if !inSwiftTestingTest {
                situation.xcTestRunsAnotherTest = XCTestLookup.isRunningAnotherTest(than: double?.xcTestOfLastSetUp)
            }
            return situation
        }
    }

    /// Where a failure goes once neither a Swift Testing test nor a running
    /// XCTest test is known to have it.
    enum Step: Equatable {
        /// Recorded with no current test: a Swift Testing run in progress
        /// counts it against the run.
        case swiftTestingRun
        /// Written to standard error and kept for the exit status.
        case keptForExit
        /// Written to standard error.
        case standardError
    }

    /// Sends an uncaptured failure to the running test, or else where
    /// ``steps(after:in:)`` says.
    static func deliver(_ message: String, at location: CodeLocation, in situation: Situation) {
        if situation.inSwiftTestingTest {
            recordIssue(message, at: location)
            return
        }
        let xcTestTookIt: Bool? =
            switch situation.xcTest {
            case _ where situation.xcTestRunsAnotherTest: false
            case .confirming, .unconfirmed: XCTestLookup.fail(message, at: location)
            case .absent, .unreachable: false
            }
        for step in steps(after: xcTestTookIt, in: situation) {
            switch step {
            case .swiftTestingRun: recordIssue(message, at: location)
            case .standardError: writeToStandardError(message, at: location)
            case .keptForExit:
                writeToStandardError(message, at: location)
                UnreportedFailures.shared.keep(message, at: location.description)
            }
        }
    }

    /// The steps of a failure that is not a Swift Testing test's, once
    /// XCTest has taken it (`true`), has not (`false`) or cannot say
    /// (`nil`: on Apple platforms, and on Linux until XCTest has started or
    /// finished a test).
    ///
    /// A failure that no running test is proven to have may belong to a
    /// Swift Testing run (a detached task, a thread of its own), which
    /// counts an issue recorded without a test; or to no run any more (its
    /// test ended), where only the exit status can fail the run. So in a
    /// test process it takes both. Where XCTest cannot say, `XCTFail` is
    /// trusted, as XCTest runs its tests with no Swift Testing test current,
    /// unless Swift Testing is loaded and StuntDouble cannot ask it: a
    /// Swift Testing test's failure would then reach no framework.
    static func steps(after xcTestTookIt: Bool?, in situation: Situation) -> [Step] {
        if xcTestTookIt == true { return [] }
        // Recorded for Swift Testing, XCTest's interop would charge it to
        // the test that runs, which did not set the double up.
        if situation.xcTestRunsAnotherTest { return [.keptForExit] }
        // Linux, before XCTest said whether a test runs: a running test has
        // it, and standard error shows it where none runs (the tour).
        if xcTestTookIt == nil, situation.xcTest == .confirming { return [.standardError] }
        var steps: [Step] = []
        if situation.swiftTestingIsReachable { steps.append(.swiftTestingRun) }
        let mayBeLost: Bool
        switch situation.xcTest {
        case .unconfirmed:
            mayBeLost = situation.testingIsLoaded && !situation.swiftTestingIsReachable
        case .confirming, .absent, .unreachable:
            mayBeLost = situation.runsTests || (situation.testingIsLoaded && !situation.swiftTestingIsReachable)
        }
        if mayBeLost {
            steps.append(.keptForExit)
        } else if situation.xcTest != .unconfirmed {
            steps.append(.standardError)
        }
        return steps
    }

    /// Whether a failure would reach no test framework, where a trap
    /// prints the same text anyway (and, in a test process, fails it).
    @usableFromInline
    static var trapWillPrint: Bool {
        guard capture == nil else { return false }
        let situation = Situation.current()
        guard !situation.inSwiftTestingTest else { return false }
        let reachesAFramework =
            situation.runsTests
            && (situation.swiftTestingIsReachable || situation.xcTest == .confirming
                || situation.xcTest == .unconfirmed)
        return !reachesAFramework
    }

    // MARK: Swift Testing

    static var isInSwiftTestingTest: Bool {
        guard let bridge = SwiftTestingLookup.bridge, bridge.isInTest else { return false }
        SwiftTestingLookup.noteTestSeen()
        return true
    }

    static func recordIssue(_ message: String, at location: CodeLocation) {
        SwiftTestingLookup.bridge?.recordIssue(
            message, fileID: "\(location.fileID)", filePath: "\(location.filePath)",
            line: Int(location.line), column: Int(location.column))
    }

    // MARK: Standard error

    /// Says what is not a failure but most likely a mistake, such as why
    /// a member answered `nil`: `note` starts with `note: `, and `location`
    /// is the line it is about (a given's, a question's, a declaration's).
    ///
    /// Inside a Swift Testing test it is a warning of that test, at that
    /// line (Swift 6.3 and later): it shows beside the test, in
    /// `swift test`'s output and in Xcode's report, and fails nothing.
    /// Elsewhere, on standard error. Captured like failures in the
    /// package's own tests.
    @usableFromInline
    static func writeNote(_ note: String, at location: CodeLocation?) {
        if let capture {
            capture(Failure(message: note, fileID: "", line: 0, noteLocation: location?.description))
            return
        }
        if isInSwiftTestingTest, let bridge = SwiftTestingLookup.bridge {
            let warning = note.hasPrefix("note: ") ? String(note.dropFirst("note: ".count)) : note
            if bridge.recordWarning(warning, at: location.map(WarningLocation.init)) { return }
        }
        let prefix = location.map { "\($0.description): " } ?? ""
        FileHandle.standardError.write(Data((prefix + note + "\n").utf8))
    }

    static func writeToStandardError(_ message: String, at location: CodeLocation) {
        let text = "\(location.description): error: \(message)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension FailureReporter.Attached {
    init(historyOf double: (registry: DoubleRegistry, type: Any.Type), at location: CodeLocation) {
        // The type, then the name a test gave the double: no quotes in a
        // file's name.
        let snapshot = double.registry.snapshot()
        let name = ([TypeName.of(double.type)] + (snapshot.name.map { [$0] } ?? [])).joined(separator: " ")
        self.init(
            name: "\(name) call history.txt",
            text: double.registry.historyListing(ofType: double.type, from: snapshot),
            fileID: "\(location.fileID)", line: location.line)
    }
}
