import Foundation
import StuntDouble

/// What verification after the act costs (issue #11).
enum VerificationBenchmarks {
    /// `verify_in_order_1m_ms`: milliseconds for one 3-step `verifyInOrder`
    /// over two mocks with 500,000 recorded calls each, interleaved.
    static func verifyInOrder(repetitions: Int) -> Double {
        let samples = (0..<repetitions).map { _ in
            let first = FetcherMock()
            let second = FetcherMock()
            defer { [first, second].forEach(Measurement.clearRecordedCalls) }
            for id in 0..<500_000 {
                _ = first.fetch(id: id)
                _ = second.fetch(id: id)
            }
            var held = false
            let elapsed = Measurement.nanoseconds {
                held = StuntDouble.verifyInOrder(
                    .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 1_000)),
                    .call(to: "fetch(id:)", on: second, withArgumentsThatMatch: .equal(to: 250_000)),
                    .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 499_999)))
            }
            precondition(held, "the calls were made in this order")
            return elapsed / 1e6
        }
        return Measurement.median(samples)
    }

    /// `wake_latency_us`: the median microseconds from the call that
    /// satisfies a `verify(…within:)` to the waiter's return.
    static func wakeLatency(samples count: Int) -> Double {
        let samples = (0..<count).map { _ in
            let semaphore = DispatchSemaphore(value: 0)
            let result = LatencySample()
            Task.detached {
                let mock = PingMock()
                let caller = Task.detached {
                    try? await Task.sleep(nanoseconds: 2_000_000)
                    result.calledAt = DispatchTime.now().uptimeNanoseconds
                    mock.ping()
                }
                await mock.verify(.once, callsToFunction: "ping()", within: .seconds(10))
                result.returnedAt = DispatchTime.now().uptimeNanoseconds
                await caller.value
                semaphore.signal()
            }
            semaphore.wait()
            return Double(result.returnedAt - result.calledAt) / 1e3
        }
        return Measurement.median(samples)
    }
}

/// A mock that tasks share: a final class with no stored property is
/// `Sendable`.
private final class PingMock: Mocking, Sendable {
    func ping() { didCallFunction() }
}

/// One wake-up, written by two tasks that the semaphore orders.
private final class LatencySample: @unchecked Sendable {
    var calledAt: UInt64 = 0
    var returnedAt: UInt64 = 0
}
