import Foundation

@testable import StuntDouble

// The axes of the contract matrix (issue 19): how a member can throw or
// suspend, what it returns, what kind of member it is, and how its double
// names it. Every name starts with `Contract` so that it never collides
// with the doubles of other test files.

/// How a member can throw or suspend.
enum ContractEffect: String, CaseIterable, Sendable {
    case plain, throwing, typed, async, asyncThrowing, asyncTyped

    var canThrow: Bool { self != .plain && self != .async }
    var isAsync: Bool { self == .async || self == .asyncThrowing || self == .asyncTyped }

    /// How a declaration spells it: `throws(ContractError)`, `async throws`.
    var spelling: String {
        switch self {
        case .plain: ""
        case .throwing: " throws"
        case .typed: " throws(E)"
        case .async: " async"
        case .asyncThrowing: " async throws"
        case .asyncTyped: " async throws(E)"
        }
    }
}

/// What a member returns: nothing, a type with a default stub value
/// (`Int`), or one without (`ContractToken`), which takes the forms for
/// any value.
enum ContractResult: String, CaseIterable, Sendable {
    case nothing = "Nothing"
    case int = "Int"
    case token = "Token"
}

/// A property or a subscript.
enum ContractAccessor: String, Sendable {
    case property, `subscript`
}

/// One member of ``ContractSurface``: a method, an accessor's getter, or
/// an accessor's setter (only plain accessors have one, and it returns
/// nothing).
enum ContractMember: Hashable, Sendable, CustomStringConvertible {
    case method(ContractEffect, ContractResult)
    case getter(ContractAccessor, ContractEffect, ContractResult)
    case setter(ContractAccessor)

    /// Every member of the surface: 18 methods, 12 getters and one setter
    /// of each accessor kind.
    static let all: [ContractMember] =
        ContractEffect.allCases.flatMap { effect in
            ContractResult.allCases.map { ContractMember.method(effect, $0) }
        }
        + [ContractAccessor.property, .subscript].flatMap { accessor in
            ContractEffect.allCases.flatMap { effect in
                [ContractResult.int, .token].map { ContractMember.getter(accessor, effect, $0) }
            } + [.setter(accessor)]
        }

    var effect: ContractEffect {
        switch self {
        case .method(let effect, _), .getter(_, let effect, _): effect
        case .setter: .plain
        }
    }

    var result: ContractResult {
        switch self {
        case .method(_, let result), .getter(_, _, let result): result
        case .setter: .nothing
        }
    }

    /// Whether calls pass an argument (5, then 6): methods and subscripts.
    var takesArgument: Bool {
        switch self {
        case .method, .getter(.subscript, _, _), .setter(.subscript): true
        case .getter(.property, _, _), .setter(.property): false
        }
    }

    /// The effect and result in a name: `asyncThrowingToken`. A setter
    /// writes the plain `Int` accessor.
    var stem: String {
        switch self {
        case .setter: ContractEffect.plain.rawValue + ContractResult.int.rawValue
        default: effect.rawValue + result.rawValue
        }
    }

    var description: String {
        switch self {
        case .method(let effect, let result): "func\(effect.spelling) -> \(result.rawValue)"
        case .getter(let accessor, let effect, let result): "\(accessor) get\(effect.spelling) -> \(result.rawValue)"
        case .setter(let accessor): "\(accessor) set"
        }
    }
}

/// How a double names its members to StuntDouble.
enum ContractNaming: String, CaseIterable, Sendable {
    /// `#function`, the default.
    case function = "#function"
    /// A string literal, which takes the `StaticString` forms.
    case literal = "a literal"
    /// A `String` computed at run time, which takes the `String` forms.
    case string = "a String"
    /// A `FunctionID` case, with the ID forms of givens and checks too.
    case functionID = "a FunctionID"

    /// The name the registry knows `member` by. Explicit names of methods
    /// have no parentheses, as an enum's case names would; an explicit
    /// subscript name starts with `subscript(`, which is what makes it one.
    func name(of member: ContractMember) -> String {
        let tag =
            switch self {
            case .function, .functionID: ""
            case .literal: "Literal"
            case .string: "Named"
            }
        switch member {
        case .method: return self == .function ? "\(member.stem)(_:)" : member.stem + tag
        case .getter(.property, _, _), .setter(.property): return "\(member.stem)Property\(tag)"
        case .getter(.subscript, _, _), .setter(.subscript): return "subscript(\(member.stem)\(tag):)"
        }
    }
}

/// A result without a default stub value.
struct ContractToken: Equatable, Sendable {
    let value: Int
}

/// The error a `willThrow` given throws, and typed-throws members declare.
enum ContractError: Error, Equatable {
    case given
}

/// What the closures of givens and the real implementations ran, in
/// order: `computed 5`, `real`.
final class ContractLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    var all: [String] { lock.withLock { entries } }

    func append(_ entry: String, _ argument: Int?) {
        lock.withLock { entries.append(argument.map { "\(entry) \($0)" } ?? entry) }
    }

    /// A member's real implementation: logs, and answers 1000 more than
    /// its argument (1000 without one).
    func realInt(_ argument: Int? = nil) -> Int {
        append("real", argument)
        return (argument ?? 0) + 1000
    }

    func realToken(_ argument: Int? = nil) -> ContractToken { ContractToken(value: realInt(argument)) }

    func realNothing(_ argument: Int? = nil) { _ = realInt(argument) }
}
