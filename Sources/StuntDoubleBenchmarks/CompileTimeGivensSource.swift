/// The two given files of the compile-time benchmark (issue #21): the
/// StuntDouble mock of ``CompileTimeSource`` with one given per member,
/// written by calling the member (`mock.given { $0.fetch0() }`) in one file
/// and by name with an equality matcher (`mock.given("fetch0()", …)`), the
/// name-based form a closure given records, in the other.
extension CompileTimeSource {
    static var nameGivens: String { givens { $0.nameGiven } }
    static var closureGivens: String { givens { $0.closureGiven } }

    private static func givens(_ given: (Member) -> String) -> String {
        let lines = members.map { "    " + given($0) }
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

extension CompileTimeSource.Member {
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
