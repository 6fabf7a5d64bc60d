import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one path every failure takes: to Swift Testing, to XCTest or to
/// standard error, exactly one of them per failure.
@usableFromInline
enum FailureReporter {
    /// Where a failure goes.
    enum Destination: Equatable {
        case swiftTesting
        case xcTest
        case standardError
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
        switch destination() {
        case .swiftTesting: recordIssue(message, at: location)
        case .xcTest: xcTestFail?(message, location.filePath, location.line)
        case .standardError:
            writeToStandardError(message, at: location)
            if SwiftTestingLookup.supportIsMissing(
                testingIsLoaded: SwiftTestingLookup.testingIsLoaded,
                bridgeIsLinked: SwiftTestingLookup.bridge != nil)
            {
                SwiftTestingLookup.noteMissingSupportOnce
            }
        }
    }

    /// Whether a failure would go to standard error, where a trap prints
    /// the same text anyway.
    @usableFromInline
    static var trapWillPrint: Bool {
        capture == nil && destination() == .standardError
    }

    /// Picks the destination from the task and the process: `Test.current`
    /// is nil in XCTest tests but also in detached tasks of a Swift Testing
    /// run, so the process decides when the task cannot.
    static func destination() -> Destination {
        destination(
            inSwiftTestingTest: isInSwiftTestingTest,
            processRunsSwiftTesting: processRunsSwiftTesting,
            swiftTestingIsReachable: SwiftTestingLookup.bridge != nil,
            xcTestIsLoaded: xcTestFail != nil)
    }

    /// Without `StuntDoubleTestSupport` a Swift Testing run gets standard
    /// error, not XCTest: XCTest is loaded in the same test binary but
    /// drops failures outside its own tests.
    static func destination(
        inSwiftTestingTest: Bool, processRunsSwiftTesting: Bool, swiftTestingIsReachable: Bool,
        xcTestIsLoaded: Bool
    ) -> Destination {
        if inSwiftTestingTest || processRunsSwiftTesting {
            return swiftTestingIsReachable ? .swiftTesting : .standardError
        }
        if xcTestIsLoaded { return .xcTest }
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
