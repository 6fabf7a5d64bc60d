// On Apple platforms StuntDouble does not link Swift Testing; it finds it
// at run time through StuntDoubleTestSupport (SwiftTestingLookup.swift),
// which this test target links as a user's test target there must. On
// Linux it links Testing itself. These tests run in the Swift Testing run
// of the test binary.
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

@Suite struct SwiftTestingLookupTests {
    @Test func theTestProcessHasTestingAndTheBridge() throws {
        #expect(SwiftTestingLookup.testingIsLoaded)
        let bridge = try #require(SwiftTestingLookup.bridge)
        #expect(ObjectIdentifier(bridge) == ObjectIdentifier(expectedBridge))
    }

    /// StuntDoubleTestSupport's recorder on Apple platforms, where it is
    /// found by name; on Linux the one StuntDouble has built in.
    private var expectedBridge: any SwiftTestingBridge.Type {
        #if canImport(Darwin)
            SwiftTestingIssueRecorder.self
        #else
            LinkedSwiftTesting.self
        #endif
    }

    /// `statics` asks the bridge for the current test in every process
    /// that has one, whatever its command line says.
    @Test func staticsAskTheBridgeForTheCurrentTest() throws {
        let found = try #require(SwiftTestingLookup.bridge)
        let bridge = try #require(CurrentTestLookup.bridge)
        #expect(ObjectIdentifier(bridge) == ObjectIdentifier(found))
    }

    /// The name StuntDouble looks up is that of the type in
    /// StuntDoubleTestSupport: renaming either breaks this test.
    @Test func theBridgeIsFoundByTheMangledNameOfItsType() {
        #expect(_mangledTypeName(SwiftTestingIssueRecorder.self) == SwiftTestingLookup.bridgeTypeName)
    }

    @Test func theBridgeSaysWhetherTheTaskRunsATest() async {
        #expect(FailureReporter.isInSwiftTestingTest)
        let inDetachedTask = await Task.detached { FailureReporter.isInSwiftTestingTest }.value
        #expect(!inDetachedTask)
    }

    /// A failure that is not captured reaches Swift Testing through the
    /// bridge with its message and its whole source location.
    @Test func aFailureIsAnIssueAtItsFileIDFilePathLineAndColumn() {
        withKnownIssue {
            FailureReporter.report(
                "Expected EngineMock.start() to be called at least once.",
                at: CodeLocation(
                    fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift",
                    line: 42, column: 9))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Expected EngineMock.start() to be called at least once."]
                && issue.sourceLocation
                    == SourceLocation(
                        fileID: "CarTests/CarTests.swift", filePath: "/src/CarTests/CarTests.swift",
                        line: 42, column: 9)
        }
    }

    @Test func aMockFailsAtTheUsersLine() {
        let ignition = IgnitionMock()
        ignition.expect(.never, callsToFunction: "setMode(_:)")
        ignition.setMode("sport")

        let line = #line + 2
        withKnownIssue {
            ignition.verify()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
                && text.hasPrefix("Expected IgnitionMock.setMode(_:) never to be called")
        }
    }
}
