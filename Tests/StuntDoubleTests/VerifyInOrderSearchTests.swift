import Testing

@testable import StuntDouble

/// A member whose calls have two argument types: one call log each.
private final class GenericStoreMock: Mocking {
    func put<Value>(_ value: Value) { didCallFunction(withArguments: value) }
    func clear() { didCallFunction() }
}

/// How a `verifyInOrder` step finds its call (issue #24): each of its
/// member's logs searched from the first call after the step before, the
/// earliest match across logs winning.
struct VerifyInOrderSearchTests {
    /// Calls in a row are one run: a step after a call in the middle of a
    /// run finds only the calls after it.
    @Test func aStepFindsOnlyTheCallsAfterTheStepBeforeInOneRun() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 1)
        engine.setSpeed(to: 2)
        engine.setSpeed(to: 3)
        let step = { (speed: Double) in
            CallPattern.call(to: "setSpeed(to:)", on: engine, withArgumentsThatMatch: .equal(to: speed))
        }

        let failures = captureFailures {
            #expect(verifyInOrder(step(2), step(3)))
            #expect(!verifyInOrder(step(2), step(1)))
            #expect(!verifyInOrder(step(2), step(2)))
        }

        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.message.contains("step 2 found no matching call after step 1") })
    }

    /// Of a member's calls of two argument types, the step takes the
    /// earliest after the step before, whichever log holds it.
    @Test func theEarliestCallAcrossArgumentTypesMatches() {
        let store = GenericStoreMock()
        store.put("a")
        store.put(1)
        store.clear()
        store.put(2)
        store.put("b")

        let failures = captureFailures {
            #expect(
                verifyInOrder(
                    .call(to: "clear()", on: store), .call(to: "put(_:)", on: store),
                    .call(to: "put(_:)", on: store, withArgumentsThatMatch: .equal(to: "b"))))
            // `put(2)` answered the second step: none is left for the third.
            #expect(
                !verifyInOrder(
                    .call(to: "clear()", on: store), .call(to: "put(_:)", on: store),
                    .call(to: "put(_:)", on: store, withArgumentsThatMatch: .equal(to: 2))))
            #expect(
                verifyInOrder(
                    .call(to: "put(_:)", on: store, withArgumentsThatMatch: .equal(to: 1)),
                    .call(to: "clear()", on: store),
                    .call(to: "put(_:)", on: store, withArgumentsThatMatch: .equal(to: "b"))))
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("put(_:): call 4") == true)
    }
}
