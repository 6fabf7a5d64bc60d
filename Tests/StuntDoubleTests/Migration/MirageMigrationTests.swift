// The worked example of Guides/MigratingFromMirage.md: the region between the
// snippet markers is the article's code block, kept identical to it by
// DocumentationSnippetTests. Namespaced so that its names never collide
// with the doubles of other tests.
import StuntDouble
import Testing

enum MirageMigration {
    // snippet: worked-example
    class Calculator {
        func sum(_ left: Int, _ right: Int) -> Int { left + right }
    }

    protocol Dice {
        func roll() -> Int
    }

    protocol ScoreLog {
        func logWin(_ score: Int)
        func logLoss(_ score: Int)
    }

    /// The code under test: rolls two dice and logs whether their sum reaches the target.
    struct DiceGame {
        let calculator: Calculator
        let dice: any Dice
        let log: any ScoreLog

        func play(target: Int) {
            let score = calculator.sum(dice.roll(), dice.roll())
            if score >= target { log.logWin(score) } else { log.logLoss(score) }
        }
    }

    /// A partial mock: the real `sum` is passed as the member's real implementation.
    final class CalculatorMock: Calculator, Mocking {
        override func sum(_ left: Int, _ right: Int) -> Int {
            didCallFunction(withArguments: left, right) { super.sum(left, right) }
        }
    }

    final class DiceMock: Mocking, Dice {
        func roll() -> Int { didCallFunction() }
    }

    final class ScoreLogMock: Mocking, ScoreLog {
        func logWin(_ score: Int) { didCallFunction(withArguments: score) }
        func logLoss(_ score: Int) { didCallFunction(withArguments: score) }
    }

    struct DiceGameTests {
        @Test func aHighRollIsLoggedAsAWin() throws {
            let calculator = CalculatorMock()
            calculator.callsThroughByDefault = true
            let dice = DiceMock()
            dice.given("roll()", willReturn: 5, then: 10)
            let log = ScoreLogMock()

            DiceGame(calculator: calculator, dice: dice, log: log).play(target: 12)

            dice.verify(.times(2), callsToFunction: "roll()")
            calculator.verify(.once, callsToFunction: "sum(_:_:)")
            let operands: (Int, Int)? = calculator.lastReceivedArgumentsOfInferredType(forCallsToFunction: "sum(_:_:)")
            let (left, right) = try #require(operands)
            #expect(left == 5)
            #expect(right == 10)
            log.verify(.once, callsToFunction: "logWin(_:)", withArgumentsThatMatch: .equal(to: 15))
            log.verify(.never, callsToFunction: "logLoss(_:)")
        }

        @Test func aStubbedSumBelowTheTargetIsLoggedAsALoss() {
            let calculator = CalculatorMock()
            calculator.callsThroughByDefault = true
            calculator.given("sum(_:_:)", willReturn: 2)  // a given wins over the real implementation
            let log = ScoreLogMock()

            DiceGame(calculator: calculator, dice: DiceMock(), log: log).play(target: 12)

            log.verify(.once, callsToFunction: "logLoss(_:)", withArgumentsThatMatch: .equal(to: 2))
            log.verify(.never, callsToFunction: "logWin(_:)")
        }
    }
    // end snippet
}
