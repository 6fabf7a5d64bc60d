// Issue #41: a condition belongs to its argument's position, whatever order
// the arguments are evaluated in. An `@autoclosure` parameter's `arg(_:)`
// runs inside the double's body, after the others' (see `ArgumentBinding`).
import Testing

@testable import StuntDouble

/// A logger whose messages are `@autoclosure`s: in the middle, first and
/// last, and one beside another `String`.
final class BindingLoggerMock: Mocking, @unchecked Sendable {
    func log(_ level: Int, message: @autoclosure () -> String, line: Int) {
        didCallFunction(withArguments: level, message(), line)
    }
    func report(_ message: @autoclosure () -> String, level: Int, code: Int) -> Bool {
        didCallFunction(withArguments: message(), level, code)
    }
    func tag(_ level: Int, _ message: @autoclosure () -> String) -> Bool {
        didCallFunction(withArguments: level, message())
    }
    func note(_ name: String, detail: @autoclosure () -> String, code: Int) -> Bool {
        didCallFunction(withArguments: name, detail(), code)
    }
    func move(from: Int, to: Int, label: String) -> Bool {
        didCallFunction(withArguments: from, to, label)
    }
}

private let thisFile = "StuntDoubleTests/AutoclosureBindingTests.swift"

struct AutoclosureBindingTests {
    let logger = BindingLoggerMock()

    /// The issue's example: `line`'s condition was checked against
    /// `message`, and a correct call failed.
    @Test func theIssuesExampleIsAnsweredAndVerified() {
        var answered: [String] = []
        let failures = captureFailures {
            logger.given {
                $0.log(arg(.equal(to: 1)), message: arg(.equal(to: "disk full")), line: arg(.equal(to: 7)))
            }.willAnswer { (_: Int, message: String, _: Int) in answered.append(message) }
            logger.log(1, message: "disk full", line: 7)
            logger.log(1, message: "disk empty", line: 7)
            logger.verify {
                $0.log(arg(.equal(to: 1)), message: arg(.equal(to: "disk full")), line: arg(.equal(to: 7)))
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(answered == ["disk full"])
    }

    @Test func aWrongCallFailsWithTheMessageOfItsOwnArgument() {
        logger.log(1, message: "disk full", line: 8)
        let line = #line + 2
        let failures = captureFailures {
            logger.verify {
                $0.log(arg(.equal(to: 1)), message: arg(.equal(to: "disk full")), line: arg(.equal(to: 7)))
            }
        }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.fileID == thisFile)
        #expect(
            failures.first?.message == """
                Expected BindingLoggerMock.log(_:message:line:) to be called at least once with arguments matching \
                (equal to 1, equal to "disk full", equal to 7); it was called 0 times with matching arguments, once in all.
                  Verified at: StuntDoubleTests/AutoclosureBindingTests.swift:\(line)
                  1 call to log(_:message:line:), in order:
                    ✗ log(1, message: "disk full", line: 8)  ← line should be equal to 7
                  Other calls to BindingLoggerMock: none
                """)
    }

    @Test func anAutoclosureFirst() {
        let failures = captureFailures {
            logger.given {
                $0.report(arg(.equal(to: "boot")), level: arg(.equal(to: 2)), code: arg(.greaterThan(3)))
            }.willReturn(true)
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(logger.report("boot", level: 2, code: 4))
        #expect(!logger.report("boot", level: 2, code: 3))
        #expect(!logger.report("halt", level: 2, code: 4))
    }

    @Test func anAutoclosureLastIsPositional() {
        logger.given { $0.tag(arg(.equal(to: 3)), arg(.equal(to: "hot"))) }.willReturn(true)
        #expect(logger.tag(3, "hot"))
        #expect(!logger.tag(3, "cold"))
    }

    /// A captor of `line` and `.any` for `level` would pass `0` both: the
    /// positions of two `Int`s evaluated in either order are unknown, but
    /// for conditions of any value, which may stand for each other.
    @Test func conditionsOfAnyValueAndCaptorsFollowTheirArguments() {
        logger.log(1, message: "disk full", line: 7)
        logger.log(1, message: "disk empty", line: 9)
        let messages = Captor<String>()
        let lines = Captor<Int>()
        let failures = captureFailures {
            logger.verify(.times(2)) { $0.log(arg(.equal(to: 1)), message: arg(messages), line: arg(lines)) }
            logger.verify(.times(2)) { $0.log(arg(.any), message: arg(.any), line: arg(.any)) }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(messages.values == ["disk full", "disk empty"])
        #expect(lines.values == [7, 9])
    }

    /// `name` and `detail` are both `String`s and both pass `""`: either
    /// may be the one evaluated later.
    @Test func conditionsWhosePositionsCannotBeKnownAreReportedAtTheFormsLine() {
        let line = #line + 2
        let failures = captureFailures {
            logger.given {
                $0.note(arg(.any), detail: arg(.satisfying("long") { $0.count > 3 }), code: arg(.equal(to: 2)))
            }.willReturn(true)
        }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.fileID == thisFile)
        #expect(
            failures.first?.message == """
                given { … } cannot tell which arguments of BindingLoggerMock.note(_:detail:code:) its arg(_:) conditions \
                are for: an argument evaluated later than the others, such as an @autoclosure parameter, makes their \
                positions unknown.
                  To fix it, either:
                    give those arguments conditions that pass distinct values, such as arg(.equal(to: …))
                    or use the name-based form with an ArgumentMatcher, such as \
                given("note(_:detail:code:)", withArgumentsThatMatch: …, willReturn: …)
                """)
        // Nothing was given.
        #expect(!logger.note("a", detail: "long one", code: 2))
    }

    @Test func distinctValuesTellThePositions() {
        logger.given {
            $0.note(arg(.equal(to: "disk")), detail: arg(.equal(to: "full")), code: arg(.equal(to: 2)))
        }.willReturn(true)
        #expect(logger.note("disk", detail: "full", code: 2))
        #expect(!logger.note("full", detail: "disk", code: 2))
    }

    /// Without an `@autoclosure`, conditions bind by position, as always,
    /// even where types and values would allow another binding.
    @Test func anOrdinaryCallBindsByPosition() {
        logger.given { $0.move(from: arg(.any), to: arg(.lessThan(5)), label: arg(.any)) }.willReturn(true)
        #expect(logger.move(from: 9, to: 4, label: "x"))
        #expect(!logger.move(from: 4, to: 9, label: "x"))
        logger.verify(.times(2)) { $0.move(from: arg(.any), to: arg(.any), label: arg(.any)) }
    }
}
