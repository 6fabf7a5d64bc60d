// The code blocks of Guides/GettingStarted.md that call the member in a
// closure (`given { $0.charge }`), and those of its section "When to name
// members by string": each region between snippet markers is a block of the
// guide, kept identical to it by DocumentationSnippetTests, and the tests run
// it and check what the guide says it does.
import Foundation
import Testing

@testable import StuntDouble

extension GettingStartedGuide {
    // snippet: inspection-without-default
    final class InspectionMock: Mocking {
        func nextInspection() -> Date { didCallFunction() }
    }
    // end snippet
}

struct GettingStartedClosureFormTests {
    @Test func aClosureGivenAnswersTheMemberItCalls() {
        // snippet: closure-givens
        let battery = BatteryStub()
        battery.given { $0.charge }.willReturn(0.8)
        battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
        // end snippet

        #expect(battery.charge == 0.8)
        #expect(battery.canSupply(watts: 50_000))
    }

    /// "Plain arguments mean equality."
    @Test func aPlainArgumentMeansEquality() {
        let battery = BatteryStub()
        battery.given { $0.canSupply(watts: 50_000) }.willReturn(true)

        #expect(battery.canSupply(watts: 50_000))
        #expect(!battery.canSupply(watts: 50_001))
    }

    /// "The call in the closure is recorded, not made: it is not in the
    /// history."
    @Test func theCallInTheClosureIsNotInTheHistory() {
        let engine = EngineMock()
        engine.given { $0.currentSpeed() }.willReturn(88.0)
        engine.expect { $0.setSpeed(to: 50) }

        #expect(engine.numberOfCalls(toFunction: "currentSpeed()") == 0)
        #expect(engine.numberOfCalls(toFunction: "setSpeed(to:)") == 0)
        #expect(engine.currentSpeed() == 88.0)
    }

    /// "In `engine.given { $0.currentSpeed() }.willReturn(88)` the literal
    /// is a `Double`."
    @Test func aLiteralInAClosureGivenTakesTheMembersType() {
        let engine = EngineMock()
        engine.given { $0.currentSpeed() }.willReturn(88)

        #expect(engine.currentSpeed() == 88.0)
    }

    @Test func aClosureGivenWithAConditionAppliesToTheCallsItAccepts() {
        let battery = BatteryStub()
        battery.given { $0.canSupply(watts: arg(.any)) }.willReturn(true)
        // snippet: closure-conditional-given
        battery.given { $0.canSupply(watts: arg(.greaterThan(150_000))) }.willReturn(false)
        // end snippet

        #expect(battery.canSupply(watts: 150_000))
        #expect(!battery.canSupply(watts: 150_001))
    }

    @Test func closureExpectationsHoldForTheCallsTheyCount() throws {
        let engine = EngineMock()
        // snippet: closure-expectations
        engine.expect { try $0.start() }
        engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.any)) }
        engine.expect(.never) { $0.setSpeed(to: arg(.satisfying("over 130") { $0 > 130 })) }
        engine.expect { $0.gear = 2 }  // a write of the property
        // end snippet

        try engine.start()
        engine.setSpeed(to: 50)
        engine.gear = 2
        #expect(engine.wouldFailIfVerified())
        engine.setSpeed(to: 90)
        #expect(!engine.wouldFailIfVerified())
        engine.setSpeed(to: 140)
        #expect(engine.applicableFailureMessages().count == 2)
    }

    @Test func aClosureVerifyChecksAfterTheAct() {
        let engine = EngineMock()
        engine.setSpeed(to: 50)
        // snippet: closure-verify
        engine.verify { $0.setSpeed(to: 50) }
        engine.verify(.never) { $0.setSpeed(to: arg(.satisfying("over 130") { $0 > 130 })) }
        // end snippet

        #expect(engine.verify { $0.setSpeed(to: 50) })
        let reported = captureFailures { engine.verify(.never) { $0.setSpeed(to: 50) } }
        #expect(reported.count == 1)
    }

    /// "A call in the closure to another double … is a real call, not a
    /// recording: the form reports that it 'recorded no call to' its
    /// double."
    @Test func aCallToAnotherDoubleInTheClosureIsARealCall() {
        let engine = EngineMock()
        let other = EngineMock()

        let failures = captureFailures { engine.expect { _ in other.setSpeed(to: 50) } }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("recorded no call to EngineMock") == true)
        #expect(other.numberOfCalls(toFunction: "setSpeed(to:)") == 1)
        #expect(!engine.wouldFailIfVerified())
    }

    /// "Name the member for a type without a default, or conform the type."
    @Test func aMemberReturningATypeWithoutADefaultTakesANamedGiven() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        // snippet: named-given-without-default
        let inspections = GettingStartedGuide.InspectionMock()
        inspections.given("nextInspection()", willReturn: date)
        // end snippet

        #expect(inspections.nextInspection() == date)
    }

    /// "Relating the arguments to each other takes a matcher over the
    /// whole argument tuple."
    @Test func aMatcherOverTheWholeTupleRelatesTheArguments() {
        let tyres = GettingStartedGuide.TyreMock()
        // snippet: whole-tuple-matcher
        tyres.given(
            "pressure(front:rear:)",
            withArgumentsThatMatch: ArgumentMatcher { (front: Double, rear: Double) in front > rear },
            willReturn: "check the rear tyres")
        // end snippet

        #expect(tyres.pressure(front: 2.4, rear: 2.1) == "check the rear tyres")
        #expect(tyres.pressure(front: 2.1, rear: 2.4) == "")
    }
}

extension GettingStartedGuide {
    /// A member of two arguments, for the matcher over the whole tuple.
    final class TyreMock: Mocking {
        func pressure(front: Double, rear: Double) -> String { didCallFunction(withArguments: front, rear) }
    }
}
