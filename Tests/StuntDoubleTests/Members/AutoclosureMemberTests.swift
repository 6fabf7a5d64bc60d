// A member with an `@autoclosure` parameter, whose `arg(_:)` runs after the
// others' in a closure form. The regions between the snippet markers are
// Guides/Members.md's "Autoclosure parameters", kept identical to it by
// DocumentationSnippetTests. Namespaced so that its names never collide
// with the doubles of other tests.
import Testing

@testable import StuntDouble

enum Autoclosures {
    // snippet: autoclosure-double
    protocol Logger {
        func log(_ level: Int, message: @autoclosure () -> String, line: Int)
    }

    final class LoggerMock: Mocking, Logger {
        func log(_ level: Int, message: @autoclosure () -> String, line: Int) {
            didCallFunction(withArguments: level, message(), line)
        }
    }
    // end snippet
}

extension Autoclosures {
    struct AutoclosureMemberTests {
        // snippet: autoclosure-test
        @Test func conditionsFollowTheirArguments() {
            let logger = LoggerMock()
            logger.log(1, message: "disk full", line: 7)

            logger.verify {
                $0.log(arg(.equal(to: 1)), message: arg(.equal(to: "disk full")), line: arg(.equal(to: 7)))
            }
            logger.verify(.never) {
                $0.log(arg(.any), message: arg(.equal(to: "disk empty")), line: arg(.any))
            }
        }
        // end snippet
    }
}
