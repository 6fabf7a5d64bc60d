// The code of Guides/Matchers.md, compiled and run.
import Testing

@testable import StuntDouble

/// The guide's double.
final class MatchersGuideGatewayMock: Mocking, Sendable {
    func charge(amount: Int, currency: String) -> Bool { didCallFunction(withArguments: amount, currency) }
    func tag(_ tags: [String]) { didCallFunction(withArguments: tags) }
}

struct MatchersGuideTests {
    @Test func theGuidesConditions() {
        let gateway = MatchersGuideGatewayMock()
        // snippet: conditions
        gateway.given { $0.charge(amount: arg(.greaterThan(0) && .lessThan(100)), currency: arg(.contains("EUR"))) }
            .willReturn(true)
        gateway.given {
            $0.charge(amount: arg(.atLeast(100)), currency: arg(.equal(to: "EUR") || .equal(to: "USD")))
        }.willReturn(false)
        // end snippet
        #expect(gateway.charge(amount: 50, currency: "EUR") == true)
        #expect(gateway.charge(amount: 150, currency: "USD") == false)
        gateway.tag(["sale"])
        // snippet: collections
        gateway.verify { $0.tag(arg(!.isEmpty && .contains("sale"))) }
        gateway.verify(callToFunction: "tag(_:)", withArgumentsThatMatch: ArgumentMatcher<[String]>(.hasCount(1)))
        // end snippet
    }

    @Test func theGuidesCaptor() {
        let gateway = MatchersGuideGatewayMock()
        _ = gateway.charge(amount: 10, currency: "EUR")
        _ = gateway.charge(amount: 5, currency: "USD")
        _ = gateway.charge(amount: 20, currency: "EUR")
        // snippet: captor
        let amounts = Captor<Int>()
        gateway.verify(.times(2)) { $0.charge(amount: arg(amounts), currency: arg(.equal(to: "EUR"))) }
        #expect(amounts.values == [10, 20])
        #expect(amounts.lastValue == 20)
        // end snippet
    }

    @Test func theGuidesSharedCondition() async {
        let gateway = MatchersGuideGatewayMock()
        // snippet: shared-condition
        let smallAmount: ArgumentCondition<Int> = .greaterThan(0) && .lessThan(100)
        let euro: ArgumentCondition<String> = .satisfying("a euro code") { $0.hasPrefix("EU") }
        await Task.detached {
            _ = gateway.charge(amount: 50, currency: "EUR")
            gateway.verify(.once) { $0.charge(amount: arg(smallAmount), currency: arg(euro)) }
        }.value
        // end snippet
        #expect(gateway.numberOfCalls { $0.charge(amount: arg(smallAmount), currency: arg(euro)) } == 1)
    }

    @Test func theGuidesLabelledMatcher() {
        let gateway = MatchersGuideGatewayMock()
        _ = gateway.charge(amount: 10, currency: "EUR")
        // snippet: labelled-matcher
        gateway.verify(
            callToFunction: "charge(amount:currency:)",
            withArgumentsThatMatch: ArgumentMatcher { (call: (amount: Int, currency: String)) in call.amount < 100 })
        // end snippet
    }
}
