import Foundation
import Testing

@testable import StuntDouble

// `didCallAsyncThrowingFunction(throwing:…)`: a member that is `async` and
// throws a typed error, forwarded in one line. It answers as the
// synchronous typed form does, with the `async` form's answers: the three
// doubles below name the same members the three ways a form can.

enum AsyncTypedPaymentError: Error, Equatable {
    case declined, offline
}

struct AsyncTypedOtherError: Error, Equatable {
    let code: Int
}

/// A charge's identifier: no default stub value, so the forms for any value.
struct AsyncTypedChargeID: Equatable, Sendable, CustomStringConvertible {
    let value: String
    var description: String { value }
}

protocol AsyncTypedGateway: Mocking, Sendable {
    func refund(_ id: String) async throws(AsyncTypedPaymentError)
    func balance(of account: String) async throws(AsyncTypedPaymentError) -> Int
    func charge(_ amount: Int) async throws(AsyncTypedPaymentError) -> AsyncTypedChargeID
}

/// Named by `#function`.
final class AsyncTypedGatewayMock: AsyncTypedGateway {
    static let refundLine: UInt = #line + 2
    func refund(_ id: String) async throws(AsyncTypedPaymentError) {
        try await didCallAsyncThrowingFunction(throwing: AsyncTypedPaymentError.self, withArguments: id)
    }
    static let balanceLine: UInt = #line + 2
    func balance(of account: String) async throws(AsyncTypedPaymentError) -> Int {
        try await didCallAsyncThrowingFunction(throwing: AsyncTypedPaymentError.self, withArguments: account)
    }
    func charge(_ amount: Int) async throws(AsyncTypedPaymentError) -> AsyncTypedChargeID {
        try await didCallAsyncThrowingFunction(throwing: AsyncTypedPaymentError.self, withArguments: amount)
    }
}

/// Named at run time, by an enum's raw values.
final class AsyncTypedNamedGatewayMock: AsyncTypedGateway {
    enum Member: String {
        case refund = "refund(_:)"
        case balance = "balance(of:)"
        case charge = "charge(_:)"
    }

    func refund(_ id: String) async throws(AsyncTypedPaymentError) {
        try await didCallAsyncThrowingFunction(
            Member.refund.rawValue, throwing: AsyncTypedPaymentError.self, withArguments: id)
    }
    func balance(of account: String) async throws(AsyncTypedPaymentError) -> Int {
        try await didCallAsyncThrowingFunction(
            Member.balance.rawValue, throwing: AsyncTypedPaymentError.self, withArguments: account)
    }
    func charge(_ amount: Int) async throws(AsyncTypedPaymentError) -> AsyncTypedChargeID {
        try await didCallAsyncThrowingFunction(
            Member.charge.rawValue, throwing: AsyncTypedPaymentError.self, withArguments: amount)
    }
}

/// Named by a `FunctionID` enum.
final class AsyncTypedIDGatewayMock: AsyncTypedGateway, DefiningFunctionID {
    enum FunctionID: String {
        case refund = "refund(_:)"
        case balance = "balance(of:)"
        case charge = "charge(_:)"
    }

    func refund(_ id: String) async throws(AsyncTypedPaymentError) {
        try await didCallAsyncThrowingFunction(
            withID: .refund, throwing: AsyncTypedPaymentError.self, withArguments: id)
    }
    func balance(of account: String) async throws(AsyncTypedPaymentError) -> Int {
        try await didCallAsyncThrowingFunction(
            withID: .balance, throwing: AsyncTypedPaymentError.self, withArguments: account)
    }
    func charge(_ amount: Int) async throws(AsyncTypedPaymentError) -> AsyncTypedChargeID {
        try await didCallAsyncThrowingFunction(
            withID: .charge, throwing: AsyncTypedPaymentError.self, withArguments: amount)
    }
}

/// A member whose error type can hold a `StuntDoubleError`.
final class AsyncTypedLedgerMock: Mocking, Sendable {
    static let receiptLine: UInt = #line + 2
    func receipt(for id: String) async throws(any Error) -> AsyncTypedChargeID {
        try await didCallAsyncThrowingFunction(throwing: (any Error).self, withArguments: id)
    }
}

/// A partial mock: the real implementation throws the member's error.
final class AsyncTypedRealGatewayMock: Mocking, Sendable {
    func balance(of account: String) async throws(AsyncTypedPaymentError) -> Int {
        try await didCallAsyncThrowingFunction(
            throwing: AsyncTypedPaymentError.self, withArguments: account,
            realImplementation: { () async throws(AsyncTypedPaymentError) -> Int in
                await Task.yield()
                if account == "closed" { throw .declined }
                return 100
            })
    }
}

enum AsyncTypedNaming: String, CaseIterable, Sendable {
    case function, runTimeName, functionID
}

@Suite struct AsyncTypedThrowsTests {
    /// willReturn, willThrow and an `async` willAnswer, for each result
    /// and each naming; the error arrives typed.
    @Test(arguments: AsyncTypedNaming.allCases)
    func givensAnswer(_ naming: AsyncTypedNaming) async throws {
        switch naming {
        case .function: try await exerciseGivens(AsyncTypedGatewayMock())
        case .runTimeName: try await exerciseGivens(AsyncTypedNamedGatewayMock())
        case .functionID: try await exerciseGivens(AsyncTypedIDGatewayMock())
        }
    }

    private func exerciseGivens(_ gateway: some AsyncTypedGateway) async throws {
        gateway.given("balance(of:)", willReturn: 12)
        gateway.given(
            "charge(_:)",
            willAnswer: { (amount: Int) async -> AsyncTypedChargeID in
                await Task.yield()
                return AsyncTypedChargeID(value: "ch_\(amount)")
            })
        gateway.given(
            "refund(_:)", withArgumentsThatMatch: .equal(to: "ch_bad"), willThrow: AsyncTypedPaymentError.declined)

        #expect(try await gateway.balance(of: "acc") == 12)
        #expect(try await gateway.charge(5) == AsyncTypedChargeID(value: "ch_5"))
        try await gateway.refund("ch_5")
        let thrown: AsyncTypedPaymentError? = await {
            do throws(AsyncTypedPaymentError) {
                try await gateway.refund("ch_bad")
                return nil
            } catch {
                return error
            }
        }()
        #expect(thrown == .declined)
        #expect(gateway.receivedArguments(forCallsToFunction: "refund(_:)", as: String.self) == ["ch_5", "ch_bad"])
        #expect(gateway.numberOfCalls(toFunction: "charge(_:)") == 1)
    }

    /// An `async` answer may suspend until the test lets it go, and a
    /// throwing one throws the member's error from there.
    @Test func anAsyncAnswerSuspendsThenThrows() async throws {
        let gateway = AsyncTypedGatewayMock()
        let gate = Gate()
        gateway.given(
            "charge(_:)",
            willAnswer: { (_: Int) async throws -> AsyncTypedChargeID in
                await gate.wait()
                throw AsyncTypedPaymentError.offline
            })

        let call = Task { try await gateway.charge(9) }
        let deadline = ContinuousClock.now + .seconds(60)
        while await gate.waiters == 0, ContinuousClock.now < deadline { await Task.yield() }
        #expect(await gate.waiters == 1)
        #expect(gateway.numberOfCalls(toFunction: "charge(_:)") == 1)
        await gate.open()
        await #expect(throws: AsyncTypedPaymentError.offline) { try await call.value }
    }

    /// A callThrough given runs the `async` real implementation, whose
    /// error is the member's.
    @Test func callThroughRunsTheRealImplementation() async throws {
        let gateway = AsyncTypedRealGatewayMock()
        gateway.given("balance(of:)", willReturn: 7)
        gateway.callThrough("balance(of:)", withArgumentsThatMatch: .equal(to: "closed"))

        #expect(try await gateway.balance(of: "open") == 7)
        await #expect(throws: AsyncTypedPaymentError.declined) { try await gateway.balance(of: "closed") }

        let byDefault = AsyncTypedRealGatewayMock()
        byDefault.callsThroughByDefault = true
        byDefault.given("balance(of:)", withArgumentsThatMatch: .equal(to: "stub"), willReturn: 7)
        #expect(try await byDefault.balance(of: "open") == 100)
        #expect(try await byDefault.balance(of: "stub") == 7)
        await #expect(throws: AsyncTypedPaymentError.declined) { try await byDefault.balance(of: "closed") }
    }

    /// A willThrow of another type: reported at the member, naming both
    /// types; the member returns nothing.
    @Test func anErrorOfAnotherTypeFromWillThrowIsReported() async {
        let gateway = AsyncTypedGatewayMock()
        let givenLine = #line + 1
        gateway.given("refund(_:)", willThrow: AsyncTypedOtherError(code: 7))

        let failures = await captureFailuresAsync {
            await #expect(throws: Never.self) { try await gateway.refund("ch_1") }
        }

        #expect(
            failures.map(\.message) == [
                """
                AsyncTypedGatewayMock.refund(_:) throws AsyncTypedPaymentError, but its answer threw AsyncTypedOtherError(code: 7), of type AsyncTypedOtherError.
                  Called with: refund("ch_1")
                  Givens for refund(_:), newest first:
                    At StuntDoubleTests/AsyncTypedThrowsTests.swift:\(givenLine), willThrow AsyncTypedOtherError(code: 7)
                  The call returns nothing, as if there were no given.
                """
            ])
        #expect(failures.map(\.line) == [AsyncTypedGatewayMock.refundLine])
    }

    /// An `async` answer that throws another type: reported, and the
    /// member returns its default value.
    @Test func anErrorOfAnotherTypeFromAnAsyncAnswerIsReported() async throws {
        let gateway = AsyncTypedGatewayMock()
        let givenLine = #line + 1
        gateway.given(
            "balance(of:)", willAnswer: { (_: String) async throws -> Int in throw AsyncTypedOtherError(code: 3) })

        var balance = -1
        let failures = try await captureFailuresAsync { balance = try await gateway.balance(of: "acc") }

        #expect(balance == 0)
        #expect(
            failures.map(\.message) == [
                """
                AsyncTypedGatewayMock.balance(of:) throws AsyncTypedPaymentError, but its answer threw AsyncTypedOtherError(code: 3), of type AsyncTypedOtherError.
                  Called with: balance(of: "acc")
                  Givens for balance(of:), newest first:
                    At StuntDoubleTests/AsyncTypedThrowsTests.swift:\(givenLine), willAnswer an async closure of type (String) -> Int
                  The call returns the default value, 0, instead.
                """
            ])
        #expect(failures.map(\.line) == [AsyncTypedGatewayMock.balanceLine])
    }

    /// Nothing answers and the result has no default: where the error
    /// type can hold one, the call is reported and throws a
    /// `StuntDoubleError` with the same text.
    @Test func anUnansweredMemberReportsAndThrowsAStuntDoubleError() async throws {
        let ledger = AsyncTypedLedgerMock()

        var thrown: (any Error)?
        let failures = await captureFailuresAsync {
            do { _ = try await ledger.receipt(for: "r_1") } catch { thrown = error }
        }

        let golden = """
            No given answers AsyncTypedLedgerMock.receipt(for:), and AsyncTypedChargeID has no default stub value.
              Called with: receipt(for: "r_1")
              Givens for receipt(for:): none
              To fix it, either:
                add a given, such as given("receipt(for:)", willReturn: …)
                or conform AsyncTypedChargeID to ProvidingDefaultStubValue
              The call throws a StuntDoubleError: the test fails here and goes on.
            """
        #expect(failures.map(\.message) == [golden])
        #expect(failures.map(\.line) == [AsyncTypedLedgerMock.receiptLine])
        #expect((thrown as? StuntDoubleError)?.description == golden)
    }

    /// Where the error type cannot hold a `StuntDoubleError`, the member
    /// has nothing to return or throw: it reports, then traps.
    @Test func anUnansweredMemberWhoseErrorCannotHoldAStuntDoubleErrorTraps() async {
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? await AsyncTypedGatewayMock().charge(4)
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No given answers AsyncTypedGatewayMock.charge(_:)") }
        }
        #expect(standardError.contains("No given answers AsyncTypedGatewayMock.charge(_:), and AsyncTypedChargeID"))
        #expect(standardError.contains("charge(4)"))
    }

    /// The closure forms capture the call, a result without a default
    /// value included: such a recorded call suspends for good, as in any
    /// `async` member, where it would stop a synchronous one.
    @Test func theClosureFormsTakeAnAsyncTypedThrowsMember() async throws {
        let gateway = AsyncTypedGatewayMock()
        await gateway.given { try await $0.charge(5) }.willReturn(AsyncTypedChargeID(value: "ch_5"))
        await gateway.given { try await $0.refund(arg(.hasPrefix("bad"))) }.willThrow(AsyncTypedPaymentError.declined)
        await gateway.given { try await $0.balance(of: "acc") }.willReturn(30)
        await gateway.expect(.once) { try await $0.balance(of: arg(.any)) }

        #expect(try await gateway.charge(5) == AsyncTypedChargeID(value: "ch_5"))
        await #expect(throws: AsyncTypedPaymentError.declined) { try await gateway.refund("bad-1") }
        try await gateway.refund("ok-1")
        #expect(try await gateway.balance(of: "acc") == 30)

        let failures = await captureFailuresAsync {
            #expect(await gateway.verify(.once) { try await $0.charge(arg(.any)) })
            #expect(await gateway.verify(.never) { try await $0.charge(6) })
            #expect(await gateway.numberOfCalls { try await $0.refund(arg(.hasPrefix("bad"))) } == 1)
            gateway.verify()
        }
        #expect(failures.isEmpty)
        #expect(gateway.numberOfCalls(toFunction: "charge(_:)") == 1)
    }
}
