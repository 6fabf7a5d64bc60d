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
