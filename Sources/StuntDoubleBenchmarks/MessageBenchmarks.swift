import StuntDouble

/// A store whose mock records string keys: the subject of the message
/// benchmarks (issue #14).
protocol KeyStoring: AnyObject {
    func put(_ key: String)
}

final class KeyStoreMock: Mocking, KeyStoring {
    func put(_ key: String) { didCallFunction(withArguments: key) }
}

/// What a failure message costs over a long history, and what
/// `.equal(to:)` costs to create (issue #14).
enum MessageBenchmarks {
    static let recordedCalls = 100_000
    static let dictionaryEntries = 1_000_000

    /// `failing_verify_100k_ms`: milliseconds for `applicableFailureMessages()`
    /// of a mock with 100,000 recorded calls of 200-character strings and one
    /// unmet `.equal(to:)` expectation.
    static func failingVerify(repetitions: Int) -> Double {
        let samples = (0..<repetitions).map { _ in
            let mock = failingMock()
            defer { Measurement.clearRecordedCalls(of: mock) }
            var messages: [String] = []
            let elapsed = Measurement.nanoseconds { messages = mock.applicableFailureMessages() }
            precondition(messages.count == 1, "the expectation is unmet")
            return elapsed / 1e6
        }
        return Measurement.median(samples)
    }

    /// `--drive failing-verify`: the messages of `failingVerify` built ten
    /// times over one history, for an instruction counter; returns their
    /// length, so the work cannot be optimized away.
    static func driveFailingVerify() -> Int {
        let mock = failingMock()
        return (0..<10).reduce(0) { total, _ in total + mock.applicableFailureMessages().joined().utf8.count }
    }

    /// A mock with `recordedCalls` calls of 200-character keys and one unmet
    /// `.equal(to:)` expectation.
    private static func failingMock() -> KeyStoreMock {
        let prefix = String(repeating: "k", count: 190)
        let key = { (index: Int) -> String in
            let number = String(index)
            return prefix + number + String(repeating: "-", count: 10 - number.count)
        }
        let mock = KeyStoreMock()
        for index in 0..<recordedCalls { mock.put(key(index)) }
        mock.expect(callToFunction: "put(_:)", withArgumentsThatMatch: .equal(to: key(-1)))
        return mock
    }

    /// `equal_matcher_creation_ms`: milliseconds to create `.equal(to:)` of
    /// a dictionary of 1,000,000 entries.
    static func equalMatcherCreation(repetitions: Int) -> Double {
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<dictionaryEntries).map { ($0, $0) })
        let samples = (0..<repetitions).map { _ in
            var matcher: ArgumentMatcher<[Int: Int]>?
            let elapsed = Measurement.nanoseconds { matcher = .equal(to: dictionary) }
            withExtendedLifetime(matcher) {}
            return elapsed / 1e6
        }
        return Measurement.median(samples)
    }
}
