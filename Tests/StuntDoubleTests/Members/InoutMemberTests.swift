// A member with an `inout` parameter, forwarded in one line with
// `didCallFunction(withArguments:updating:)`: recorded with the value
// passed in, and answered with the value the caller sees afterwards.
import Testing

@testable import StuntDouble

struct TraceContext: Equatable {
    var traceID: String
}

/// swift-distributed-tracing's shape: `extract(_:into:using:)`.
final class PropagatorMock: Mocking {
    // snippet: inout-member
    func extract(_ carrier: [String: String], into context: inout TraceContext, using key: String) {
        didCallFunction(withArguments: carrier, key, updating: &context)
    }
    // end snippet
    func bump(_ count: inout Int) { didCallFunction(updating: &count) }
}

private let thisFile = "StuntDoubleTests/InoutMemberTests.swift"

struct InoutMemberTests {
    @Test func withoutAGivenTheValueStaysAsPassedIn() {
        let propagator = PropagatorMock()
        var context = TraceContext(traceID: "a")
        let failures = captureFailures { propagator.extract(["k": "v"], into: &context, using: "trace") }
        #expect(failures.isEmpty)
        #expect(context == TraceContext(traceID: "a"))
    }

    @Test func theCallIsRecordedWithTheValuePassedIn() {
        let propagator = PropagatorMock()
        var context = TraceContext(traceID: "a")
        propagator.extract(["k": "v"], into: &context, using: "trace")
        let history = propagator.receivedArguments(
            forCallsToFunction: "extract(_:into:using:)", as: ([String: String], String, TraceContext).self)
        #expect(history.map(\.2) == [TraceContext(traceID: "a")])
        var count = 4
        propagator.bump(&count)
        #expect(propagator.receivedArguments(forCallsToFunction: "bump(_:)", as: Int.self) == [4])
    }

    @Test func aGivenByNameSetsTheValueTheCallerSees() {
        let propagator = PropagatorMock()
        propagator.given("bump(_:)", willAnswer: { (count: Int) in count + 1 })
        var count = 1
        propagator.bump(&count)
        propagator.bump(&count)
        #expect(count == 3)
    }

    @Test func theClosureFormsAnswerWithWillUpdate() {
        let propagator = PropagatorMock()
        var context = TraceContext(traceID: "")
        let failures = captureFailures {
            // snippet: inout-given
            propagator.given { $0.extract(arg(.any), into: &context, using: arg(.equal(to: "trace"))) }
                .willUpdate { (carrier: [String: String], key: String, context: TraceContext) in
                    TraceContext(traceID: carrier["trace-id"] ?? context.traceID)
                }
            // end snippet
            propagator.given { $0.extract(["trace-id": "fixed"], into: &context, using: "other") }
                .willUpdate(to: TraceContext(traceID: "constant"))
        }
        #expect(failures.isEmpty)
        var seen = TraceContext(traceID: "old")
        propagator.extract(["trace-id": "t1"], into: &seen, using: "trace")
        #expect(seen == TraceContext(traceID: "t1"))
        propagator.extract([:], into: &seen, using: "trace")
        #expect(seen == TraceContext(traceID: "t1"))
        // The plain given's context is the value passed in when it was recorded.
        var other = TraceContext(traceID: "")
        propagator.extract(["trace-id": "fixed"], into: &other, using: "other")
        #expect(other == TraceContext(traceID: "constant"))
        #expect(propagator.numberOfCalls { $0.extract(arg(.any), into: &context, using: arg(.any)) } == 3)
    }

    @Test func anAnswerThatThrowsIsReportedAndTheValueStays() {
        struct Broken: Error {}
        let propagator = PropagatorMock()
        propagator.given("bump(_:)", willThrow: Broken())
        var count = 7
        let failures = captureFailures { propagator.bump(&count) }
        #expect(count == 7)
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Broken") == true)
    }

    @Test func willUpdateOnAMemberWithoutAnInoutParameterIsReported() {
        let engine = PlainCounterMock()
        let line = #line + 1
        let failures = captureFailures { engine.given { $0.reset() }.willUpdate(to: 3) }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.fileID == thisFile)
        #expect(
            failures.first?.message == """
                given { … } recorded PlainCounterMock.reset(), which answers (); willUpdate's 3 (Int) cannot be its new value, \
                so nothing was given.
                  willUpdate applies to a member whose inout parameter is of that type, forwarded with \
                didCallFunction(withArguments:updating:).
                """)
    }
}

final class PlainCounterMock: Mocking {
    func reset() { didCallFunction() }
}
