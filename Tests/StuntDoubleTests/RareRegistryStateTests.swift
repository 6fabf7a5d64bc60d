import Testing

@testable import StuntDouble

/// A registry makes its rare state (`RareRegistryState`) when one of its
/// fields is first written, and not for calls or givens: most doubles
/// never need it, and a sweep frees theirs with one `nil`.
struct RareRegistryStateTests {
    @Test func callsGivensAndTheirResetMakeNoRareState() {
        let mock = RareStateMock()
        mock.given("value()", willReturn: 7)
        #expect(mock.value() == 7)
        mock.resetStub()
        #expect(mock.value() == 0)
        #expect(!hasRareState(mock))
    }

    @Test func clearedReturnedValuesAreRetiredThere() {
        let mock = RareStateMock()
        mock.given("value()", willReturn: 7)
        _ = mock.value()
        mock.clearRecordedCalls()
        #expect(mock.doubleRegistry.state.withLock { $0.retiredResults.count } == 1)
        #expect(mock.returnedValues(forCallsToFunction: "value()", as: Int.self).isEmpty)
    }

    @Test func anExpectationMakesTheRareStateAndAResetEmptiesIt() {
        let mock = RareStateMock()
        mock.expect(callToFunction: "value()")
        #expect(hasRareState(mock))
        _ = mock.value()
        mock.verify()

        mock.resetMock()
        #expect(hasRareState(mock))
        #expect(mock.doubleRegistry.state.withLock { $0.expectations.isEmpty })
    }

    @Test func aNameIsKeptInTheRareStateAndNamesTheDouble() {
        let mock = RareStateMock()
        #expect(mock.doubleName == nil)
        mock.doubleName = "speedometer"
        #expect(mock.doubleName == "speedometer")
        #expect(mock.doubleRegistry.state.withLock { $0.rare?.name } == "speedometer")
    }

    private func hasRareState(_ mock: RareStateMock) -> Bool {
        mock.doubleRegistry.state.withLock { $0.rare != nil }
    }
}

private final class RareStateMock: Mocking {
    func value() -> Int { didCallFunction() }
}
