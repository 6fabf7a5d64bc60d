import StuntDouble

/// The figures of registering a given by calling the member (issue #21).
enum ClosureGivenBenchmarks {
    static let givens = 1_000

    /// `closure_given_us`: the median microseconds to register one
    /// `mock.given { $0.fetch(id: 3) }.willReturn("stunt")`, over `givens`
    /// givens on a fresh mock per repetition: the recording, the equality
    /// matcher made from the argument, and the name-based given.
    /// `name_given_us` is the same given by name, for comparison.
    static func microsecondsPerGiven(byClosure: Bool, repetitions: Int) -> Double {
        let samples = (0..<repetitions).map { _ in
            let mock = FetcherMock()
            let nanoseconds = Measurement.nanoseconds {
                for id in 0..<givens {
                    if byClosure {
                        mock.given { $0.fetch(id: id) }.willReturn("stunt")
                    } else {
                        mock.given("fetch(id:)", withArgumentsThatMatch: .equal(to: id), willReturn: "stunt")
                    }
                }
            }
            return nanoseconds / Double(givens) / 1e3
        }
        return Measurement.median(samples)
    }
}
