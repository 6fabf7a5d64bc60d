import Foundation
import Testing

@testable import StuntDouble

/// Every ID-based form must behave as the name-based form with the case's
/// `rawValue`: ``CoreCacheMock`` uses the ID forms, ``CoreNamedCacheMock``
/// the name-based ones, for the same members.
struct DefiningFunctionIDTests {
    // MARK: didCallFunction(withID:withArguments:)

    @Test func callsAreRecordedUnderTheRawValue() {
        let cache = CoreCacheMock()
        cache.clear()
        cache.put("a", 1)
        cache.put("b", 2)
        _ = cache.value(forKey: "a")
        #expect(cache.numberOfCalls(toFunction: CoreCacheMock.FunctionID.clear.rawValue) == 1)
        #expect(cache.numberOfCalls(toFunction: "put(_:_:)") == 2)
        #expect(cache.numberOfCalls(toFunction: "value(forKey:)") == 1)
        #expect(cache.numberOfCalls(toFunction: "put") == 0)
        let puts = cache.receivedArguments(forCallsToFunction: "put(_:_:)", as: (String, Int).self)
        #expect(puts.map(\.0) == ["a", "b"])
        let keys: [String] = cache.receivedArgumentsOfInferredType(forCallsToFunction: "value(forKey:)")
        #expect(keys == ["a"])
    }

    @Test func historyMatchesTheNameBasedForms() {
        let byID = CoreCacheMock()
        let byName = CoreNamedCacheMock()
        for key in ["a", "b"] {
            byID.put(key, 1)
            byName.put(key, 1)
            _ = byID.value(forKey: key)
            _ = byName.value(forKey: key)
        }
        byID.clear()
        byName.clear()
        let idOrder = byID.doubleRegistry.snapshot().history
        let nameOrder = byName.doubleRegistry.snapshot().history
        #expect(idOrder.logs.map(\.member) == nameOrder.logs.map(\.member))
        #expect(idOrder.order == nameOrder.order)
    }

    @Test func stubbingOnlyDoubleRecordsNothingThroughIDs() {
        let cache = CoreCacheStub()
        cache.put("a", 1)
        _ = cache.value(forKey: "a")
        #expect(cache.doubleRegistry.snapshot().history.order.isEmpty)
        #expect(cache.doubleRegistry.callCount(of: "put(_:_:)") == 0)
    }

    // MARK: Results

    @Test func defaultableResultIsTheDefaultWithoutAGiven() {
        let cache = CoreCacheMock()
        #expect(cache.value(forKey: "a") == 0)
        #expect(cache.entry(forKey: "a") == nil)
    }

    @Test func givenByIDAnswersTheIDForm() {
        let cache = CoreCacheMock()
        let part = CorePart(name: "a")
        cache.given(callToFunctionWithID: .value, willReturn: 7)
        cache.given(callToFunctionWithID: .entry, willReturn: part)
        cache.given(callToFunctionWithID: .recipe, willReturn: CoreRecipe(title: "soup"))
        #expect(cache.value(forKey: "a") == 7)
        #expect(cache.entry(forKey: "a") === part)
        #expect(cache.recipe(forKey: "a") == CoreRecipe(title: "soup"))
    }

    @Test func givenByNameAnswersTheIDForm() {
        let cache = CoreCacheMock()
        cache.given("value(forKey:)", willReturn: 7)
        #expect(cache.value(forKey: "a") == 7)
    }

    @Test func givenByIDAppliesToTheRawValueOnly() {
        let cache = CoreCacheMock()
        cache.given(callToFunctionWithID: .value, willReturn: 7)
        #expect(cache.givens(named: "value(forKey:)") == 1)
        #expect(cache.givens(named: "entry(forKey:)") == 0)
        #expect(cache.entry(forKey: "a") == nil)
    }

    @Test func givenByIDWithMatcher() {
        let cache = CoreCacheMock()
        cache.given(
            callToFunctionWithID: .value,
            withArgumentsThatMatch: ArgumentMatcher { (key: String) in key == "b" }, willReturn: 2)
        #expect(cache.value(forKey: "b") == 2)
        #expect(cache.value(forKey: "a") == 0)
    }

    @Test func givenByIDFollowsTheSameRules() {
        let cache = CoreCacheMock()
        cache.given(callToFunctionWithID: .value, willReturn: 1)
        cache.given(callToFunctionWithID: .value, willReturn: 2)
        cache.given(callToFunctionWithID: .value, willReturn: 3.0)  // a Double: never an Int
        cache.given(
            callToFunctionWithID: .value, withArgumentsThatMatch: ArgumentMatcher { (_: Int) in true }, willReturn: 4)
        #expect(cache.value(forKey: "a") == 2)
        cache.resetStub()
        #expect(cache.value(forKey: "a") == 0)
    }

    @Test func stubbingOnlyDoubleAnswersGivensByID() {
        let cache = CoreCacheStub()
        cache.given(callToFunctionWithID: .value, willReturn: 5)
        #expect(cache.value(forKey: "a") == 5)
    }

    // MARK: Expectations

    @Test func expectCallByIDIsMetByACall() {
        let cache = CoreCacheMock()
        cache.expect(callToFunctionWithID: .clear)
        #expect(cache.wouldFailIfVerified())
        cache.clear()
        #expect(!cache.wouldFailIfVerified())
    }

    @Test func expectCallByIDWithMatcher() {
        let cache = CoreCacheMock()
        cache.expect(
            callToFunctionWithID: .put,
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, Int)) in args.0 == "a" && args.1 == 1 })
        cache.put("a", 2)
        cache.put("b", 1)
        #expect(cache.wouldFailIfVerified())
        cache.put("a", 1)
        #expect(!cache.wouldFailIfVerified())
    }

    @Test func expectAmountByID() {
        let cache = CoreCacheMock()
        cache.expect(.exactly(amount: 2), callsToFunctionWithID: .put)
        cache.expect(.never, callsToFunctionWithID: .clear)
        cache.expect(
            .atMost(1), callsToFunctionWithID: .put,
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, Int)) in args.0 == "a" })
        cache.put("a", 1)
        #expect(cache.applicableFailureMessages().count == 1)
        cache.put("b", 1)
        #expect(!cache.wouldFailIfVerified())
        cache.put("a", 1)
        cache.clear()
        #expect(cache.applicableFailureMessages().count == 3)
    }

    @Test func unmetExpectationByIDReportsLikeTheNameBasedForm() throws {
        let byID = CoreCacheMock()
        let byName = CoreNamedCacheMock()
        let line = #line + 1
        byID.expect(.exactly(amount: 2), callsToFunctionWithID: .put)
        byName.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)", line: UInt(line))
        byID.put("a", 1)
        byName.put("a", 1)
        byID.clear()
        byName.clear()

        let verifyLine = #line + 1
        let failures = captureFailures { byID.verify() }
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.line == UInt(verifyLine))
        #expect(failure.fileID == #fileID)
        #expect(failure.message.contains("put(_:_:)"))
        #expect(failure.message.contains("\(#fileID):\(line)"))
        let byNameMessage = try #require(byName.applicableFailureMessages().first)
        #expect(
            failure.message
                == byNameMessage.replacingOccurrences(of: "CoreNamedCacheMock", with: "CoreCacheMock"))
    }
}

extension CoreCacheMock {
    /// How many givens the member `name` has.
    fileprivate func givens(named name: String) -> Int {
        doubleRegistry.snapshot().givens(for: name).count
    }
}
