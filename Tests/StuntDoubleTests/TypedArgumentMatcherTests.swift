import Testing

@testable import StuntDouble

/// A level of `LoggerMock`'s calls: a type whose cases a matcher names as
/// implicit members (`.equal(to: .warning)`).
enum TypedLogLevel: Equatable {
    case info, warning
}

/// A message that a string literal makes, as swift-log's `Logger.Message`:
/// `.equal(to: "disk full")` must make one, not a `String`.
struct TypedLogMessage: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    let text: String
    init(stringLiteral text: String) { self.text = text }
    var description: String { text }
}

/// A logging double whose `log` takes seven arguments, as swift-log's
/// `LogHandler.log(level:message:metadata:source:file:function:line:)`.
final class TypedLoggerMock: Mocking {
    func log(
        level: TypedLogLevel, message: TypedLogMessage, metadata: [String: String]?, source: String, file: String,
        function: String, line: UInt
    ) {
        didCallFunction(withArguments: level, message, metadata, source, file, function, line)
    }

    func isEnabled(level: TypedLogLevel, message: TypedLogMessage) -> Bool {
        didCallFunction(withArguments: level, message)
    }
}

/// Matchers whose `Arguments` are written out give each condition its
/// element's type: implicit members, string literals of a type other than
/// `String`, and bare `.any`. None of these compiled before the forms of
/// two to ten conditions (issue #23, item 8).
struct TypedArgumentMatcherTests {
    typealias LogArguments = (TypedLogLevel, TypedLogMessage, [String: String]?, String, String, String, UInt)

    @Test func aGivenWithATypedTupleAnswersTheCallsItAccepts() {
        let logger = TypedLoggerMock()
        logger.given(
            "isEnabled(level:message:)",
            withArgumentsThatMatch: ArgumentMatcher<(TypedLogLevel, TypedLogMessage)>(
                .equal(to: .warning), .equal(to: "disk full")),
            willReturn: true)

        #expect(logger.isEnabled(level: .warning, message: "disk full"))
        #expect(!logger.isEnabled(level: .info, message: "disk full"))
        #expect(!logger.isEnabled(level: .warning, message: "disk empty"))
    }

    @Test func theConditionsOfSevenArgumentsTakeTheirTypes() {
        let matcher = ArgumentMatcher<LogArguments>(
            .equal(to: .warning), .equal(to: "location test"), .isNil, .any, .any, .any,
            .satisfying("a line") { $0 > 0 }
        )
        func accepts(_ arguments: LogArguments) -> Bool { matcher.box.accepts(arguments) }
        #expect(accepts((.warning, "location test", nil, "", "", "", 3)))
        #expect(!accepts((.info, "location test", nil, "", "", "", 3)))
        #expect(!accepts((.warning, "other", nil, "", "", "", 3)))
        #expect(!accepts((.warning, "location test", [:], "", "", "", 3)))
        #expect(!accepts((.warning, "location test", nil, "", "", "", 0)))
        #expect(
            matcher.box.description
                == "(equal to TypedLogLevel.warning, equal to \"location test\", nil, any, any, any, a line)")
    }

    @Test func anExpectationWithATypedTupleIsMetByAMatchingCall() {
        let logger = TypedLoggerMock()
        logger.expect(
            callToFunction: "log(level:message:metadata:source:file:function:line:)",
            withArgumentsThatMatch: ArgumentMatcher<LogArguments>(
                .equal(to: .warning), .equal(to: "location test"), .any, .any, .any, .any, .any))
        logger.log(
            level: .warning, message: "location test", metadata: nil, source: "app", file: "F.swift",
            function: "f()", line: 7)

        #expect(captureFailures { logger.verify() }.isEmpty)
    }

    /// An unmet expectation and a failed check name the conditions and the
    /// argument that did not match.
    @Test func aTypedTupleRejectsOtherCallsWithItsConditionsInTheMessage() {
        let logger = TypedLoggerMock()
        let matcher = ArgumentMatcher<LogArguments>(
            .equal(to: .warning), .equal(to: "location test"), .any, .any, .any, .any, .any)
        let expectLine = #line + 1
        logger.expect(
            callToFunction: "log(level:message:metadata:source:file:function:line:)", withArgumentsThatMatch: matcher)
        logger.log(
            level: .info, message: "location test", metadata: nil, source: "app", file: "F.swift", function: "f()",
            line: 7)

        var held = true
        let verifyLine = #line + 2
        let failures = captureFailures {
            held = logger.verify(
                .once, callsToFunction: "log(level:message:metadata:source:file:function:line:)",
                withArgumentsThatMatch: matcher)
            logger.verify()  // reports the unmet expectation here
        }

        #expect(!held)
        #expect(failures.map(\.line) == [UInt(verifyLine), UInt(verifyLine + 3)])
        let call = """
              1 call to log(level:message:metadata:source:file:function:line:), in order:
                ✗ log(level: TypedLogLevel.info, message: "location test", metadata: nil, source: "app", file: "F.swift", \
            function: "f()", line: 7)  ← level should be equal to TypedLogLevel.warning
              Other calls to TypedLoggerMock: none
            """
        let conditions = "(equal to TypedLogLevel.warning, equal to \"location test\", any, any, any, any, any)"
        #expect(
            failures.map(\.message) == [
                """
                Expected TypedLoggerMock.log(level:message:metadata:source:file:function:line:) to be called exactly \
                once with arguments matching \(conditions); it was called 0 times with matching arguments, once in all.
                  Verified at: StuntDoubleTests/TypedArgumentMatcherTests.swift:\(verifyLine)
                \(call)
                """,
                """
                Expected TypedLoggerMock.log(level:message:metadata:source:file:function:line:) to be called at least \
                once with arguments matching \(conditions); it was called 0 times with matching arguments, once in all.
                  Expected at: StuntDoubleTests/TypedArgumentMatcherTests.swift:\(expectLine)
                \(call)
                """,
            ])
    }

    /// Without the tuple written out, a typed closure of `willAnswer` gives
    /// the conditions their types as the written tuple does (issue #23,
    /// item 4: a bare `.any` infers wherever something fixes its type).
    @Test func aTypedAnswerGivesTheConditionsTheirTypes() {
        let logger = TypedLoggerMock()
        logger.given(
            "isEnabled(level:message:)", withArgumentsThatMatch: ArgumentMatcher(.any, .equal(to: "disk full")),
            willAnswer: { (level: TypedLogLevel, _: TypedLogMessage) in level == .warning })

        #expect(logger.isEnabled(level: .warning, message: "disk full"))
        #expect(!logger.isEnabled(level: .info, message: "disk full"))
        #expect(!logger.isEnabled(level: .warning, message: "disk empty"))
    }

    /// The spellings that compiled before keep their meaning beside the
    /// forms of two to ten conditions.
    @Test func untypedSpellingsStillInfer() {
        let named = ArgumentMatcher(.equal(to: 3), .any(String.self))
        #expect(named.box.accepts((3, "x")))
        #expect(!named.box.accepts((4, "x")))
        #expect(named.box.description == "(equal to 3, any String)")

        let eleven = ArgumentMatcher(
            .equal(to: 1), .any(Int.self), .any(Int.self), .any(Int.self), .any(Int.self), .any(Int.self),
            .any(Int.self), .any(Int.self), .any(Int.self), .any(Int.self), .equal(to: 11))
        #expect(eleven.box.accepts((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)))
        #expect(!eleven.box.accepts((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12)))
    }
}
