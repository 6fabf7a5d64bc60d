// The code of Guides/SwiftTesting.md, compiled and run.
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// The guide's double.
final class CheckoutGatewayMock: Mocking {
    func authorize(amount: Int) -> Bool { didCallFunction(withArguments: amount) }
    func capture(amount: Int) { didCallFunction(withArguments: amount) }
    static func ping() -> Bool { statics.didCallFunction() }
}

/// What the guide's checkout does with it.
struct GuideCheckout {
    let gateway: CheckoutGatewayMock

    func pay(_ amount: Int) {
        if gateway.authorize(amount: amount) { gateway.capture(amount: amount) }
    }
}

// snippet: strict-suite
@Suite(.verifiesDoubles(stubbingPolicy: .strict))
struct CheckoutTraitTests {
    @Test(.verifiesDoubles(noOtherCalls: true)) func paysWhatWasAuthorized() {
        let gateway = CheckoutGatewayMock()
        gateway.given { $0.authorize(amount: 30) }.willReturn(true)
        gateway.expect(.once) { $0.capture(amount: 30) }
        GuideCheckout(gateway: gateway).pay(30)
        gateway.verify { $0.authorize(amount: 30) }
    }
}
// end snippet

#if compiler(>=6.3)
    // snippet: quiet-notes
    @Test(.filterIssues { $0.severity != .warning })
    func aTestThatMeansItsMisspelledLookingGiven() {
        let gateway = CheckoutGatewayMock()
        gateway.given("authorise(amount:)", willReturn: true)  // a note, now quiet
        _ = gateway.authorize(amount: 1)
        gateway.verify()
    }
// end snippet
#endif

struct SwiftTestingGuideTests {
    // snippet: parameterized-statics
    @Test(arguments: [true, false]) func eachCaseHasItsOwnStatics(_ reachable: Bool) {
        CheckoutGatewayMock.statics.given { CheckoutGatewayMock.ping() }.willReturn(reachable)
        #expect(CheckoutGatewayMock.ping() == reachable)
        CheckoutGatewayMock.statics.verify(.once) { CheckoutGatewayMock.ping() }
    }
    // end snippet
}
