import Testing

@testable import StuntDouble

/// How calls through IDs find their member: by the calling member's
/// `#function` together with the ID it passes.
struct DefiningFunctionIDCallSiteTests {
    /// A member that passes one ID or another records each call under the
    /// ID it passed, however the calls interleave.
    @Test func memberPassingTwoIDsRecordsUnderEach() {
        let mock = CallSiteMock()
        mock.given(callToFunctionWithID: .store, willReturn: 1)
        mock.given(callToFunctionWithID: .storeNegative, willReturn: -1)

        var answers: [Int] = []
        let failures = captureFailures { answers = [3, -4, 5, -6, 7].map(mock.store) }

        #expect(failures.isEmpty)
        #expect(answers == [1, -1, 1, -1, 1])
        #expect(mock.receivedArguments(forCallsToFunction: "store(_:)", as: Int.self) == [3, 5, 7])
        #expect(mock.receivedArguments(forCallsToFunction: "storeNegative", as: Int.self) == [-4, -6])
    }

    /// A copy-paste slip is reported once per double and call site: each
    /// new double reports it again, so every test that uses the double
    /// sees the mistake.
    @Test func slipIsReportedOncePerDouble() {
        let failures = captureFailures {
            for _ in 1...2 {
                let cache = GoldenCacheMock()
                for _ in 1...3 { cache.removeAll() }
            }
        }

        #expect(failures.count == 2)
        #expect(
            failures.allSatisfy { $0.message.hasPrefix("GoldenCacheMock.removeAll() passes FunctionID.removeValue") })
    }

    /// A closure form that calls the member first, as a recording, does
    /// not use up its first call: the slip is reported there, once, at
    /// the member's line.
    @Test func slipIsReportedWhenAClosureFormCallsTheMemberFirst() {
        let cache = GoldenCacheMock()
        let failures = captureFailures {
            cache.expect { $0.removeAll() }
            cache.removeAll()
            cache.removeAll()
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("GoldenCacheMock.removeAll() passes FunctionID.removeValue") == true)
        #expect(failures.first?.line == GoldenCacheMock.removeAllLine)
        #expect(cache.numberOfCalls(toFunction: "removeValue(forKey:)") == 2)
    }

    /// Raw values are the user's names: a `#function` that is no raw value
    /// (a misspelled or missing case, or a naming scheme of the user's) is
    /// reported nowhere.
    @Test func functionWithoutACaseIsNotReported() {
        let cache = GoldenCacheMock()
        let failures = captureFailures {
            _ = cache.count()
            cache.flush()
        }
        #expect(failures.isEmpty)
        #expect(cache.numberOfCalls(toFunction: "cnt()") == 1)
        #expect(cache.numberOfCalls(toFunction: "removeValue(forKey:)") == 1)
    }
}

/// `store(_:)` passes `.storeNegative` for negative values: one member, two
/// IDs. `.storeNegative` is no method's `#function`, so nothing is reported.
private final class CallSiteMock: Mocking, DefiningFunctionID {
    enum FunctionID: String {
        case store = "store(_:)"
        case storeNegative
    }

    func store(_ value: Int) -> Int {
        didCallFunction(withID: value < 0 ? .storeNegative : .store, withArguments: value)
    }
}
