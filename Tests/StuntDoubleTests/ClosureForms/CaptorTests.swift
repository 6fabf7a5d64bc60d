// Captors: `arg(captor)` accepts any value and keeps the arguments of the
// calls that matched the whole pattern, typed and in call order.
import Foundation
import Testing

@testable import StuntDouble

/// A ledger whose members take one argument, several, and one of two
/// types under one name.
final class CaptorLedgerMock: Mocking, @unchecked Sendable {
    func post(_ amount: Int) { didCallFunction(withArguments: amount) }
    func transfer(_ amount: Int, to account: String) { didCallFunction(withArguments: amount, account) }
    func note(_ value: Int) { didCallFunction(withArguments: value) }
    func note(_ value: String) { didCallFunction(withArguments: value) }
    func balance(of account: String) -> Int { didCallFunction(withArguments: account) }
    func settle(_ amount: Int) async throws { try await didCallAsyncThrowingFunction(withArguments: amount) }
}

private let thisFile = "StuntDoubleTests/CaptorTests.swift"

struct CaptorTests {
    @Test func verifyKeepsTheArgumentsOfTheCallsThatMatchTheWholePattern() {
        let ledger = CaptorLedgerMock()
        ledger.transfer(10, to: "A")
        ledger.transfer(20, to: "B")
        ledger.transfer(30, to: "A")
        let amounts = Captor<Int>()
        let accounts = Captor<String>()
        let failures = captureFailures {
            ledger.verify(.times(2)) { $0.transfer(arg(amounts), to: arg(.equal(to: "A"))) }
            ledger.verify(.times(3)) { $0.transfer(arg(.any), to: arg(accounts)) }
        }
        #expect(failures.isEmpty)
        #expect(amounts.values == [10, 30])
        #expect(amounts.lastValue == 30)
        #expect(accounts.values == ["A", "B", "A"])
    }

    @Test func aCaptorThatKeptNothingIsEmpty() {
        let ledger = CaptorLedgerMock()
        let amounts = Captor<Int>()
        #expect(amounts.values.isEmpty)
        #expect(amounts.lastValue == nil)
        let failures = captureFailures { ledger.verify(.never) { $0.post(arg(amounts)) } }
        #expect(failures.isEmpty)
        #expect(amounts.values.isEmpty)
    }

    @Test func aLaterCheckReplacesWhatAnEarlierKept() {
        let ledger = CaptorLedgerMock()
        let amounts = Captor<Int>()
        ledger.post(1)
        ledger.verify { $0.post(arg(amounts)) }
        ledger.post(2)
        ledger.verify { $0.post(arg(amounts)) }
        #expect(amounts.values == [1, 2])
    }

    @Test func aCaptorKeepsOnlyTheCallsOfItsType() {
        let ledger = CaptorLedgerMock()
        ledger.note(1)
        ledger.note("one")
        ledger.note(2)
        let numbers = Captor<Int>()
        let words = Captor<String>()
        ledger.verify(.times(2)) { $0.note(arg(numbers)) }
        ledger.verify(.once) { $0.note(arg(words)) }
        #expect(numbers.values == [1, 2])
        #expect(words.values == ["one"])
    }

    @Test func aCaptorInAnExpectationKeepsTheCallsVerifyCounted() {
        let ledger = CaptorLedgerMock()
        let amounts = Captor<Int>()
        ledger.expect(.times(2)) { $0.post(arg(amounts)) }
        ledger.post(5)
        #expect(amounts.values.isEmpty)
        ledger.post(6)
        let failures = captureFailures { ledger.verify() }
        #expect(failures.isEmpty)
        #expect(amounts.values == [5, 6])
    }

    @Test func aCaptorInAQuestionKeepsTheCallsItCounted() {
        let ledger = CaptorLedgerMock()
        ledger.transfer(1, to: "A")
        ledger.transfer(2, to: "B")
        let amounts = Captor<Int>()
        #expect(ledger.numberOfCalls { $0.transfer(arg(amounts), to: arg(.hasPrefix("B"))) } == 1)
        #expect(amounts.values == [2])
    }

    @Test func aCaptorInAGivenKeepsTheCallsTheGivenAnswered() {
        let ledger = CaptorLedgerMock()
        let accounts = Captor<String>()
        ledger.given { $0.balance(of: arg(accounts)) }.willReturn(1)
        ledger.given { $0.balance(of: "vip") }.willReturn(100)
        #expect(ledger.balance(of: "a") == 1)
        #expect(ledger.balance(of: "vip") == 100)
        #expect(ledger.balance(of: "c") == 1)
        // The newer given answered "vip": the older one never saw it.
        #expect(accounts.values == ["a", "c"])
    }

    @Test func theIssuesAsyncSpelling() async {
        let ledger = CaptorLedgerMock()
        try? await ledger.settle(10)
        try? await ledger.settle(10)
        let amounts = Captor<Int>()
        let failures = await captureFailuresAsync {
            await ledger.verify(.times(2)) { try await $0.settle(arg(amounts)) }
        }
        #expect(failures.isEmpty)
        #expect(amounts.values == [10, 10])
        #expect(amounts.lastValue == 10)
    }

    @Test func aCaptorIsSafeFromAnyThread() {
        let ledger = CaptorLedgerMock()
        let amounts = Captor<Int>()
        ledger.given { $0.balance(of: arg(.any)) }.willReturn(0)
        ledger.given { $0.post(arg(amounts)) }.willReturn(())
        DispatchQueue.concurrentPerform(iterations: 200) { ledger.post($0) }
        #expect(amounts.values.sorted() == Array(0..<200))
        ledger.verify(.times(200)) { $0.post(arg(amounts)) }
        #expect(amounts.values.count == 200)
    }

    @Test func aFailingCheckNamesTheCaptorInItsMessage() {
        let ledger = CaptorLedgerMock()
        ledger.transfer(10, to: "B")
        let amounts = Captor<Int>()
        let line = #line + 1
        let failures = captureFailures { ledger.verify { $0.transfer(arg(amounts), to: arg(.equal(to: "A"))) } }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.fileID == thisFile)
        #expect(
            failures.first?.message == """
                Expected CaptorLedgerMock.transfer(_:to:) to be called at least once with arguments matching \
                (any Int (captured), equal to "A"); it was called 0 times with matching arguments, once in all.
                  Verified at: StuntDoubleTests/CaptorTests.swift:\(line)
                  1 call to transfer(_:to:), in order:
                    ✗ transfer(10, to: "B")  ← to should be equal to "A"
                  Other calls to CaptorLedgerMock: none
                """)
        #expect(amounts.values.isEmpty)
    }
}
