// Issue #41's spellings that this repository implements so far, verbatim
// where the issue gives them: code outside this repository compiles
// against exactly these.
import Foundation
import Testing

@testable import StuntDouble

/// The issue's store.
final class SpellingStoreMock: Mocking {
    func save(_ note: String) { didCallFunction(withArguments: note) }
}

/// The issue's payment gateway and loading store.
final class SpellingGatewayMock: Mocking, @unchecked Sendable {
    func charge(amount: Int, currency: String, token: String) async throws -> String {
        try await didCallAsyncThrowingFunction(withArguments: amount, currency, token)
    }
    func load() throws -> [UInt8] { try didCallThrowingFunction() }
}

enum SpellingPaymentError: Error { case transient }
typealias SpellingChargeID = String

/// The issue's refunds: a member that is `async` and throws a typed error.
final class SpellingRefundsMock: Mocking, Sendable {
    func refund(_ id: SpellingChargeID) async throws(SpellingPaymentError) {
        try await didCallAsyncThrowingFunction(throwing: SpellingPaymentError.self, withArguments: id)
    }
}
enum SpellingLoadError: Error { case offline }

/// The issue's gateway, which charges a `Decimal`.
final class SpellingDecimalGatewayMock: Mocking, @unchecked Sendable {
    func charge(amount: Decimal, currency: String, token: String) async throws -> String {
        try await didCallAsyncThrowingFunction(withArguments: amount, currency, token)
    }
}

/// The issue's card, which has a default value, and authorization code.
struct Card: Equatable, ProvidingDefaultStubValue {
    let number: String
    static func defaultStubValue() -> Card { Card(number: "") }
}
struct AuthCode: Equatable, Sendable {
    let value: String
}

/// The issue's gateway with a completion handler.
final class SpellingAuthorizingGatewayMock: Mocking, @unchecked Sendable {
    func authorize(card: Card, completion: @escaping @Sendable (Result<AuthCode, any Error>) -> Void) {
        didCallFunction(withArguments: card, completion)
    }
}

/// The issue's item, and an inventory with a generic member.
struct Item: Equatable {
    let sku: String
}
final class SpellingLookupInventoryMock: Mocking {
    func lookup<T>(_ type: T.Type, key: String) -> T? { didCallFunction(withArguments: type, key) }
}

/// The issue's inventory.
final class SpellingInventoryMock: Mocking {
    func reserve(_ sku: String, quantity: Int) { didCallFunction(withArguments: sku, quantity) }
}

/// The issue's analytics, for an `async` step of `verifyInOrder`.
final class SpellingAnalyticsMock: Mocking, @unchecked Sendable {
    func track(_ event: String, properties: [String: String]) { didCallFunction(withArguments: event, properties) }
}

struct Issue41SpellingTests {
    @Test func historyQuestionsByCallingTheMember() {
        let store = SpellingStoreMock()
        let inventory = SpellingInventoryMock()
        store.save("a")
        inventory.reserve("A", quantity: 2)
        inventory.reserve("A", quantity: 1)
        let count: Int = store.numberOfCalls { $0.save(arg(.any)) }
        let counted: Int = inventory.numberOfCalls { $0.reserve(arg(.equal(to: "A")), quantity: arg(.greaterThan(1))) }
        #expect(count == 1)
        #expect(counted == 1)
    }

    @Test func theMatcherVocabulary() {
        // Each spelling of the issue, in a closure form that takes it.
        let store = SpellingStoreMock()
        let inventory = SpellingInventoryMock()
        store.save("sku-1.json EUR")
        inventory.reserve("A", quantity: 3)
        let failures = captureFailures {
            inventory.verify {
                $0.reserve(arg(.any), quantity: arg(.greaterThan(2) && .lessThan(10) && .atLeast(1) && .atMost(9)))
            }
            inventory.verify { $0.reserve(arg(.equal(to: "a") || .equal(to: "A")), quantity: arg(.in(1...5))) }
            store.verify { $0.save(arg(.contains("EUR") && .hasPrefix("sku-") && !.isEmpty)) }
            store.verify { $0.save(arg(.hasSuffix(" EUR") && .hasCount(14))) }
        }
        #expect(failures.isEmpty)
        _ = ArgumentMatcher<(Int, String)>(.greaterThan(3), .any)
    }

    @Test func sequencesThatMixErrorsAndValues() async throws {
        let gateway = SpellingGatewayMock()
        let store = gateway
        let chargeID = "ch_1"
        let data: [UInt8] = [1, 2]
        await gateway.given { try await $0.charge(amount: 10, currency: "EUR", token: "t") }
            .willThrow(SpellingPaymentError.transient).thenReturn(chargeID)
        store.given { try $0.load() }.willReturn(data).thenThrow(SpellingLoadError.offline)
        await #expect(throws: SpellingPaymentError.self) {
            try await gateway.charge(amount: 10, currency: "EUR", token: "t")
        }
        #expect(try await gateway.charge(amount: 10, currency: "EUR", token: "t") == chargeID)
        #expect(try store.load() == data)
        #expect(throws: SpellingLoadError.self) { try store.load() }
    }

    @Test func captors() async throws {
        let gateway = SpellingDecimalGatewayMock()
        _ = try await gateway.charge(amount: 10, currency: "EUR", token: "t1")
        _ = try await gateway.charge(amount: 10, currency: "EUR", token: "t2")
        let amounts = Captor<Decimal>()
        await gateway.verify(.times(2)) {
            try await $0.charge(amount: arg(amounts), currency: arg(.equal(to: "EUR")), token: arg(.any))
        }
        #expect(amounts.values == [10, 10])
        #expect(amounts.lastValue == 10)
    }

    @Test func anyArgumentTypeThroughArg() {
        let gateway = SpellingAuthorizingGatewayMock()
        let inventory = SpellingLookupInventoryMock()
        let code = AuthCode(value: "ok")
        let item = Item(sku: "sku-1")
        let failures = captureFailures {
            gateway.given { $0.authorize(card: arg(.any), completion: arg(.any)) }
                .willAnswer { (card: Card, completion: @escaping @Sendable (Result<AuthCode, any Error>) -> Void) in
                    completion(.success(code))
                }
            inventory.given { $0.lookup(Item.self, key: "sku-1") }.willReturn(item)
        }
        #expect(failures.isEmpty)
        let received = Locked<AuthCode?>(nil)
        gateway.authorize(card: Card(number: "4242")) { result in received.withLock { $0 = try? result.get() } }
        #expect(received.withLock { $0 } == code)
        #expect(inventory.lookup(Item.self, key: "sku-1") == item)
        let verified = captureFailures {
            inventory.verify { $0.lookup(arg(.any(Item.Type.self)), key: arg(.equal(to: "sku-1"))) }
        }
        #expect(verified.isEmpty)
    }

    @Test func anAsyncTypedThrowsMemberInOneLine() async throws {
        let refunds = SpellingRefundsMock()
        let id: SpellingChargeID = "ch_1"
        await refunds.given { try await $0.refund(id) }.willThrow(SpellingPaymentError.transient)
        await #expect(throws: SpellingPaymentError.transient) { try await refunds.refund(id) }
        try await refunds.refund("ch_2")
        #expect(await refunds.numberOfCalls { try await $0.refund(arg(.any)) } == 2)
    }

    @Test func anAsyncMemberAsAStepOfVerifyInOrder() async throws {
        let gateway = SpellingGatewayMock()
        let analytics = SpellingAnalyticsMock()
        _ = try await gateway.charge(amount: 10, currency: "EUR", token: "t")
        analytics.track("paid", properties: [:])

        let failures = await captureFailuresAsync {
            // The issue's two lines, verbatim.
            // swift-format-ignore
            await verifyInOrder(.call(on: gateway) { try await $0.charge(amount: 10, currency: "EUR", token: "t") },
                                .call(on: analytics) { $0.track("paid", properties: [:]) })
        }

        #expect(failures.isEmpty)
    }
}
