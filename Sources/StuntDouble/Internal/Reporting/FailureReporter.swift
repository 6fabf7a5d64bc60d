import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one path every failure takes: to Swift Testing, to XCTest or to
/// standard error, exactly one of them per failure. In a test process a
/// failure that neither framework can receive fails the process at exit
/// (``UnreportedFailures``), so that no test run passes with it.
@usableFromInline
enum FailureReporter {
    /// Where a failure goes.
    enum Destination: Equatable {
        case swiftTesting
        case xcTest
        /// Outside any test process: an app, a preview, the tour.
        case standardError
        /// A test process whose framework StuntDouble cannot reach:
        /// standard error, then a non-zero exit status.
        case unreported
    }

    /// A failure as the package's own tests capture it.
    struct Failure: Sendable, Equatable {
        let message: String
        let fileID: String
        let line: UInt
    }

    /// When set, failures go here instead: lets the package's tests read
    /// messages word for word.
    @TaskLocal static var capture: (@Sendable (Failure) -> Void)?

    @usableFromInline
    static func report(_ message: String, at location: CodeLocation) {
        if let capture {
            capture(Failure(message: message, fileID: "\(location.fileID)", line: location.line))
            return
        }
        deliver(message, at: location, to: destination())
    }

    /// Sends an uncaptured failure where ``destination()`` says.
    static func deliver(_ message: String, at location: CodeLocation, to destination: Destination) {
        switch destination {
        case .swiftTesting: recordIssue(message, at: location)
        case .xcTest: xcTestFail?(message, location.filePath, location.line)
        case .standardError: writeToStandardError(message, at: location)
        case .unreported:
            writeToStandardError(message, at: location)
            UnreportedFailures.shared.keep(message, at: location.description)
        }
    }

    /// Whether a failure would go to standard error, where a trap prints
    /// the same text anyway (and, in a test process, fails it).
    @usableFromInline
    static var trapWillPrint: Bool {
        guard capture == nil else { return false }
        let destination = destination()
        return destination == .standardError || destination == .unreported
    }

    /// Picks the destination from the task and the process: `Test.current`
    /// is nil in XCTest tests but also in detached tasks of a Swift Testing
    /// run, so the process decides when the task cannot.
    static func destination() -> Destination {
        destination(
            inSwiftTestingTest: isInSwiftTestingTest,
            processRunsSwiftTesting: processRunsSwiftTesting,
            swiftTestingIsReachable: SwiftTestingLookup.bridge != nil,
            testingIsLoaded: SwiftTestingLookup.testingIsLoaded,
            xcTestIsLoaded: xcTestFail != nil)
    }

    /// Swift Testing takes an issue from a detached task too, for the whole
    /// run: it counts against the run, not a test. When StuntDouble cannot
    /// reach Swift Testing (an Apple platform without
    /// `StuntDoubleTestSupport`), a Swift Testing run's failure goes to
    /// neither framework: XCTest, loaded in the same test binary, drops
    /// failures outside its own tests. Testing loaded without XCTest is a
    /// test process too; on Linux the bridge is always there, and
    /// `testingIsLoaded` true in every process, the tour's included.
    static func destination(
        inSwiftTestingTest: Bool, processRunsSwiftTesting: Bool, swiftTestingIsReachable: Bool,
        testingIsLoaded: Bool, xcTestIsLoaded: Bool
    ) -> Destination {
        if inSwiftTestingTest || processRunsSwiftTesting {
            return swiftTestingIsReachable ? .swiftTesting : .unreported
        }
        if xcTestIsLoaded { return .xcTest }
        if testingIsLoaded && !swiftTestingIsReachable { return .unreported }
        return .standardError
    }

    // MARK: Swift Testing

    static var isInSwiftTestingTest: Bool {
        SwiftTestingLookup.bridge?.isInTest ?? false
    }

    /// `swift test` runs the test binary once per framework; the Swift
    /// Testing run is told so on its command line.
    static let processRunsSwiftTesting: Bool = {
        let arguments = CommandLine.arguments
        return zip(arguments, arguments.dropFirst()).contains {
            $0 == "--testing-library" && $1 == "swift-testing"
        }
    }()

    static func recordIssue(_ message: String, at location: CodeLocation) {
        SwiftTestingLookup.bridge?.recordIssue(
            message, fileID: "\(location.fileID)", filePath: "\(location.filePath)",
            line: Int(location.line), column: Int(location.column))
    }

    // MARK: XCTest

    private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

    /// `XCTFail`, looked up at run time so that StuntDouble never links
    /// XCTest: on Apple platforms a non-test product that links it fails to
    /// launch, and doubles end up in preview and demo targets.
    private static let xcTestFail: XCTFail? = {
        guard
            let process = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(process, "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
        else { return nil }
        return unsafeBitCast(symbol, to: XCTFail.self)
    }()

    // MARK: Standard error

    /// Writes a note that is not a failure, such as why a member answered
    /// `nil`; captured like failures in the package's own tests.
    @usableFromInline
    static func writeNote(_ note: String) {
        if let capture {
            capture(Failure(message: note, fileID: "", line: 0))
            return
        }
        FileHandle.standardError.write(Data((note + "\n").utf8))
    }

    static func writeToStandardError(_ message: String, at location: CodeLocation) {
        let text = "\(location.description): error: \(message)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
