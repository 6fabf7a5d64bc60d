// Writes the `didCall…` forms and the call shapes they forward to, each
// written once here: five effects (cannot throw, throws, typed throws,
// `async`, `async throws`) by three results (nothing, a value with a
// default, any value) make fifteen shapes; three ways of naming the member
// (`#function` or a literal, a run-time `String`, a `FunctionID`) make the
// forty-five public forms. Adding a shape, a naming or a sentence of their
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
            // `async`, `async throws`) and result (nothing, a value with a default,
            // any value). Each forwards to its shape in `CallShapes.swift`.
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
    lines += [
        "    \(naming.attributes)",
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
        "            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),",
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
        "        _ key: MemberKey, _ arguments: Arguments,\(typedFailure) _ location: CodeLocation,",
        "        realImplementation: \(realImplementationType(effect, result))",
        "    )\(effects.isEmpty ? "" : " " + effects) {",
        "        let (call, \(result == .nothing ? "_" : "pending"), held) = receiveCall(key, arguments, answering: \(result.typeName).self, \(effect.callForm), location)",
        "        defer { held?.release() }",
    ]
    if result != .nothing { lines.append("        if case .value(let value) = call.outcome { return value }") }
    let real = effect.throwsTyped ? "realImplementation.map { run in { try run() } }" : "realImplementation"
    let answer =
        "try \(effect.isAsync ? "await answerAsync" : "answer")(call, key.memberName, arguments, realImplementation: \(real), location)"
    let typed = effect.throwsTyped ? ", throwing: Failure.self" : ""
    let finish: String
    switch result {
    case .nothing: finish = ""
    case .withDefault: finish = "kept(valueOrDefault(value, for: key.memberName, arguments), pending)"
    case .any:
        finish =
            effect.canThrow
            ? "try kept(valueOrThrow(value, for: key.memberName, arguments\(typed), location), pending)"
            : "kept(valueOrTrap(value, for: key.memberName, arguments, location), pending)"
    }
    // What an error from the answer becomes: thrown on as it is, rethrown
    // as `Failure`, or reported and survived.
    let caught =
        effect.throwsTyped
        ? "try rethrow(error, as: Failure.self, from: key.memberName, arguments, location)"
        : "survive(error, from: key.memberName, arguments, location)"
    let keptCaught =
        effect.throwsTyped
        ? "try kept(rethrow(error, as: Failure.self, from: key.memberName, arguments, location), pending)"
        : "kept(survive(error, from: key.memberName, arguments, location), pending)"
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
    "// The fifteen shapes of a call, one function each: what a member that cannot",
    "// throw, throws, throws a typed error, is `async`, or `async throws` does",
    "// with its answer, for `Void`, a result with a default, and any result.",
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
