// Issue #41: a labelled tuple is accepted wherever a test names the
// arguments' tuple type. A call records `(String, Int)`; a test may name
// it `(operationName: String, kind: Int)`.
import Testing

@testable import StuntDouble

final class LabelledTracerMock: Mocking, @unchecked Sendable {
    func start(operationName: String, kind: Int) -> Int { didCallFunction(withArguments: operationName, kind) }
    func fetch(operationName: String, kind: Int) async -> Int {
        await didCallAsyncFunction(withArguments: operationName, kind)
    }
    func send(_ name: String, completion: @escaping @Sendable (Int) -> Void) {
        didCallFunction(withArguments: name, completion)
    }
}

/// What a completion received, on the test's thread.
private final class LabelledReceived: @unchecked Sendable {
    var values: [Int] = []
}

private typealias Start = (operationName: String, kind: Int)

struct LabelledTupleTests {
    let tracer = LabelledTracerMock()

    @Test func historyReadsTheArgumentsWithLabels() {
        _ = tracer.start(operationName: "load", kind: 1)
        _ = tracer.start(operationName: "save", kind: 2)
        let failures = captureFailures {
            let starts = tracer.receivedArguments(forCallsToFunction: "start(operationName:kind:)", as: Start.self)
            #expect(starts.map(\.operationName) == ["load", "save"])
            #expect(starts.map(\.kind) == [1, 2])
            let last: Start? = tracer.lastReceivedArgumentsOfInferredType(
                forCallsToFunction: "start(operationName:kind:)")
            #expect(last?.operationName == "save")
            let all: [Start] = tracer.receivedArgumentsOfInferredType()
            #expect(all.map(\.kind) == [1, 2])
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func historyOfOtherElementTypesStillGetsTheNote() {
        _ = tracer.start(operationName: "load", kind: 1)
        let failures = captureFailures {
            let starts = tracer.receivedArguments(
                forCallsToFunction: "start(operationName:kind:)", as: (operationName: String, kind: String).self)
            #expect(starts.isEmpty)
        }
        #expect(
            failures.map(\.message) == [
                "note: LabelledTracerMock.start(operationName:kind:) has recorded calls, but none with arguments of type"
                    + " (operationName: String, kind: String); they were called with (String, Int)."
            ])
    }

    @Test func aNameBasedAnswerTakesTheArgumentsWithLabels() async {
        tracer.given("start(operationName:kind:)", willAnswer: { (start: Start) in start.kind * 10 })
        tracer.given(
            "fetch(operationName:kind:)", willAnswer: { (start: Start) async in start.operationName.count })
        #expect(tracer.start(operationName: "load", kind: 3) == 30)
        #expect(await tracer.fetch(operationName: "load", kind: 3) == 4)
    }

    @Test func aClosureFormAnswerTakesTheArgumentsWithLabels() {
        let failures = captureFailures {
            tracer.given { $0.start(operationName: arg(.equal(to: "load")), kind: arg(.any)) }
                .willAnswer { (start: Start) in start.kind * 100 }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(tracer.start(operationName: "load", kind: 2) == 200)
        #expect(tracer.start(operationName: "save", kind: 2) == 0)
    }

    /// Labels and a closure without the member's `@Sendable`, together.
    @Test func labelsAndAClosureWithoutSendable() {
        tracer.given(
            "send(_:completion:)",
            willAnswer: { (call: (name: String, completion: (Int) -> Void)) in call.completion(call.name.count) })
        let received = LabelledReceived()
        tracer.send("abc") { received.values.append($0) }
        #expect(received.values == [3])
    }

    @Test func labelsThatTheCallsTypesCannotTakeStillFail() {
        let line = #line + 3
        let failures = captureFailures {
            tracer.given { $0.start(operationName: arg(.any), kind: arg(.any)) }
                .willAnswer { (start: (operationName: String, kind: String)) in start.kind.count }
        }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.first?.message == """
                willAnswer's closure takes (operationName: String, kind: String), but \
                LabelledTracerMock.start(operationName:kind:) passes (String, Int): nothing was given.
                """)
    }
}
