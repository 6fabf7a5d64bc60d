// Writes the `didCall…` forms and the call shapes they forward to, each
// written once here: six effects (cannot throw, throws, typed throws,
// `async`, `async throws`, `async` typed throws) by three results (nothing,
// a value with a default, any value) make eighteen shapes; three ways of
// naming the member (`#function` or a literal, a run-time `String`, a
// `FunctionID`) make the fifty-four public forms. It also writes the other forms whose copies
// differ only in a name, an effect or a type: givens, expectations and
// checks by name and by `FunctionID`, the closure forms of `expect` and
// `verify`, a `ClosureDouble`'s calls, and the numbers' default stub values.
// Adding a shape, a naming, a form or a sentence of their
// documentation is an edit to this file; `.ci/generate-call-forms` runs it
// and formats what it writes, and `.ci/run` fails when the committed files
// differ from its output.
//
// It also writes the `ArgumentMatcher` forms of two to ten conditions (see
// `matcherArities` below).
//
// Usage: swift .ci/call-forms/generate.swift OUTPUT_DIRECTORY

import Foundation

// MARK: - The shapes

struct Effect {
    /// The public forms' name: `didCall…Function`.
    let formName: String
    /// The internal shapes' prefix: `call…Returning…`.
    let shapeName: String
    /// The effects in a signature: `throws(Failure)`.
    let signature: String
    /// What a call to a form of this effect is marked with.
    let marks: String
    /// The `MemberKind`-like form of the call, as `receiveCall` takes it.
    let callForm: String
    /// A member of this effect, as the documentation's first sentence names it.
    let member: String
    /// What the effect does to answers, for the documentation.
    let answers: String
    /// What happens when nothing answers and `Result` has no default.
    let unanswered: String
    let throwsTyped: Bool
    let canThrow: Bool
    let isAsync: Bool
    /// The examples of the documentation, by result: nothing, default, any.
    let examples: [[String]]
}

enum ResultKind: CaseIterable {
    case nothing, withDefault, any

    var shapeSuffix: String {
        switch self {
        case .nothing: "ReturningNothing"
        case .withDefault: "ReturningDefault"
        case .any: "Returning"
        }
    }

    var genericParameter: String? {
        switch self {
        case .nothing: nil
        case .withDefault: "Result: ProvidingDefaultStubValue"
        case .any: "Result"
        }
    }

    var typeName: String { self == .nothing ? "Void" : "Result" }

    func summary(_ member: String) -> String {
        switch self {
        case .nothing: "records a call to \(member) that returns nothing, and runs its answer."
        case .withDefault:
            "records a call to \(member) and returns its answer, or `Result.defaultStubValue()` when no given answers."
        case .any: "records a call to \(member) and returns its answer."
        }
    }

    var returns: String? {
        switch self {
        case .nothing: nil
        case .withDefault: "The answer, or the type's default stub value."
        case .any: "The answer."
        }
    }
}

let effects = [
    Effect(
        formName: "didCallFunction", shapeName: "call", signature: "", marks: "", callForm: ".plain",
        member: "a member",
        answers: """
            An answer that throws is reported as a failure naming the member and the error; the member then \
            returns its default value, or traps when it has none.
            """,
        unanswered: """
            When nothing answers and `Result` has no default stub value, the call is reported with the member's \
            givens and why none applied, and then the process traps: the member has nothing to return. This form \
            also serves `didCallFunction(withArguments: x)!`, where `Result` is inferred as an optional.
            """,
        throwsTyped: false, canThrow: false, isAsync: false,
        examples: [
            [
                "func setSpeed(to value: Double) { didCallFunction(withArguments: value) }",
                "override func reset() { didCallFunction(realImplementation: { super.reset() }) }",
            ],
            [
                "func currentSpeed() -> Double { didCallFunction() }  // 0.0 until given",
                "override func sum(_ a: Int, _ b: Int) -> Int {",
                "    didCallFunction(withArguments: a, b) { super.sum(a, b) }",
                "}",
            ],
            ["func part(named name: String) -> Part { didCallFunction(withArguments: name) }"],
        ]),
    Effect(
        formName: "didCallThrowingFunction", shapeName: "callThrowing", signature: "throws", marks: "try ",
        callForm: ".throwing", member: "a throwing member",
        answers: "`willThrow` givens and throwing `willAnswer` closures throw from here.",
        unanswered: """
            When nothing answers and `Result` has no default stub value, the call is reported and throws a \
            ``StuntDoubleError``: the test fails at this line and goes on.
            """,
        throwsTyped: false, canThrow: true, isAsync: false,
        examples: [
            ["func start() throws { try didCallThrowingFunction() }"],
            ["func load() throws -> Data { try didCallThrowingFunction() }"],
            ["func user(id: Int) throws -> User { try didCallThrowingFunction(withArguments: id) }"],
        ]),
    Effect(
        formName: "didCallThrowingFunction", shapeName: "callThrowing", signature: "throws(Failure)", marks: "try ",
        callForm: ".throwing", member: "a member with typed throws",
        answers: """
            Errors of type `Failure` from the answer are thrown; an error of another type is reported as a \
            failure naming both types, and the member returns its default value, or traps when it has none.
            """,
        unanswered: """
            When nothing answers and `Result` has no default stub value, the call is reported and throws a \
            ``StuntDoubleError`` where `Failure` can hold one, and traps otherwise.
            """,
        throwsTyped: true, canThrow: true, isAsync: false,
        examples: [
            ["func start() throws(EngineError) { try didCallThrowingFunction(throwing: EngineError.self) }"],
            ["func load() throws(LoadError) -> Data { try didCallThrowingFunction(throwing: LoadError.self) }"],
            [
                "func user(id: Int) throws(LoadError) -> User {",
                "    try didCallThrowingFunction(throwing: LoadError.self, withArguments: id)",
                "}",
            ],
        ]),
    Effect(
        formName: "didCallAsyncFunction", shapeName: "callAsync", signature: "async", marks: "await ",
        callForm: ".async", member: "an `async` member",
        answers: "`async` `willAnswer` closures apply here, and may suspend until the test lets them go.",
        unanswered:
            "When nothing answers and `Result` has no default stub value, the call is reported and the process traps.",
        throwsTyped: false, canThrow: false, isAsync: true,
        examples: [
            ["func refresh() async { await didCallAsyncFunction() }"],
            ["func tick() async -> Int { await didCallAsyncFunction() }"],
            ["func user(id: Int) async -> User { await didCallAsyncFunction(withArguments: id) }"],
        ]),
    Effect(
        formName: "didCallAsyncThrowingFunction", shapeName: "callAsyncThrowing", signature: "async throws",
        marks: "try await ", callForm: ".asyncThrowing", member: "an `async throws` member",
        answers: "`async` `willAnswer` closures apply here and may suspend; errors from the answer are thrown.",
        unanswered: """
            When nothing answers and `Result` has no default stub value, the call is reported and throws a \
            ``StuntDoubleError``.
            """,
        throwsTyped: false, canThrow: true, isAsync: true,
        examples: [
            ["func sync() async throws { try await didCallAsyncThrowingFunction() }"],
            ["func load() async throws -> Data { try await didCallAsyncThrowingFunction() }"],
            ["func fetch(id: Int) async throws -> User { try await didCallAsyncThrowingFunction(withArguments: id) }"],
        ]),
    Effect(
        formName: "didCallAsyncThrowingFunction", shapeName: "callAsyncThrowing", signature: "async throws(Failure)",
        marks: "try await ", callForm: ".asyncThrowing", member: "an `async` member with typed throws",
        answers: """
            `async` `willAnswer` closures apply here and may suspend. Errors of type `Failure` from the answer are \
            thrown; an error of another type is reported as a failure naming both types, and the member returns its \
            default value, or traps when it has none.
            """,
        unanswered: """
            When nothing answers and `Result` has no default stub value, the call is reported and throws a \
            ``StuntDoubleError`` where `Failure` can hold one, and traps otherwise.
            """,
        throwsTyped: true, canThrow: true, isAsync: true,
        examples: [
            [
                "func refund(_ id: ChargeID) async throws(PaymentError) {",
                "    try await didCallAsyncThrowingFunction(throwing: PaymentError.self, withArguments: id)",
                "}",
            ],
            [
                "func balance() async throws(PaymentError) -> Int {",
                "    try await didCallAsyncThrowingFunction(throwing: PaymentError.self)",
                "}",
            ],
            [
                "func charge(_ amount: Int) async throws(PaymentError) -> ChargeID {",
                "    try await didCallAsyncThrowingFunction(throwing: PaymentError.self, withArguments: amount)",
                "}",
            ],
        ]),
]

// MARK: - The ways of naming a member

struct Naming {
    let file: String
    let header: String
    let extensionClause: String
    let attributes: String
    /// The parameter that names the member, before the typed error's.
    let nameParameter: String
    /// The parameter after the arguments that tells which member calls.
    let callerParameter: String
    let key: String
    /// The first words of a form's summary; `nil` for the form documented in full.
    let summaryLead: String?
    let parameterDocs: [String]
}

let sharedParameterDocs = [
    "- arguments: The member's arguments, in order. Their static types are kept: matchers, answers and the call history see exactly these types.",
    "- fileID: Where failures about this call are reported, such as a call that nothing answers: the double's file, by default.",
    "- filePath: The full path of that file; leave the default.",
    "- line: The line of those failures: the member's, by default.",
    "- column: The column of those failures; leave the default.",
    "- realImplementation: What the member really does, for `callThrough` givens and `callsThroughByDefault`; a subclass passes its `super` call.",
]

let namings = [
    Naming(
        file: "Stubbing+Calls.swift",
        header: """
            // The `didCall…` forms a double's members call, named by `#function` or a
            // literal: one per shape of member (cannot throw, throws, typed throws,
            // `async`, `async throws`, `async` typed throws) and result (nothing, a
            // value with a default, any value). Each forwards to its shape in
            // `CallShapes.swift`.
            """,
        extensionClause: "extension Stubbing", attributes: "@inlinable",
        nameParameter: "_ function: StaticString = #function",
        callerParameter: "caller: StaticString = #function",
        key: ".literal(function, caller: caller)", summaryLead: nil,
        parameterDocs: [
            "- function: The member's name; `#function` unless you pass one.",
            "- caller: The calling member's `#function`, which tells a setter from a method whatever `function` names; leave the default.",
        ]),
    Naming(
        file: "Stubbing+RuntimeNames.swift",
        header: """
            // The `didCall…` forms for a member name computed at run time, such as an
            // enum's raw value: `didCallFunction(FunctionName.load.rawValue)`. They find
            // the member by hashing the name, where `#function` and literals take the
            // faster path of the `StaticString` forms; being disfavoured, they never
            // take a literal from those.
            """,
        extensionClause: "extension Stubbing", attributes: "@_disfavoredOverload @inlinable",
        nameParameter: "_ function: String",
        callerParameter: "caller: StaticString = #function",
        key: ".name(function, caller: caller)",
        summaryLead: "Like the `#function` form, for a member named at run time:", parameterDocs: []),
    Naming(
        file: "DefiningFunctionID+Calls.swift",
        header: """
            // The `didCall…` forms for a double that names its members with a
            // `FunctionID` enum: each records under the case's raw value, exactly as
            // the name-based form with that name would.
            """,
        extensionClause: "extension Stubbing where Self: DefiningFunctionID", attributes: "@inlinable",
        nameParameter: "withID id: FunctionID",
        callerParameter: "function: StaticString = #function",
        key: ".id(id.rawValue, site: function)",
        summaryLead: "Like the name-based form, for the member `id`:", parameterDocs: []),
]

// MARK: - Writing

let generatedNote = "// Generated by .ci/generate-call-forms from .ci/call-forms/generate.swift: edit that, not this."

/// `text` as documentation lines of at most 120 columns, indented by four.
func documentation(_ text: String, indent: String = "", hangingIndent: String = "") -> [String] {
    let prefix = "    /// "
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
        let candidate = line.trimmingCharacters(in: .whitespaces).isEmpty ? line + word : line + " " + word
        if prefix.count + candidate.count > 120 {
            lines.append(prefix + line)
            line = hangingIndent + word
        } else {
            line = candidate
        }
    }
    if !line.isEmpty { lines.append(prefix + line) }
    return lines
}

func capitalised(_ sentence: String) -> String { sentence.prefix(1).uppercased() + sentence.dropFirst() }

func genericClause(_ effect: Effect, _ result: ResultKind, pack: String) -> String {
    let parameters = [pack, result.genericParameter, effect.throwsTyped ? "Failure: Error" : nil]
    return "<" + parameters.compactMap { $0 }.joined(separator: ", ") + ">"
}

func effectsClause(_ effect: Effect, _ result: ResultKind) -> String {
    let returnClause = result == .nothing ? "" : "-> Result"
    return [effect.signature, returnClause].filter { !$0.isEmpty }.joined(separator: " ")
}

func realImplementationType(_ effect: Effect, _ result: ResultKind) -> String {
    let effects = effect.signature.isEmpty ? "" : effect.signature + " "
    return "(() \(effects)-> \(result.typeName))?"
}

func publicForm(_ naming: Naming, _ effect: Effect, _ result: ResultKind, index: Int) -> [String] {
    var lines: [String] = []
    if let lead = naming.summaryLead {
        lines += documentation(lead + " " + result.summary(effect.member))
    } else {
        lines += documentation(capitalised(result.summary(effect.member)))
        lines += ["    ///"] + documentation(effect.answers)
        if result == .any { lines += ["    ///"] + documentation(effect.unanswered) }
        lines +=
            ["    ///", "    /// ```swift"] + effect.examples[index].map { "    /// " + $0 } + [
                "    /// ```", "    ///",
            ]
        let failureDoc = effect.throwsTyped ? ["- failure: The error type the member throws."] : []
        let parameterDocs =
            [naming.parameterDocs[0]] + failureDoc + [sharedParameterDocs[0], naming.parameterDocs[1]]
            + sharedParameterDocs.dropFirst()
        lines += ["    /// - Parameters:"]
        for doc in parameterDocs { lines += documentation(doc, indent: "  ", hangingIndent: "    ") }
        if let returns = result.returns { lines += documentation("- Returns: " + returns) }
    }
    let effects = effectsClause(effect, result)
    // The form of most members (a property's getter, a method returning a
    // value) is inlined into the member whole: called, it took each call
    // its arguments' passing and spilling, about 42 of a read's 255
    // instructions (issue #24, `--drive property-get`).
    let inlined =
        naming.file == "Stubbing+Calls.swift" && effect.formName == "didCallFunction" && result == .withDefault
    lines += [
        "    \(naming.attributes)\(inlined ? " @inline(__always)" : "")",
        "    public func \(effect.formName)\(genericClause(effect, result, pack: "each Argument"))(",
        "        \(naming.nameParameter),",
    ]
    if effect.throwsTyped { lines.append("        throwing failure: Failure.Type,") }
    lines += [
        "        withArguments arguments: repeat each Argument,",
        "        \(naming.callerParameter),",
        "        fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
        "        line: UInt = #line, column: UInt = #column,",
        "        realImplementation: \(realImplementationType(effect, result)) = nil",
        "    )\(effects.isEmpty ? "" : " " + effects) {",
        "        \(result == .nothing ? "" : "return ")\(effect.marks)\(effect.shapeName)\(result.shapeSuffix)(",
        "            \(naming.key), (repeat each arguments),\(effect.throwsTyped ? " throwing: Failure.self," : "")",
        "            fileID: fileID, filePath: filePath, line: line, column: column,",
        "            realImplementation: realImplementation)",
        "    }",
    ]
    return lines
}

/// The body of one call shape: receive the call under the lock, return an
/// immediate answer, otherwise run the given's answer outside it and make
/// what the member returns, throws or survives of its value or error.
func shape(_ effect: Effect, _ result: ResultKind) -> [String] {
    let name = effect.shapeName + result.shapeSuffix
    let generics = genericClause(effect, result, pack: "Arguments")
    let typedFailure = effect.throwsTyped ? " throwing failure: Failure.Type," : ""
    let effects = effectsClause(effect, result)
    var lines = [
        "    @inlinable @inline(__always)",
        "    func \(name)\(generics)(",
        "        _ key: MemberKey, _ arguments: Arguments,\(typedFailure)",
        "        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,",
        "        realImplementation: \(realImplementationType(effect, result))",
        "    )\(effects.isEmpty ? "" : " " + effects) {",
        "        let (call, \(result == .nothing ? "_" : "pending"), held) = receiveCall(",
        "            key, arguments, answering: \(result.typeName).self, \(effect.callForm),",
        "            fileID: fileID, filePath: filePath, line: line, column: column)",
        "        defer { held?.release() }",
    ]
    if result != .nothing { lines.append("        if case .value(let value) = call.outcome { return value }") }
    // The location is made where a rare path reports, never before: made
    // once for all of them, it was stored to memory on every call (issue
    // #24, `--drive property-get`).
    let location = "CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)"
    let real = effect.throwsTyped ? "untypedThrows(realImplementation)" : "realImplementation"
    let answer =
        "try \(effect.isAsync ? "await answerAsync" : "answer")(call, key.memberName, arguments, realImplementation: \(real), fileID: fileID, filePath: filePath, line: line, column: column)"
    let typed = effect.throwsTyped ? ", throwing: Failure.self" : ""
    let finish: String
    switch result {
    case .nothing: finish = ""
    case .withDefault: finish = "kept(valueOrDefault(value, for: key.memberName, arguments), pending)"
    case .any:
        finish =
            effect.canThrow
            ? "try kept(valueOrThrow(value, for: key.memberName, arguments\(typed), \(location)), pending)"
            : "kept(valueOrTrap(value, for: key.memberName, arguments, \(location)), pending)"
    }
    // What an error from the answer becomes: thrown on as it is, rethrown
    // as `Failure`, or reported and survived. An `async` member rethrows
    // through `rethrowAsync`, where a recorded call can suspend.
    let rethrown =
        "\(effect.isAsync ? "await rethrowAsync" : "rethrow")(error, as: Failure.self, from: key.memberName, arguments, \(location))"
    let caught =
        effect.throwsTyped ? "try " + rethrown : "survive(error, from: key.memberName, arguments, \(location))"
    let keptCaught =
        effect.throwsTyped
        ? "try kept(\(rethrown), pending)"
        : "kept(survive(error, from: key.memberName, arguments, \(location)), pending)"
    switch (result, effect.canThrow && !effect.throwsTyped) {
    case (.nothing, true):
        lines.append("        _ = \(answer)")
    case (.nothing, false):
        lines += [
            "        do {", "            _ = \(answer)", "        } catch {", "            let _: Void = \(caught)",
            "        }",
        ]
    case (_, true):
        lines += ["        let value = \(answer)", "        return \(finish)"]
    case (_, false):
        lines += [
            "        let value: Result?",
            "        do {",
            "            value = \(answer)",
            "        } catch {",
            "            return \(keptCaught)",
            "        }",
            "        return \(finish)",
        ]
    }
    lines.append("    }")
    return lines
}

func write(_ lines: [String], to file: String, in directory: URL) throws {
    let text = lines.joined(separator: "\n") + "\n"
    try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: swift generate.swift OUTPUT_DIRECTORY\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)

for naming in namings {
    var lines = [generatedNote, ""] + naming.header.split(separator: "\n").map(String.init)
    lines += ["", "\(naming.extensionClause) {"]
    for effect in effects {
        for (index, result) in ResultKind.allCases.enumerated() {
            lines += publicForm(naming, effect, result, index: index) + [""]
        }
    }
    lines.removeLast()
    lines.append("}")
    try write(lines, to: naming.file, in: output)
}

var shapes = [
    generatedNote, "",
    "// The eighteen shapes of a call, one function each: what a member that",
    "// cannot throw, throws, throws a typed error, is `async`, `async throws`, or",
    "// `async` and throws a typed error does with its answer, for `Void`, a",
    "// result with a default, and any result.",
    "// The public `didCall…` forms name the member three ways (`#function` or",
    "// a literal, a `String`, a `FunctionID`) and forward here.",
    "", "extension Stubbing {",
]
for effect in effects {
    for result in ResultKind.allCases { shapes += shape(effect, result) + [""] }
}
shapes.removeLast()
shapes.append("}")
try write(shapes, to: "CallShapes.swift", in: output)

// MARK: - Matchers of two to ten conditions

/// How many conditions the fixed-arity `ArgumentMatcher` initialisers take.
/// One has its own form; more than ten still compile through the pack form,
/// whose conditions get their types only from their own arguments.
let matcherArities = 2...10

/// The initialiser of `arity` conditions, documented, forwarding to the
/// pack form's matcher.
func matcherInitialiser(arity: Int) -> [String] {
    let numbers = 1...arity
    let types = numbers.map { "Argument\($0)" }.joined(separator: ", ")
    let parameters = numbers.map { "_ condition\($0): ArgumentCondition<Argument\($0)>" }.joined(separator: ", ")
    let arguments = numbers.map { "condition\($0)" }.joined(separator: ", ")
    let exampleTypes = (["Level", "Message"] + Array(repeating: "String", count: arity - 2)).joined(separator: ", ")
    let exampleConditions =
        ([".equal(to: .warning)", #".equal(to: "disk full")"#]
        + Array(repeating: ".any", count: arity - 2)).joined(separator: ", ")
    var lines = documentation(
        "A matcher from one condition for each of a member's \(numberNames[arity]) arguments, each condition typed by "
            + "its element of `Arguments`.")
    lines += ["    ///"]
    lines += documentation(
        "With `Arguments` written out, every condition takes its element's type: an implicit member "
            + "(`.warning`), a literal of a type other than the literal's default (a `Message` from a string) "
            + "and a bare `.any` need no type of their own. Without it, name the type of each `.any` "
            + "(`.any(String.self)`) where nothing else fixes it.")
    lines += [
        "    ///", "    /// ```swift", "    /// ArgumentMatcher<(\(exampleTypes))>(",
        "    ///     \(exampleConditions))",
        "    /// ```",
    ]
    if arity == matcherArities.lowerBound {
        lines += [
            "    // One generic parameter per condition: `Arguments == (Argument1, Argument2)`",
            "    // gives each its element, which the pack form's `Arguments == (repeat each",
            "    // Value)` does not. Their names are what Swift names when one cannot be",
            "    // inferred: \"generic parameter 'Argument2' could not be inferred\".",
        ]
    }
    lines += [
        "    @inlinable",
        "    public init<\(types)>(\(parameters)) where Arguments == (\(types)) {",
        "        self.init(conditions: \(arguments))",
        "    }",
    ]
    return lines
}

let numberNames = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

var matchers = [
    generatedNote, "",
    "// The `ArgumentMatcher` forms of two to ten conditions, beside the pack form",
    "// `init(_ conditions: repeat ArgumentCondition<each Value>)`. Swift does not",
    "// pass the elements of a written-out `Arguments` through a same-type",
    "// requirement to a pack, so `ArgumentMatcher<(Level, Message)>(.equal(to: .warning), .any)`",
    "// found no type for `.warning` and `.equal(to: \"disk full\")` took `String`.",
    "// These match and describe themselves as the pack form does: they make its matcher.",
    "", "extension ArgumentMatcher {",
]
for arity in matcherArities { matchers += matcherInitialiser(arity: arity) + [""] }
matchers.removeLast()
matchers.append("}")
try write(matchers, to: "ArgumentMatcher+Conditions.swift", in: output)

// MARK: - Givens, expectations and checks, by name and by `FunctionID`

// Each form below is written once and written out twice: named by a
// `String` (`given("load()", …)`) and, for a double with a `FunctionID`
// enum, by a case (`given(callToFunctionWithID: .load, …)`). The two differ
// in the name's parameter and in what the body passes on: `function` or
// `id.rawValue`. The body is one forward to `addGiven`, `addExpectation` or
// `verifyCalls`, where the form's work is.

/// How a form's name parameter reads.
enum NameLabel {
    /// `given("load()", …)`, `given(callToFunctionWithID: .load, …)`.
    case bare
    /// `expect(callToFunction: "load()")`, `expect(callToFunctionWithID: .load)`.
    case call
    /// `verify(.once, callsToFunction: "load()")`, `verify(.once, callsToFunctionWithID: .load)`.
    case calls

    var byName: String {
        switch self {
        case .bare: "_ function: String"
        case .call: "callToFunction function: String"
        case .calls: "callsToFunction function: String"
        }
    }

    var byID: String { self == .calls ? "callsToFunctionWithID id: FunctionID" : "callToFunctionWithID id: FunctionID" }
}

struct Twin {
    /// The documentation of the name-based form.
    let doc: String
    /// The documentation of the `FunctionID` form, which says how it is
    /// the name-based one.
    let idDoc: String
    var attributes: [String] = []
    let function: String
    let generics: String
    /// The parameters before the name's: `_ amount: CallAmount, `.
    var leading = ""
    let label: NameLabel
    /// The parameters after the name's, before the location's; the first
    /// line goes on the name's line.
    let parameters: [String]
    /// The effects and result: `async -> Bool`.
    var effects = ""
    /// What the form does; `KEY` stands for `function` or `id.rawValue`.
    let body: [String]
}

struct TwinFamily {
    let header: String
    let byNameFile: String
    let byNameExtension: String
    let byIDFile: String
    let byIDExtension: String
    let twins: [Twin]
}

/// A given's form: one `addGiven` line with `answer`.
func given(
    _ doc: String, id idDoc: String, attributes: [String] = [], function: String = "given",
    generics: String = "<Arguments, Value>", matcher: String = "ArgumentMatcher<Arguments> = .any",
    _ parameter: String?, answer: String
) -> Twin {
    Twin(
        doc: doc, idDoc: idDoc, attributes: attributes, function: function, generics: generics, label: .bare,
        parameters: ["withArgumentsThatMatch matcher: \(matcher),"] + (parameter.map { [$0 + ","] } ?? []),
        body: ["addGiven(KEY, matcher, \(answer), fileID, filePath, line, column)"])
}

let givenFamily = TwinFamily(
    header: """
        // The givens: a value, values in turn, a value computed from the arguments
        // (with a matcher of the closure's type, or a matcher for any arguments and a
        // closure over the member's own), an error, the real implementation. Each
        // takes a matcher, any call by default; the newest given that applies
        // answers a call, whatever its kind. Each registers through `addGiven`.
        """,
    byNameFile: "Stubbing+GivenForms.swift", byNameExtension: "extension Stubbing",
    byIDFile: "DefiningFunctionID+GivenForms.swift",
    byIDExtension: "extension Stubbing where Self: DefiningFunctionID",
    twins: [
        given(
            #"""
            Makes a member return `value` when called with arguments that
            `matcher` accepts, or whenever it is called.

            ```swift
            engine.given("currentSpeed()", willReturn: 88.0)
            stub.given(
                "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher { (args: (TableView, Int)) in args.1 == 2 },
                willReturn: 42)
            ```

            Givens can be added as often as you like; when several apply to a
            call, the one registered last wins. A given applies only when `value`
            can be returned as the member's return type: the same type, an
            optional of it, a superclass or a protocol it conforms to. A matcher
            whose `Arguments` type is not the type of the call's arguments never
            matches that call.

            - Parameters:
              - function: The member's name as `#function` spells it, such as
                `"fetch(id:)"` or, for a property, `"title"`.
              - matcher: Which calls the given applies to; any call by default.
              - value: What the member returns.
              - fileID: The file of this given, which failure messages quote
                (`Given at:`): the test's, by default.
              - filePath: The full path of that file; leave the default.
              - line: The line of this given: the caller's, by default.
              - column: The column of this given; leave the default.
            """#,
            id: """
                Makes the member `id` return `value` for calls that `matcher` accepts.

                ```swift
                cache.given(callToFunctionWithID: .value, willReturn: 7)
                ```
                """,
            "willReturn value: Value", answer: "ValueAnswer(value)"),
        given(
            """
            Makes a member return `first` on its first call, `second` on the
            next, and so on, for the calls that `matcher` accepts (any call by
            default); the last value answers every such call after.

            ```swift
            counter.given("next()", willReturn: 1, then: 2, 3)   // 1, 2, 3, 3, 3, …
            ```

            The given keeps its own position, advanced only by the calls it
            answers; calls from several tasks get each value exactly as often as
            the sequence says.
            """,
            id: """
                Makes the member `id` return `first`, then `second` and so on; the
                last value answers every call after.
                """,
            "willReturn first: Value, then second: Value, _ rest: Value...",
            answer: "SequenceAnswer([first, second] + rest)"),
        given(
            """
            Makes a member answer with what `answer` computes from the call's
            arguments, for the calls that `matcher` accepts.

            ```swift
            users.given("fetch(id:)", withArgumentsThatMatch: .equal(to: 7), willAnswer: { (id: Int) in User(id: id) })
            ```

            The closure takes the matcher's `Arguments`; for any call, leave
            the matcher out and the closure takes the member's own arguments.
            """,
            id: """
                Makes the member `id` answer with what `answer` computes from the
                call's arguments, for the calls that `matcher` accepts.
                """,
            matcher: "ArgumentMatcher<Arguments>", "willAnswer answer: @escaping (Arguments) throws -> Value",
            answer: "ComputedAnswer(answer)"),
        given(
            """
            Makes an `async` member answer with what the `async` closure
            computes, for the calls that `matcher` accepts. It applies only to
            the `async` forms.

            ```swift
            api.given("fetch(id:)", withArgumentsThatMatch: .equal(to: 7), willAnswer: { (id: Int) async in User(id: id) })
            ```
            """,
            id: """
                Makes the `async` member `id` answer with what the `async` closure
                computes, for the calls that `matcher` accepts.
                """,
            matcher: "ArgumentMatcher<Arguments>", "willAnswer answer: @escaping (Arguments) async throws -> Value",
            answer: "AsyncComputedAnswer(answer)"),
        // With a matcher for any arguments, `.any` by default, and a closure
        // over the member's own arguments: the forms above take the closure's
        // argument type from the matcher's, so there an `ArgumentMatcher<Any>`
        // wants a closure over `Any`; these take the two types apart.
        // Disfavoured, so that wherever those forms compile they still win and
        // infer what they did.
        given(
            """
            Makes a member answer with what `answer` computes from the call's
            arguments: the tuple of them, the bare value for one argument, `()`
            for none, exactly as matchers see them; for the calls that
            `matcher`, a matcher for any arguments, accepts (any call by default).

            ```swift
            users.given("fetch(id:)", willAnswer: { (id: Int) in User(id: id) })
            client.given("load(completion:)", willAnswer: { (completion: @Sendable (Data) -> Void) in
                completion(Data("ok".utf8))
            })
            ```

            A closure whose argument type is not the call's never applies to it,
            but that it may leave out the member's `@Sendable`: a closure
            `(name: String, completion: @escaping (Data) -> Void)` answers a
            member taking `@escaping @Sendable (Data) -> Void`, once no given
            of the exact types applies. An error it throws leaves a throwing
            member as that member's error; in a member that cannot throw it is
            a reported failure.
            """,
            id: """
                Makes the member `id` answer with what `answer` computes from the
                call's arguments, for the calls that `matcher`, a matcher for any
                arguments, accepts (any call by default).

                ```swift
                cache.given(callToFunctionWithID: .value, willAnswer: { (key: String) in key.count })
                ```
                """,
            attributes: ["@_disfavoredOverload"], matcher: "ArgumentMatcher<Any> = .any",
            "willAnswer answer: @escaping (Arguments) throws -> Value", answer: "ComputedAnswer(answer)"),
        given(
            """
            Makes an `async` member answer with what the `async` closure
            computes, for the calls that `matcher`, a matcher for any arguments,
            accepts (any call by default); it may suspend, for instance until
            the test resumes a continuation, so the test can look at the code
            under test while the call is in flight. It applies only to the
            `async` forms.

            ```swift
            api.given("fetch(id:)", willAnswer: { (id: Int) async in
                await gate.wait()
                return User(id: id)
            })
            ```
            """,
            id: """
                The `async` form of the one above: \
                `api.given(callToFunctionWithID: .fetch, willAnswer: { (id: Int) async in … })`.
                """,
            attributes: ["@_disfavoredOverload"], matcher: "ArgumentMatcher<Any> = .any",
            "willAnswer answer: @escaping (Arguments) async throws -> Value", answer: "AsyncComputedAnswer(answer)"),
        given(
            """
            Makes a throwing member throw `error` for the calls that `matcher`
            accepts, or whenever it is called.

            ```swift
            loader.given("load()", willThrow: LoadError.offline)
            ```

            It applies only to members that throw (`didCallThrowingFunction`,
            `didCallAsyncThrowingFunction`).
            """,
            id: "Makes the throwing member `id` throw `error`.", generics: "<Arguments>",
            "willThrow error: any Error", answer: "ThrowingAnswer(error)"),
        given(
            """
            Makes a member run its real implementation, for the calls that
            `matcher` accepts or for every call: the closure it passes as
            `realImplementation`, typically its `super` call.

            ```swift
            final class CalculatorMock: Calculator, Mocking {
                override func sum(_ a: Int, _ b: Int) -> Int {
                    didCallFunction(withArguments: a, b) { super.sum(a, b) }
                }
            }

            calculator.callThrough("sum(_:_:)")
            ```

            A member that passes no real implementation reports the call as a
            failure and answers as if the given were not there.
            """,
            id: "Makes the member `id` run its real implementation.", function: "callThrough",
            generics: "<Arguments>", nil, answer: "CallThroughAnswer()"),
    ])

/// The parameter documentation of an expectation, after the name's.
let expectationParameterDocs = """
      - matcher: Which calls count; any call by default.
      - fileID: The file of this expectation: messages quote it
        (`Expected at:`), and `.verifiesDoubles` reports an unmet one there.
        The test's, by default.
      - filePath: The full path of that file; leave the default.
      - line: The line of this expectation: the caller's, by default.
      - column: The column of this expectation; leave the default.
    """

let checkReturns = """
    - Returns: Whether the check held; a failure is reported at this line
      when it did not.
    """

let expectationFamily = TwinFamily(
    header: """
        // Expectations, checked by `verify()`, and checks after the act, which
        // look at the calls recorded so far (see `Mocking+Verification.swift`). Each
        // takes a matcher, any call by default, and ends in `addExpectation` or
        // `verifyCalls`.
        """,
    byNameFile: "Mocking+ExpectationForms.swift", byNameExtension: "extension Mocking",
    byIDFile: "DefiningFunctionID+ExpectationForms.swift",
    byIDExtension: "extension Mocking where Self: DefiningFunctionID",
    twins: [
        Twin(
            doc: """
                Expects at least one call to `function` with arguments that `matcher`
                accepts.

                - Parameters:
                  - function: The member's name as `#function` spells it.
                \(expectationParameterDocs)
                """,
            idDoc: "Expects at least one call to the member `id` that `matcher` accepts.",
            function: "expect", generics: "<Arguments>", label: .call,
            parameters: ["", "withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,"],
            body: ["addExpectation(.atLeast(1), KEY, matcher, fileID, filePath, line, column)"]),
        Twin(
            doc: """
                Expects `amount` calls to `function` with arguments that `matcher`
                accepts.

                ```swift
                mock.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
                ```

                - Parameters:
                  - amount: How many matching calls are expected.
                  - function: The member's name as `#function` spells it.
                \(expectationParameterDocs)
                """,
            idDoc: """
                Expects `amount` calls to the member `id` that `matcher` accepts.

                ```swift
                cache.expect(.once, callsToFunctionWithID: .put, withArgumentsThatMatch: .equal(to: "user", 1))
                ```
                """,
            function: "expect", generics: "<Arguments>", leading: "_ amount: CallAmount, ", label: .calls,
            parameters: ["", "withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,"],
            body: ["addExpectation(amount, KEY, matcher, fileID, filePath, line, column)"]),
        Twin(
            doc: """
                Checks now that `function` was called at least once with arguments
                that `matcher` accepts.

                ```swift
                car.start()
                engine.verify(callToFunction: "start()")
                ```

                \(checkReturns)
                """,
            idDoc: """
                Checks now that the member `id` was called at least once with
                arguments that `matcher` accepts.
                """,
            attributes: ["@discardableResult"], function: "verify", generics: "<Arguments>", label: .call,
            parameters: ["", "withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,"],
            effects: "-> Bool",
            body: ["verifyCalls(.atLeast(1), KEY, matcher, fileID, filePath, line, column)"]),
        Twin(
            doc: """
                Checks now that `function` was called `amount` times with arguments
                that `matcher` accepts, counting the matching calls only, whenever
                they were made.

                ```swift
                cache.verify(.exactly(amount: 2), callsToFunction: "save(_:)", withArgumentsThatMatch: .equal(to: "a"))
                cache.verify(.once, callsToFunction: "flush()")
                ```

                \(checkReturns)
                """,
            idDoc: """
                Checks now that the member `id` was called `amount` times with
                arguments that `matcher` accepts.

                ```swift
                cache.verify(.never, callsToFunctionWithID: .put)
                ```
                """,
            attributes: ["@discardableResult"], function: "verify", generics: "<Arguments>",
            leading: "_ amount: CallAmount, ", label: .calls,
            parameters: ["", "withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,"],
            effects: "-> Bool",
            body: ["verifyCalls(amount, KEY, matcher, fileID, filePath, line, column)"]),
        Twin(
            doc: """
                Waits until `function` has been called `amount`'s least number of
                times with arguments that `matcher` accepts, or until `timeout` has
                passed, then checks `amount`: for calls made from another task.

                ```swift
                Task { await sync.run() }
                await store.verify(.atLeast(1), callsToFunction: "save(_:)", withArgumentsThatMatch: m, within: .seconds(2))
                ```

                Each call to the member wakes the wait to count again, so it returns
                right after the call that satisfies it; nothing polls. `.never` and
                `.atMost(_:)`, which no call can satisfy early, wait the whole time.
                On a timeout the failure says how long it waited.

                \(checkReturns)
                """,
            idDoc: """
                Waits until the member `id` has been called `amount`'s least number
                of times with arguments that `matcher` accepts, or until `timeout`
                has passed, then checks `amount`.

                Like the name-based form, for the member `id`.

                ```swift
                await cache.verify(.once, callsToFunctionWithID: .put, within: .seconds(2))
                ```
                """,
            attributes: ["@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)", "@discardableResult"],
            function: "verify", generics: "<Arguments>", leading: "_ amount: CallAmount, ", label: .calls,
            parameters: [
                "", "withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any, within timeout: Duration,",
                "isolation: isolated (any Actor)? = #isolation,",
            ],
            effects: "async -> Bool",
            body: [
                "await verifyCalls(",
                "    amount, KEY, matcher, within: timeout, isolation: isolation,",
                "    CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))",
            ]),
    ])

/// `text`'s lines as documentation, indented by four.
func docLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "    ///" : "    /// " + $0 }
}

func twinForm(_ twin: Twin, byID: Bool) -> [String] {
    let name = byID ? twin.label.byID : twin.label.byName
    var parameters = twin.parameters
    // The first line of `parameters` goes on the name's line; an empty one
    // leaves the name's line alone.
    let first = parameters.removeFirst()
    var lines = docLines(byID ? twin.idDoc : twin.doc) + twin.attributes.map { "    " + $0 }
    lines += [
        "    public func \(twin.function)\(twin.generics)(",
        "        \(twin.leading)\(name),\(first.isEmpty ? "" : " " + first)",
    ]
    lines += parameters.map { "        " + $0 }
    lines += [
        "        fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
        "        line: UInt = #line, column: UInt = #column",
        "    )\(twin.effects.isEmpty ? "" : " " + twin.effects) {",
    ]
    lines += twin.body.map { "        " + $0.replacingOccurrences(of: "KEY", with: byID ? "id.rawValue" : "function") }
    lines.append("    }")
    return lines
}

for family in [givenFamily, expectationFamily] {
    for (file, clause, byID) in [
        (family.byNameFile, family.byNameExtension, false), (family.byIDFile, family.byIDExtension, true),
    ] {
        var lines = [generatedNote, ""] + family.header.split(separator: "\n").map(String.init)
        if byID {
            lines += [
                "//", "// The `FunctionID` forms: each is the name-based form with the case's raw",
                "// value, and takes the same matcher.",
            ]
        }
        lines += ["", "\(clause) {"]
        for twin in family.twins { lines += twinForm(twin, byID: byID) + [""] }
        lines.removeLast()
        lines.append("}")
        try write(lines, to: file, in: output)
    }
}

// MARK: - `expect` and `verify` by calling the member

// The closure forms: `expect` and `verify` by a closure that calls the
// member, for a member that is not `async` and for one that is, and the
// `verify` that waits for an `async` member's calls. Each records
// the closure's one call (`recordMember` in
// `ClosureForms/Mocking+ClosureExpectations.swift`) and hands it to the
// name-based form, with a matcher made from its arguments.

struct ClosureCheck {
    let doc: String
    let isVerify: Bool
    let isAsync: Bool
    /// Whether it waits for the calls, up to a timeout: `verify(_:within:_:)`.
    var waits = false
}

let closureChecks = [
    ClosureCheck(
        doc: """
            Expects `amount` calls to the member that `body` calls, with the
            arguments it passes; at least one by default.

            ```swift
            store.expect { $0.save(3) }
            store.expect(.times(2)) { $0.save(arg(.any)) }
            ```

            `body` runs once, at once, and must call exactly one member of the
            double it is given; that call is not a call. `verify()` (or the
            `.verifiesDoubles` trait) checks the expectation, as for
            `expect(_:callsToFunction:withArgumentsThatMatch:)`.

            - Parameters:
              - amount: How many matching calls are expected.
              - body: Calls the member, with the arguments the calls must pass.
              - fileID: The file of this expectation, where messages point: the
                test's, by default.
              - filePath: The full path of that file; leave the default.
              - line: The line of this expectation: the caller's, by default.
              - column: The column of this expectation; leave the default.
            """,
        isVerify: false, isAsync: false),
    ClosureCheck(
        doc: """
            Checks now that the member `body` calls was called `amount` times
            with the arguments it passes; at least once by default.

            ```swift
            store.verify { $0.save(3) }
            store.verify(.never) { $0.delete(id: 1) }
            editor.verify { $0.title = "Done" }   // a property's write
            ```

            `body` runs once, at once, and must call exactly one member of the
            double it is given; that call is not a call. The check is
            `verify(_:callsToFunction:withArgumentsThatMatch:)`'s.

            - Parameters:
              - amount: How many matching calls there must have been.
              - body: Calls the member, with the arguments the calls must pass.
              - fileID: Where a failure is reported: the test's, by default.
              - filePath: The full path of that file; leave the default.
              - line: The line of that failure: the caller's, by default.
              - column: The column of that failure; leave the default.
            - Returns: Whether the check held.
            """,
        isVerify: true, isAsync: false),
    ClosureCheck(
        doc: """
            Expects `amount` calls to the `async` member that `body` calls, with
            the arguments it passes; at least one by default.

            ```swift
            await feed.expect { await $0.refresh() }
            ```

            `body` runs on a task of its own (see the `async`
            `given(_:isolation:fileID:filePath:line:column:)`); the expectation is
            `expect(_:callsToFunction:withArgumentsThatMatch:)`'s.
            """,
        isVerify: false, isAsync: true),
    ClosureCheck(
        doc: """
            Checks now that the `async` member `body` calls was called `amount`
            times with the arguments it passes; at least once by default.

            ```swift
            await feed.verify { await $0.refresh() }
            ```

            `body` runs on a task of its own; the check is
            `verify(_:callsToFunction:withArgumentsThatMatch:)`'s.

            - Returns: Whether the check held.
            """,
        isVerify: true, isAsync: true),
    ClosureCheck(
        doc: """
            Waits until the `async` member `body` calls has been called
            `amount`'s least number of times with the arguments it passes, or
            until `timeout` has passed, then checks `amount`: for calls made
            from another task.

            ```swift
            Task { await sync.run() }
            await feed.verify(.once, within: .seconds(1)) { await $0.refresh() }
            ```

            The wait is `verify(_:callsToFunction:withArgumentsThatMatch:within:)`'s;
            `body` runs first, on a task of its own (see the `async`
            `given(_:isolation:fileID:filePath:line:column:)`).

            - Returns: Whether the check held; a failure is reported at this line
              when it did not.
            """,
        isVerify: true, isAsync: true, waits: true),
]

func closureForm(_ check: ClosureCheck) -> [String] {
    let function = check.isVerify ? "verify" : "expect"
    // The `async` forms are disfavoured: a closure that is not `async`
    // takes the other form.
    var lines = docLines(check.doc)
    if check.waits {
        lines.append("    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)")
    } else if check.isAsync {
        lines.append("    @_disfavoredOverload")
    }
    if check.isVerify { lines.append("    @discardableResult") }
    let body = check.isAsync ? "@escaping @Sendable (Self) async throws -> Result" : "(Self) throws -> Result"
    let effects = [check.isAsync ? "async" : "", check.isVerify ? "-> Bool" : ""].filter { !$0.isEmpty }
    lines.append("    public func \(function)<Result>(")
    lines +=
        check.waits
        ? ["        _ amount: CallAmount, within timeout: Duration,", "        _ body: \(body),"]
        : ["        _ amount: CallAmount = .atLeast(1), _ body: \(body),"]
    if check.isAsync { lines.append("        isolation: isolated (any Actor)? = #isolation,") }
    let isolation = check.isAsync ? "isolation, " : ""
    lines += [
        "        fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
        "        line: UInt = #line, column: UInt = #column",
        "    )\(effects.isEmpty ? "" : " " + effects.joined(separator: " ")) {",
        "        guard let member = \(check.isAsync ? "await " : "")recordMember(.\(function), \(isolation)body, fileID, filePath, line, column)",
        "        else { return\(check.isVerify ? " false" : "") }",
        "        \(check.isVerify ? "return " : "")\(check.waits ? "await " : "")\(function)(",
        "            amount, callsToFunction: member.name, withArgumentsThatMatch: ArgumentMatcher<Any>(box: member.matcher),",
    ]
    if check.waits { lines.append("            within: timeout, isolation: isolation,") }
    lines += ["            fileID: fileID, filePath: filePath, line: line, column: column)", "    }"]
    return lines
}

var closureLines = [
    generatedNote, "",
    "// `expect` and `verify` by calling the member: the closure's one call to",
    "// the double is recorded (see `Stubbing.given(_:fileID:filePath:line:column:)`),",
    "// and the name-based form for it does the rest, with a matcher made from",
    "// its arguments.",
    "", "extension Mocking {",
]
for check in closureChecks { closureLines += closureForm(check) + [""] }
closureLines.removeLast()
closureLines.append("}")
try write(closureLines, to: "Mocking+ClosureForms.swift", in: output)

// MARK: - A closure double's calls

// What a `ClosureDouble`'s closures do when called, one function per effect
// (typed throws aside: a closure type names no error type to throw): take
// the shape for nothing when `Result` is `Void`, the shape for any result
// otherwise. The closures themselves, with their documentation, are in
// `ClosureDouble/ClosureDouble+Closures.swift`.

var closureDoubleLines = [
    generatedNote, "",
    "// A closure double called: one function per effect, each taking the call",
    "// shape of its effect (`CallShapes.swift`), for `Void` or any result.",
    "", "extension ClosureDouble {",
]
for effect in effects where !effect.throwsTyped {
    let effects = [effect.signature, "-> Result"].filter { !$0.isEmpty }.joined(separator: " ")
    closureDoubleLines += [
        "    /// A call to \(effect.member == "a member" ? "the double" : "the double as " + effect.member), reporting at `location`.",
        "    @inlinable",
        "    func \(effect.shapeName)(_ arguments: repeat each Argument, at location: CodeLocation) \(effects) {",
        "        if Result.self == Void.self {",
        "            \(effect.marks)\(effect.shapeName)ReturningNothing(",
        "                key, (repeat each arguments), fileID: location.fileID, filePath: location.filePath,",
        "                line: location.line, column: location.column, realImplementation: nil)",
        "            return () as! Result",
        "        }",
        "        return \(effect.marks)\(effect.shapeName)Returning(",
        "            key, (repeat each arguments), fileID: location.fileID, filePath: location.filePath,",
        "            line: location.line, column: location.column, realImplementation: nil)",
        "    }", "",
    ]
}
closureDoubleLines.removeLast()
closureDoubleLines.append("}")
try write(closureDoubleLines, to: "ClosureDouble+Calls.swift", in: output)

// MARK: - The standard library's numbers

// Every integer and floating-point type of the standard library defaults
// to zero: one rule over a list of types. (`Float80`, which exists only on
// some platforms, and the other types are in `Conformances/Swift.swift`.)

let zeroByDefault = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
]
var numberLines = [
    generatedNote, "",
    "// Default stub values for the standard library's numbers: zero.", "",
]
numberLines += zeroByDefault.map {
    "extension \($0): ProvidingDefaultStubValue { public static func defaultStubValue() -> \($0) { 0 } }"
}
try write(numberLines, to: "Conformances+Numbers.swift", in: output)
