// History questions by calling the member: `numberOfCalls { … }` counts the
// calls its pattern matches, as `verify` would, and reports nothing.
import Testing

@testable import StuntDouble

/// An inventory for the questions' tests.
final class QuestionInventoryMock: Mocking, @unchecked Sendable {
    func reserve(_ sku: String, quantity: Int) { didCallFunction(withArguments: sku, quantity) }
    func save(_ note: String) { didCallFunction(withArguments: note) }
    func refresh() async { await didCallAsyncFunction() }
    var level: Int {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

private let thisFile = "StuntDoubleTests/ClosureHistoryTests.swift"

struct ClosureHistoryTests {
    @Test func countsTheCallsThePatternMatches() {
        let inventory = QuestionInventoryMock()
        inventory.reserve("A", quantity: 1)
        inventory.reserve("A", quantity: 3)
        inventory.reserve("B", quantity: 5)
        inventory.save("x")
        let failures = captureFailures {
            #expect(inventory.numberOfCalls { $0.reserve(arg(.equal(to: "A")), quantity: arg(.greaterThan(1))) } == 1)
            #expect(inventory.numberOfCalls { $0.reserve(arg(.any), quantity: arg(.any)) } == 3)
            #expect(inventory.numberOfCalls { $0.reserve("B", quantity: 5) } == 1)
            #expect(inventory.numberOfCalls { $0.save(arg(.any)) } == 1)
            #expect(inventory.numberOfCalls { $0.save("y") } == 0)
        }
        #expect(failures.isEmpty)
        // The question's own call is not recorded.
        #expect(inventory.numberOfCalls(toFunction: "reserve(_:quantity:)") == 3)
    }

    @Test func countsReadsApartFromWrites() {
        let inventory = QuestionInventoryMock()
        inventory.level = 3
        _ = inventory.level
        _ = inventory.level
        #expect(inventory.numberOfCalls { $0.level } == 2)
    }

    @Test func countsAsyncCalls() async {
        let inventory = QuestionInventoryMock()
        await inventory.refresh()
        await inventory.refresh()
        #expect(await inventory.numberOfCalls { await $0.refresh() } == 2)
    }

    @Test func aClosureThatCallsNothingIsReportedAtTheQuestionAndCountsNothing() {
        let inventory = QuestionInventoryMock()
        inventory.save("x")
        var count = -1
        let line = #line + 1
        let failures = captureFailures { count = inventory.numberOfCalls { _ in 0 } }
        #expect(count == 0)
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.map(\.fileID) == [thisFile])
        #expect(
            failures.first?.message.hasPrefix("numberOfCalls { … } recorded no call to QuestionInventoryMock.") == true)
    }
}
