import Foundation
import Testing

@testable import StuntDouble

// The golden messages of long failures (issue #23, item 9), word for word
// (see Support/GoldenFailures.swift): identical calls on one line, the
// closest few of many rejected calls, conditions named by their labels,
// and descriptions that would read as more arguments quoted.

enum GoldenLevel { case info, debug }

/// A message made from a string literal that describes itself by its text,
/// as swift-log's `Logger.Message` does.
struct GoldenLogMessage: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    let text: String
    init(stringLiteral text: String) { self.text = text }
    var description: String { text }
}

/// A value whose description is free text.
struct GoldenVerdict: Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
}

/// A log handler shaped like swift-log's: its level is read before each
/// message is logged.
final class GoldenLogHandlerMock: Mocking {
    var logLevel: GoldenLevel {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
    func log(level: GoldenLevel, message: GoldenLogMessage, source: String) {
        didCallFunction(withArguments: level, message, source)
    }
    func load(id: Int, from source: String) { didCallFunction(withArguments: id, source) }
    func fetch(_ id: Int, from source: String) { didCallFunction(withArguments: id, source) }
    func record(_ verdict: GoldenVerdict, message: GoldenLogMessage) {
        didCallFunction(withArguments: verdict, message)
    }
    func flush() { didCallFunction() }
}

@Suite struct GoldenLongFailureTests {
    /// Identical calls share a line with their count, at the first of them;
    /// the header says so when other calls came between them.
    @Test func identicalCallsShareALine() {
        let handler = GoldenLogHandlerMock()
        handler.given("logLevel", willReturn: GoldenLevel.info)
        let expectLine = #line + 1
        handler.expect(callToFunction: "flush()")
        for message: GoldenLogMessage in ["start", "start", "stop"] {
            _ = handler.logLevel
            handler.log(level: .info, message: message, source: "app")
        }

        let line = #line + 1
        let failures = captureFailures { handler.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenLogHandlerMock.flush() to be called at least once; it was never called.
                  Expected at: StuntDoubleTests/GoldenLongFailureTests.swift:\(expectLine)
                  Calls to flush(): none
                  6 other calls to GoldenLogHandlerMock, in order of first call:
                    read logLevel ×3
                    log(level: GoldenLevel.info, message: "start", source: "app") ×2
                    log(level: GoldenLevel.info, message: "stop", source: "app")
                """
            ])
    }

    /// Of many rejected calls, the three that fail the fewest conditions
    /// are listed in full, in call order; the rest are counted. Conditions
    /// are named by the member's argument labels.
    @Test func manyRejectedCallsListTheClosestThreeThenACount() {
        let handler = GoldenLogHandlerMock()
        let expectLine = #line + 1
        handler.expect(
            callToFunction: "load(id:from:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 5), .equal(to: "disk"))
        )
        for (id, source) in [(1, "net"), (2, "net"), (5, "net"), (3, "disk"), (4, "net"), (6, "net"), (1, "net")] {
            handler.load(id: id, from: source)
        }

        let line = #line + 1
        let failures = captureFailures { handler.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenLogHandlerMock.load(id:from:) to be called at least once with arguments matching (equal to 5, equal to "disk"); it was called 0 times with matching arguments, 7 times in all.
                  Expected at: StuntDoubleTests/GoldenLongFailureTests.swift:\(expectLine)
                  7 calls to load(id:from:), in order of first call:
                    ✗ load(id: 1, from: "net") ×2  ← id should be equal to 5; from should be equal to "disk"
                    ✗ load(id: 5, from: "net")  ← from should be equal to "disk"
                    ✗ load(id: 3, from: "disk")  ← id should be equal to 5
                    … and 3 more calls to load(id:from:) that did not match
                  Other calls to GoldenLogHandlerMock: none
                """
            ])
    }

    /// An argument without a label (`_`) is named by its position.
    @Test func anUnlabeledArgumentIsNamedByItsPosition() {
        let handler = GoldenLogHandlerMock()
        let expectLine = #line + 1
        handler.expect(
            callToFunction: "fetch(_:from:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 5), .equal(to: "disk"))
        )
        handler.fetch(4, from: "net")

        let line = #line + 1
        let failures = captureFailures { handler.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenLogHandlerMock.fetch(_:from:) to be called at least once with arguments matching (equal to 5, equal to "disk"); it was called 0 times with matching arguments, once in all.
                  Expected at: StuntDoubleTests/GoldenLongFailureTests.swift:\(expectLine)
                  1 call to fetch(_:from:), in order:
                    ✗ fetch(4, from: "net")  ← argument 1 should be equal to 5; from should be equal to "disk"
                  Other calls to GoldenLogHandlerMock: none
                """
            ])
    }

    /// A value made from a string literal prints as that literal; another
    /// whose description would read as more arguments prints it quoted
    /// after its type's name.
    @Test func descriptionsThatReadAsArgumentsAreQuoted() {
        let handler = GoldenLogHandlerMock()
        let expectLine = #line + 1
        handler.expect(.never, callsToFunction: "record(_:message:)")
        handler.record(GoldenVerdict(text: "no: too late"), message: "yes: trace")

        let line = #line + 1
        let failures = captureFailures { handler.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected GoldenLogHandlerMock.record(_:message:) never to be called; it was called once.
                  Expected at: StuntDoubleTests/GoldenLongFailureTests.swift:\(expectLine)
                  1 call to record(_:message:), in order:
                    record(GoldenVerdict("no: too late"), message: "yes: trace")
                  Other calls to GoldenLogHandlerMock: none
                """
            ])
    }

    /// Which descriptions are quoted: those with a `, ` or `: ` outside
    /// brackets and quotes, or without visible edges.
    @Test func onlyDescriptionsThatCouldBeMisreadAreQuoted() {
        #expect(ValueDump.of(GoldenVerdict(text: "Point(x: 1, y: 2)")) == "Point(x: 1, y: 2)")
        #expect(ValueDump.of(GoldenVerdict(text: #"said "a, b""#)) == #"said "a, b""#)
        #expect(ValueDump.of(GoldenVerdict(text: "1970-01-01 00:00:00 +0000")) == "1970-01-01 00:00:00 +0000")
        #expect(ValueDump.of(GoldenVerdict(text: "late, again")) == #"GoldenVerdict("late, again")"#)
        #expect(ValueDump.of(GoldenVerdict(text: " padded")) == #"GoldenVerdict(" padded")"#)
        #expect(ValueDump.of(GoldenVerdict(text: "")) == #"GoldenVerdict("")"#)
        #expect(ValueDump.of([GoldenLogMessage(stringLiteral: "a\"b")]) == #"["a\"b"]"#)
    }
}
