import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

// What a closure double shares with every double: `resetMock()`,
// `clearRecordedCalls()`, its name in messages, the `.verifiesDoubles`
// trait and its expectations' lines.

private let thisFile = "StuntDoubleTests/ClosureDoubleLifecycleTests.swift"

@Suite struct ClosureDoubleLifecycleTests {
    @Test func resetMockForgetsGivensExpectationsAndCallsButKeepsTheName() {
        let count = ClosureDouble<String, Int>("count")
        let countOf = count.closure
        count.given(willReturn: 5)
        count.expect(.never)
        #expect(countOf("a") == 5)
        #expect(count.wouldFailIfVerified())

        count.resetMock()

        #expect(count.numberOfCalls == 0)
        #expect(count.receivedArguments.isEmpty)
        #expect(!count.wouldFailIfVerified())
        // The closure taken before the reset records into the same double.
        #expect(countOf("b") == 0)
        #expect(count.receivedArguments == ["b"])
        #expect(count.doubleName == "count")
    }

    @Test func clearRecordedCallsKeepsGivens() {
        let count = ClosureDouble<String, Int>("count")
        count.given(willReturn: 5)
        _ = count("a")

        count.clearRecordedCalls()

        #expect(count.numberOfCalls == 0)
        #expect(count("b") == 5)
        #expect(count.receivedArguments == ["b"])
    }

    @Test func theNameIsTheDefaultOrTheOneGivenAndMessagesUseIt() {
        let unnamed = ClosureDouble<String, Int, Bool>()
        let named = ClosureDouble<Int, Void>("onTick")
        let full = ClosureDouble<Int, Void>("load(id:)")

        #expect(unnamed.name == "closure")
        #expect(named.doubleName == "onTick")
        #expect(captureFailures { unnamed.verify(.once) }.first?.message.hasPrefix("Expected closure(_:_:) ") == true)
        #expect(captureFailures { named.verify(.once) }.first?.message.hasPrefix("Expected onTick(_:) ") == true)
        #expect(captureFailures { full.verify(.once) }.first?.message.hasPrefix("Expected load(id:) ") == true)

        // A double whose name a test removed goes by its type.
        named.doubleName = nil
        let message = captureFailures { named.verify(.once) }.first?.message ?? ""
        #expect(message.hasPrefix("Expected ClosureDouble<(Int) -> ()>.onTick(_:) "), "\(message)")
    }

    @Test func anExpectationsLineIsTheTestsAndVerifyReportsAtItsOwn() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let expectLine = #line + 1
        onUpdate.expect()
        let verifyLine = #line + 1
        let failures = captureFailures { onUpdate.verify() }

        #expect(failures.map(\.line) == [UInt(verifyLine)])
        #expect(failures.first?.fileID == thisFile)
        #expect(failures.first?.message.contains("Expected at: \(thisFile):\(expectLine)") == true)
        #expect(failures.first?.message.hasPrefix("Expected onUpdate(_:) to be called at least once") == true)
    }

    @Test func theVerifiesDoublesScopeReportsAnUnmetExpectationAtItsLine() async throws {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                line = #line + 1
                onUpdate.expect(.exactly(amount: 2))
                onUpdate(ClosureForecast(city: "Lyon", degrees: 21))
            }
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.fileID == thisFile)
        #expect(failures.map(\.message) == onUpdate.applicableFailureMessages())
    }

    @Test(.verifiesDoubles) func aTestWithTheTraitPassesWhenTheClosureWasCalled() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        onUpdate.expect(.once, withArgumentsThatMatch: .equal(to: ClosureForecast(city: "Lyon", degrees: 21)))
        let service = ClosureWeatherService()
        service.onUpdate = onUpdate.closure
        service.refresh(ClosureForecast(city: "Lyon", degrees: 21))
    }

    @Test func verifyWithAMatcherAndWaitingForCallsFromAnotherTask() async {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let update = onUpdate.closure
        let lyon = ClosureForecast(city: "Lyon", degrees: 21)
        Task.detached {
            try? await Task.sleep(nanoseconds: 10_000_000)
            update(lyon)
        }

        #expect(await onUpdate.verify(.once, withArgumentsThatMatch: .equal(to: lyon), within: .seconds(60)))
        #expect(onUpdate.verify(withArgumentsThatMatch: .equal(to: lyon)))
        #expect(onUpdate.verifyNoOtherCalls())
        let failures = captureFailures {
            #expect(!onUpdate.verify(withArgumentsThatMatch: .equal(to: ClosureForecast(city: "Paris", degrees: 1))))
        }
        #expect(failures.count == 1)
    }
}
