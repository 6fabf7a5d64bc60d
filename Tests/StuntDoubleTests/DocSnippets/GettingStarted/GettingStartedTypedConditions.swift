// The code block of Guides/GettingStarted.md on conditions typed by the
// matcher's written-out `Arguments`: the region between snippet markers is
// a block of the guide, kept identical to it by DocumentationSnippetTests,
// and the test runs it and checks what the guide says it does.
import Testing

@testable import StuntDouble

extension GettingStartedGuide {
    enum Level: Equatable {
        case info, warning
    }

    /// A type that a string literal makes, as swift-log's `Logger.Message`.
    struct Message: Equatable, ExpressibleByStringLiteral {
        let text: String
        init(stringLiteral text: String) { self.text = text }
    }

    final class LoggerMock: Mocking {
        func log(level: Level, message: Message, line: UInt) {
            didCallFunction(withArguments: level, message, line)
        }
    }
}

struct GettingStartedTypedConditionTests {
    typealias Level = GettingStartedGuide.Level
    typealias Message = GettingStartedGuide.Message

    /// "Write the argument types out and every condition takes its type
    /// from them."
    @Test func writtenOutArgumentsTypeEachCondition() {
        let logger = GettingStartedGuide.LoggerMock()
        // snippet: typed-conditions
        logger.expect(
            callToFunction: "log(level:message:line:)",
            withArgumentsThatMatch: ArgumentMatcher<(Level, Message, UInt)>(
                .equal(to: .warning), .equal(to: "disk full"), .any))
        // end snippet
        logger.log(level: .info, message: "disk full", line: 1)
        #expect(logger.applicableFailureMessages().count == 1)

        logger.log(level: .warning, message: "disk full", line: 2)
        #expect(logger.applicableFailureMessages().isEmpty)
    }
}
