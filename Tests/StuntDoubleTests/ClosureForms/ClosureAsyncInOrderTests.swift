import Testing

@testable import StuntDouble

/// `async` steps of `verifyInOrder`: `.call(on:)` with an `async` closure,
/// awaited, mixed with synchronous steps under one `await` (issue #41).
@Suite struct ClosureAsyncInOrderTests {
    @Test func asyncAndSyncStepsInOrderHold() async throws {
        let service = ClosureServiceMock()
        let engine = ClosureEngineMock()
        await service.given { try await $0.download(id: 1) }.willReturn(ClosureProfile(name: "Ada"))
        _ = await service.refresh()
        engine.turnOn()
        _ = try await service.download(id: 1)

        let failures = await captureFailuresAsync {
            #expect(
                await verifyInOrder(
                    .call(on: service) { await $0.refresh() }, .call(on: engine) { $0.turnOn() },
                    .call(on: service) { try await $0.download(id: 1) }))
            #expect(await verifyInOrder(.call(on: service) { try await $0.download(id: arg(.greaterThan(0))) }))
        }

        #expect(failures.isEmpty)
        // The recorded calls are not calls.
        #expect(service.numberOfCalls(toFunction: "refresh()") == 1)
        #expect(service.numberOfCalls(toFunction: "download(id:)") == 1)
    }

    /// A step out of order fails at the `verifyInOrder` line with the
    /// message of the name-based steps.
    @Test func aStepOutOfOrderReportsAsTheNameBasedStep() async {
        let service = ClosureServiceMock()
        let engine = ClosureEngineMock()
        engine.turnOn()
        _ = await service.refresh()

        let line = #line + 2
        let failures = await captureFailuresAsync {
            await verifyInOrder(.call(on: service) { await $0.refresh() }, .call(on: engine) { $0.turnOn() })
            verifyInOrder(.call(to: "refresh()", on: service), .call(to: "turnOn()", on: engine))
        }

        #expect(failures.map(\.line) == [UInt(line), UInt(line + 1)])
        #expect(failures.first?.message.hasPrefix("Expected calls in order; step 2 found no matching call") == true)
        #expect(
            failures.first?.message.replacingOccurrences(of: ":\(line)", with: "")
                == failures.last?.message.replacingOccurrences(of: ":\(line + 1)", with: ""))
    }

    /// An `async` closure that calls no member is reported at its step's
    /// line; the step then matches no call, reported at `verifyInOrder`'s.
    @Test func anAsyncStepThatRecordsNoCallIsReportedAtItsLine() async {
        let service = ClosureServiceMock()
        _ = await service.refresh()

        let line = #line + 3
        let failures = await captureFailuresAsync {
            let held = await verifyInOrder(
                .call(on: service) { _ in await Task.yield() },
                .call(on: service) { await $0.refresh() })
            #expect(!held)
        }

        #expect(failures.map(\.line) == [UInt(line), UInt(line - 1)])
        #expect(failures.first?.message.hasPrefix(".call(on:) { … } recorded no call to ClosureServiceMock.") == true)
        #expect(failures.last?.message.hasPrefix("Expected calls in order; step 1 found no matching call.") == true)
    }

    /// In an `async` test, a synchronous closure still takes the
    /// synchronous `.call(on:)`: no `await` needed, as before.
    @Test func aSyncStepTakesTheSyncFormInAnAsyncTest() async {
        let engine = ClosureEngineMock()
        engine.turnOn()
        engine.turnOff()

        let failures = captureFailures {
            #expect(verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(on: engine) { $0.turnOff() }))
        }

        #expect(failures.isEmpty)
    }
}
