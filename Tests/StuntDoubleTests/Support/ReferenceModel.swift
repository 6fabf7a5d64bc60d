import StuntDouble

// A reference model of StuntDouble's semantics, written independently of the
// library, for `ModelBasedTests`. It knows nothing of registries, logs or
// matcher boxes: givens are a list per member, calls a list, expectations a
// list, and every question is answered by scanning them.

// MARK: - The double under test

/// The double the model is checked against: a class that conforms with no
/// extra code, with an `Int` member that answers, an `Int` member that
/// answers nothing, a member without arguments that answers a `String`, an
/// `Int` property, whose writes later reads return, and a throwing `Int`
/// member.
final class ModelSubjectMock: Mocking {
    func value(for key: Int) -> Int { didCallFunction(withArguments: key) }
    func store(_ value: Int) { didCallFunction(withArguments: value) }
    func name() -> String { didCallFunction() }
    var level: Int {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
    func load(_ key: Int) throws -> Int { try didCallThrowingFunction(withArguments: key) }
}

/// The error a given of the model throws, told apart by its code.
struct ModelError: Error, Hashable, CustomStringConvertible {
    let code: Int

    var description: String { "E\(code)" }
}

// MARK: - Steps

/// A member of ``ModelSubjectMock``.
enum ModelMember: CaseIterable, Hashable, Sendable {
    case value
    case store
    case name
    /// The property `level`: a call is a read, `ModelStep.write` a write.
    case level
    /// The throwing member `load(_:)`.
    case load

    /// The member's name as `#function` spells it.
    var function: String {
        switch self {
        case .value: "value(for:)"
        case .store: "store(_:)"
        case .name: "name()"
        case .level: "level"
        case .load: "load(_:)"
        }
    }

    /// Whether the member's calls pass one `Int`; otherwise they pass
    /// nothing. A property's writes pass the value, its reads nothing.
    var takesInt: Bool { self == .value || self == .store || self == .load }

    /// Whether the member returns an `Int`: a read, for the property.
    var returnsInt: Bool { self == .value || self == .level || self == .load }
}

/// The matchers the model knows, each with the argument type it is written for.
enum ModelMatcher: Hashable, Sendable {
    /// `.any`: accepts every call of every member.
    case any
    /// An `ArgumentMatcher<Int>` accepting `k` only.
    case equal(Int)
    /// An `ArgumentMatcher<Int>` accepting arguments below `k`.
    case below(Int)
    /// An `ArgumentMatcher<Int>` accepting even arguments.
    case even
    /// An `ArgumentMatcher<Void>` accepting every call without arguments.
    case noArguments
    /// An `ArgumentMatcher<String>`: fits no member of the double, so it
    /// never matches.
    case text

    /// Whether the matcher accepts a call to `member` with `argument`
    /// (ignored for members without arguments).
    func accepts(_ member: ModelMember, _ argument: Int) -> Bool {
        accepts(passingInt: member.takesInt, argument)
    }

    /// Whether the matcher accepts a call that passes `argument`, or
    /// nothing when not `passingInt`.
    func accepts(passingInt: Bool, _ argument: Int) -> Bool {
        switch self {
        case .any: true
        case .equal(let k): passingInt && argument == k
        case .below(let k): passingInt && argument < k
        case .even: passingInt && argument.isMultiple(of: 2)
        case .noArguments: !passingInt
        case .text: false
        }
    }

    /// The matcher as a test would write it.
    var code: String {
        switch self {
        case .any: ".any"
        case .equal(let k): "ArgumentMatcher { (x: Int) in x == \(k) }"
        case .below(let k): "ArgumentMatcher { (x: Int) in x < \(k) }"
        case .even: "ArgumentMatcher { (x: Int) in x % 2 == 0 }"
        case .noArguments: "ArgumentMatcher { (_: Void) in true }"
        case .text: "ArgumentMatcher { (_: String) in true }"
        }
    }
}

/// A given's answer: only a value of the member's return type is ever
/// returned, and a computed answer applies only to calls whose arguments
/// its closure takes.
enum ModelValue: Hashable, Sendable {
    case int(Int)
    case text(String)
    /// `willReturn: first, then: second`: consecutive values.
    case sequence(Int, Int)
    /// `willAnswer: { (x: Int) in x + k }`: computed from the argument.
    case plusArgument(Int)
    /// Values and errors in turn, the last repeating: a `GivenSequence`
    /// such as `willThrow(E1).thenReturn(3)`. Never empty.
    case outcomes([ModelOutcome])

    /// The given's answer as a test would write it, after the matcher.
    var code: String {
        switch self {
        case .int(let value): "willReturn: \(value)"
        case .text(let value): "willReturn: \"\(value)\""
        case .sequence(let first, let second): "willReturn: \(first), then: \(second)"
        case .plusArgument(let k): "willAnswer: { (x: Int) in x + \(k) }"
        case .outcomes(let outcomes): ModelOutcome.code(of: outcomes)
        }
    }
}

/// One outcome of a `GivenSequence`.
enum ModelOutcome: Hashable, Sendable {
    case value(Int)
    /// Throws `ModelError(code:)`.
    case error(Int)
    /// `thenAnswer { (x: Int) in x + k }`: computed from the argument.
    case plusArgument(Int)

    var isError: Bool {
        if case .error = self { true } else { false }
    }

    /// The chain after `given { … }`: `.willThrow(E1).thenReturn(3)`.
    static func code(of outcomes: [ModelOutcome]) -> String {
        outcomes.enumerated().map { index, outcome in
            switch outcome {
            case .value(let value): index == 0 ? ".willReturn(\(value))" : ".thenReturn(\(value))"
            case .error(let code): (index == 0 ? ".willThrow" : ".thenThrow") + "(ModelError(code: \(code)))"
            case .plusArgument(let k): (index == 0 ? ".willAnswer" : ".thenAnswer") + " { (x: Int) in x + \(k) }"
            }
        }.joined()
    }

    /// Whether a sequence of `outcomes` can answer `member`: its values are
    /// `Int`s, so the member must return one; an error needs a member that
    /// can throw, and a computed answer one that passes its `Int`.
    static func canAnswer(_ member: ModelMember, with outcomes: [ModelOutcome]) -> Bool {
        member.returnsInt
            && outcomes.allSatisfy { outcome in
                switch outcome {
                case .value: true
                case .error: member == .load
                case .plusArgument: member.takesInt
                }
            }
    }
}

/// An expectation's amount, as the model counts it.
enum ModelAmount: Hashable, Sendable {
    /// `expect(callToFunction:)`: at least one call.
    case atLeastOnce
    case exactly(Int)
    case atLeast(Int)
    case atMost(Int)
    case never
    case anyAmount

    /// Whether `count` matching calls meet the amount.
    func isMet(by count: Int) -> Bool {
        switch self {
        case .atLeastOnce: count >= 1
        case .exactly(let n): count == n
        case .atLeast(let n): count >= n
        case .atMost(let n): count <= n
        case .never: count == 0
        case .anyAmount: true
        }
    }

    var code: String {
        switch self {
        case .atLeastOnce: "(at least once)"
        case .exactly(let n): ".exactly(amount: \(n))"
        case .atLeast(let n): ".atLeast(\(n))"
        case .atMost(let n): ".atMost(\(n))"
        case .never: ".never"
        case .anyAmount: ".anyAmount"
        }
    }
}

/// One thing a test does to a double.
enum ModelStep: Hashable, Sendable, CustomStringConvertible {
    case given(ModelMember, ModelMatcher, ModelValue)
    /// A call; the argument is ignored for members without arguments. A
    /// call of `level` reads it.
    case call(ModelMember, Int)
    /// Writes `level`.
    case write(Int)
    case expect(ModelAmount, ModelMember, ModelMatcher)
    case verify
    case resetStub
    case resetMock
    case clearRecordedCalls

    /// The step as the Swift a test would write, so that a shrunk failing
    /// sequence can be pasted into a test.
    var description: String {
        switch self {
        case .given(let member, let matcher, .outcomes(let outcomes)):
            Self.closureGiven(member, matcher) + ModelOutcome.code(of: outcomes)
        case .given(let member, .any, let value):
            "double.given(\"\(member.function)\", \(value.code))"
        case .given(let member, let matcher, let value):
            "double.given(\"\(member.function)\", withArgumentsThatMatch: \(matcher.code), \(value.code))"
        case .call(.value, let argument): "double.value(for: \(argument))"
        case .call(.store, let argument): "double.store(\(argument))"
        case .call(.name, _): "double.name()"
        case .call(.level, _): "_ = double.level"
        case .call(.load, let argument): "_ = try? double.load(\(argument))"
        case .write(let value): "double.level = \(value)"
        case .expect(.atLeastOnce, let member, .any):
            "double.expect(callToFunction: \"\(member.function)\")"
        case .expect(.atLeastOnce, let member, let matcher):
            "double.expect(callToFunction: \"\(member.function)\", withArgumentsThatMatch: \(matcher.code))"
        case .expect(let amount, let member, .any):
            "double.expect(\(amount.code), callsToFunction: \"\(member.function)\")"
        case .expect(let amount, let member, let matcher):
            "double.expect(\(amount.code), callsToFunction: \"\(member.function)\", withArgumentsThatMatch: \(matcher.code))"
        case .verify: "double.verify()"
        case .resetStub: "double.resetStub()"
        case .resetMock: "double.resetMock()"
        case .clearRecordedCalls: "double.clearRecordedCalls()"
        }
    }

    /// A sequence of outcomes has only the closure form: `double.given {
    /// try $0.load(arg(.any)) }`. A matcher that no argument expression
    /// says stays a comment.
    private static func closureGiven(_ member: ModelMember, _ matcher: ModelMatcher) -> String {
        let argument =
            switch matcher {
            case .any: "arg(.any)"
            case .equal(let k): "\(k)"
            case .below(let k): "arg(.satisfying(\"below \(k)\") { $0 < \(k) })"
            case .even: "arg(.satisfying(\"even\") { $0.isMultiple(of: 2) })"
            case .noArguments, .text: "arg(.any) /* by name: \(matcher.code) */"
            }
        let call =
            switch member {
            case .value: "$0.value(for: \(argument))"
            case .store: "$0.store(\(argument))"
            case .name: "$0.name()"
            case .level: "$0.level"
            case .load: "try $0.load(\(argument))"
            }
        return "double.given { \(call) }"
    }
}

// MARK: - The model

/// What a double shows after a step: the answer of a call, the failures of
/// a `verify()`, and what its history and verification report.
struct ModelObservation: Hashable, Sendable, CustomStringConvertible {
    /// The call's result, `"()"` for a member returning nothing; nil when
    /// the step was not a call.
    var answer: String?
    /// How many failures `verify()` reported; nil when the step was not a verify.
    var verifyFailures: Int?
    /// `numberOfCalls(toFunction:)` of `value(for:)`, `store(_:)`, `name()`.
    var numberOfCalls: [Int]
    /// `receivedArgumentsOfInferredType()` as `[Int]`: the arguments of
    /// every `Int` call, in order.
    var intArguments: [Int]
    /// `numberOfReads(ofProperty:)` and `numberOfWrites(ofProperty:)` of
    /// `level`.
    var levelReadsAndWrites: [Int]
    var wouldFailIfVerified: Bool
    /// `applicableFailureMessages().count`.
    var failureMessageCount: Int
    /// The arguments of the calls to `value(for:)` and to `load(_:)`, in
    /// order: read through a captor (`numberOfCalls { $0.value(for:
    /// arg(captor)) }`) in the closure forms, else by name.
    var questionArguments: [[Int]]
    /// What the captor of each given that has one kept, in the order the
    /// givens were made: the arguments of the calls that given answered.
    var givenCaptures: [[Int]]

    var description: String {
        var parts: [String] = []
        if let answer { parts.append("answer \(answer)") }
        if let verifyFailures { parts.append("verify reported \(verifyFailures)") }
        parts.append("numberOfCalls \(numberOfCalls)")
        parts.append("Int arguments \(intArguments)")
        parts.append("level reads and writes \(levelReadsAndWrites)")
        parts.append("wouldFailIfVerified \(wouldFailIfVerified)")
        parts.append("\(failureMessageCount) failure messages")
        parts.append("value and load arguments \(questionArguments)")
        if !givenCaptures.isEmpty { parts.append("given captors \(givenCaptures)") }
        return parts.joined(separator: ", ")
    }
}

/// The semantics of a `Mocking` double, as the documentation states them.
struct ReferenceModel: Sendable {
    /// Which given answers when several apply.
    enum GivenPrecedence: Sendable {
        /// The documented rule: the most recently registered given wins.
        case newestWins
        /// A deliberately wrong rule, to prove the checker finds and shrinks divergences.
        case oldestWins
    }

    private struct Given {
        let matcher: ModelMatcher
        let value: ModelValue
        /// For consecutive values and outcomes: how many calls this given
        /// answered.
        var answered = 0
        /// Whether a write stored it: the next write replaces it.
        var isWrite = false
        /// The index in `captures` of the given's captor, if it has one.
        var captor: Int?
    }

    private struct Expectation {
        let amount: ModelAmount
        let member: ModelMember
        let matcher: ModelMatcher
    }

    let precedence: GivenPrecedence
    let forms: ModelForms
    private var givens: [ModelMember: [Given]] = [:]
    /// What each given's captor kept, in the order of the givens: a captor
    /// outlives its given, keeping what it kept through a reset.
    private var captures: [[Int]] = []
    /// `passesInt`: the call passed its argument (a write, for `level`).
    private var calls: [(member: ModelMember, argument: Int, passesInt: Bool)] = []
    private var expectations: [Expectation] = []

    init(precedence: GivenPrecedence = .newestWins, forms: ModelForms = .names) {
        self.precedence = precedence
        self.forms = forms
    }

    /// Whether the checker writes the given with a captor for its argument:
    /// a given of `value(for:)` or `load(_:)` for any argument, in the
    /// closure forms (`given { $0.value(for: arg(captor)) }`) whenever its
    /// answer fits the member's type; by name, the givens made through the
    /// internal entry (consecutive, computed and mixed answers), since the
    /// public name-based forms have no captors.
    static func hasCaptor(_ member: ModelMember, _ matcher: ModelMatcher, _ value: ModelValue, forms: ModelForms)
        -> Bool
    {
        guard member == .value || member == .load, matcher == .any else { return false }
        switch (forms, value) {
        case (_, .text), (.names, .int): return false
        default: return true
        }
    }

    /// Applies `step` and returns what the double should show afterwards.
    mutating func apply(_ step: ModelStep) -> ModelObservation {
        var answer: String?
        var verifyFailures: Int?
        switch step {
        case .given(let member, let matcher, let value):
            var given = Given(matcher: matcher, value: value)
            if Self.hasCaptor(member, matcher, value, forms: forms) {
                given.captor = captures.count
                captures.append([])
            }
            givens[member, default: []].append(given)
        case .call(let member, let argument):
            calls.append((member, argument, member.takesInt))
            answer = self.answer(member, argument)
        case .write(let value):
            // A write is the newest given, replacing the previous write.
            calls.append((.level, value, true))
            givens[.level, default: []].removeAll { $0.isWrite }
            givens[.level, default: []].append(Given(matcher: .any, value: .int(value), isWrite: true))
            answer = "()"
        case .expect(let amount, let member, let matcher):
            expectations.append(Expectation(amount: amount, member: member, matcher: matcher))
        case .verify:
            verifyFailures = unmetExpectations
        case .resetStub:
            givens = [:]
        case .resetMock:
            givens = [:]
            expectations = []
            calls = []
        case .clearRecordedCalls:
            calls = []
        }
        return ModelObservation(
            answer: answer, verifyFailures: verifyFailures,
            numberOfCalls: ModelMember.allCases.map { member in calls.count { $0.member == member } },
            intArguments: calls.filter(\.passesInt).map(\.argument),
            levelReadsAndWrites: [
                calls.count { $0.member == .level && !$0.passesInt },
                calls.count { $0.member == .level && $0.passesInt },
            ],
            wouldFailIfVerified: unmetExpectations > 0,
            failureMessageCount: unmetExpectations,
            questionArguments: [ModelMember.value, .load].map { member in
                calls.filter { $0.member == member }.map(\.argument)
            },
            givenCaptures: captures)
    }

    /// The applicable given's value, or the return type's default. A
    /// consecutive given advances only when it answers, and only the given
    /// that answers gives its captor the argument.
    private mutating func answer(_ member: ModelMember, _ argument: Int) -> String {
        let registered = givens[member] ?? []
        let order = precedence == .newestWins ? Array(registered.indices.reversed()) : Array(registered.indices)
        for index in order where registered[index].matcher.accepts(member, argument) {
            // An answer of another type never applies.
            guard let answer = Self.answer(of: registered[index], to: member, argument) else { continue }
            givens[member]![index].answered += 1
            if let captor = registered[index].captor { captures[captor].append(argument) }
            return answer
        }
        switch member {
        case .value, .level, .load: return "0"
        case .store: return "()"
        case .name: return "\"\""
        }
    }

    /// What `given` answers a call of `member` with; nil when its answer
    /// cannot answer the member. A thrown error reads `throws E1`.
    private static func answer(of given: Given, to member: ModelMember, _ argument: Int) -> String? {
        switch given.value {
        case .int(let value): return member.returnsInt ? "\(value)" : nil
        case .text(let value): return member == .name ? "\"\(value)\"" : nil
        case .sequence(let first, let second):
            return member.returnsInt ? "\(given.answered == 0 ? first : second)" : nil
        case .plusArgument(let k): return member.returnsInt && member.takesInt ? "\(argument + k)" : nil
        case .outcomes(let outcomes):
            guard ModelOutcome.canAnswer(member, with: outcomes) else { return nil }
            // The last outcome answers every call after.
            switch outcomes[min(given.answered, outcomes.count - 1)] {
            case .value(let value): return "\(value)"
            case .error(let code): return "throws \(ModelError(code: code))"
            case .plusArgument(let k): return "\(argument + k)"
            }
        }
    }

    /// Expectations whose count of matching calls misses their amount.
    private var unmetExpectations: Int {
        expectations.count { expectation in
            let matching = calls.count { call in
                call.member == expectation.member
                    && expectation.matcher.accepts(passingInt: call.passesInt, call.argument)
            }
            return !expectation.amount.isMet(by: matching)
        }
    }
}
