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

    /// A matcher may name the labels too, in givens, expectations, checks
    /// and order checks.
    @Test func aMatcherTakesTheArgumentsWithLabels() {
        let kindTwo = ArgumentMatcher { (start: Start) in start.kind == 2 }
        let failures = captureFailures {
            tracer.given("start(operationName:kind:)", withArgumentsThatMatch: kindTwo, willReturn: 20)
            tracer.expect(.once, callsToFunction: "start(operationName:kind:)", withArgumentsThatMatch: kindTwo)
            #expect(tracer.start(operationName: "load", kind: 1) == 0)
            #expect(tracer.start(operationName: "save", kind: 2) == 20)
            tracer.verify()
            tracer.verify(.once, callsToFunction: "start(operationName:kind:)", withArgumentsThatMatch: kindTwo)
            verifyInOrder(
                .call(
                    to: "start(operationName:kind:)", on: tracer,
                    withArgumentsThatMatch: ArgumentMatcher { (start: Start) in start.operationName == "load" }),
                .call(to: "start(operationName:kind:)", on: tracer, withArgumentsThatMatch: kindTwo))
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aMatcherWithLabelsFailsByWhatItSays() {
        _ = tracer.start(operationName: "load", kind: 1)
        let line = #line + 2
        let failures = captureFailures {
            tracer.verify(
                .once, callsToFunction: "start(operationName:kind:)",
                withArgumentsThatMatch: ArgumentMatcher(description: "kind 2") { (start: Start) in start.kind == 2 })
        }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.first?.message == """
                Expected LabelledTracerMock.start(operationName:kind:) to be called exactly once with arguments \
                matching kind 2; it was called 0 times with matching arguments, once in all.
                  Verified at: StuntDoubleTests/LabelledTupleTests.swift:\(line)
                  1 call to start(operationName:kind:), in order:
                    ✗ start(operationName: "load", kind: 1)
                  Other calls to LabelledTracerMock: none
                """)
    }

    /// Labels of other element types still match nothing, and say why.
    @Test func aMatcherWhoseTypesDifferStillTakesNothing() {
        _ = tracer.start(operationName: "load", kind: 1)
        let failures = captureFailures {
            tracer.verify(
                .once, callsToFunction: "start(operationName:kind:)",
                withArgumentsThatMatch: ArgumentMatcher { (start: (operationName: String, kind: String)) in true })
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.contains(
                "The matcher takes (operationName: String, kind: String), but start(operationName:kind:) was called with (String, Int)"
            )
                == true, "\(failures)")
    }

    /// Which types a matcher takes through labels, read from metadata.
    @Test func whichTypesNameLabels() {
        #expect(ArgumentsConversion.namesLabels(Start.self))
        #expect(ArgumentsConversion.namesLabels(((a: Int, b: Int)?).self))
        #expect(ArgumentsConversion.namesLabels((Int, (a: Int, b: Int)).self))
        #expect(!ArgumentsConversion.namesLabels((String, Int).self))
        #expect(!ArgumentsConversion.namesLabels(((String, Int)?).self))
        #expect(!ArgumentsConversion.namesLabels(Int.self))
        #expect(!ArgumentsConversion.namesLabels(String?.self))
        #expect(!ArgumentsConversion.namesLabels(LabelledTracerMock.self))
    }

    @Test func aMatcherNamesLabelsInsideAnOptional() {
        let pairs = LabelledPairsMock()
        pairs.send(("a", 1))
        pairs.send(nil)
        let failures = captureFailures {
            pairs.verify(
                .once, callsToFunction: "send(_:)",
                withArgumentsThatMatch: ArgumentMatcher { (pair: (name: String, kind: Int)?) in pair?.kind == 1 })
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}

/// A member whose one argument is an optional tuple.
final class LabelledPairsMock: Mocking {
    func send(_ pair: (String, Int)?) { didCallFunction(withArguments: pair) }
}
