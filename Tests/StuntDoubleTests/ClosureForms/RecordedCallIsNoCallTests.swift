import Foundation
import Testing

@testable import StuntDouble

/// A recorded call is not a call: not in the history, not counted, no
/// sequence advanced, no answer run; other tasks are answered meanwhile.
@Suite struct RecordedCallIsNoCallTests {
    let mock = ClosureServiceMock()

    @Test func theHistoryAndCountsAreUntouched() {
        mock.save(1)
        mock.given { $0.fetch(id: 3) }.willReturn(ClosureUser(id: 3))
        mock.expect { $0.save(2) }
        mock.verify(.once) { $0.save(1) }
        _ = captureFailures { mock.verify(.never) { $0.delete(id: 1) } }

        #expect(mock.numberOfCalls(toFunction: "save(_:)") == 1)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 0)
        #expect(mock.numberOfCalls(toFunction: "delete(id:)") == 0)
        #expect(mock.receivedArguments(forCallsToFunction: "save(_:)", as: Int.self) == [1])
        #expect(mock.doubleRegistry.snapshot().history.calls().count == 1)
    }

    @Test func aSequenceIsNotAdvanced() {
        mock.given { $0.next() }.willReturn(1, then: 2, 3)
        mock.given { $0.next() }.willReturn(10, then: 20)
        mock.verify(.never) { $0.next() }

        let values: [Int] = [mock.next(), mock.next(), mock.next()]
        #expect(values == [10, 20, 20])
    }

    @Test func anAnswerIsNotRun() {
        let counter = LockedInt()
        mock.given { $0.name(of: 7) }.willAnswer { (id: Int) in
            counter.increment()
            return "user \(id)"
        }
        mock.given { $0.name(of: 7) }.willAnswer { (id: Int) in
            counter.increment()
            return "again \(id)"
        }
        mock.verify(.never) { $0.name(of: 7) }
        #expect(counter.value == 0)

        #expect(mock.name(of: 7) == "again 7")
        #expect(counter.value == 1)
    }

    @Test func theRealImplementationIsNotRun() {
        mock.callsThroughByDefault = true
        mock.given { $0.sum(2, 3) }.willReturn(9)

        #expect(mock.sum(2, 3) == 9)
        #expect(mock.sum(1, 1) == 2)
        #expect(mock.numberOfCalls(toFunction: "sum(_:_:)") == 2)
    }

    /// Under the strict policy a given that no call used is a failure: the
    /// recorded call does not count as its use, and marks nothing.
    @Test func aRecordedCallUsesNoGivenUnderTheStrictPolicy() {
        mock.stubbingPolicy = .strict
        mock.given { $0.fetch(id: 3) }.willReturn(ClosureUser(id: 3))
        mock.given { $0.fetch(id: 3) }.willReturn(ClosureUser(id: 4))
        mock.verify(.never) { $0.fetch(id: 3) }

        let failures = captureFailures { mock.verify() }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("ClosureServiceMock.fetch(id:) has givens but was never called.") == true)
        #expect(mock.fetch(id: 3) == ClosureUser(id: 4))
        #expect(captureFailures { mock.verify() }.count == 1)
    }

    /// The recording closure lets another thread call the same double in
    /// the middle of it, and waits for that call to return: that call is
    /// answered and recorded as usual, and the recording still has one call.
    /// The other caller is a thread of its own, not a task: the recording
    /// blocks its thread while it waits, which must not starve the caller.
    @Test func anotherCallerIsAnsweredDuringARecording() {
        mock.given("fetch(id:)", willReturn: ClosureUser(id: 42))
        let mock = mock
        let handshake = Handshake()
        Thread {
            handshake.waitForStart()
            handshake.finish(with: mock.fetch(id: 1))
        }.start()
        mock.given {
            handshake.start()
            #expect(handshake.waitForFinish() == ClosureUser(id: 42))
            return $0.fetch(id: 3)
        }.willReturn(ClosureUser(id: 3))

        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == 1)
        #expect(mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [1])
        #expect(mock.fetch(id: 3) == ClosureUser(id: 3))
    }
}

/// A counter for answers run on any thread.
final class LockedInt: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// One thread lets another go, then waits until that one is done.
final class Handshake: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = false
    private var user: ClosureUser?

    func start() {
        condition.lock()
        started = true
        condition.broadcast()
        condition.unlock()
    }

    func waitForStart() {
        condition.lock()
        defer { condition.unlock() }
        while !started { condition.wait() }
    }

    func finish(with user: ClosureUser) {
        condition.lock()
        self.user = user
        condition.broadcast()
        condition.unlock()
    }

    /// The other thread's user, or `nil` after ten seconds without it.
    func waitForFinish() -> ClosureUser? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(10)
        while user == nil, condition.wait(until: deadline) {}
        return user
    }
}
