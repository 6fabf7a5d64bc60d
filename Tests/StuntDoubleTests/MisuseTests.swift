import Foundation
import Testing

@testable import StuntDouble

/// What happens when a test uses a double in ways it should not: each
/// misuse has one defined outcome, and none corrupts the double's state.
///
/// Out of scope: a matcher that throws cannot exist (`ArgumentMatcher`
/// takes a non-throwing closure), and a matcher that traps takes the
/// process down like any trap in test code; StuntDouble does not catch it.
///
/// Expectations on a double that conforms only to `Stubbing` do not
/// compile: `expect`, `verify()` and the call history are declared on
/// `Mocking` alone, so
///
/// ```swift
/// StressStub().expect(callToFunction: "fetch(id:)")
/// // error: value of type 'StressStub' has no member 'expect'
/// ```
///
/// The one way to reach them at run time, a subclass that adds `Mocking`
/// to a `Stubbing` class, is tested below.
struct MisuseTests {
    // MARK: verify() twice

    /// `verify()` only reads: a second call reports the same unmet
    /// expectations again, word for word, and changes no state.
    @Test func verifyTwiceReportsTheSameFailuresAgain() {
        let mock = StressMock()
        mock.given("fetch(id:)", willReturn: 5)
        mock.expect(.exactly(amount: 2), callsToFunction: "fetch(id:)")
        mock.expect(callToFunction: "note(_:)")
        mock.expect(.atMost(1), callsToFunction: "fetch(id:)")
        _ = mock.fetch(id: 1)

        let first = captureFailures { mock.verify() }
        let second = captureFailures { mock.verify() }

        #expect(first.count == 2)
        #expect(second.map(\.message) == first.map(\.message))
        #expect(mock.applicableFailureMessages() == first.map(\.message))
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 1)
        // The expectations are all still there: a second call meets one
        // and breaks another.
        #expect(mock.fetch(id: 2) == 5)
        let messages = captureFailures { mock.verify() }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("StressMock.note(_:)") == true)
        #expect(messages.last?.contains("StressMock.fetch(id:) to be called at most once") == true)
    }

    /// After a `verify()` that passed, the next one passes too.
    @Test func verifyTwiceWithEverythingMetReportsNothingTwice() {
        let mock = StressMock()
        mock.expect(callToFunction: "fetch(id:)")
        _ = mock.fetch(id: 1)

        #expect(captureFailures { mock.verify() }.isEmpty)
        #expect(captureFailures { mock.verify() }.isEmpty)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 1)
    }

    // MARK: Resetting while other tasks call

    /// `resetMock()` while four tasks call: every call is either recorded
    /// or removed by a reset, never half of either. Afterwards the count,
    /// the typed history and the history in call order agree; each task's
    /// surviving calls are the latest ones it made, in order; and a call
    /// after the last reset is counted from zero.
    @Test func resetMockWhileOtherTasksCall() async {
        let mock = StressMock()
        let tasks = 4
        let perTask = max(StressConfiguration.callsPerTask / 10, 1_000)
        let finished = StressCounter()
        let resets = StressCounter()

        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                repeat {
                    mock.expect(.never, callsToFunction: "fetch(id:)")
                    mock.resetMock()
                    resets.increment()
                    await Task.yield()
                } while finished.value < tasks
            }
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<perTask {
                        _ = mock.fetch(id: task * perTask + call)
                        if call % 64 == 0 { mock.note("task \(task)") }
                        if call % 256 == 0 { await Task.yield() }
                    }
                    finished.increment()
                }
            }
        }

        #expect(resets.value > 1)
        let recorded = mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self)
        let inferred: [Int] = mock.receivedArgumentsOfInferredType()
        let notes: [String] = mock.receivedArgumentsOfInferredType()
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == recorded.count)
        #expect(inferred == recorded)
        #expect(mock.numberOfCalls(toFunction: "note(_:)") == notes.count)
        for task in 0..<tasks {
            // Calls removed by a reset are a prefix of each task's calls.
            let survivors = recorded.filter { $0 / perTask == task }
            let expected = Array(((task + 1) * perTask - survivors.count)..<((task + 1) * perTask))
            #expect(survivors == expected, "task \(task)")
        }

        mock.resetMock()
        _ = mock.fetch(id: -1)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 1)
        #expect(mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [-1])
        #expect(!mock.wouldFailIfVerified())
    }

    /// `resetStub()` while four tasks call: each call answers from the
    /// givens as they were at some moment, so either the given value or the
    /// default; after the last reset every call answers the default; calls
    /// are still all recorded, since `resetStub()` leaves calls alone.
    @Test func resetStubWhileOtherTasksCall() async {
        let mock = StressMock()
        let tasks = 4
        let perTask = max(StressConfiguration.callsPerTask / 10, 1_000)
        let finished = StressCounter()

        let wrongAnswers = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                repeat {
                    mock.given("fetch(id:)", willReturn: 7)
                    mock.given(
                        "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id.isMultiple(of: 2) },
                        willReturn: 8)
                    mock.resetStub()
                    await Task.yield()
                } while finished.value < tasks
                return 0
            }
            for task in 0..<tasks {
                group.addTask {
                    var wrong = 0
                    for call in 0..<perTask {
                        let id = task * perTask + call
                        let answer = mock.fetch(id: id)
                        if !(answer == 0 || answer == 7 || (answer == 8 && id.isMultiple(of: 2))) { wrong += 1 }
                        if call % 256 == 0 { await Task.yield() }
                    }
                    finished.increment()
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }

        #expect(wrongAnswers == 0)
        #expect(mock.fetch(id: 2) == 0)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == tasks * perTask + 1)
    }

    // MARK: Re-entering the double from a matcher

    /// A given registered from inside a matcher: matchers run outside the
    /// double's lock, so this does not deadlock. The call being answered
    /// chooses among the givens as they were when it began; later calls
    /// see the new given.
    @Test func givenRegisteredInsideAMatcherAppliesToLaterCalls() throws {
        let mock = StressMock()
        let added = StressCounter()
        mock.given(
            "fetch(id:)",
            withArgumentsThatMatch: ArgumentMatcher { (id: Int) in
                if added.value == 0 {
                    added.increment()
                    mock.given("fetch(id:)", willReturn: 2)
                }
                return true
            },
            willReturn: 1)

        let answers = try withinDeadline { [mock.fetch(id: 0), mock.fetch(id: 0)] }

        #expect(answers == [1, 2])
        #expect(added.value == 1)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 2)
    }

    /// A matcher that calls the double it belongs to does not deadlock
    /// either: the inner call is recorded and answered like any other,
    /// after the outer call was recorded.
    @Test func matcherThatCallsItsOwnDouble() throws {
        let mock = StressMock()
        mock.given(
            "fetch(id:)",
            withArgumentsThatMatch: ArgumentMatcher { (id: Int) in
                if id == 0 { _ = mock.fetch(id: 100) }
                return id == 0
            },
            willReturn: 1)

        let answer = try withinDeadline { mock.fetch(id: 0) }

        #expect(answer == 1)
        #expect(mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [0, 100])
    }

    /// An expectation's matcher that adds an expectation during `verify()`
    /// does not deadlock. That `verify()` checks the expectations as they
    /// were when it began; the next one checks the new one too.
    @Test func expectationAddedInsideAMatcherDuringVerify() throws {
        let mock = StressMock()
        let added = StressCounter()
        mock.expect(
            callToFunction: "fetch(id:)",
            withArgumentsThatMatch: ArgumentMatcher { (id: Int) in
                if added.value == 0 {
                    added.increment()
                    mock.expect(callToFunction: "note(_:)")
                }
                return true
            })
        _ = mock.fetch(id: 0)

        let failures = try withinDeadline {
            (captureFailures { mock.verify() }, captureFailures { mock.verify() })
        }

        #expect(failures.0.isEmpty)
        #expect(failures.1.count == 1)
        #expect(failures.1.first?.message.contains("StressMock.note(_:)") == true)
    }

    // MARK: Deinits that call a double

    /// A recorded argument whose deinit calls the double that recorded it:
    /// `resetMock()` releases what it removes after giving its lock back,
    /// so the deinit's call is recorded instead of deadlocking.
    @Test func argumentWhoseDeinitCallsItsOwnDoubleDuringReset() throws {
        let mock = StressMock()
        mock.didCallFunction("keep(_:)", withArguments: MisuseCallsOnDeinit(mock))
        #expect(mock.numberOfCalls(toFunction: "note(_:)") == 0)

        try withinDeadline { mock.resetMock() }

        #expect(mock.receivedArguments(forCallsToFunction: "note(_:)", as: String.self) == ["freed"])
    }

    /// The same across doubles: the table's doubles share a lock per
    /// shard, so a deinit that calls a second double of the same shard
    /// would deadlock if the first released what it removed under the lock.
    @Test func argumentWhoseDeinitCallsAnotherDoubleOfTheSameShard() throws {
        let (first, second, _) = twoMocksSharingAShard()
        first.didCallFunction("keep(_:)", withArguments: MisuseCallsOnDeinit(second))
        #expect(second.numberOfCalls(toFunction: "note(_:)") == 0)

        try withinDeadline { first.resetMock() }

        #expect(second.receivedArguments(forCallsToFunction: "note(_:)", as: String.self) == ["freed"])
    }

    /// A given value whose deinit calls a double of the same shard, freed
    /// by `resetStub()`.
    @Test func givenValueWhoseDeinitCallsAnotherDoubleDuringResetStub() throws {
        let (first, second, _) = twoMocksSharingAShard()
        first.given("fetch(id:)", willReturn: MisuseCallsOnDeinit(second))
        #expect(second.numberOfCalls(toFunction: "note(_:)") == 0)

        try withinDeadline { first.resetStub() }

        #expect(second.receivedArguments(forCallsToFunction: "note(_:)", as: String.self) == ["freed"])
    }

    // MARK: Expectations on a Stubbing-only double

    /// A subclass that adds `Mocking` to a `Stubbing`-only class records
    /// every call, those to the members it inherits included: whether a
    /// double records is asked of its dynamic type. Its expectations are
    /// then met like any mock's, and it keeps answering its givens.
    @Test func subclassAddingMockingToAStubRecordsInheritedMembers() {
        let mock = MisuseMockingSubclass()
        mock.given("fetch(id:)", willReturn: 3)
        mock.expect(callToFunction: "fetch(id:)")
        mock.expect(callToFunction: "note(_:)")
        mock.expect(.never, callsToFunction: "note(_:)")

        #expect(mock.fetch(id: 1) == 3)
        mock.note("recorded")

        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 1)
        #expect(mock.numberOfCalls(toFunction: "note(_:)") == 1)
        let failures = captureFailures { mock.verify() }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("MisuseMockingSubclass.note(_:) never to be called") == true)
    }
}

/// Calls `note("freed")` on a double when it is freed.
private final class MisuseCallsOnDeinit: Sendable {
    let double: StressMock

    init(_ double: StressMock) {
        self.double = double
    }

    deinit {
        double.note("freed")
    }
}

/// A `Stubbing`-only class with a member of its own.
class MisuseStubBase: Stubbing {
    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
}

/// Adds `Mocking` to a `Stubbing`-only class.
final class MisuseMockingSubclass: MisuseStubBase, Mocking {
    func note(_ text: String) { didCallFunction(withArguments: text) }
}
