import Foundation
import Testing

@testable import StuntDouble

struct ExpectationTests {
    // MARK: expect(callToFunction:)

    @Test func expectedCallThatWasMadePasses() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.setSpeed(to: 3)
        #expect(captureFailures { engine.verify() }.isEmpty)
        #expect(!engine.wouldFailIfVerified())
        #expect(engine.applicableFailureMessages().isEmpty)
    }

    @Test func expectedCallThatWasNotMadeFails() throws {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.start()
        let failures = captureFailures { engine.verify() }
        #expect(failures.count == 1)
        #expect(engine.wouldFailIfVerified())
        let message = try #require(failures.first).message
        #expect(message.contains("CoreEngineMock"))
        #expect(message.contains("setSpeed(to:)"))
        #expect(message.contains("at least once"))
        #expect(statesMatchingCalls(0, in: message))
    }

    @Test func expectedCallWithMatcherCountsOnlyMatchingCalls() {
        let engine = CoreEngineMock()
        let tableView = CoreTableView()
        engine.expect(
            callToFunction: "tableView(_:numberOfRowsInSection:)",
            withArgumentsThatMatch: ArgumentMatcher(matcher: { (args: (CoreTableView, Int)) -> Bool in
                args.0 === tableView && args.1 == 42
            }))
        _ = engine.tableView(tableView, numberOfRowsInSection: 41)
        _ = engine.tableView(CoreTableView(), numberOfRowsInSection: 42)
        #expect(engine.wouldFailIfVerified())
        _ = engine.tableView(tableView, numberOfRowsInSection: 42)
        #expect(!engine.wouldFailIfVerified())
        #expect(captureFailures { engine.verify() }.isEmpty)
    }

    @Test func expectedCallWithOneArgumentMatcherTakesTheBareType() {
        let engine = CoreEngineMock()
        engine.expect(
            callToFunction: "setSpeed(to:)", withArgumentsThatMatch: ArgumentMatcher { (speed: Double) in speed > 10 })
        engine.setSpeed(to: 5)
        #expect(engine.wouldFailIfVerified())
        engine.setSpeed(to: 50)
        #expect(!engine.wouldFailIfVerified())
    }

    @Test func expectationsCountCallsMadeBeforeThem() {
        let engine = CoreEngineMock()
        engine.start()
        engine.expect(.exactly(amount: 1), callsToFunction: "start()")
        #expect(!engine.wouldFailIfVerified())
    }

    @Test func mockWithoutExpectationsVerifiesClean() {
        let engine = CoreEngineMock()
        engine.start()
        engine.put("a", 1)
        #expect(captureFailures { engine.verify() }.isEmpty)
        #expect(captureFailures { CoreEmptyMock().verify() }.isEmpty)
    }

    @Test func misspelledFunctionNameIsNeverCalled() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(_:)")
        engine.setSpeed(to: 3)
        let messages = engine.applicableFailureMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("setSpeed(_:)") == true)
        #expect(messages.first?.contains("setSpeed(to: 3.0)") == true)
    }

    @Test func propertyExpectationCountsGetterAndSetter() {
        let engine = CoreEngineMock()
        engine.expect(.exactly(amount: 2), callsToFunction: "title")
        _ = engine.title
        #expect(engine.wouldFailIfVerified())
        engine.title = "Herbie"
        #expect(!engine.wouldFailIfVerified())
        engine.expect(
            .exactly(amount: 1), callsToFunction: "title",
            withArgumentsThatMatch: ArgumentMatcher { (title: String) in title == "Herbie" })
        #expect(!engine.wouldFailIfVerified())
    }

    // MARK: Amounts

    struct AmountCase: Sendable, CustomTestStringConvertible {
        let amount: CallAmount
        let calls: Int
        let satisfied: Bool
        var testDescription: String { "\(amount), \(calls) calls: \(satisfied ? "met" : "unmet")" }
    }

    static let amountCases: [AmountCase] = [
        AmountCase(amount: .anyAmount, calls: 0, satisfied: true),
        AmountCase(amount: .anyAmount, calls: 3, satisfied: true),
        AmountCase(amount: .exactly(amount: 2), calls: 1, satisfied: false),
        AmountCase(amount: .exactly(amount: 2), calls: 2, satisfied: true),
        AmountCase(amount: .exactly(amount: 2), calls: 3, satisfied: false),
        AmountCase(amount: .exactly(amount: 0), calls: 0, satisfied: true),
        AmountCase(amount: .exactly(amount: 0), calls: 1, satisfied: false),
        AmountCase(amount: .never, calls: 0, satisfied: true),
        AmountCase(amount: .never, calls: 1, satisfied: false),
        AmountCase(amount: .atLeast(2), calls: 1, satisfied: false),
        AmountCase(amount: .atLeast(2), calls: 2, satisfied: true),
        AmountCase(amount: .atLeast(2), calls: 5, satisfied: true),
        AmountCase(amount: .atLeast(0), calls: 0, satisfied: true),
        AmountCase(amount: .atMost(2), calls: 0, satisfied: true),
        AmountCase(amount: .atMost(2), calls: 2, satisfied: true),
        AmountCase(amount: .atMost(2), calls: 3, satisfied: false),
        AmountCase(amount: .atMost(0), calls: 1, satisfied: false),
    ]

    @Test(arguments: amountCases)
    func amountIsVerified(_ amountCase: AmountCase) {
        let engine = CoreEngineMock()
        engine.expect(amountCase.amount, callsToFunction: "start()")
        for _ in 0..<amountCase.calls { engine.start() }
        engine.setSpeed(to: 1)  // calls to other members never count
        #expect(amountCase.amount.isSatisfied(by: amountCase.calls) == amountCase.satisfied)
        #expect(engine.wouldFailIfVerified() == !amountCase.satisfied)
        let failures = captureFailures { engine.verify() }
        #expect(failures.count == (amountCase.satisfied ? 0 : 1))
        if let message = failures.first?.message {
            #expect(message.contains("\(amountCase.amount)"))
            #expect(statesMatchingCalls(amountCase.calls, in: message))
        }
    }

    @Test func amountWithMatcherCountsOnlyMatchingCalls() {
        // OCMockito: count the calls the matcher accepts, ignore the others.
        let engine = CoreEngineMock()
        let keyA = ArgumentMatcher(description: "key a") { (args: (String, Int)) in args.0 == "a" }
        engine.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)", withArgumentsThatMatch: keyA)
        engine.expect(
            .never, callsToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, Int)) in args.0 == "z" })
        engine.expect(
            .atMost(1), callsToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, Int)) in args.1 > 2 })
        engine.put("a", 1)
        engine.put("b", 2)
        #expect(engine.applicableFailureMessages().count == 1)
        engine.put("a", 3)
        #expect(!engine.wouldFailIfVerified())
        engine.put("a", 4)
        let messages = engine.applicableFailureMessages()
        #expect(messages.count == 2)
        #expect(messages.first?.contains("exactly 2 times") == true)
        #expect(messages.first?.contains("key a") == true)
        #expect(statesMatchingCalls(3, in: messages.first))
        #expect(messages.last?.contains("at most once") == true)
        #expect(statesMatchingCalls(2, in: messages.last))
    }

    @Test func matcherWithTheWrongArgumentTypeCountsNothing() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "put(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (_: String) in true })
        engine.expect(
            .never, callsToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher { (_: (String, Int64)) in true })
        engine.put("a", 1)
        let messages = engine.applicableFailureMessages()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("at least once") == true)
        #expect(statesMatchingCalls(0, in: messages.first))
    }

    // MARK: verify()

    @Test func verifyReportsEachUnmetExpectationAtItsOwnLine() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.expect(callToFunction: "start()")
        engine.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
        engine.start()
        engine.put("a", 1)
        let line = #line + 1
        let failures = captureFailures { engine.verify() }
        #expect(failures.count == 2)
        for failure in failures {
            #expect(failure.line == UInt(line))
            #expect(failure.fileID == #fileID)
        }
        #expect(failures.first?.message.contains("setSpeed(to:)") == true)
        #expect(failures.last?.message.contains("put(_:_:)") == true)
        #expect(failures.map(\.message) == engine.applicableFailureMessages())
    }

    @Test func verifyForwardsAnExplicitLocation() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "start()")
        let failures = captureFailures { engine.verify(fileID: "Elsewhere/File.swift", line: 7) }
        #expect(failures.map(\.fileID) == ["Elsewhere/File.swift"])
        #expect(failures.map(\.line) == [7])
    }

    @Test func verifyMessageNamesTheKeyParts() throws {
        let engine = CoreEngineMock()
        let expectLine = #line + 1
        engine.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
        engine.start()
        engine.put("a", 1)
        engine.setSpeed(to: 3)
        engine.title = "Herbie"
        _ = engine.title
        _ = engine.tableView(CoreTableView(), numberOfRowsInSection: 2)

        let message = try #require(captureFailures { engine.verify() }.first).message
        #expect(message.contains("CoreEngineMock"))
        #expect(message.contains("put(_:_:)"))
        #expect(message.contains("exactly 2 times"))
        #expect(statesMatchingCalls(1, in: message))
        #expect(message.contains("\(#fileID):\(expectLine)"))
        // Every call is listed with its arguments, those to the function first.
        let listed = [
            #"put("a", 1)"#, "start()", "setSpeed(to: 3.0)", #"set title to "Herbie""#,
            "numberOfRowsInSection: 2",
        ]
        for call in listed { #expect(message.contains(call), "\(call) not listed") }
        let put = try #require(message.range(of: #"put("a", 1)"#))
        let start = try #require(message.range(of: "start()"))
        let setSpeed = try #require(message.range(of: "setSpeed(to: 3.0)"))
        #expect(put.lowerBound < start.lowerBound)
        #expect(start.lowerBound < setSpeed.lowerBound)
    }

    @Test func verifyMessageListsCallsToTheFunctionFirst() throws {
        let engine = CoreEngineMock()
        engine.expect(.never, callsToFunction: "start()")
        engine.put("a", 1)
        engine.start()
        let message = try #require(engine.applicableFailureMessages().first)
        #expect(message.contains("never"))
        #expect(statesMatchingCalls(1, in: message))
        let start = try #require(message.range(of: "start()", options: .backwards))
        let put = try #require(message.range(of: #"put("a", 1)"#))
        #expect(start.lowerBound < put.lowerBound)
    }

    @Test func verifyMessageElidesLongListings() throws {
        let engine = CoreEngineMock()
        engine.expect(.never, callsToFunction: "setSpeed(to:)")
        for speed in 0..<100 { engine.setSpeed(to: Double(speed)) }
        let message = try #require(engine.applicableFailureMessages().first)
        let listed = (0..<100).filter { message.contains("setSpeed(to: \(Double($0)))") }
        #expect(listed.first == 0)
        #expect(listed.count < 100)
        #expect(message.contains("more"))
    }

    @Test func verifyRecordsSwiftTestingIssuesAtTheVerifyCall() {
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.expect(.never, callsToFunction: "start()")
        engine.start()
        let matched = LockedCounter()
        let line = #line + 2
        withKnownIssue {
            engine.verify()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            let isOurs =
                text.contains("CoreEngineMock")
                && (text.contains("setSpeed(to:)") || text.contains("start()"))
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
            if isOurs { matched.increment() }
            return isOurs
        }
        #expect(matched.value == 2)
    }

    @Test func verifyRecordsNoIssueWhenExpectationsAreMet() {
        // Runs on the real Swift Testing path: any issue would fail this test.
        let engine = CoreEngineMock()
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.expect(.never, callsToFunction: "start()")
        engine.setSpeed(to: 1)
        engine.verify()
    }

    // MARK: wouldFailIfVerified, applicableFailureMessages, resetMock, clearRecordedCalls

    @Test func applicableFailureMessagesHasOneMessagePerUnmetExpectation() {
        let engine = CoreEngineMock()
        #expect(engine.applicableFailureMessages().isEmpty)
        engine.expect(callToFunction: "start()")
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.expect(.anyAmount, callsToFunction: "put(_:_:)")
        #expect(engine.applicableFailureMessages().count == 2)
        engine.start()
        #expect(engine.applicableFailureMessages().count == 1)
        engine.setSpeed(to: 1)
        #expect(engine.applicableFailureMessages().isEmpty)
        #expect(!engine.wouldFailIfVerified())
    }

    /// `resetMock()` forgets everything a test set up or caused, as
    /// MockNStub's does and as Mockito's `reset(mock)` forgets stubbings.
    @Test func resetMockClearsGivensExpectationsAndCalls() {
        let engine = CoreEngineMock()
        engine.doubleName = "left"
        engine.given("currentSpeed()", willReturn: 5.0)
        engine.expect(callToFunction: "setSpeed(to:)")
        engine.start()
        _ = engine.currentSpeed()
        #expect(engine.wouldFailIfVerified())

        engine.resetMock()
        #expect(!engine.wouldFailIfVerified())
        #expect(captureFailures { engine.verify() }.isEmpty)
        #expect(engine.numberOfCalls(toFunction: "start()") == 0)
        #expect(engine.numberOfCalls(toFunction: "currentSpeed()") == 0)
        let speeds: [Double] = engine.receivedArgumentsOfInferredType()
        #expect(speeds.isEmpty)
        #expect(engine.currentSpeed() == 0)
        #expect(engine.doubleName == "left")
    }

    /// `clearRecordedCalls()` forgets the calls only, as Mockito's
    /// `clearInvocations` does: givens and expectations stay.
    @Test func clearRecordedCallsKeepsGivensAndExpectations() {
        let engine = CoreEngineMock()
        engine.given("currentSpeed()", willReturn: 5.0)
        engine.expect(callToFunction: "start()")
        engine.start()
        #expect(!engine.wouldFailIfVerified())

        engine.clearRecordedCalls()
        #expect(engine.numberOfCalls(toFunction: "start()") == 0)
        #expect(engine.wouldFailIfVerified())
        #expect(engine.currentSpeed() == 5)
        #expect(engine.numberOfCalls(toFunction: "currentSpeed()") == 1)
    }

    @Test func callsBeforeResetMockNoLongerCount() {
        let engine = CoreEngineMock()
        engine.start()
        engine.resetMock()
        engine.expect(callToFunction: "start()")
        #expect(engine.wouldFailIfVerified())
        engine.start()
        #expect(!engine.wouldFailIfVerified())
        #expect(engine.numberOfCalls(toFunction: "start()") == 1)
    }

    // MARK: CallAmount

    @Test func callAmountDescriptionsInWords() {
        #expect(CallAmount.anyAmount.description == "any number of times")
        #expect(CallAmount.never.description == "never")
        #expect(CallAmount.exactly(amount: 0).description == "never")
        #expect(CallAmount.exactly(amount: 1).description == "exactly once")
        #expect(CallAmount.exactly(amount: 2).description == "exactly 2 times")
        #expect(CallAmount.atLeast(0).description == "any number of times")
        #expect(CallAmount.atLeast(1).description == "at least once")
        #expect(CallAmount.atLeast(3).description == "at least 3 times")
        #expect(CallAmount.atMost(0).description == "never")
        #expect(CallAmount.atMost(1).description == "at most once")
        #expect(CallAmount.atMost(4).description == "at most 4 times")
        #expect(CallAmount(1...3).description == "between 1 and 3 times")
    }

    @Test func callAmountIsSatisfied() {
        #expect(CallAmount.anyAmount.isSatisfied(by: 0))
        #expect(CallAmount.anyAmount.isSatisfied(by: Int.max))
        #expect(CallAmount.never.isSatisfied(by: 0))
        #expect(!CallAmount.never.isSatisfied(by: 1))
        #expect(CallAmount.exactly(amount: 3).isSatisfied(by: 3))
        #expect(!CallAmount.exactly(amount: 3).isSatisfied(by: 2))
        #expect(!CallAmount.exactly(amount: 3).isSatisfied(by: 4))
        #expect(CallAmount.atLeast(1).isSatisfied(by: 1))
        #expect(!CallAmount.atLeast(1).isSatisfied(by: 0))
        #expect(CallAmount.atMost(1).isSatisfied(by: 0))
        #expect(!CallAmount.atMost(1).isSatisfied(by: 2))
        #expect(CallAmount.exactly(amount: 0) == .never)
        #expect(CallAmount.atLeast(0) == .anyAmount)
    }

    /// A negative amount is an unmet expectation (see `VerificationTests`),
    /// not a trap that would stop every test of the run.
    @Test func negativeAmountsDoNotTrap() async {
        await #expect(processExitsWith: .success) {
            let amounts = [CallAmount.exactly(amount: -1), .atLeast(-1), .atMost(-1), .between(-1...1), .times(-1)]
            precondition(amounts.allSatisfy { !$0.isSatisfied(by: 0) })
        }
    }
}

/// Counts from a `@Sendable` closure.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Whether `message` gives `count` as the number of matching calls, in
/// either phrasing messages use for none.
private func statesMatchingCalls(_ count: Int, in message: String?) -> Bool {
    guard let message else { return false }
    if count == 0 { return message.contains("called 0 times") || message.contains("never called") }
    return message.contains("called \(CallAmount.timesPhrase(count))")
}
