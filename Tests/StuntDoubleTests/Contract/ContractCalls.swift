import StuntDouble

/// What a call to a contract member came to: the value it returned, or
/// the error it threw.
enum ContractAnswer: Equatable, CustomStringConvertible {
    case nothing
    case int(Int)
    case token(Int)
    /// `ContractError.given`, or `StuntDoubleError` for a call nothing answered.
    case threw(String)

    init(thrown error: any Error) {
        self = .threw(error is StuntDoubleError ? "StuntDoubleError" : "\(type(of: error)).\(error)")
    }

    var description: String {
        switch self {
        case .nothing: "()"
        case .int(let value): "\(value)"
        case .token(let value): "ContractToken(\(value))"
        case .threw(let error): "threw \(error)"
        }
    }
}

extension ContractMember {
    /// The value a setter writes.
    static let written = 42

    /// Calls this member of `double` once, passing `argument` where it takes
    /// one (a setter writes ``written`` at index `argument`).
    func call(on double: some ContractSurface, argument: Int) async -> ContractAnswer {
        do {
            return try await callThrowing(on: double, argument: argument)
        } catch {
            return ContractAnswer(thrown: error)
        }
    }

    private func callThrowing(on double: some ContractSurface, argument: Int) async throws -> ContractAnswer {
        switch self {
        case .setter(.property):
            double.plainIntProperty = Self.written
            return .nothing
        case .setter(.subscript):
            double[plainInt: argument] = Self.written
            return .nothing
        case .method(.plain, .nothing):
            double.plainNothing(argument)
            return .nothing
        case .method(.plain, .int): return .int(double.plainInt(argument))
        case .method(.plain, .token): return .token(double.plainToken(argument).value)
        case .method(.throwing, .nothing):
            try double.throwingNothing(argument)
            return .nothing
        case .method(.throwing, .int): return try .int(double.throwingInt(argument))
        case .method(.throwing, .token): return try .token(double.throwingToken(argument).value)
        case .method(.typed, .nothing):
            try double.typedNothing(argument)
            return .nothing
        case .method(.typed, .int): return try .int(double.typedInt(argument))
        case .method(.typed, .token): return try .token(double.typedToken(argument).value)
        case .method(.async, .nothing):
            await double.asyncNothing(argument)
            return .nothing
        case .method(.async, .int): return await .int(double.asyncInt(argument))
        case .method(.async, .token): return await .token(double.asyncToken(argument).value)
        case .method(.asyncThrowing, .nothing):
            try await double.asyncThrowingNothing(argument)
            return .nothing
        case .method(.asyncThrowing, .int): return try await .int(double.asyncThrowingInt(argument))
        case .method(.asyncThrowing, .token): return try await .token(double.asyncThrowingToken(argument).value)
        case .method(.asyncTyped, .nothing):
            try await double.asyncTypedNothing(argument)
            return .nothing
        case .method(.asyncTyped, .int): return try await .int(double.asyncTypedInt(argument))
        case .method(.asyncTyped, .token): return try await .token(double.asyncTypedToken(argument).value)
        case .getter(.property, .plain, .int): return .int(double.plainIntProperty)
        case .getter(.property, .plain, .token): return .token(double.plainTokenProperty.value)
        case .getter(.property, .throwing, .int): return try .int(double.throwingIntProperty)
        case .getter(.property, .throwing, .token): return try .token(double.throwingTokenProperty.value)
        case .getter(.property, .typed, .int): return try .int(double.typedIntProperty)
        case .getter(.property, .typed, .token): return try .token(double.typedTokenProperty.value)
        case .getter(.property, .async, .int): return await .int(double.asyncIntProperty)
        case .getter(.property, .async, .token): return await .token(double.asyncTokenProperty.value)
        case .getter(.property, .asyncThrowing, .int): return try await .int(double.asyncThrowingIntProperty)
        case .getter(.property, .asyncThrowing, .token):
            return try await .token(double.asyncThrowingTokenProperty.value)
        case .getter(.property, .asyncTyped, .int): return try await .int(double.asyncTypedIntProperty)
        case .getter(.property, .asyncTyped, .token): return try await .token(double.asyncTypedTokenProperty.value)
        case .getter(.subscript, .plain, .int): return .int(double[plainInt: argument])
        case .getter(.subscript, .plain, .token): return .token(double[plainToken: argument].value)
        case .getter(.subscript, .throwing, .int): return try .int(double[throwingInt: argument])
        case .getter(.subscript, .throwing, .token): return try .token(double[throwingToken: argument].value)
        case .getter(.subscript, .typed, .int): return try .int(double[typedInt: argument])
        case .getter(.subscript, .typed, .token): return try .token(double[typedToken: argument].value)
        case .getter(.subscript, .async, .int): return await .int(double[asyncInt: argument])
        case .getter(.subscript, .async, .token): return await .token(double[asyncToken: argument].value)
        case .getter(.subscript, .asyncThrowing, .int): return try await .int(double[asyncThrowingInt: argument])
        case .getter(.subscript, .asyncThrowing, .token):
            return try await .token(double[asyncThrowingToken: argument].value)
        case .getter(.subscript, .asyncTyped, .int): return try await .int(double[asyncTypedInt: argument])
        case .getter(.subscript, .asyncTyped, .token): return try await .token(double[asyncTypedToken: argument].value)
        case .getter(_, _, .nothing): return .nothing  // not in `ContractMember.all`: a getter returns a value
        }
    }
}
