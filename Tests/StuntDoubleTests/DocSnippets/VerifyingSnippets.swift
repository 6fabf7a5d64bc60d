// The code blocks of Guides/Verifying.md: each region between snippet markers
// is a block of the guide, kept identical to it by DocumentationSnippetTests,
// and the tests below run it and check what the guide says it does, its
// messages included. The guide's car is namespaced in `VerifyingGuide`.
import Foundation
import Testing

@testable import StuntDouble

enum VerifyingGuide {
    final class EngineMock: Mocking {
        func start() { didCallFunction() }
        func stop() { didCallFunction() }
        func turnOn() { didCallFunction() }
        func turnOff() { didCallFunction() }
        func setSpeed(to kilometresPerHour: Double) { didCallFunction(withArguments: kilometresPerHour) }
        func currentSpeed() -> Double { didCallFunction() }
    }

    final class BatteryMock: Mocking {
        func drain(by percent: Double) { didCallFunction(withArguments: percent) }
    }

    final class PaymentsMock: Mocking, @unchecked Sendable {
        func charge(amount: Int) async throws -> String {
            try await didCallAsyncThrowingFunction(withArguments: amount)
        }
    }

    /// Starts the engine and reaches the speed in two steps.
    struct Car {
        let engine: EngineMock

        func accelerate(to speed: Double) {
            engine.start()
            let current = engine.currentSpeed()
            engine.setSpeed(to: (current + speed) / 2)
            engine.setSpeed(to: speed)
        }
    }

    protocol Store: Sendable {
        func save(_ settings: [String: Bool])
    }

    final class StoreMock: Mocking, Store {
        func save(_ settings: [String: Bool]) { didCallFunction(withArguments: settings) }
    }

    /// Saves from a task of its own.
    struct SettingsModel {
        let store: any Store

        func refresh() {
            Task { [store] in store.save(["dark mode": true]) }
        }
    }

    /// A message as the guide shows it: the location after "Verified at:"
    /// left out, and the doubles named without this namespace.
    static func asInTheGuide(_ message: String) -> String {
        message.replacingOccurrences(of: "VerifyingGuide.", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("  Verified at: ") ? "  Verified at: …" : String($0) }
            .joined(separator: "\n")
    }
}

struct VerifyingGuideTests {
    typealias EngineMock = VerifyingGuide.EngineMock

    @Test func closureChecksAfterTheActHold() {
        let engine = EngineMock()
        let car = VerifyingGuide.Car(engine: engine)

        let failures = captureFailures {
            // snippet: closure-forms
            car.accelerate(to: 50)

            engine.verify { $0.start() }  // at least once
            engine.verify(.once) { $0.setSpeed(to: 50) }
            engine.verify(.never) { $0.stop() }
            verifyInOrder(.call(on: engine) { $0.start() }, .call(on: engine) { $0.setSpeed(to: 50) })
            // end snippet
        }

        #expect(failures.isEmpty)
        let line = #line + 1
        let failed = captureFailures { engine.verify(.never) { $0.setSpeed(to: 50) } }
        #expect(failed.map(\.line) == [UInt(line)])
    }

    @Test func expectThenVerifyHoldsWhenTheActMetTheExpectations() {
        let engine = EngineMock()
        let car = VerifyingGuide.Car(engine: engine)

        let failures = captureFailures {
            // snippet: expect-then-verify
            engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.any)) }
            car.accelerate(to: 50)
            engine.verify()
            // end snippet
        }

        #expect(failures.isEmpty)
    }

    /// "Each unmet expectation is its own failure at the `verify()` line,
    /// and names the line of the expectation."
    @Test func eachUnmetExpectationIsAFailureAtTheVerifyLine() {
        let engine = EngineMock()
        let setSpeedLine = #line + 1
        engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
        let stopLine = #line + 1
        engine.expect(callToFunction: "stop()")

        let line = #line + 1
        let failures = captureFailures { engine.verify() }

        #expect(failures.map(\.line) == [UInt(line), UInt(line)])
        #expect(failures.map { $0.message.contains("Expected at: \(#fileID):\(setSpeedLine)") } == [true, false])
        #expect(failures.map { $0.message.contains("Expected at: \(#fileID):\(stopLine)") } == [false, true])
    }

    @Test func checksAfterTheActHold() {
        let engine = EngineMock()
        let car = VerifyingGuide.Car(engine: engine)

        let failures = captureFailures {
            // snippet: verify-after-the-act
            car.accelerate(to: 50)

            engine.verify { $0.start() }  // at least once
            engine.verify(.once) { $0.setSpeed(to: 50) }
            engine.verify(.never) { $0.stop() }
            engine.verify(.between(1...3)) { $0.currentSpeed() }
            // end snippet
        }

        #expect(failures.isEmpty)
    }

    /// A check reports at its own line and returns whether it held.
    @Test func aCheckThatDoesNotHoldReportsAtItsLineAndReturnsFalse() {
        let engine = EngineMock()
        var held = true

        let line = #line + 1
        let failures = captureFailures { held = engine.verify(callToFunction: "start()") }

        #expect(!held)
        #expect(failures.map(\.line) == [UInt(line)])
    }

    @Test func noOtherCallsNamesTheCallNobodyVerified() {
        let engine = EngineMock()
        engine.start()
        engine.setSpeed(to: 50)
        engine.stop()

        let failures = captureFailures {
            // snippet: no-other-calls
            engine.verify { $0.start() }
            engine.verify(.once) { $0.setSpeed(to: arg(.any)) }
            engine.verifyNoOtherCalls()
            // end snippet
        }

        #expect(
            failures.map { VerifyingGuide.asInTheGuide($0.message) } == [
                """
                Expected no other calls to EngineMock; 1 call was not verified.
                  Verified at: …
                  3 calls to EngineMock, in order:
                    ✓ start()
                    ✓ setSpeed(to: 50.0)
                    ✗ stop()  ← not verified
                """
            ])
    }

    @Test func inOrderNamesTheStepThatFoundNoCall() {
        let engine = EngineMock()
        let battery = VerifyingGuide.BatteryMock()
        battery.drain(by: 5)
        engine.turnOn()
        engine.turnOff()

        let failures = captureFailures {
            // snippet: in-order
            verifyInOrder(
                .call(on: engine) { $0.turnOn() },
                .call(on: battery) { $0.drain(by: 5) },
                .call(on: engine) { $0.turnOff() })
            // end snippet
        }

        #expect(
            failures.map { VerifyingGuide.asInTheGuide($0.message) } == [
                """
                Expected calls in order; step 2 found no matching call after step 1.
                  Verified at: …
                  Steps:
                    ✓ 1. EngineMock.turnOn(): call 2
                    ✗ 2. BatteryMock.drain(by:) with arguments equal to 5.0
                    · 3. EngineMock.turnOff()
                  3 calls to EngineMock and BatteryMock, in order:
                    1. BatteryMock.drain(by: 5.0)
                    2. EngineMock.turnOn()
                    3. EngineMock.turnOff()
                """
            ])
    }

    @Test func inOrderTakesAsyncSteps() async throws {
        let engine = EngineMock()
        let payments = VerifyingGuide.PaymentsMock()
        _ = try await payments.charge(amount: 10)
        engine.turnOff()

        let failures = await captureFailuresAsync {
            // snippet: in-order-async
            await verifyInOrder(
                .call(on: payments) { try await $0.charge(amount: 10) },
                .call(on: engine) { $0.turnOff() })
            // end snippet
        }

        #expect(failures.isEmpty)
        #expect(payments.numberOfCalls(toFunction: "charge(amount:)") == 1)
    }

    @Test func withinWaitsForACallFromAnotherTask() async {
        let store = VerifyingGuide.StoreMock()
        let model = VerifyingGuide.SettingsModel(store: store)

        let failures = await captureFailuresAsync {
            // snippet: within
            model.refresh()  // starts a Task that saves
            await store.verify(.atLeast(1), within: .seconds(2)) { $0.save(arg(.any)) }
            // end snippet
        }

        #expect(failures.isEmpty)
        #expect(store.numberOfCalls(toFunction: "save(_:)") == 1)
    }
}
