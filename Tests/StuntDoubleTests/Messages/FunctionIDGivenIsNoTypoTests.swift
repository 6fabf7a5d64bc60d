import Foundation
import Testing

@testable import StuntDouble

/// A given for a `FunctionID` case that was simply not called is no typo,
/// however close its raw value is to a member that was called; a close
/// name that is no case gets a note, and nothing fails by default.
struct FunctionIDGivenIsNoTypoTests {
    @Test func givenForAnUncalledCaseIsNotReported() {
        let cache = GoldenCacheMock()
        cache.given(callToFunctionWithID: .removeValue, willReturn: 1)
        cache.given("removeVal(forKey:)", willReturn: 2)
        _ = cache.value(forKey: "a")
        cache.put("a", 1)

        let reported = captureFailures { cache.verify() }

        #expect(cache.applicableFailureMessages().isEmpty)
        #expect(!cache.wouldFailIfVerified())
        #expect(reported.count == 1)
        #expect(reported.allSatisfy { $0.isNote })
        #expect(reported.first?.message.contains("note: GoldenCacheMock.removeVal(forKey:) has givens") == true)
    }
}
