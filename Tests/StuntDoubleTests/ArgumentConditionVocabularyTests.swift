// The conditions beyond equality: comparisons, ranges, collection and
// string conditions, and `&&`, `||`, `!`. Each accepts what it says, names
// itself in messages, and works in the closure forms and the name-based
// ones alike.
import Testing

@testable import StuntDouble

/// A gateway for the vocabulary's tests.
final class VocabularyGatewayMock: Mocking {
    func charge(amount: Int, currency: String) -> Bool { didCallFunction(withArguments: amount, currency) }
    func tag(_ tags: [Int]) -> Int { didCallFunction(withArguments: tags) }
    func weigh(_ weight: VocabularyWeight) -> Bool { didCallFunction(withArguments: weight) }
    /// Where failures about a call to `charge` are reported: its line.
    static let chargeLine = #line - 4
}

/// The gateway of a test that sends conditions to other tasks.
final class SendableVocabularyGatewayMock: Mocking, Sendable {
    func charge(amount: Int, currency: String) -> Bool { didCallFunction(withArguments: amount, currency) }
}

private let thisFile = "StuntDoubleTests/ArgumentConditionVocabularyTests.swift"

struct ArgumentConditionVocabularyTests {
    /// A condition, the values it accepts and rejects, and its name.
    struct Case<Value>: CustomTestStringConvertible {
        let condition: ArgumentCondition<Value>
        let accepted: [Value]
        let rejected: [Value]
        let description: String

        var testDescription: String { description }

        func check() {
            #expect(accepted.allSatisfy(condition.test), "\(description) rejects one of \(accepted)")
            #expect(!rejected.contains(where: condition.test), "\(description) accepts one of \(rejected)")
            #expect(condition.describe() == description)
        }
    }

    @Test func comparisonsAndRanges() {
        Case(condition: .greaterThan(3), accepted: [4, 100], rejected: [3, -1], description: "greater than 3").check()
        Case(condition: .lessThan(10), accepted: [9, -5], rejected: [10, 11], description: "less than 10").check()
        Case(condition: .atLeast(1), accepted: [1, 2], rejected: [0], description: "at least 1").check()
        Case(condition: .atMost(9), accepted: [9, 0], rejected: [10], description: "at most 9").check()
        Case(condition: .in(1...5), accepted: [1, 5], rejected: [0, 6], description: "in 1...5").check()
        Case(condition: .in(0..<5), accepted: [0, 4], rejected: [5], description: "in 0..<5").check()
        Case(
            condition: .greaterThan(1.5), accepted: [2.0], rejected: [1.5], description: "greater than 1.5"
        ).check()
        Case(
            condition: .lessThan("b"), accepted: ["a"], rejected: ["b", "c"], description: #"less than "b""#
        ).check()
    }

    @Test func collectionsAndStrings() {
        Case<[Int]>(
            condition: .contains(3), accepted: [[3], [1, 3]], rejected: [[], [4]],
            description: "a collection containing 3"
        )
        .check()
        Case<[Int]>(
            condition: .hasCount(2), accepted: [[1, 2]], rejected: [[1], []], description: "a collection of 2 elements"
        )
        .check()
        Case<[Int]>(condition: .hasCount(1), accepted: [[1]], rejected: [[]], description: "a collection of 1 element")
            .check()
        Case<[Int]>(condition: .isEmpty, accepted: [[]], rejected: [[1]], description: "empty").check()
        Case<String>(
            condition: .contains("EUR"), accepted: ["10 EUR", "EUR"], rejected: ["eur", ""],
            description: #"a string containing "EUR""#
        ).check()
        Case<String>(
            condition: .hasPrefix("sku-"), accepted: ["sku-1"], rejected: ["1-sku"],
            description: #"a string starting with "sku-""#
        ).check()
        Case<String>(
            condition: .hasSuffix(".json"), accepted: ["a.json"], rejected: ["json.a"],
            description: #"a string ending with ".json""#
        ).check()
        Case<String>(
            condition: .hasCount(3), accepted: ["abc"], rejected: ["ab"], description: "a collection of 3 elements"
        )
        .check()
        Case<Set<Int>>(
            condition: .contains(2), accepted: [[2, 3]], rejected: [[3]], description: "a collection containing 2"
        )
        .check()
    }

    @Test func combinatorsDescribeThemselvesAsTheyTest() {
        Case<Int>(
            condition: .greaterThan(0) && .lessThan(100), accepted: [1, 99], rejected: [0, 100],
            description: "greater than 0 and less than 100"
        ).check()
        Case<String>(
            condition: .equal(to: "a") || .equal(to: "b"), accepted: ["a", "b"], rejected: ["c"],
            description: #"equal to "a" or equal to "b""#
        ).check()
        Case<[Int]>(condition: !.isEmpty, accepted: [[1]], rejected: [[]], description: "not empty").check()
        Case<Int>(
            condition: (.lessThan(0) || .greaterThan(10)) && !.equal(to: 11), accepted: [-1, 12],
            rejected: [5, 11], description: "(less than 0 or greater than 10) and not equal to 11"
        ).check()
        Case<Int>(
            condition: !(.atLeast(1) && .atMost(3)), accepted: [0, 4], rejected: [2],
            description: "not (at least 1 and at most 3)"
        ).check()
        Case<Int>(
            condition: .atLeast(1) && .atMost(3) && .equal(to: 2), accepted: [2], rejected: [1, 3],
            description: "at least 1 and at most 3 and equal to 2"
        ).check()
    }

    @Test func theClosureFormsTakeTheNewConditions() {
        let gateway = VocabularyGatewayMock()
        gateway.given { $0.charge(amount: arg(.greaterThan(0) && .lessThan(100)), currency: arg(.contains("EUR"))) }
            .willReturn(true)
        #expect(gateway.charge(amount: 50, currency: "EUR") == true)
        #expect(gateway.charge(amount: 150, currency: "EUR") == false)
        #expect(gateway.charge(amount: 50, currency: "USD") == false)
        gateway.given { $0.tag(arg(!.isEmpty)) }.willReturn(1)
        #expect(gateway.tag([3]) == 1)
        #expect(gateway.tag([]) == 0)
        let failures = captureFailures {
            gateway.verify(.once) { $0.charge(amount: arg(.in(1...100)), currency: arg(.hasPrefix("E"))) }
            gateway.verify { $0.tag(arg(.contains(3) || .hasCount(0))) }
        }
        #expect(failures.isEmpty)
    }

    /// A condition over a `Sendable` type is `Sendable`: one kept in a
    /// `let` goes into a task and an `@Sendable` closure.
    @Test func aConditionIsSendable() async {
        let gateway = SendableVocabularyGatewayMock()
        let amount: ArgumentCondition<Int> = .greaterThan(0) && .lessThan(100)
        let currency: ArgumentCondition<String> = .satisfying("a euro code") { $0.hasPrefix("EU") }
        await Task.detached {
            _ = gateway.given { $0.charge(amount: arg(amount), currency: arg(currency)) }.willReturn(true)
        }.value
        #expect(gateway.charge(amount: 50, currency: "EUR") == true)
        #expect(gateway.charge(amount: 150, currency: "EUR") == false)
        #expect(gateway.charge(amount: 50, currency: "USD") == false)
        let failures = await captureFailuresAsync {
            let check = Task { @Sendable () -> Void in
                gateway.verify(.times(3)) { $0.charge(amount: arg(.any), currency: arg(currency)) }
            }
            await check.value
        }
        #expect(failures.map(\.message.isEmpty) == [false], "only two calls pay in euro")
    }

    @Test func theNameBasedFormsTakeThemToo() {
        let gateway = VocabularyGatewayMock()
        gateway.given(
            "charge(amount:currency:)", withArgumentsThatMatch: ArgumentMatcher<(Int, String)>(.greaterThan(3), .any),
            willReturn: true)
        #expect(gateway.charge(amount: 4, currency: "EUR") == true)
        #expect(gateway.charge(amount: 3, currency: "EUR") == false)
    }

    /// A failure names the conditions as they read.
    @Test func aGivensMatcherOfNewConditionsIsNamedInTheFailure() {
        let gateway = VocabularyGatewayMock()
        gateway.stubbingPolicy = .strict
        let givenLine = #line + 1
        gateway.given { $0.charge(amount: arg(.greaterThan(0) && .lessThan(100)), currency: arg(.any(String.self))) }
            .willReturn(true)
        let failures = captureFailures { _ = gateway.charge(amount: 500, currency: "EUR") }
        expectFailures(
            failures, at: VocabularyGatewayMock.chargeLine,
            [
                """
                No given answers VocabularyGatewayMock.charge(amount:currency:), and the stubbing policy is strict.
                  Called with: charge(amount: 500, currency: "EUR")
                  Givens for charge(amount:currency:), newest first:
                    At \(thisFile):\(givenLine), willReturn true: its matcher (greater than 0 and less than 100, any String) rejected these arguments
                  The call returns the default value, false, instead.
                """
            ])
    }

    /// A check says which argument failed which condition.
    @Test func aFailedCheckSaysWhichConditionEachArgumentFailed() {
        let gateway = VocabularyGatewayMock()
        _ = gateway.charge(amount: 150, currency: "EUR")
        _ = gateway.charge(amount: 50, currency: "USD")
        let line = #line + 2
        let failures = captureFailures {
            gateway.verify { $0.charge(amount: arg(.in(1...100)), currency: arg(.hasPrefix("E") && !.isEmpty)) }
        }
        expectFailures(
            failures, at: line,
            [
                """
                Expected VocabularyGatewayMock.charge(amount:currency:) to be called at least once with arguments matching (in 1...100, a string starting with "E" and not empty); it was called 0 times with matching arguments, 2 times in all.
                  Verified at: \(thisFile):\(line)
                  2 calls to charge(amount:currency:), in order:
                    ✗ charge(amount: 150, currency: "EUR")  ← amount should be in 1...100
                    ✗ charge(amount: 50, currency: "USD")  ← currency should be a string starting with "E" and not empty
                  Other calls to VocabularyGatewayMock: none
                """
            ])
    }

    /// `arg(_:)` passes a comparison's bound where the type has no default
    /// stub value: no trap.
    @Test func argPassesTheBoundOfAComparison() {
        let gateway = VocabularyGatewayMock()
        gateway.given { $0.weigh(arg(.greaterThan(VocabularyWeight(grams: 3)))) }.willReturn(true)
        #expect(gateway.weigh(VocabularyWeight(grams: 4)) == true)
        #expect(gateway.weigh(VocabularyWeight(grams: 3)) == false)
    }
}

/// A type without a default stub value.
struct VocabularyWeight: Comparable {
    let grams: Int
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.grams < rhs.grams }
}
