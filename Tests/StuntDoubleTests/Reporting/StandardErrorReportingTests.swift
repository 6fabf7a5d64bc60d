import Foundation
import Testing

@testable import StuntDouble

/// Outside any test a failure is written to standard error as
/// `File.swift:line: error: message`, the shape compilers and IDEs link to.
///
/// The test binary always has XCTest loaded and runs inside a test, so the
/// reporter never picks standard error here; the writer is checked on its
/// own, in a child process so that its output cannot mix with that of tests
/// running in parallel.
@Suite struct StandardErrorReportingTests {
    @Test func aReportIsTheLocationThenTheMessageOnStandardError() async throws {
        let result = try await #require(
            processExitsWith: .success, observing: [\.standardErrorContent]
        ) {
            FailureReporter.writeToStandardError(
                "Expected EngineMock.start() to be called at least once.\n  Calls to start(): none",
                at: CodeLocation(
                    fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift",
                    line: 42, column: 9))
        }

        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            text == """
                CarTests/CarTests.swift:42: error: Expected EngineMock.start() to be called at least once.
                  Calls to start(): none

                """)
    }
}
