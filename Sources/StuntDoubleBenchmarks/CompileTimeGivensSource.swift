/// The two given files of the compile-time benchmark (issue #21): the
/// StuntDouble mock of ``CompileTimeSource`` with one given per member,
/// written by calling the member (`mock.given { $0.fetch0() }`) in one file
/// and by name with an equality matcher (`mock.given("fetch0()", …)`), the
/// name-based form a closure given records, in the other. Each file then
/// has 50 more givens whose arguments take the conditions of the matcher
/// vocabulary (`arg(.greaterThan(0) && .lessThan(100))` in one,
/// `ArgumentMatcher<Int>(.greaterThan(0) && .lessThan(100))` in the other),
/// on the members with arguments in turn (issue #41).
extension CompileTimeSource {
    static var nameGivens: String {
        givens {
            $0.nameGiven
        } conditional: {
            $0.nameConditionGiven
        }
    }
    static var closureGivens: String {
        givens {
            $0.closureGiven
        } conditional: {
            $0.closureConditionGiven
        }
    }

    /// How many givens use the vocabulary's conditions.
    static let conditionGivenCount = 50

    private static func givens(_ given: (Member) -> String, conditional: (Member) -> String?) -> String {
        let withArguments = members.filter { conditional($0) != nil }
        let conditionGivens = (0..<conditionGivenCount).compactMap {
            conditional(withArguments[$0 % withArguments.count])
        }
        let lines = (members.map(given) + conditionGivens).map { "    " + $0 }
        return stuntDoubleMock + "\nfunc configure(_ mock: InventoryMock) async throws {\n"
            + lines.joined(separator: "\n") + "\n}\n"
    }
}

extension CompileTimeSource.ValueType {
    /// A value of the type, for arguments and answers.
    fileprivate var sample: String {
        switch spelling.replacingOccurrences(of: "?", with: "") {
        case "Int": "1"
        case "String": "\"a\""
        case "Double": "1.5"
        case "[Int]": "[1]"
        default: "Receipt(id: 1, note: \"a\")"
        }
    }
}

extension CompileTimeSource.ValueType {
    /// A condition of the matcher vocabulary on the type.
    fileprivate var condition: String {
        switch spelling {
        case "Int": ".greaterThan(0) && .lessThan(100)"
        case "String": ".hasPrefix(\"a\") || .contains(\"b\")"
        case "Double": ".in(0.5...2.5)"
        case "[Int]": "!.isEmpty && .contains(1)"
        default: ".equal(to: Receipt(id: 1, note: \"a\"))"
        }
    }
}

extension CompileTimeSource.Member {
    /// A given by name whose matcher takes a condition per argument; `nil`
    /// for a member without arguments.
    fileprivate var nameConditionGiven: String? {
        guard case .function(let parameters, let firstIsUnlabeled) = kind, !parameters.isEmpty else { return nil }
        let labels = parameters.enumerated().map { $0 == 0 && firstIsUnlabeled ? "_:" : "\($1.label):" }
        let types = parameters.map(\.spelling).joined(separator: ", ")
        let conditions = parameters.map(\.condition).joined(separator: ", ")
        let matcher = "ArgumentMatcher<\(parameters.count == 1 ? types : "(\(types))")>(\(conditions))"
        return "mock.given(\"\(name)(\(labels.joined()))\", withArgumentsThatMatch: \(matcher), "
            + "willReturn: \(result?.sample ?? "()"))"
    }

    /// The same given by calling the member, each argument through
    /// `arg(_:)`.
    fileprivate var closureConditionGiven: String? {
        guard case .function(let parameters, let firstIsUnlabeled) = kind, !parameters.isEmpty else { return nil }
        let given = effects.isAsync ? "await mock.given" : "mock.given"
        let marks = (effects.isThrowing ? "try " : "") + (effects.isAsync ? "await " : "")
        let arguments = parameters.enumerated().map { position, type in
            (position == 0 && firstIsUnlabeled ? "" : "\(type.label): ") + "arg(\(type.condition))"
        }
        return "\(given) { \(marks)$0.\(name)(\(arguments.joined(separator: ", "))) }"
            + ".willReturn(\(result?.sample ?? "()"))"
    }

    fileprivate var nameGiven: String {
        let answer = "willReturn: \(result?.sample ?? "()")"
        switch kind {
        case .function(let parameters, let firstIsUnlabeled):
            let labels = parameters.enumerated().map { $0 == 0 && firstIsUnlabeled ? "_:" : "\($1.label):" }
            let function = "\(name)(\(labels.joined()))"
            guard !parameters.isEmpty else { return "mock.given(\"\(function)\", \(answer))" }
            let values = parameters.map(\.sample).joined(separator: ", ")
            return "mock.given(\"\(function)\", withArgumentsThatMatch: .equal(to: \(values)), \(answer))"
        case .property:
            return "mock.given(\"\(name)\", \(answer))"
        case .subscript:
            return "mock.given(\"subscript(\(name):)\", withArgumentsThatMatch: .equal(to: 1), \(answer))"
        case .staticFunction:
            return "InventoryMock.statics.given(\"\(name)(id:)\", withArgumentsThatMatch: .equal(to: 1), \(answer))"
        }
    }

    fileprivate var closureGiven: String {
        let answer = ".willReturn(\(result?.sample ?? "()"))"
        let given = effects.isAsync ? "await mock.given" : "mock.given"
        let effects = (effects.isThrowing ? "try " : "") + (effects.isAsync ? "await " : "")
        switch kind {
        case .function(let parameters, let firstIsUnlabeled):
            let arguments = parameters.enumerated().map { position, type in
                (position == 0 && firstIsUnlabeled ? "" : "\(type.label): ") + type.sample
            }
            return "\(given) { \(effects)$0.\(name)(\(arguments.joined(separator: ", "))) }\(answer)"
        case .property:
            return "\(given) { \(effects)$0.\(name) }\(answer)"
        case .subscript:
            return "mock.given { $0[\(name): 1] }\(answer)"
        case .staticFunction:
            return "InventoryMock.statics.given { InventoryMock.\(name)(id: 1) }\(answer)"
        }
    }
}
