import Testing

@testable import StuntDouble

/// `verifyInOrder` across doubles: each step must be matched by a call made
/// after the call that matched the step before.
struct VerifyInOrderTests {
    @Test func stepsMatchedInOrderAcrossDoublesHold() {
        let engine = CoreEngineMock()
        let cache = CoreNamedCacheMock()
        engine.start()
        cache.put("speed", 30)
        engine.setSpeed(to: 30)
        cache.clear()

        var held = false
        let failures = captureFailures {
            held = verifyInOrder(
                .call(to: "start()", on: engine),
                .call(to: "put(_:_:)", on: cache, withArgumentsThatMatch: .equal(to: "speed", 30)),
                .call(to: "clear()", on: cache))
        }

        #expect(held)
        #expect(failures.isEmpty)
    }

    /// A registry keeps consecutive calls to one member as one run: the
    /// order across doubles and the calls in a run still count one by one.
    @Test func runsOfCallsToOneMemberKeepEveryCallsPlace() {
        let engine = CoreEngineMock()
        let cache = CoreNamedCacheMock()
        for _ in 0..<1_000 { engine.start() }
        cache.clear()
        engine.start()
        engine.setSpeed(to: 1)
        engine.start()

        // At least a run each for the calls before `clear()`, the call after
        // it, `setSpeed(to:)` and the last `start()`; more where a test
        // running beside this one called a double in between.
        let registry = engine.doubleRegistry
        let runs = registry.state.withLock { state in
            state.callRuns.map(\.count) + [state.currentRun.count]
        }
        #expect(runs.count >= 4)
        #expect(runs.reduce(0, +) == 1_003)
        #expect(engine.numberOfCalls(toFunction: "start()") == 1_002)
        let failures = captureFailures {
            #expect(
                verifyInOrder(
                    .call(to: "start()", on: engine), .call(to: "clear()", on: cache),
                    .call(to: "start()", on: engine), .call(to: "setSpeed(to:)", on: engine),
                    .call(to: "start()", on: engine)))
            #expect(
                !verifyInOrder(
                    .call(to: "clear()", on: cache), .call(to: "setSpeed(to:)", on: engine),
                    .call(to: "setSpeed(to:)", on: engine)))
        }
        #expect(failures.count == 1)
    }

    /// A call before the one that matched the previous step does not count.
    @Test func aCallBeforeThePreviousStepDoesNotCount() {
        let engine = CoreEngineMock()
        let cache = CoreNamedCacheMock()
        cache.clear()
        engine.start()

        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(.call(to: "start()", on: engine), .call(to: "clear()", on: cache))
        }

        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected calls in order; step 2 found no matching call after step 1.
                  Verified at: StuntDoubleTests/VerifyInOrderTests.swift:\(line)
                  Steps:
                    ✓ 1. CoreEngineMock.start(): call 2
                    ✗ 2. CoreNamedCacheMock.clear()
                  2 calls to CoreEngineMock and CoreNamedCacheMock, in order:
                    1. CoreNamedCacheMock.clear()
                    2. CoreEngineMock.start()
                """
            ])
    }

    @Test func aStepWithAMatcherThatNothingMatched() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 30)

        let failures = captureFailures {
            verifyInOrder(.call(to: "setSpeed(to:)", on: engine, withArgumentsThatMatch: .equal(to: 50.0)))
        }

        #expect(
            failures.first?.message.hasPrefix(
                """
                Expected calls in order; step 1 found no matching call.
                """) == true)
        #expect(
            failures.first?.message.contains("✗ 1. CoreEngineMock.setSpeed(to:) with arguments equal to 50.0") == true)
    }

    /// Order is the order in which calls were recorded, whatever task made
    /// them.
    @Test func callsFromOtherTasksKeepTheirOrder() async {
        let first = StressMock()
        let second = StressMock()
        await Task.detached { _ = first.fetch(id: 1) }.value
        await Task.detached { second.note("b") }.value
        await Task.detached { _ = first.fetch(id: 2) }.value

        #expect(
            verifyInOrder(
                .call(to: "fetch(id:)", on: first), .call(to: "note(_:)", on: second),
                .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 2))))
        #expect(
            captureFailures {
                verifyInOrder(
                    .call(to: "note(_:)", on: second),
                    .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 1)))
            }.count == 1)
    }
}
