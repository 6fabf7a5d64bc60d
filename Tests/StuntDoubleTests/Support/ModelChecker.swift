import Foundation

@testable import StuntDouble

// Random sequences of steps, run against a fresh `ModelSubjectMock` and a
// `ReferenceModel` side by side; on divergence, the sequence is shrunk and
// described so that it can be replayed and pasted into a test.

// MARK: - A seeded generator

/// SplitMix64: a tiny, fast generator whose output depends only on its seed,
/// so that a sequence is the same on every machine and every run.
struct ModelRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, spelled out here rather than through
    /// `Int.random(in:using:)`, whose algorithm the standard library may change.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: width).high)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One of `choices`, each weighted by its count.
    mutating func pick<T>(_ choices: [(weight: Int, make: (inout ModelRandom) -> T)]) -> T {
        var roll = int(in: 0...(choices.reduce(0) { $0 + $1.weight } - 1))
        for choice in choices {
            if roll < choice.weight { return choice.make(&self) }
            roll -= choice.weight
        }
        fatalError("unreachable: the roll is below the total weight")
    }
}

// MARK: - Generating sequences

enum ModelGenerator {
    /// The sequence for `seed`: 1 to `maxSteps` steps, with arguments and
    /// values from small ranges so that matchers and givens often collide.
    static func sequence(seed: UInt64, maxSteps: Int) -> [ModelStep] {
        var random = ModelRandom(seed: seed)
        return (0..<random.int(in: 1...maxSteps)).map { _ in step(&random) }
    }

    static func step(_ random: inout ModelRandom) -> ModelStep {
        random.pick([
            (40, { .call(member(&$0), $0.int(in: 0...5)) }),
            (10, { .write($0.int(in: 0...5)) }),
            (
                25,
                { random in
                    let member = member(&random)
                    return .given(member, matcher(for: member, &random), value(for: member, &random))
                }
            ),
            (
                15,
                { random in
                    let member = member(&random)
                    return .expect(amount(&random), member, matcher(for: member, &random))
                }
            ),
            (8, { _ in .verify }),
            (6, { _ in .resetStub }),
            (6, { _ in .resetMock }),
            (4, { _ in .clearRecordedCalls }),
        ])
    }

    private static func member(_ random: inout ModelRandom) -> ModelMember {
        ModelMember.allCases[random.int(in: 0...(ModelMember.allCases.count - 1))]
    }

    private static func matcher(for member: ModelMember, _ random: inout ModelRandom) -> ModelMatcher {
        if member.takesInt {
            return random.pick([
                (40, { _ in .any }),
                (20, { .equal($0.int(in: 0...5)) }),
                (20, { .below($0.int(in: 0...6)) }),
                (10, { _ in .even }),
                (5, { _ in .noArguments }),
                (5, { _ in .text }),
            ])
        }
        return random.pick([
            (60, { _ in .any }),
            (30, { _ in .noArguments }),
            (5, { .equal($0.int(in: 0...5)) }),
            (5, { _ in .text }),
        ])
    }

    /// Mostly an answer that fits the member, sometimes one that does not;
    /// now and then consecutive values or a computed answer; values and
    /// errors in turn, mostly for the member that can throw.
    private static func value(for member: ModelMember, _ random: inout ModelRandom) -> ModelValue {
        if random.chance(member == .load ? 40 : 5) { return .outcomes(outcomes(&random)) }
        if random.chance(15) { return .sequence(random.int(in: 1...9), random.int(in: 10...19)) }
        if random.chance(10) { return .plusArgument(random.int(in: 100...109)) }
        let int = ModelValue.int(random.int(in: 1...9))
        let text = ModelValue.text(["a", "b", "c"][random.int(in: 0...2)])
        let fitting = member == .name ? text : int
        let other = member == .name ? int : text
        return random.chance(85) ? fitting : other
    }

    /// One to three outcomes, the first a value or an error, as
    /// `willReturn(_:)` or `willThrow(_:)` start a `GivenSequence`.
    private static func outcomes(_ random: inout ModelRandom) -> [ModelOutcome] {
        let first: ModelOutcome = random.chance(50) ? .value(random.int(in: 1...9)) : .error(random.int(in: 1...3))
        return [first]
            + (0..<random.int(in: 0...2)).map { _ in
                random.pick([
                    (40, { .value($0.int(in: 1...9)) }),
                    (40, { .error($0.int(in: 1...3)) }),
                    (20, { .plusArgument($0.int(in: 100...109)) }),
                ])
            }
    }

    private static func amount(_ random: inout ModelRandom) -> ModelAmount {
        random.pick([
            (20, { _ in .atLeastOnce }),
            (25, { .exactly($0.int(in: 0...3)) }),
            (15, { .atLeast($0.int(in: 0...3)) }),
            (15, { .atMost($0.int(in: 0...3)) }),
            (15, { _ in .never }),
            (10, { _ in .anyAmount }),
        ])
    }
}

// MARK: - Running a sequence

/// Where a double first showed something other than the model.
struct ModelDivergence: Sendable {
    /// The index of the step after which they differed.
    let step: Int
    let expected: ModelObservation
    let actual: ModelObservation
}

enum ModelChecker {
    /// Runs `steps` against a fresh double and a fresh model and returns the
    /// first step after which they disagree, or nil.
    static func firstDivergence(
        of steps: [ModelStep], precedence: ReferenceModel.GivenPrecedence, forms: ModelForms = .names
    ) -> ModelDivergence? {
        let double = ModelSubjectMock()
        let captors = ModelCaptors()
        var model = ReferenceModel(precedence: precedence, forms: forms)
        for (index, step) in steps.enumerated() {
            let expected = model.apply(step)
            let actual = observe(double, after: step, forms: forms, captors: captors)
            if actual != expected {
                return ModelDivergence(step: index, expected: expected, actual: actual)
            }
        }
        return nil
    }

    /// Performs `step` on `double` and reads back what the model predicts;
    /// `captors` are the run's, kept from step to step.
    static func observe(
        _ double: ModelSubjectMock, after step: ModelStep, forms: ModelForms = .names, captors: ModelCaptors
    ) -> ModelObservation {
        var answer: String?
        var verifyFailures: Int?
        switch step {
        case .given(let member, let matcher, let value)
        where forms == .closures && ModelClosureForms.given(double, member, matcher, value, captors: captors):
            break
        case .expect(let amount, let member, let matcher)
        where forms == .closures && ModelClosureForms.expect(double, amount, member, matcher):
            break
        case .given(let member, let matcher, .int(let value)):
            given(double, member, matcher, value)
        case .given(let member, let matcher, .text(let value)):
            given(double, member, matcher, value)
        // Through the internal entry every given form takes, so that any
        // matcher goes with any answer: the public forms tie the matcher's
        // argument type to the closure's.
        case .given(let member, let matcher, .sequence(let first, let second)):
            double.addGiven(
                member.function, box(for: member, matcher, captors), SequenceAnswer([first, second]), here)
        case .given(let member, let matcher, .plusArgument(let k)):
            double.addGiven(
                member.function, box(for: member, matcher, captors), ComputedAnswer { (x: Int) in x + k }, here)
        case .given(let member, let matcher, .outcomes(let outcomes)):
            double.addGiven(
                member.function, box(for: member, matcher, captors),
                OutcomeSequenceAnswer<Int>(outcomes.map(outcome(for:))), here)
        case .call(.value, let argument):
            answer = "\(double.value(for: argument))"
        case .call(.store, let argument):
            answer = "\(double.store(argument))"
        case .call(.name, _):
            answer = String(reflecting: double.name())
        case .call(.level, _):
            answer = "\(double.level)"
        case .call(.load, let argument):
            do { answer = "\(try double.load(argument))" } catch { answer = "throws \(error)" }
        case .write(let value):
            double.level = value
            answer = "()"
        case .expect(let amount, let member, let matcher):
            expect(double, amount, member, matcher)
        case .verify:
            verifyFailures = captureFailures { double.verify() }.count
        case .resetStub:
            double.resetStub()
        case .resetMock:
            double.resetMock()
        case .clearRecordedCalls:
            double.clearRecordedCalls()
        }
        let inferred: [Int] = double.receivedArgumentsOfInferredType()
        let numberOfCalls = ModelMember.allCases.map { double.numberOfCalls(toFunction: $0.function) }
        return ModelObservation(
            answer: answer, verifyFailures: verifyFailures,
            numberOfCalls: numberOfCalls,
            intArguments: inferred,
            levelReadsAndWrites: [
                double.numberOfReads(ofProperty: "level"), double.numberOfWrites(ofProperty: "level"),
            ],
            wouldFailIfVerified: double.wouldFailIfVerified(),
            failureMessageCount: double.applicableFailureMessages().count,
            questionArguments: questionArguments(double, after: step, numberOfCalls, forms: forms, captors: captors),
            givenCaptures: captors.givens.map(\.values))
    }

    /// The arguments of the calls to `value(for:)` and `load(_:)`. In the
    /// closure forms, what the run's question captors keep: each is asked
    /// again (`numberOfCalls { $0.value(for: arg(captor)) }`), replacing
    /// what it kept, after a step that can change what it counts, and
    /// keeps it through the others, since asking costs a recording. By
    /// name, the arguments received, asked only of a member that has calls
    /// (`numberOfCalls`, by `ModelMember`): an empty answer costs a search
    /// for a misspelled name.
    private static func questionArguments(
        _ double: ModelSubjectMock, after step: ModelStep, _ numberOfCalls: [Int], forms: ModelForms,
        captors: ModelCaptors
    ) -> [[Int]] {
        guard forms == .closures else {
            return [ModelMember.value, .load].map { member in
                let calls = numberOfCalls[ModelMember.allCases.firstIndex(of: member)!]
                return calls == 0 ? [] : double.receivedArguments(forCallsToFunction: member.function, as: Int.self)
            }
        }
        let (value, load) =
            switch step {
            case .call(.value, _): (true, false)
            case .call(.load, _): (false, true)
            case .clearRecordedCalls, .resetMock: (true, true)
            default: (false, false)
            }
        if value { _ = double.numberOfCalls { $0.value(for: arg(captors.valueQuestion)) } }
        if load { _ = double.numberOfCalls { try $0.load(arg(captors.loadQuestion)) } }
        return [captors.valueQuestion.values, captors.loadQuestion.values]
    }

    /// The library's outcome for one of the model's.
    private static func outcome(for outcome: ModelOutcome) -> OutcomeSequenceAnswer<Int>.Outcome {
        switch outcome {
        case .value(let value): .value(value)
        case .error(let code): .error(ModelError(code: code))
        case .plusArgument(let k): .answer(ComputedAnswer { (x: Int) in x + k })
        }
    }

    private static let here = CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

    /// The box of a given through the internal entry: for any argument of
    /// `value(for:)` or `load(_:)`, one that keeps the arguments of the
    /// calls the given answers in a new captor of the run, as
    /// `given { $0.value(for: arg(captor)) }` makes; else the matcher's.
    private static func box(for member: ModelMember, _ matcher: ModelMatcher, _ captors: ModelCaptors)
        -> MatcherBox
    {
        guard member == .value || member == .load, matcher == .any else { return box(for: matcher) }
        let captor = captors.newGivenCaptor()
        return TypedMatcherBox<Int>(
            conditionNames: { ["any Int (captured)"] }, matches: { _ in true }, failing: { _ in [] }, scan: nil,
            captors: [CaptorSlot(captor: captor, position: 0, count: 1)]
        ).keepingCaptured()
    }

    /// The matcher's box, whatever its argument type: for the givens that
    /// take any matcher the same way.
    private static func box(for matcher: ModelMatcher) -> MatcherBox {
        switch matcher {
        case .any: ArgumentMatcher<Any>.any.box
        case .equal(let k): ArgumentMatcher { (x: Int) in x == k }.box
        case .below(let k): ArgumentMatcher { (x: Int) in x < k }.box
        case .even: ArgumentMatcher { (x: Int) in x.isMultiple(of: 2) }.box
        case .noArguments: ArgumentMatcher { (_: Void) in true }.box
        case .text: ArgumentMatcher { (_: String) in true }.box
        }
    }

    private static func given<Value>(
        _ double: ModelSubjectMock, _ member: ModelMember, _ matcher: ModelMatcher, _ value: Value
    ) {
        let function = member.function
        switch matcher {
        case .any: double.given(function, willReturn: value)
        case .equal(let k):
            double.given(function, withArgumentsThatMatch: ArgumentMatcher { (x: Int) in x == k }, willReturn: value)
        case .below(let k):
            double.given(function, withArgumentsThatMatch: ArgumentMatcher { (x: Int) in x < k }, willReturn: value)
        case .even:
            double.given(
                function, withArgumentsThatMatch: ArgumentMatcher { (x: Int) in x.isMultiple(of: 2) },
                willReturn: value)
        case .noArguments:
            double.given(function, withArgumentsThatMatch: ArgumentMatcher { (_: Void) in true }, willReturn: value)
        case .text:
            double.given(function, withArgumentsThatMatch: ArgumentMatcher { (_: String) in true }, willReturn: value)
        }
    }

    private static func expect(
        _ double: ModelSubjectMock, _ amount: ModelAmount, _ member: ModelMember, _ matcher: ModelMatcher
    ) {
        switch matcher {
        case .any: expect(double, amount, member, ArgumentMatcher<Any>.any)
        case .equal(let k): expect(double, amount, member, ArgumentMatcher { (x: Int) in x == k })
        case .below(let k): expect(double, amount, member, ArgumentMatcher { (x: Int) in x < k })
        case .even: expect(double, amount, member, ArgumentMatcher { (x: Int) in x.isMultiple(of: 2) })
        case .noArguments: expect(double, amount, member, ArgumentMatcher { (_: Void) in true })
        case .text: expect(double, amount, member, ArgumentMatcher { (_: String) in true })
        }
    }

    private static func expect<Arguments>(
        _ double: ModelSubjectMock, _ amount: ModelAmount, _ member: ModelMember,
        _ matcher: ArgumentMatcher<Arguments>
    ) {
        let function = member.function
        switch amount {
        case .atLeastOnce: double.expect(callToFunction: function, withArgumentsThatMatch: matcher)
        case .exactly(let n):
            double.expect(.exactly(amount: n), callsToFunction: function, withArgumentsThatMatch: matcher)
        case .atLeast(let n): double.expect(.atLeast(n), callsToFunction: function, withArgumentsThatMatch: matcher)
        case .atMost(let n): double.expect(.atMost(n), callsToFunction: function, withArgumentsThatMatch: matcher)
        case .never: double.expect(.never, callsToFunction: function, withArgumentsThatMatch: matcher)
        case .anyAmount: double.expect(.anyAmount, callsToFunction: function, withArgumentsThatMatch: matcher)
        }
    }

    // MARK: Shrinking

    /// A shorter sequence that still diverges: cut after the divergent step,
    /// then drop steps one at a time, keeping each drop that still diverges,
    /// until no single step can go.
    static func shrink(
        _ steps: [ModelStep], precedence: ReferenceModel.GivenPrecedence, forms: ModelForms = .names
    ) -> (steps: [ModelStep], divergence: ModelDivergence)? {
        guard var divergence = firstDivergence(of: steps, precedence: precedence, forms: forms) else { return nil }
        var current = Array(steps.prefix(divergence.step + 1))
        var shrunk = true
        while shrunk {
            shrunk = false
            var index = current.count - 1
            while index >= 0 {
                var candidate = current
                candidate.remove(at: index)
                if let found = firstDivergence(of: candidate, precedence: precedence, forms: forms) {
                    current = Array(candidate.prefix(found.step + 1))
                    divergence = found
                    shrunk = true
                }
                index = min(index - 1, current.count - 1)
            }
        }
        return (current, divergence)
    }

    // MARK: Checking many sequences

    /// Checks `runs` sequences; sequence `i` uses seed `seed &+ i`, so any
    /// one of them replays alone with `STUNTDOUBLE_MODEL_SEED` set to its
    /// seed and `STUNTDOUBLE_MODEL_RUNS=1`.
    static func check(
        seed: UInt64, runs: Int, maxSteps: Int, precedence: ReferenceModel.GivenPrecedence = .newestWins,
        forms: ModelForms = .names
    ) -> ModelFailure? {
        for run in 0..<runs {
            let sequenceSeed = seed &+ UInt64(run)
            let steps = ModelGenerator.sequence(seed: sequenceSeed, maxSteps: maxSteps)
            guard let shrunk = shrink(steps, precedence: precedence, forms: forms) else { continue }
            return ModelFailure(
                seed: seed, run: run, sequenceSeed: sequenceSeed, originalLength: steps.count,
                steps: shrunk.steps, divergence: shrunk.divergence)
        }
        return nil
    }
}

/// The captors of one run, which outlive the givens that fill them.
final class ModelCaptors {
    /// One per given made with a captor, in the order of the givens.
    private(set) var givens: [Captor<Int>] = []
    /// What `numberOfCalls { $0.value(for: arg(captor)) }` keeps.
    let valueQuestion = Captor<Int>()
    /// What `numberOfCalls { try $0.load(arg(captor)) }` keeps.
    let loadQuestion = Captor<Int>()

    /// A captor for the next given.
    func newGivenCaptor() -> Captor<Int> {
        let captor = Captor<Int>()
        givens.append(captor)
        return captor
    }
}

/// A sequence on which the double and the model disagree, shrunk.
struct ModelFailure: Sendable, CustomStringConvertible {
    let seed: UInt64
    let run: Int
    let sequenceSeed: UInt64
    let originalLength: Int
    let steps: [ModelStep]
    let divergence: ModelDivergence

    var description: String {
        var lines = [
            "The double diverged from the reference model after step \(divergence.step + 1).",
            "  Seed: \(sequenceSeed) (sequence \(run) of STUNTDOUBLE_MODEL_SEED=\(seed))",
            "  Replay: STUNTDOUBLE_MODEL_SEED=\(sequenceSeed) STUNTDOUBLE_MODEL_RUNS=1 swift test --filter doubleAgreesWithTheReferenceModel",
            "  Shrunk from \(originalLength) steps to \(steps.count):",
        ]
        lines += steps.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        lines += [
            "  Model:  \(divergence.expected)",
            "  Double: \(divergence.actual)",
        ]
        return lines.joined(separator: "\n")
    }
}

// MARK: - Configuration

enum ModelConfiguration {
    /// The seed CI uses; `STUNTDOUBLE_MODEL_SEED` (decimal or 0x-hex) picks another.
    static let defaultSeed: UInt64 = 0x5EED_D0B1_E000_0004

    static var seed: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["STUNTDOUBLE_MODEL_SEED"] else { return defaultSeed }
        let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        // A mistyped seed must not quietly check the default sequences instead.
        guard let parsed else { preconditionFailure("STUNTDOUBLE_MODEL_SEED is not a UInt64: \(text)") }
        return parsed
    }

    /// 2,000 sequences unless `STUNTDOUBLE_MODEL_RUNS` asks for more (or fewer).
    static var runs: Int {
        guard let text = ProcessInfo.processInfo.environment["STUNTDOUBLE_MODEL_RUNS"] else { return 2_000 }
        guard let runs = Int(text), runs > 0 else {
            preconditionFailure("STUNTDOUBLE_MODEL_RUNS is not a positive number: \(text)")
        }
        return runs
    }

    static let maxSteps = 30
}
