import Testing

@testable import StuntDouble

/// Random sequences of given / call / expect / verify / reset steps, run
/// against a real double and against `ReferenceModel` side by side.
///
/// The seed is fixed so that CI checks the same 2,000 sequences every time.
/// To explore further, pick another seed and more runs:
///
/// ```sh
/// STUNTDOUBLE_MODEL_SEED=42 STUNTDOUBLE_MODEL_RUNS=100000 swift test --filter ModelBasedTests
/// ```
///
/// A divergence is reported with the seed that replays it and the sequence
/// shrunk to the steps that matter, written as Swift.
@Suite(.quietNotes)
struct ModelBasedTests {
    @Test func doubleAgreesWithTheReferenceModel() {
        let failure = ModelChecker.check(
            seed: ModelConfiguration.seed, runs: ModelConfiguration.runs, maxSteps: ModelConfiguration.maxSteps)
        if let failure {
            Issue.record(Comment(rawValue: failure.description))
        }
    }

    /// The same sequences with givens and expectations written by calling
    /// the member wherever a closure form can say the step: a closure form
    /// is the name-based form it records, so the same model holds.
    @Test func closureFormsAgreeWithTheReferenceModel() {
        let failure = ModelChecker.check(
            seed: ModelConfiguration.seed, runs: ModelConfiguration.runs, maxSteps: ModelConfiguration.maxSteps,
            forms: .closures)
        if let failure {
            Issue.record(Comment(rawValue: "With the closure forms: " + failure.description))
        }
    }

    /// The checker must catch a wrong rule: a model in which the oldest
    /// given wins diverges from the double as soon as two givens apply, and
    /// the shrinker cuts the sequence down to those two givens and the call.
    @Test func checkerFindsAndShrinksAWrongModel() throws {
        let failure = try #require(
            ModelChecker.check(seed: ModelConfiguration.defaultSeed, runs: 500, maxSteps: 30, precedence: .oldestWins))

        #expect(failure.originalLength >= failure.steps.count)
        #expect(failure.steps.count <= 4, "\(failure)")
        // A write of the property is a given too, the newest.
        #expect(
            failure.steps.count { if case .given = $0 { true } else if case .write = $0 { true } else { false } } >= 2,
            "\(failure)")
        let last = try #require(failure.steps.last)
        guard case .call = last else {
            Issue.record("The shrunk sequence should end with the call that diverged:\n\(failure)")
            return
        }
        #expect(failure.description.contains("STUNTDOUBLE_MODEL_SEED=\(failure.sequenceSeed)"))
        #expect(failure.description.contains("    \(failure.steps.count). \(last)"))

        // The reported seed replays the same divergence on its own.
        let replayed = try #require(
            ModelChecker.check(seed: failure.sequenceSeed, runs: 1, maxSteps: 30, precedence: .oldestWins))
        #expect(replayed.steps == failure.steps)
    }

    @Test func shrinkerDropsEveryStepThatDoesNotMatter() throws {
        let steps: [ModelStep] = [
            .given(.value, .any, .int(1)),
            .call(.store, 3),
            .expect(.atLeastOnce, .name, .any),
            .given(.name, .any, .text("a")),
            .given(.value, .below(4), .int(2)),
            .clearRecordedCalls,
            .call(.value, 2),
            .verify,
            .call(.value, 5),
        ]
        #expect(ModelChecker.firstDivergence(of: steps, precedence: .newestWins) == nil)

        let shrunk = try #require(ModelChecker.shrink(steps, precedence: .oldestWins))

        #expect(shrunk.steps == [.given(.value, .any, .int(1)), .given(.value, .below(4), .int(2)), .call(.value, 2)])
        #expect(shrunk.divergence.step == 2)
        #expect(shrunk.divergence.expected.answer == "1")
        #expect(shrunk.divergence.actual.answer == "2")
    }

    @Test func failureNamesTheSeedAndPrintsTheStepsAsSwift() throws {
        let steps: [ModelStep] = [
            .given(.value, .any, .int(1)),
            .given(.value, .equal(2), .int(7)),
            .call(.value, 2),
        ]
        let divergence = try #require(ModelChecker.firstDivergence(of: steps, precedence: .oldestWins))
        let failure = ModelFailure(
            seed: 100, run: 5, sequenceSeed: 105, originalLength: 12, steps: steps, divergence: divergence)

        #expect(
            failure.description == """
                The double diverged from the reference model after step 3.
                  Seed: 105 (sequence 5 of STUNTDOUBLE_MODEL_SEED=100)
                  Replay: STUNTDOUBLE_MODEL_SEED=105 STUNTDOUBLE_MODEL_RUNS=1 swift test --filter doubleAgreesWithTheReferenceModel
                  Shrunk from 12 steps to 3:
                    1. double.given("value(for:)", willReturn: 1)
                    2. double.given("value(for:)", withArgumentsThatMatch: ArgumentMatcher { (x: Int) in x == 2 }, willReturn: 7)
                    3. double.value(for: 2)
                  Model:  answer 1, numberOfCalls [1, 0, 0, 0, 0], Int arguments [2], level reads and writes [0, 0], wouldFailIfVerified false, 0 failure messages, value and load arguments [[2], []]
                  Double: answer 7, numberOfCalls [1, 0, 0, 0, 0], Int arguments [2], level reads and writes [0, 0], wouldFailIfVerified false, 0 failure messages, value and load arguments [[2], []]
                """)
    }

    @Test func everyStepPrintsAsSwift() {
        let printed = [
            ModelStep.call(.store, 4), .call(.name, 0), .call(.level, 0), .write(3), .call(.load, 2),
            .given(.name, .noArguments, .text("a")),
            .given(.load, .any, .outcomes([.error(1), .value(3), .plusArgument(100)])),
            .given(.value, .equal(2), .outcomes([.value(1), .error(2)])),
            .expect(.atLeastOnce, .store, .any),
            .expect(.atLeastOnce, .value, .even),
            .expect(.exactly(2), .name, .any),
            .expect(.atMost(1), .value, .text),
            .verify, .resetStub, .resetMock, .clearRecordedCalls,
        ].map(\.description)

        #expect(
            printed == [
                "double.store(4)",
                "double.name()",
                "_ = double.level",
                "double.level = 3",
                "_ = try? double.load(2)",
                #"double.given("name()", withArgumentsThatMatch: ArgumentMatcher { (_: Void) in true }, willReturn: "a")"#,
                "double.given { try $0.load(arg(.any)) }.willThrow(ModelError(code: 1)).thenReturn(3)"
                    + ".thenAnswer { (x: Int) in x + 100 }",
                "double.given { $0.value(for: 2) }.willReturn(1).thenThrow(ModelError(code: 2))",
                #"double.expect(callToFunction: "store(_:)")"#,
                #"double.expect(callToFunction: "value(for:)", withArgumentsThatMatch: ArgumentMatcher { (x: Int) in x % 2 == 0 })"#,
                #"double.expect(.exactly(amount: 2), callsToFunction: "name()")"#,
                #"double.expect(.atMost(1), callsToFunction: "value(for:)", withArgumentsThatMatch: ArgumentMatcher { (_: String) in true })"#,
                "double.verify()",
                "double.resetStub()",
                "double.resetMock()",
                "double.clearRecordedCalls()",
            ])
    }

    /// A captor in a given keeps the arguments of the calls that given
    /// answered, not those a newer given took, and what it kept outlives
    /// the given: after `resetStub()` it keeps its values and takes no more.
    @Test(arguments: [ModelForms.names, .closures])
    func givenCaptorsKeepTheCallsTheirGivenAnswered(forms: ModelForms) throws {
        let steps: [ModelStep] = [
            .given(.value, .any, .sequence(1, 2)),
            .call(.value, 3),
            .given(.value, .equal(4), .int(9)),
            .call(.value, 4),
            .call(.value, 5),
            .resetStub,
            .call(.value, 6),
            .given(.load, .any, .plusArgument(100)),
            .call(.load, 7),
            .clearRecordedCalls,
            .call(.load, 8),
        ]
        #expect(ModelChecker.firstDivergence(of: steps, precedence: .newestWins, forms: forms) == nil)

        var model = ReferenceModel(forms: forms)
        let last = try #require(steps.map { model.apply($0) }.last)
        #expect(last.givenCaptures == [[3, 5], [7, 8]])
        #expect(last.questionArguments == [[], [8]])
        #expect(last.answer == "108")
    }

    /// A sequence of outcomes advances only when its given answers, and its
    /// last outcome answers every call after; an error reads `throws`.
    @Test(arguments: [ModelForms.names, .closures])
    func outcomesAnswerInTurnAndTheLastRepeats(forms: ModelForms) {
        let steps: [ModelStep] = [
            .given(.load, .any, .outcomes([.error(1), .value(3), .plusArgument(100)])),
            .given(.load, .equal(5), .int(50)),
            .call(.load, 5),
            .call(.load, 1),
            .call(.load, 2),
            .call(.load, 3),
            .call(.load, 4),
            .given(.value, .any, .outcomes([.value(1), .error(2)])),
            .call(.value, 0),
        ]
        #expect(ModelChecker.firstDivergence(of: steps, precedence: .newestWins, forms: forms) == nil)

        var model = ReferenceModel(forms: forms)
        #expect(
            steps.compactMap { model.apply($0).answer } == ["50", "throws E1", "3", "103", "104", "0"])
    }

    /// SplitMix64's published first outputs for seed 0: the generator is
    /// the algorithm it claims, so a seed means the same sequence anywhere.
    @Test func generatorIsSplitMix64() {
        var random = ModelRandom(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)

        let first = ModelGenerator.sequence(seed: 7, maxSteps: 30)
        #expect(ModelGenerator.sequence(seed: 7, maxSteps: 30) == first)
        #expect(ModelGenerator.sequence(seed: 8, maxSteps: 30) != first)
    }

    /// The generated sequences reach every kind of step, matcher and amount,
    /// so that agreeing with the model means something.
    @Test func sequencesCoverEveryKindOfStep() {
        var kinds = Set<String>()
        for run in 0..<200 {
            for step in ModelGenerator.sequence(seed: ModelConfiguration.defaultSeed &+ UInt64(run), maxSteps: 30) {
                switch step {
                case .given(let member, let matcher, let value):
                    kinds.insert("given \(member)")
                    kinds.insert("matcher \(Self.kind(of: matcher))")
                    if case .text = value, member != .name { kinds.insert("given of another type") }
                    if case .sequence = value { kinds.insert("consecutive given") }
                    if case .plusArgument = value { kinds.insert("computed given") }
                    if case .outcomes(let outcomes) = value {
                        kinds.insert("outcomes given")
                        if outcomes.contains(where: \.isError), !outcomes.allSatisfy(\.isError) {
                            kinds.insert("outcomes mixing errors")
                        }
                    }
                    if ReferenceModel.hasCaptor(member, matcher, value, forms: .names) {
                        kinds.insert("given with a captor")
                    }
                case .call(let member, _): kinds.insert("call \(member)")
                case .write: kinds.insert("write level")
                case .expect(let amount, _, let matcher):
                    kinds.insert("amount \(Self.kind(of: amount))")
                    kinds.insert("matcher \(Self.kind(of: matcher))")
                case .verify: kinds.insert("verify")
                case .resetStub: kinds.insert("resetStub")
                case .resetMock: kinds.insert("resetMock")
                case .clearRecordedCalls: kinds.insert("clearRecordedCalls")
                }
            }
        }
        #expect(
            kinds == [
                "given value", "given store", "given name", "given level", "given of another type",
                "given load", "consecutive given", "computed given", "outcomes given", "outcomes mixing errors",
                "given with a captor",
                "call value", "call store", "call name", "call level", "call load", "write level",
                "matcher any", "matcher equal", "matcher below", "matcher even", "matcher noArguments", "matcher text",
                "amount atLeastOnce", "amount exactly", "amount atLeast", "amount atMost", "amount never",
                "amount anyAmount",
                "verify", "resetStub", "resetMock", "clearRecordedCalls",
            ])
    }

    private static func kind(of matcher: ModelMatcher) -> String {
        String(describing: matcher).prefix { $0 != "(" }.description
    }

    private static func kind(of amount: ModelAmount) -> String {
        String(describing: amount).prefix { $0 != "(" }.description
    }
}
