import Foundation
import Testing

@testable import StuntDouble

/// Every kind of answer, through every form of member that can give it.
struct AnswerTests {
    // MARK: Consecutive values

    @Test func consecutiveValuesThenTheLastOneRepeats() {
        let counter = TicketCounterMock()
        counter.given("next()", willReturn: 1, then: 2, 3)
        #expect((1...5).map { _ in counter.next() } == [1, 2, 3, 3, 3])
    }

    /// Each given keeps its own position, advanced only by the calls it
    /// answers: calls the matcher rejects leave it where it was.
    @Test func consecutiveValuesWithAMatcherAdvanceOnlyWhenTheyAnswer() {
        let users = UserServiceMock()
        users.given("name(id:)", withArgumentsThatMatch: .equal(to: 1), willReturn: "Ada", then: "Grace")
        #expect(users.name(id: 2) == "")
        #expect(users.name(id: 1) == "Ada")
        #expect(users.name(id: 2) == "")
        #expect(users.name(id: 1) == "Grace")
        #expect(users.name(id: 1) == "Grace")
    }

    /// The newest given that applies wins, whatever its kind.
    @Test func aNewerPlainGivenHidesASequence() {
        let counter = TicketCounterMock()
        counter.given("next()", willReturn: 1, then: 2)
        #expect(counter.next() == 1)
        counter.given("next()", willReturn: 9)
        #expect(counter.next() == 9)
    }

    // MARK: Computed answers

    @Test func computedFromTheArguments() {
        let users = UserServiceMock()
        users.given("name(id:)", willAnswer: { (id: Int) in "user \(id)" })
        #expect(users.name(id: 7) == "user 7")
        #expect(users.name(id: 8) == "user 8")
    }

    @Test func computedFromSeveralArgumentsWithAMatcher() {
        let cache = KeyValueStoreMock()
        cache.given(
            "put(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (String, Int)) in args.1 > 0 },
            willAnswer: { (args: (String, Int)) in args.0.count + args.1 })
        #expect(cache.put("abc", 2) == 5)
        #expect(cache.put("abc", -2) == 0)
    }

    /// A side effect, such as calling a completion handler, is a computed
    /// answer of a member that returns nothing.
    @Test func aCompletionHandlerIsCalledByTheAnswer() {
        let client = CompletionClientMock()
        client.given("load(completion:)", willAnswer: { (completion: @escaping (String) -> Void) in completion("ok") })
        var received: [String] = []
        client.load { received.append($0) }
        #expect(received == ["ok"])
    }

    /// A closure for other argument types never applies: the note says so.
    @Test func computedForOtherArgumentsNeverApplies() {
        let users = UserServiceMock()
        users.given("name(id:)", willAnswer: { (id: String) in "user \(id)" })
        var name = "unset"
        let notes = captureFailures { name = users.name(id: 7) }
        #expect(name == "")
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("its closure takes String, but the call passed Int") == true)
    }

    // MARK: Errors

    @Test func willThrowLeavesAThrowingMember() {
        let loader = LoaderMock()
        loader.given("load()", willThrow: LoadError.offline)
        #expect(throws: LoadError.offline) { try loader.load() }
    }

    @Test func throwsThenSucceedsForARetry() throws {
        let loader = LoaderMock()
        loader.given("load()", willAnswer: { () throws -> String in throw LoadError.offline })
        #expect(throws: LoadError.offline) { try loader.load() }
        loader.given("load()", willReturn: "data")
        #expect(try loader.load() == "data")
    }

    @Test func willThrowWithAMatcher() throws {
        let loader = LoaderMock()
        loader.given("load(id:)", willReturn: "item")
        loader.given("load(id:)", withArgumentsThatMatch: .equal(to: 13), willThrow: LoadError.notFound)
        #expect(try loader.load(id: 1) == "item")
        #expect(throws: LoadError.notFound) { try loader.load(id: 13) }
    }

    /// `willThrow` givens apply only to throwing forms: a member that
    /// cannot throw notes that the given cannot fit.
    @Test func willThrowDoesNotApplyToAMemberThatCannotThrow() {
        let users = UserServiceMock()
        users.given("name(id:)", willThrow: LoadError.offline)
        var name = "unset"
        let notes = captureFailures { name = users.name(id: 1) }
        #expect(name == "")
        #expect(notes.first?.message.contains("it throws, but the member does not") == true)
    }

    /// A closure that throws in a member that cannot throw is a reported
    /// failure, and the member goes on with its default value.
    @Test func anAnswerThrowingInAMemberThatCannotThrowIsReported() {
        let users = UserServiceMock()
        users.given("name(id:)", willAnswer: { (_: Int) throws -> String in throw LoadError.offline })
        var name = "unset"
        let line = UserServiceMock.nameLine
        let failures = captureFailures { name = users.name(id: 1) }
        #expect(name == "")
        #expect(failures.map(\.line) == [line])
        #expect(
            failures.first?.message.hasPrefix("UserServiceMock.name(id:) cannot throw, but its answer threw") == true)
    }

    // MARK: Typed throws

    @Test func typedThrowsThrowsTheGivenError() {
        let loader = LoaderMock()
        loader.given("typedLoad()", willThrow: LoadError.offline)
        #expect(throws: LoadError.offline) { try loader.typedLoad() }
    }

    @Test func typedThrowsReportsAnErrorOfAnotherType() throws {
        let loader = LoaderMock()
        loader.given("typedLoad()", willThrow: CocoaStyleError(code: 3))
        var result: String?
        let failures = captureFailures { result = try? loader.typedLoad() }
        #expect(result == "")
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("LoaderMock.typedLoad() throws LoadError, but its answer threw") == true)
    }

    // MARK: Async

    @Test func asyncMemberAnswersAPlainGiven() async {
        let clock = TickerMock()
        clock.given("tick()", willReturn: 4)
        #expect(await clock.tick() == 4)
    }

    /// An async answer may suspend until the test lets it go: the test can
    /// look at the state while the call is in flight.
    @Test func asyncAnswerSuspendsUntilTheTestResumesIt() async throws {
        let api = UserAPIMock()
        let gate = Gate()
        api.given(
            "fetch(id:)",
            willAnswer: { (id: Int) async throws -> String in
                await gate.wait()
                return "user \(id)"
            })
        let call = Task { try await api.fetch(id: 3) }
        // The call is recorded before its answer runs: wait for the answer
        // to reach the gate, not for the count.
        let deadline = ContinuousClock.now + .seconds(60)
        while await gate.waiters == 0, ContinuousClock.now < deadline { await Task.yield() }
        #expect(await gate.waiters == 1)
        #expect(api.numberOfCalls(toFunction: "fetch(id:)") == 1)
        await gate.open()
        #expect(try await call.value == "user 3")
    }

    @Test func asyncAnswerDoesNotApplyToASynchronousMember() {
        let users = UserServiceMock()
        users.given("name(id:)", willAnswer: { (id: Int) async in "user \(id)" })
        var name = "unset"
        let notes = captureFailures { name = users.name(id: 1) }
        #expect(name == "")
        #expect(notes.first?.message.contains("its closure is async, but the member is not") == true)
    }

    @Test func asyncThrowingMemberThrowsAGivenError() async {
        let api = UserAPIMock()
        api.given("fetch(id:)", willThrow: LoadError.notFound)
        await #expect(throws: LoadError.notFound) { try await api.fetch(id: 1) }
    }

    @Test func asyncThrowingMemberWithoutAnswerThrowsStuntDoubleError() async {
        let api = UserAPIMock()
        api.given("other()", willReturn: 1)
        var thrown: (any Error)?
        let failures = await captureFailuresAsync {
            do { _ = try await api.profile(id: 1) } catch { thrown = error }
        }
        #expect(thrown is StuntDoubleError)
        #expect(failures.count == 1)
    }

    // MARK: The real implementation

    @Test func callThroughRunsTheRealImplementation() {
        let calculator = CalculatorMock()
        calculator.callThrough("sum(_:_:)")
        #expect(calculator.sum(2, 3) == 5)
        #expect(calculator.numberOfCalls(toFunction: "sum(_:_:)") == 1)
    }

    @Test func callThroughWithAMatcher() {
        let calculator = CalculatorMock()
        calculator.callThrough(
            "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 > 0 })
        #expect(calculator.sum(2, 3) == 5)
        #expect(calculator.sum(-2, 3) == 0)
    }

    @Test func partialMockCallsThroughUnlessAGivenAnswers() {
        let calculator = CalculatorMock()
        calculator.callsThroughByDefault = true
        calculator.given("product(_:_:)", willReturn: 0)
        #expect(calculator.sum(2, 3) == 5)
        #expect(calculator.product(2, 3) == 0)
        calculator.reset()
        #expect(calculator.resets == 1)
    }

    @Test func callThroughWithoutARealImplementationIsReported() {
        let users = UserServiceMock()
        users.callThrough("name(id:)")
        var name = "unset"
        let failures = captureFailures { name = users.name(id: 1) }
        #expect(name == "")
        #expect(
            failures.first?.message.hasPrefix(
                "UserServiceMock.name(id:) has a callThrough given, but the member passes no realImplementation.")
                == true)
    }

    // MARK: Strict policy

    @Test func strictPolicyReportsAnUnansweredCallAtOnce() {
        let users = UserServiceMock()
        users.stubbingPolicy = .strict
        var name = "unset"
        let failures = captureFailures { name = users.name(id: 1) }
        #expect(name == "")
        #expect(failures.map(\.line) == [UserServiceMock.nameLine])
        #expect(
            failures.first?.message.hasPrefix(
                "No given answers UserServiceMock.name(id:), and the stubbing policy is strict.") == true)
    }

    @Test func strictPolicyReportsEachGivenThatAnsweredNoCall() {
        let users = UserServiceMock()
        users.stubbingPolicy = .strict
        users.given("name(id:)", withArgumentsThatMatch: .equal(to: 1), willReturn: "Ada")
        users.given("name(id:)", withArgumentsThatMatch: .equal(to: 2), willReturn: "Grace")
        _ = users.name(id: 1)

        let messages = users.applicableFailureMessages()

        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("UserServiceMock.name(id:) has givens that answered no call.") == true)
        #expect(messages.first?.contains("willReturn \"Grace\"") == true)
        #expect(messages.first?.contains("\"Ada\"") == false)
    }

    /// A stored write replaced by a newer one is freed: the mark that it
    /// answered goes with it, as a new given may get its address and must
    /// not pass for used.
    @Test func aReplacedWriteTakesItsAnsweredMarkWithIt() {
        let scores = ScoreBoardMock()
        scores.stubbingPolicy = .strict
        // A given that stays, so that the member's givens are never empty
        // (emptied, they forget every mark).
        scores.given("subscript(_:)", withArgumentsThatMatch: .equal(to: "bob"), willReturn: Optional(3))
        _ = scores["bob"]
        scores["ann"] = 1
        _ = scores["ann"]
        scores["ann"] = 2
        _ = scores["ann"]
        scores["ann"] = 3

        let members = scores.doubleRegistry.snapshot().members
        #expect(
            members.allSatisfy { member in
                member.answeredGivens.allSatisfy { id in member.givens.contains { ObjectIdentifier($0) == id } }
            })
        scores.given("subscript(_:)", withArgumentsThatMatch: .equal(to: "zed"), willReturn: Optional(9))
        let messages = scores.applicableFailureMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("\"zed\"") == true)
    }

    /// Calls made before the policy turned strict marked no given: their
    /// member's givens count as used, not as givens that answered no call.
    @Test func aStrictPolicySetAfterTheCallsReportsNoGivenThatMayHaveAnswered() {
        let users = UserServiceMock()
        users.given("name(id:)", willReturn: "Ada")
        users.given("id(of:)", willReturn: 7)
        #expect(users.name(id: 1) == "Ada")
        users.stubbingPolicy = .strict

        let messages = users.applicableFailureMessages()

        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("UserServiceMock.id(of:) has givens but was never called.") == true)
    }

    /// Swift casts the `nil` of one optional type to every other: a
    /// sequence of `User?` values must not answer, nor advance for, a call
    /// returning `Order?`.
    @Test func aSequenceOfOneOptionalTypeIsNotTakenByAnother() {
        let storage = GenericStorageMock()
        let ada = StoredUser(name: "Ada")
        storage.given("load(_:key:)", willReturn: nil as StoredUser?, then: ada)

        _ = captureFailures { #expect(storage.load(StoredOrder.self, key: "o1") == nil) }

        #expect(storage.load(StoredUser.self, key: "u1") == nil)
        #expect(storage.load(StoredUser.self, key: "u2") == ada)
    }

    /// A sequence that cannot answer a call is passed over, even when a
    /// newer given's matcher is tried first: it stopped the process there.
    @Test func aSequenceThatCannotAnswerACallIsPassedOver() {
        let storage = GenericStorageMock()
        storage.given("load(_:key:)", willReturn: nil as StoredUser?, then: StoredUser(name: "Ada"))
        storage.given(
            "load(_:key:)", withArgumentsThatMatch: ArgumentMatcher<(StoredOrder.Type, String)>(.any, .equal(to: "o7")),
            willReturn: StoredOrder(number: 7))

        var orders: [StoredOrder?] = []
        _ = captureFailures {
            orders.append(storage.load(StoredOrder.self, key: "a"))
            orders.append(storage.load(StoredOrder.self, key: "b"))
            orders.append(storage.load(StoredOrder.self, key: "o7"))
        }

        #expect(orders == [nil, nil, StoredOrder(number: 7)])
        #expect(storage.load(StoredUser.self, key: "u1") == nil)
    }
}

// MARK: - Doubles

struct StoredUser: Equatable { let name: String }
struct StoredOrder: Equatable { let number: Int }

private final class ScoreBoardMock: Mocking {
    subscript(_ name: String) -> Int? {
        get { didCallFunction(withArguments: name) }
        set { didCallFunction(withArguments: name, newValue) }
    }
}

private final class GenericStorageMock: Mocking {
    func load<Value>(_ type: Value.Type, key: String) -> Value? { didCallFunction(withArguments: type, key) }
}

enum LoadError: Error, Equatable {
    case offline, notFound
}

struct CocoaStyleError: Error {
    let code: Int
}

private final class TicketCounterMock: Mocking {
    func next() -> Int { didCallFunction() }
}

private final class UserServiceMock: Mocking {
    static let nameLine: UInt = #line + 1
    func name(id: Int) -> String { didCallFunction(withArguments: id) }
}

private final class KeyValueStoreMock: Mocking {
    func put(_ key: String, _ value: Int) -> Int { didCallFunction(withArguments: key, value) }
}

private final class CompletionClientMock: Mocking {
    func load(completion: @escaping (String) -> Void) { didCallFunction(withArguments: completion) }
}

private final class LoaderMock: Mocking {
    func load() throws -> String { try didCallThrowingFunction() }
    func load(id: Int) throws -> String { try didCallThrowingFunction(withArguments: id) }
    func typedLoad() throws(LoadError) -> String { try didCallThrowingFunction(throwing: LoadError.self) }
}

private final class TickerMock: Mocking {
    func tick() async -> Int { await didCallAsyncFunction() }
}

private final class UserAPIMock: Mocking, Sendable {
    func fetch(id: Int) async throws -> String { try await didCallAsyncThrowingFunction(withArguments: id) }
    func profile(id: Int) async throws -> CoreRecipe { try await didCallAsyncThrowingFunction(withArguments: id) }
}

/// The class a partial mock subclasses.
class Calculator {
    private(set) var resets = 0
    func sum(_ a: Int, _ b: Int) -> Int { a + b }
    func product(_ a: Int, _ b: Int) -> Int { a * b }
    func reset() { resets += 1 }
}

private final class CalculatorMock: Calculator, Mocking {
    override func sum(_ a: Int, _ b: Int) -> Int {
        didCallFunction(withArguments: a, b) { super.sum(a, b) }
    }
    override func product(_ a: Int, _ b: Int) -> Int {
        didCallFunction(withArguments: a, b) { super.product(a, b) }
    }
    override func reset() { didCallFunction(realImplementation: { super.reset() }) }
}

/// Holds async answers until the test opens it.
actor Gate {
    private var continuations: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    var waiters: Int { continuations.count }

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { continuations.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in continuations { continuation.resume() }
        continuations.removeAll()
    }
}
