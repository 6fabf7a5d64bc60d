// Issue #41's spellings that this repository implements so far, verbatim
// where the issue gives them: code outside this repository compiles
// against exactly these.
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

/// The issue's inventory.
final class SpellingInventoryMock: Mocking {
    func reserve(_ sku: String, quantity: Int) { didCallFunction(withArguments: sku, quantity) }
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

    @Test func anAsyncTypedThrowsMemberInOneLine() async throws {
        let refunds = SpellingRefundsMock()
        let id: SpellingChargeID = "ch_1"
        await refunds.given { try await $0.refund(id) }.willThrow(SpellingPaymentError.transient)
        await #expect(throws: SpellingPaymentError.transient) { try await refunds.refund(id) }
        try await refunds.refund("ch_2")
        #expect(await refunds.numberOfCalls { try await $0.refund(arg(.any)) } == 2)
    }
}
