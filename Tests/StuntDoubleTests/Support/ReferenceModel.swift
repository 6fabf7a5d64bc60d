import StuntDouble

// A reference model of StuntDouble's semantics, written independently of the
// library, for `ModelBasedTests`. It knows nothing of registries, logs or
// matcher boxes: givens are a list per member, calls a list, expectations a
// list, and every question is answered by scanning them.

// MARK: - The double under test

/// The double the model is checked against: a class that conforms with no
/// extra code, with an `Int` member that answers, an `Int` member that
/// answers nothing, a member without arguments that answers a `String`, and
/// an `Int` property, whose writes later reads return.
final class ModelSubjectMock: Mocking {
    func value(for key: Int) -> Int { didCallFunction(withArguments: key) }
    func store(_ value: Int) { didCallFunction(withArguments: value) }
    func name() -> String { didCallFunction() }
    var level: Int {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

// MARK: - Steps

/// A member of ``ModelSubjectMock``.
enum ModelMember: CaseIterable, Hashable, Sendable {
    case value
    case store
    case name
    /// The property `level`: a call is a read, `ModelStep.write` a write.
    case level

    /// The member's name as `#function` spells it.
    var function: String {
        switch self {
        case .value: "value(for:)"
        case .store: "store(_:)"
        case .name: "name()"
        case .level: "level"
        }
    }

    /// Whether the member's calls pass one `Int`; otherwise they pass
    /// nothing. A property's writes pass the value, its reads nothing.
    var takesInt: Bool { self == .value || self == .store }
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

    /// The given's answer as a test would write it, after the matcher.
    var code: String {
        switch self {
        case .int(let value): "willReturn: \(value)"
        case .text(let value): "willReturn: \"\(value)\""
        case .sequence(let first, let second): "willReturn: \(first), then: \(second)"
        case .plusArgument(let k): "willAnswer: { (x: Int) in x + \(k) }"
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
        case .given(let member, .any, let value):
            "double.given(\"\(member.function)\", \(value.code))"
        case .given(let member, let matcher, let value):
            "double.given(\"\(member.function)\", withArgumentsThatMatch: \(matcher.code), \(value.code))"
        case .call(.value, let argument): "double.value(for: \(argument))"
        case .call(.store, let argument): "double.store(\(argument))"
        case .call(.name, _): "double.name()"
        case .call(.level, _): "_ = double.level"
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

    var description: String {
        var parts: [String] = []
        if let answer { parts.append("answer \(answer)") }
        if let verifyFailures { parts.append("verify reported \(verifyFailures)") }
        parts.append("numberOfCalls \(numberOfCalls)")
        parts.append("Int arguments \(intArguments)")
        parts.append("level reads and writes \(levelReadsAndWrites)")
        parts.append("wouldFailIfVerified \(wouldFailIfVerified)")
        parts.append("\(failureMessageCount) failure messages")
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
        /// For consecutive values: how many calls this given answered.
        var answered = 0
        /// Whether a write stored it: the next write replaces it.
        var isWrite = false
    }

    private struct Expectation {
        let amount: ModelAmount
        let member: ModelMember
        let matcher: ModelMatcher
    }

    let precedence: GivenPrecedence
    private var givens: [ModelMember: [Given]] = [:]
    /// `passesInt`: the call passed its argument (a write, for `level`).
    private var calls: [(member: ModelMember, argument: Int, passesInt: Bool)] = []
    private var expectations: [Expectation] = []

    init(precedence: GivenPrecedence = .newestWins) {
        self.precedence = precedence
    }

    /// Applies `step` and returns what the double should show afterwards.
    mutating func apply(_ step: ModelStep) -> ModelObservation {
        var answer: String?
        var verifyFailures: Int?
        switch step {
        case .given(let member, let matcher, let value):
            givens[member, default: []].append(Given(matcher: matcher, value: value))
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
            failureMessageCount: unmetExpectations)
    }

    /// The applicable given's value, or the return type's default. A
    /// consecutive given advances only when it answers.
    private mutating func answer(_ member: ModelMember, _ argument: Int) -> String {
        let registered = givens[member] ?? []
        let order = precedence == .newestWins ? Array(registered.indices.reversed()) : Array(registered.indices)
        for index in order where registered[index].matcher.accepts(member, argument) {
            switch (member, registered[index].value) {
            case (.value, .int(let value)), (.level, .int(let value)): return "\(value)"
            case (.name, .text(let value)): return "\"\(value)\""
            case (.value, .sequence(let first, let second)), (.level, .sequence(let first, let second)):
                givens[member]![index].answered += 1
                return "\(registered[index].answered == 0 ? first : second)"
            case (.value, .plusArgument(let k)): return "\(argument + k)"
            default: continue  // an answer of another type never applies
            }
        }
        switch member {
        case .value, .level: return "0"
        case .store: return "()"
        case .name: return "\"\""
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
