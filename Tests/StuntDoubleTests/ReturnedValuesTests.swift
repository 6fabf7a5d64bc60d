import Testing

@testable import StuntDouble

/// `returnedValues(forCallsToFunction:as:)`: what each recorded call
/// returned, whichever way it was answered (issue #11).
struct ReturnedValuesTests {
    @Test func plainAndConsecutiveGivensInCallOrder() {
        let api = LedgerMock()
        api.given("count()", willReturn: 1, then: 2)
        api.given("name(of:)", willReturn: "plain")
        _ = (api.count(), api.name(of: 1), api.count(), api.count())

        #expect(api.returnedValues(forCallsToFunction: "count()", as: Int.self) == [1, 2, 2])
        #expect(api.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == ["plain"])
    }

    @Test func computedAndMatchedAnswersAndDefaults() {
        let api = LedgerMock()
        _ = api.name(of: 0)
        api.given("name(of:)", willAnswer: { (id: Int) in "user \(id)" })
        _ = api.name(of: 1)
        api.given("name(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id > 10 }, willReturn: "big")
        _ = (api.name(of: 2), api.name(of: 11))

        #expect(
            api.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == ["", "user 1", "user 2", "big"])
    }

    /// A column keeps its first values (`ResultColumn.firstCapacity`) in
    /// its own allocation, aligned for the type, and the rest in chunks it
    /// adds.
    @Test func manyValuesOfAnOverAlignedTypeInCallOrder() {
        #expect(MemoryLayout<SIMD4<Double>>.alignment >= 16)
        let api = LedgerMock()
        api.given("vector(_:)", willAnswer: { (id: Int) in SIMD4<Double>(repeating: Double(id)) })
        for id in 0..<40 { _ = api.vector(id) }

        #expect(
            api.returnedValues(forCallsToFunction: "vector(_:)", as: SIMD4<Double>.self)
                == (0..<40).map { SIMD4<Double>(repeating: Double($0)) })
    }

    @Test func aCallThatThrewIsLeftOut() throws {
        let api = LedgerMock()
        api.given("load()", willThrow: LedgerError.offline)
        #expect(throws: LedgerError.offline) { try api.load() }
        api.given("load()", willReturn: 5)
        _ = try api.load()

        #expect(api.numberOfCalls(toFunction: "load()") == 2)
        #expect(api.returnedValues(forCallsToFunction: "load()", as: Int.self) == [5])
    }

    @Test func theRealImplementationsResult() {
        let api = LedgerMock()
        api.callThrough("sum(_:_:)")
        _ = api.sum(2, 3)
        api.given("sum(_:_:)", willReturn: 0)
        _ = api.sum(4, 5)

        #expect(api.returnedValues(forCallsToFunction: "sum(_:_:)", as: Int.self) == [5, 0])
    }

    @Test func anAsyncCallCountsOnceItReturns() async {
        let api = LedgerMock()
        let gate = AsyncGate()
        api.given("tick()", willAnswer: { () async in await gate.wait() })
        let inFlight = Task { await api.tick() }
        await api.waitUntilCalled("tick()")
        api.given("tick()", willReturn: 1)
        _ = await api.tick()

        #expect(api.returnedValues(forCallsToFunction: "tick()", as: Int.self) == [1])
        gate.open(with: 7)
        _ = await inFlight.value
        #expect(api.returnedValues(forCallsToFunction: "tick()", as: Int.self) == [7, 1])
    }

    @Test func clearingTheHistoryForgetsValuesAndAnAnswerStillInFlight() async {
        let api = LedgerMock()
        let gate = AsyncGate()
        api.given("tick()", willAnswer: { () async in await gate.wait() })
        let inFlight = Task { await api.tick() }
        await api.waitUntilCalled("tick()")
        api.clearRecordedCalls()
        gate.open(with: 7)
        _ = await inFlight.value

        #expect(api.returnedValues(forCallsToFunction: "tick()", as: Int.self).isEmpty)
    }

    @Test func voidMembersReturnOneEmptyTuplePerCall() {
        let api = LedgerMock()
        api.reset()
        api.reset()
        #expect(api.returnedValues(forCallsToFunction: "reset()", as: Void.self).count == 2)
    }

    @Test func eachConcreteTypeOfAGenericMember() {
        let api = LedgerMock()
        api.given("make()", willReturn: 1)
        api.given("make()", willReturn: "one")
        let made: (Int, String, Int) = (api.make(), api.make(), api.make())
        #expect(made == (1, "one", 1))

        #expect(api.returnedValues(forCallsToFunction: "make()", as: Int.self) == [1, 1])
        #expect(api.returnedValues(forCallsToFunction: "make()", as: String.self) == ["one"])
    }

    @Test func stubsKeepNothing() {
        let stub = LedgerStub()
        stub.given("count()", willReturn: 3)
        _ = stub.count()
        // `returnedValues` is a `Mocking` member; a stub's registry keeps
        // nothing to read.
        #expect(stub.doubleRegistry.returnedValues(of: "count()", as: Int.self).isEmpty)
    }

    @Test func aReadOfAnotherTypeFindsNothingAndSaysWhy() {
        let api = LedgerMock()
        api.given("count()", willReturn: 1)
        _ = api.count()

        var found: [Double] = []
        let notes = captureFailures { found = api.returnedValues(forCallsToFunction: "count()", as: Double.self) }

        #expect(found.isEmpty)
        #expect(
            notes.map(\.message) == [
                "note: LedgerMock.count() has returned values, but none of type Double; its calls returned Int."
            ])
        #expect(notes.allSatisfy { $0.isNote })
    }

    @Test func aMemberNeverCalledReturnsNothingWithoutANote() {
        let api = LedgerMock()
        var found: [Int] = [0]
        let notes = captureFailures { found = api.returnedValues(forCallsToFunction: "count()", as: Int.self) }
        #expect(found.isEmpty)
        #expect(notes.isEmpty)
    }

    @Test func theFunctionIDTwin() {
        let api = LedgerMockWithID()
        api.given(callToFunctionWithID: .count, willReturn: 4)
        _ = api.count()
        #expect(api.returnedValues(forCallsToFunctionWithID: .count, as: Int.self) == [4])
    }
}

private enum LedgerError: Error { case offline }

private class Ledger {
    func sum(_ a: Int, _ b: Int) -> Int { a + b }
}

private final class LedgerMock: Ledger, Mocking, @unchecked Sendable {
    func count() -> Int { didCallFunction() }
    func name(of id: Int) -> String { didCallFunction(withArguments: id) }
    func vector(_ id: Int) -> SIMD4<Double> { didCallFunction(withArguments: id) }
    func load() throws -> Int { try didCallThrowingFunction() }
    func tick() async -> Int { await didCallAsyncFunction() }
    func reset() { didCallFunction() }
    func make<T>() -> T { didCallFunction() }
    override func sum(_ a: Int, _ b: Int) -> Int {
        didCallFunction(withArguments: a, b) { super.sum(a, b) }
    }

    /// Waits until `function` has a recorded call.
    func waitUntilCalled(_ function: String) async {
        while numberOfCalls(toFunction: function) == 0 { await Task.yield() }
    }
}

private final class LedgerStub: Stubbing {
    func count() -> Int { didCallFunction() }
}

private final class LedgerMockWithID: Mocking, DefiningFunctionID {
    enum FunctionID: String { case count = "count()" }
    func count() -> Int { didCallFunction(withID: .count) }
}

/// Holds an async answer until the test opens it.
private final class AsyncGate: @unchecked Sendable {
    private let lock = Lock()
    private var continuation: CheckedContinuation<Int, Never>?
    private var value: Int?

    func wait() async -> Int {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> Int? in
                if let value { return value }
                self.continuation = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func open(with value: Int) {
        let waiting = lock.withLock { () -> CheckedContinuation<Int, Never>? in
            self.value = value
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
