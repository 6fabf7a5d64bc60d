/// Every kind of given, what it answers and what its closures log. The
/// values tell the kinds apart: a value answers 7; consecutive values 1,
/// then 2; a computed answer ten times the argument (70 for a property),
/// an `async` one a hundred times (700); call-through runs the real
/// implementation, 1000 more than the argument.
enum ContractGivenKind: String, CaseIterable, Sendable {
    case value = "willReturn"
    case consecutive = "willReturn:then:"
    case computed = "willAnswer"
    case asyncComputed = "async willAnswer"
    case error = "willThrow"
    case callThrough = "callThrough"

    /// Whether a given of this kind can answer a call through `effect`'s
    /// forms: an `async` closure needs an `async` member, an error a
    /// throwing one. One that cannot is noted and left out.
    func fits(_ effect: ContractEffect) -> Bool {
        switch self {
        case .asyncComputed: effect.isAsync
        case .error: effect.canThrow
        case .value, .consecutive, .computed, .callThrough: true
        }
    }

    /// Gives `member` of `double` an answer of this kind, of the member's
    /// argument and result types.
    func give(to member: ContractMember, of double: some ContractSurface) {
        switch (member.takesArgument, member.result) {
        case (true, .nothing): give(to: member, of: double, Int.self, { $0 }, { _ in () })
        case (true, .int): give(to: member, of: double, Int.self, { $0 }, { $0 })
        case (true, .token): give(to: member, of: double, Int.self, { $0 }, ContractToken.init)
        case (false, .int): give(to: member, of: double, Void.self, { nil }, { $0 })
        case (false, .token): give(to: member, of: double, Void.self, { nil }, ContractToken.init)
        case (false, .nothing): give(to: member, of: double, Void.self, { nil }, { _ in () })
        }
    }

    private func give<Arguments, Value>(
        to member: ContractMember, of double: some ContractSurface, _: Arguments.Type,
        _ argument: @escaping (Arguments) -> Int?, _ value: @escaping (Int) -> Value
    ) {
        let log = double.log
        switch self {
        case .value: double.giveValue(member, value(7))
        case .consecutive: double.giveValues(member, value(1), value(2))
        case .computed:
            double.giveComputed(member) { (arguments: Arguments) -> Value in
                log.append("computed", argument(arguments))
                return value((argument(arguments) ?? 7) * 10)
            }
        case .asyncComputed:
            double.giveAsyncComputed(member) { (arguments: Arguments) async -> Value in
                log.append("async", argument(arguments))
                return value((argument(arguments) ?? 7) * 100)
            }
        case .error: double.giveError(member, ContractError.given)
        case .callThrough: double.giveCallThrough(member)
        }
    }

    /// What the given answers to the `call`th call it answers (from 0),
    /// passed `argument`, through `member`; `nil` when it cannot answer.
    func answer(call: Int, argument: Int?, through member: ContractMember) -> ContractAnswer? {
        guard fits(member.effect) else { return nil }
        let value: Int? =
            switch self {
            case .value: 7
            case .consecutive: call == 0 ? 1 : 2
            case .computed: (argument ?? 7) * 10
            case .asyncComputed: (argument ?? 7) * 100
            case .callThrough: (argument ?? 0) + 1000
            case .error: nil
            }
        guard let value else { return .threw("ContractError.given") }
        switch member.result {
        case .nothing: return .nothing
        case .int: return .int(value)
        case .token: return .token(value)
        }
    }

    /// What the given's closure or the real implementation logs when it
    /// answers a call passed `argument`.
    func logEntry(argument: Int?) -> String? {
        let entry: String? =
            switch self {
            case .computed: "computed"
            case .asyncComputed: "async"
            case .callThrough: "real"
            case .value, .consecutive, .error: nil
            }
        return entry.map { entry in argument.map { "\(entry) \($0)" } ?? entry }
    }
}
