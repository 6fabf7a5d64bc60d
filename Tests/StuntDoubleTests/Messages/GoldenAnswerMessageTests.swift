import Testing

@testable import StuntDouble

// The messages of answers beyond one value, word for word. Each is quoted
// in `Guides/ReadingFailures.md`.

@Suite struct GoldenAnswerMessageTests {
    /// A `willAnswer` closure that throws in a member that cannot throw:
    /// reported at the member's call, which returns its default.
    @Test func answerThatThrowsInAMemberThatCannotThrow() {
        let service = GoldenServiceMock()
        let givenLine = #line + 1
        service.given { $0.count(of: arg(.any)) }.willAnswer { (_: String) throws -> Int in throw GoldenError.offline }

        var count = -1
        let failures = captureFailures { count = service.count(of: "parts") }

        #expect(count == 0)
        #expect(
            failures.map(\.message) == [
                """
                GoldenServiceMock.count(of:) cannot throw, but its answer threw GoldenError.offline.
                  Called with: count(of: "parts")
                  Givens for count(of:), newest first:
                    At StuntDoubleTests/GoldenAnswerMessageTests.swift:\(givenLine), willAnswer a closure of type (String) -> Int for arguments matching any
                  The call returns the default value, 0, instead.
                """
            ])
        #expect(failures.map(\.line) == [GoldenServiceMock.countLine])
    }

    /// A typed-throws member whose answer throws an error of another type.
    @Test func errorOfAnotherTypeInATypedThrowsMember() {
        let service = GoldenServiceMock()
        let givenLine = #line + 1
        service.given { try $0.connect() }.willThrow(GoldenOtherError(code: 7))

        let failures = captureFailures { #expect(throws: Never.self) { try service.connect() } }

        #expect(
            failures.map(\.message) == [
                """
                GoldenServiceMock.connect() throws GoldenError, but its answer threw GoldenOtherError(code: 7), of type GoldenOtherError.
                  Called with: connect()
                  Givens for connect(), newest first:
                    At StuntDoubleTests/GoldenAnswerMessageTests.swift:\(givenLine), willThrow GoldenOtherError(code: 7)
                  The call returns nothing, as if there were no given.
                """
            ])
        #expect(failures.map(\.line) == [GoldenServiceMock.connectLine])
    }

    /// A `callThrough` given for a member that passes no real implementation.
    @Test func callThroughWithoutARealImplementation() {
        let service = GoldenServiceMock()
        let givenLine = #line + 1
        service.callThrough("count(of:)")

        let failures = captureFailures { _ = service.count(of: "parts") }

        #expect(
            failures.map(\.message) == [
                """
                GoldenServiceMock.count(of:) has a callThrough given, but the member passes no realImplementation.
                  Called with: count(of: "parts")
                  Given at: StuntDoubleTests/GoldenAnswerMessageTests.swift:\(givenLine)
                  Pass it from the member: didCallFunction(withArguments: …) { super.count(…) }
                  Until then the call is answered as if the given were not there.
                """
            ])
    }

    /// Under the strict policy, a call that no given answers is reported
    /// at once, and the member goes on with its default.
    @Test func unansweredCallUnderTheStrictPolicy() {
        let service = GoldenServiceMock()
        service.stubbingPolicy = .strict
        let givenLine = #line + 1
        service.given { $0.count(of: "wheels") }.willReturn(4)

        let failures = captureFailures { _ = service.count(of: "parts") }

        #expect(
            failures.map(\.message) == [
                """
                No given answers GoldenServiceMock.count(of:), and the stubbing policy is strict.
                  Called with: count(of: "parts")
                  Givens for count(of:), newest first:
                    At StuntDoubleTests/GoldenAnswerMessageTests.swift:\(givenLine), willReturn 4: its matcher (equal to "wheels") rejected these arguments
                  The call returns the default value, 0, instead.
                """
            ])
    }

    /// A throwing member that nothing answers reports the call and throws.
    @Test func throwingMemberWithoutAnswer() {
        let service = GoldenServiceMock()

        var thrown: (any Error)?
        let failures = captureFailures {
            do { _ = try service.record(for: 3) } catch { thrown = error }
        }

        let golden = """
            No given answers GoldenServiceMock.record(for:), and GoldenRecord has no default stub value.
              Called with: record(for: 3)
              Givens for record(for:): none
              To fix it, either:
                add a given, such as given("record(for:)", willReturn: …)
                or conform GoldenRecord to ProvidingDefaultStubValue
              The call throws a StuntDoubleError: the test fails here and goes on.
            """
        #expect(failures.map(\.message) == [golden])
        #expect((thrown as? StuntDoubleError)?.description == golden)
        #expect(failures.map(\.line) == [GoldenServiceMock.recordLine])
    }
}

enum GoldenError: Error {
    case offline
}

struct GoldenOtherError: Error {
    let code: Int
}

/// A service double with a member of each form the answer messages need.
final class GoldenServiceMock: Mocking {
    static let countLine: UInt = #line + 1
    func count(of kind: String) -> Int { didCallFunction(withArguments: kind) }

    static let connectLine: UInt = #line + 1
    func connect() throws(GoldenError) { try didCallThrowingFunction(throwing: GoldenError.self) }

    static let recordLine: UInt = #line + 1
    func record(for id: Int) throws -> GoldenRecord { try didCallThrowingFunction(withArguments: id) }
}
