import StuntDouble

/// The figures of issue #4, measured in one process and one run.
struct RuntimeFigures {
    var handWrittenNanoseconds = 0.0
    var recordedNanoseconds = 0.0
    var storedRegistryNanoseconds = 0.0
    var stubOnlyNanoseconds = 0.0
    var conditional10Nanoseconds = 0.0
    var functionIDNanoseconds = 0.0
    var verify1MMilliseconds = 0.0
    var bytesPerRecordedCall: Double?

    static let calls = 1_000_000
    static let repetitions = 7

    static func measure() -> RuntimeFigures {
        var figures = RuntimeFigures()
        let perCall = { (make: () -> any Fetching) in
            Measurement.nanosecondsPerCall(repetitions: repetitions, calls: calls, makeSubject: make)
        }
        figures.handWrittenNanoseconds = perCall { HandWrittenFetcher() }
        figures.recordedNanoseconds = perCall { givenMock(FetcherMock()) }
        figures.storedRegistryNanoseconds = perCall { givenMock(FetcherMockWithStoredRegistry()) }
        figures.stubOnlyNanoseconds = perCall {
            let stub = FetcherStub()
            stub.given("fetch(id:)", willReturn: "stunt")
            return stub
        }
        figures.conditional10Nanoseconds = perCall { conditionalMock(givens: 10) }
        figures.functionIDNanoseconds = perCall {
            let mock = FetcherMockWithFunctionID()
            mock.given(callToFunctionWithID: .fetch, willReturn: "stunt")
            return mock
        }
        figures.verify1MMilliseconds = verifyAfterOneMillionCalls()
        figures.bytesPerRecordedCall = bytesPerRecordedCall()
        return figures
    }

    private static func givenMock<Mock: Mocking & Fetching>(_ mock: Mock) -> Mock {
        mock.given("fetch(id:)", willReturn: "stunt")
        return mock
    }

    /// Ten conditional givens; only the one searched last (the first
    /// registered, since the newest is tried first) matches.
    private static func conditionalMock(givens: Int) -> FetcherMock {
        let mock = FetcherMock()
        mock.given(
            "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 }, willReturn: "stunt")
        for excluded in 1..<givens {
            mock.given(
                "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == -excluded },
                willReturn: "other")
        }
        return mock
    }

    private static func verifyAfterOneMillionCalls() -> Double {
        let samples = (0..<repetitions).map { _ in
            let mock = givenMock(FetcherMock())
            _ = drive(mock, calls: calls)
            mock.expect(
                .exactly(amount: calls), callsToFunction: "fetch(id:)",
                withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 })
            return Measurement.nanoseconds { mock.verify() } / 1e6
        }
        return Measurement.median(samples)
    }

    private static func bytesPerRecordedCall() -> Double? {
        let mock = givenMock(FetcherMock())
        _ = drive(mock, calls: 1_000)
        guard let before = Measurement.residentBytes() else { return nil }
        _ = drive(mock, calls: calls)
        guard let after = Measurement.residentBytes() else { return nil }
        withExtendedLifetime(mock) {}
        return Double(after - before) / Double(calls)
    }
}
