import Testing

@testable import StuntDouble

/// The `FunctionID` twins of the history reads, the property reads, the
/// waiting verification and `CallPattern.call`: each must answer as the
/// name-based form with the case's `rawValue`.
struct DefiningFunctionIDTwinTests {
    @Test func receivedArgumentsByIDAreTheNameBasedOnes() {
        let cache = CoreCacheMock()
        cache.put("a", 1)
        _ = cache.value(forKey: "x")
        cache.put("b", 2)
        let puts = cache.receivedArguments(forCallsToFunctionWithID: .put, as: (String, Int).self)
        #expect(puts.map(\.0) == ["a", "b"])
        #expect(puts.map(\.1) == [1, 2])
        let keys: [String] = cache.receivedArgumentsOfInferredType(forCallsToFunctionWithID: .value)
        #expect(keys == ["x"])
        let first: (String, Int)? = cache.firstReceivedArgumentsOfInferredType(forCallsToFunctionWithID: .put)
        let last: (String, Int)? = cache.lastReceivedArgumentsOfInferredType(forCallsToFunctionWithID: .put)
        #expect(first?.0 == "a")
        #expect(last?.0 == "b")
        let none: String? = cache.firstReceivedArgumentsOfInferredType(forCallsToFunctionWithID: .clear)
        #expect(none == nil)
    }

    @Test func numberOfCallsByIDCountsTheMemberOnly() {
        let cache = CoreCacheMock()
        cache.clear()
        cache.put("a", 1)
        cache.put("b", 2)
        #expect(cache.numberOfCalls(toFunctionWithID: .put) == 2)
        #expect(cache.numberOfCalls(toFunctionWithID: .clear) == 1)
        #expect(cache.numberOfCalls(toFunctionWithID: .value) == 0)
    }

    @Test func propertyReadsAndWritesByID() {
        let document = TitledDocumentMock()
        document.title = "Draft"
        document.title = "Final"
        _ = document.title
        #expect(document.numberOfReads(ofPropertyWithID: .title) == 1)
        #expect(document.numberOfWrites(ofPropertyWithID: .title) == 2)
        #expect(document.valuesWritten(toPropertyWithID: .title, as: String.self) == ["Draft", "Final"])
        #expect(document.valuesWritten(toPropertyWithID: .title, as: Int.self).isEmpty)
    }

    @Test func waitingVerificationByIDHoldsForAMadeCall() async {
        let cache = CoreCacheMock()
        cache.put("a", 1)
        let failures = await captureFailuresAsync {
            let held = await cache.verify(
                .once, callsToFunctionWithID: .put, withArgumentsThatMatch: .equal(to: "a", 1), within: .seconds(30))
            #expect(held)
        }
        #expect(failures.isEmpty)
    }

    @Test func waitingVerificationByIDReportsLikeTheNameBasedForm() async throws {
        let byID = CoreCacheMock()
        let byName = CoreNamedCacheMock()
        let line = #line + 3
        var held = true
        let failures = await captureFailuresAsync {
            held = await byID.verify(.atLeast(1), callsToFunctionWithID: .clear, within: .milliseconds(10))
        }
        let nameFailures = await captureFailuresAsync {
            _ = await byName.verify(.atLeast(1), callsToFunction: "clear()", within: .milliseconds(10))
        }
        #expect(!held)
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.line == UInt(line))
        let nameMessage = try #require(nameFailures.first?.message)
        // The same text but for the line and the wait, which differ.
        let lines = failure.message.split(separator: "\n")
        let nameLines = nameMessage.replacingOccurrences(of: "CoreNamedCacheMock", with: "CoreCacheMock")
            .split(separator: "\n")
        #expect(lines.count == nameLines.count)
        #expect(lines.first == nameLines.first)
        #expect(
            lines.filter { !$0.contains("at: ") && !$0.contains("Waited") }
                == nameLines.filter { !$0.contains("at: ") && !$0.contains("Waited") })
        #expect(failure.message.contains("Verified at: \(#fileID):\(line)"))
        #expect(failure.message.contains("Waited"))
    }

    @Test func callPatternByIDChecksTheOrder() {
        let cache = CoreCacheMock()
        cache.put("a", 1)
        cache.clear()
        #expect(
            verifyInOrder(
                .call(toFunctionWithID: .put, on: cache, withArgumentsThatMatch: .equal(to: "a", 1)),
                .call(toFunctionWithID: .clear, on: cache)))
        let line = #line + 2
        let failures = captureFailures {
            #expect(
                !verifyInOrder(.call(toFunctionWithID: .clear, on: cache), .call(toFunctionWithID: .put, on: cache)))
        }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.message.contains("put(_:_:)") == true)
    }
}

/// A property named by a `FunctionID` case.
private final class TitledDocumentMock: Mocking, DefiningFunctionID {
    enum FunctionID: String {
        case title
    }

    var title: String {
        get { didCallFunction(withID: .title) }
        set { didCallFunction(withID: .title, withArguments: newValue) }
    }
}
