import Foundation
import Testing

/// Runs `body` on its own thread and fails the test, instead of hanging
/// it, when `body` takes longer than `seconds`: a deadlock shows as a
/// failure. A deadlocked thread is left behind.
func withinDeadline<Result: Sendable>(
    seconds: Double = 10, _ body: @escaping @Sendable () -> Result
) throws -> Result {
    let done = DispatchSemaphore(value: 0)
    let box = DeadlineResultBox<Result>()
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        throw Deadlock(seconds: seconds)
    }
    return try #require(box.value)
}

struct Deadlock: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "The double did not answer within \(seconds) s: a deadlock." }
}

/// Hands a result from a thread to the waiting test, which reads it only
/// after the thread signalled.
private final class DeadlineResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// `withinDeadline` for a body that suspends: runs it in a task of its own
/// and fails the test, instead of hanging it, when it has not returned
/// within `seconds`, such as a continuation that nothing resumes. The task
/// is left behind.
func withinDeadline<Value: Sendable>(
    seconds: Double = 10, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let box = DeadlineAsyncBox<Value>()
    Task {
        do { box.finish(.success(try await body())) } catch { box.finish(.failure(error)) }
    }
    let clock = ContinuousClock()
    let end = clock.now + .seconds(seconds)
    while clock.now < end {
        if let result = box.result { return try result.get() }
        try await Task.sleep(for: .milliseconds(5))
    }
    throw Deadlock(seconds: seconds)
}

/// Hands a task's result to the polling test.
private final class DeadlineAsyncBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<Value, any Error>?

    func finish(_ result: Result<Value, any Error>) { lock.withLock { stored = result } }
    var result: Result<Value, any Error>? { lock.withLock { stored } }
}
