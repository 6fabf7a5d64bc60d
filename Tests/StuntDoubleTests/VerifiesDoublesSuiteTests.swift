import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

@Suite(.verifiesDoubles) struct VerifiesDoublesSuiteTests {
    let scopeAtInit = VerificationScope.current?.id

    @Test func eachTestRunsInAScopeThatCoversTheSuitesInit() {
        #expect(VerificationScope.current != nil)
        #expect(scopeAtInit == VerificationScope.current?.id)
    }

    @Test(arguments: [1, 2]) func eachTestCaseHasItsOwnScope(_ calls: Int) {
        let clock = TraitClockMock()
        clock.expect(.exactly(amount: calls), callsToFunction: "tick()")
        for _ in 0..<calls { clock.tick() }
        #expect(VerificationScope.current != nil)
    }

    @Test(.verifiesDoubles) func aTestMayRepeatTheTrait() {
        let engine = TraitEngineMock()
        engine.expect(callToFunction: "start()")
        engine.start()
    }

    struct Nested {
        @Test func nestedSuitesTestsRunInAScope() {
            #expect(VerificationScope.current != nil)
        }
    }
}
