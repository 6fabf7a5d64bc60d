/// The Swift sources the compile-time benchmark type-checks: one protocol of
/// 50 members of mixed shapes, its StuntDouble mock and its hand-written twin.
///
/// The shapes are fixed, not random, so every run checks the same code.
/// Member `i` takes `i % 4` arguments, returns the `i % 7`th return type and
/// has the `i % 5`th effect; every eighth member is a property instead. The
/// periods are coprime, so the shapes mix. For example:
///
/// ```swift
/// protocol Inventory {
///     func fetch0()
///     func store1(name: String) throws -> Int
///     func load4() async throws -> Receipt
///     func send25(id: Int) -> Receipt
///     var id15: Int { get set }
///     ...
/// }
///
/// final class InventoryMock: Mocking, Inventory {
///     func fetch0() { didCallFunction() }
///     func store1(name: String) throws -> Int { try didCallThrowingFunction(withArguments: name) }
///     func load4() async throws -> Receipt { try await didCallAsyncThrowingFunction()! }
///     func send25(id: Int) -> Receipt { didCallFunction(withArguments: id) }
///     var id15: Int {
///         get { didCallFunction() }
///         set { didCallFunction(withArguments: newValue) }
///     }
///     ...
/// }
///
/// final class HandWrittenInventory: Inventory {
///     var store1CallCount = 0
///     var store1ReceivedArguments: [String] = []
///     var store1Error: (any Error)?
///     var store1ReturnValue: Int = 0
///     func store1(name: String) throws -> Int {
///         store1CallCount += 1
///         store1ReceivedArguments.append(name)
///         if let error = store1Error { throw error }
///         return store1ReturnValue
///     }
///     ...
/// }
/// ```
enum CompileTimeSource {
    static let memberCount = 50

    /// Declares `Receipt`, a struct with no default stub value, and the protocol.
    static var protocolOnly: String {
        receiptDeclaration + protocolDeclaration
    }

    /// The protocol with `import StuntDouble` and nothing else, to measure
    /// what importing the library costs by itself.
    static var protocolImportingStuntDouble: String {
        "import StuntDouble\n\n" + protocolOnly
    }

    /// The protocol and a `Mocking` double whose members forward to the
    /// `didCall…` form that matches their effects, the way the README does.
    static var stuntDoubleMock: String {
        var lines = ["final class InventoryMock: Mocking, Inventory {"]
        for member in members {
            lines += member.stuntDoubleImplementation.map { "    " + $0 }
        }
        lines.append("}")
        return protocolImportingStuntDouble + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The protocol and what a developer writes without a library: per member
    /// a call counter, the received arguments, an error to throw if it can
    /// and a stored return value.
    static var handWrittenMock: String {
        var lines = ["final class HandWrittenInventory: Inventory {"]
        for (index, member) in members.enumerated() {
            if index > 0 { lines.append("") }
            lines += member.handWrittenImplementation.map { "    " + $0 }
        }
        lines.append("}")
        return protocolOnly + "\n" + lines.joined(separator: "\n") + "\n"
    }

    private static let receiptDeclaration = """
        struct Receipt: Equatable {
            var id: Int
            var note: String
        }


        """

    private static var protocolDeclaration: String {
        let requirements = members.map { "    " + $0.requirement }
        return (["protocol Inventory {"] + requirements + ["}"]).joined(separator: "\n") + "\n"
    }

    static let members: [Member] = (0..<memberCount).map(Member.init(index:))
}

// MARK: - Members

extension CompileTimeSource {
    /// A type that appears in arguments or results.
    struct ValueType {
        var spelling: String
        /// The argument label a parameter of this type gets.
        var label: String
        /// What a hand-written mock stores before a test sets a value;
        /// `nil` when the type has no obvious one.
        var initialValue: String?

        static let int = ValueType(spelling: "Int", label: "id", initialValue: "0")
        static let string = ValueType(spelling: "String", label: "name", initialValue: "\"\"")
        static let double = ValueType(spelling: "Double", label: "amount", initialValue: "0")
        static let ints = ValueType(spelling: "[Int]", label: "ids", initialValue: "[]")
        static let receipt = ValueType(spelling: "Receipt", label: "receipt", initialValue: nil)

        static let argumentTypes: [ValueType] = [.int, .string, .double, .ints, .receipt]

        var optional: ValueType {
            ValueType(spelling: spelling + "?", label: label, initialValue: "nil")
        }
    }

    struct Effects {
        var isAsync: Bool
        var isThrowing: Bool

        static let cycle: [Effects] = [
            Effects(isAsync: false, isThrowing: false),
            Effects(isAsync: false, isThrowing: true),
            Effects(isAsync: false, isThrowing: false),
            Effects(isAsync: true, isThrowing: false),
            Effects(isAsync: true, isThrowing: true),
        ]

        /// `async throws`, with a leading space, or nothing.
        var spelling: String {
            (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        }
    }

    /// One requirement of the protocol, with both implementations.
    struct Member {
        enum Kind {
            case function(parameters: [ValueType], firstIsUnlabeled: Bool)
            case property(settable: Bool)
            /// `subscript(slotN index: Int) -> String? { get set }`.
            case `subscript`
            /// `static func makeN(id: Int) -> Int`.
            case staticFunction
        }

        var index: Int
        var name: String
        var kind: Kind
        /// `nil` for `Void`.
        var result: ValueType?
        var effects: Effects

        private static let verbs = [
            "fetch", "store", "update", "remove", "load", "send", "find", "count", "validate", "refresh",
        ]
        private static let results: [ValueType?] = [
            nil, .int, .string, .string.optional, .receipt, .double, .receipt.optional,
        ]
        private static let properties: [(result: ValueType, settable: Bool, effects: Effects)] = [
            (.string, false, Effects(isAsync: false, isThrowing: false)),
            (.int, true, Effects(isAsync: false, isThrowing: false)),
            (.receipt, false, Effects(isAsync: false, isThrowing: false)),
            (.double.optional, true, Effects(isAsync: false, isThrowing: false)),
            (.ints, false, Effects(isAsync: true, isThrowing: false)),
            (.receipt, false, Effects(isAsync: true, isThrowing: true)),
        ]

        init(index: Int) {
            self.index = index
            if index % 16 == 3 {
                name = "slot\(index)"
                kind = .subscript
                result = .string.optional
                effects = Effects(isAsync: false, isThrowing: false)
            } else if index % 16 == 5 {
                name = "make\(index)"
                kind = .staticFunction
                result = .int
                effects = Effects(isAsync: false, isThrowing: false)
            } else if index % 8 == 7 {
                let property = Self.properties[(index / 8) % Self.properties.count]
                name = property.result.label + "\(index)"
                kind = .property(settable: property.settable)
                result = property.result
                effects = property.effects
            } else {
                let types = ValueType.argumentTypes
                // Offsets 0, 2, 4 (mod 5) never repeat a type, so labels stay unique.
                let parameters = (0..<(index % 4)).map { types[(index + 2 * $0) % types.count] }
                name = Self.verbs[index % Self.verbs.count] + "\(index)"
                kind = .function(parameters: parameters, firstIsUnlabeled: index % 3 == 0)
                result = Self.results[index % Self.results.count]
                effects = Effects.cycle[index % Effects.cycle.count]
            }
        }

        // MARK: Protocol

        var requirement: String {
            switch kind {
            case .function(let parameters, let firstIsUnlabeled):
                let list = parameters.enumerated().map { position, type in
                    (position == 0 && firstIsUnlabeled ? "_ " : "") + "\(type.label): \(type.spelling)"
                }
                let arrow = result.map { " -> \($0.spelling)" } ?? ""
                return "func \(name)(\(list.joined(separator: ", ")))\(effects.spelling)\(arrow)"
            case .property(let settable):
                let accessors = settable ? "get set" : "get" + effects.spelling
                return "var \(name): \(resultSpelling) { \(accessors) }"
            case .subscript:
                return "subscript(\(name) index: Int) -> \(resultSpelling) { get set }"
            case .staticFunction:
                return "static func \(name)(id: Int) -> \(resultSpelling)"
            }
        }

        private var resultSpelling: String { result?.spelling ?? "Void" }
        private var signature: String {
            String(requirement.prefix { $0 != "{" }).trimmingTrailingSpaces
        }
        private var parameterLabels: [String] {
            guard case .function(let parameters, _) = kind else { return [] }
            return parameters.map(\.label)
        }

        // MARK: StuntDouble

        var stuntDoubleImplementation: [String] {
            switch kind {
            case .function:
                return ["\(signature) { \(stuntDoubleCall(arguments: parameterLabels)) }"]
            case .property(settable: false) where effects.isAsync || effects.isThrowing:
                return ["\(signature) {", "    get\(effects.spelling) { \(stuntDoubleCall(arguments: [])) }", "}"]
            case .property(settable: false):
                return ["\(signature) { \(stuntDoubleCall(arguments: [])) }"]
            case .property(settable: true):
                return [
                    "\(signature) {",
                    "    get { \(stuntDoubleCall(arguments: [])) }",
                    "    set { didCallFunction(withArguments: newValue) }",
                    "}",
                ]
            case .subscript:
                return [
                    "\(signature) {",
                    "    get { didCallFunction(withArguments: index) }",
                    "    set { didCallFunction(withArguments: index, newValue) }",
                    "}",
                ]
            case .staticFunction:
                return ["\(signature) { statics.didCallFunction(withArguments: id) }"]
            }
        }

        /// The forwarding call. A `Receipt` result, which has no default stub
        /// value, is written plainly in odd members and with MockNStub's
        /// trailing `!` in even ones; both compile.
        private func stuntDoubleCall(arguments: [String]) -> String {
            let function =
                switch (effects.isAsync, effects.isThrowing) {
                case (true, true): "try await didCallAsyncThrowingFunction"
                case (true, false): "await didCallAsyncFunction"
                case (false, true): "try didCallThrowingFunction"
                case (false, false): "didCallFunction"
                }
            let list = arguments.isEmpty ? "()" : "(withArguments: \(arguments.joined(separator: ", ")))"
            let bang = result?.spelling == "Receipt" && index % 2 == 0 ? "!" : ""
            return function + list + bang
        }

        // MARK: Hand-written

        var handWrittenImplementation: [String] {
            switch kind {
            case .function:
                return handWrittenFunction
            case .property(let settable):
                return handWrittenProperty(settable: settable)
            case .subscript:
                return [
                    "var \(name)GetCount = 0",
                    "var \(name)Values: [Int: String] = [:]",
                    "\(signature) {",
                    "    get {",
                    "        \(name)GetCount += 1",
                    "        return \(name)Values[index]",
                    "    }",
                    "    set { \(name)Values[index] = newValue }",
                    "}",
                ]
            case .staticFunction:
                // Swift 6 rejects a mutable static without `nonisolated(unsafe)`.
                return [
                    "nonisolated(unsafe) static var \(name)CallCount = 0",
                    "nonisolated(unsafe) static var \(name)ReceivedArguments: [Int] = []",
                    "nonisolated(unsafe) static var \(name)ReturnValue = 0",
                    "\(signature) {",
                    "    \(name)CallCount += 1",
                    "    \(name)ReceivedArguments.append(id)",
                    "    return \(name)ReturnValue",
                    "}",
                ]
            }
        }

        private var handWrittenFunction: [String] {
            var declarations = ["var \(name)CallCount = 0"]
            var body = ["\(name)CallCount += 1"]
            let labels = parameterLabels
            if case .function(let parameters, _) = kind, !parameters.isEmpty {
                let element =
                    parameters.count == 1
                    ? parameters[0].spelling
                    : "(" + parameters.map { "\($0.label): \($0.spelling)" }.joined(separator: ", ") + ")"
                let value = labels.count == 1 ? labels[0] : "(" + labels.joined(separator: ", ") + ")"
                declarations.append("var \(name)ReceivedArguments: [\(element)] = []")
                body.append("\(name)ReceivedArguments.append(\(value))")
            }
            appendErrorAndResult(name: name, to: &declarations, body: &body)
            return declarations + ["\(signature) {"] + body.map { "    " + $0 } + ["}"]
        }

        private func handWrittenProperty(settable: Bool) -> [String] {
            var declarations = ["var \(name)GetCount = 0"]
            var body = ["\(name)GetCount += 1"]
            appendErrorAndResult(name: name, to: &declarations, body: &body)
            var lines = declarations
            if settable {
                lines.append("var \(name)SetValues: [\(resultSpelling)] = []")
            }
            lines.append("\(signature) {")
            lines.append("    get\(effects.spelling) {")
            lines += body.map { "        " + $0 }
            lines.append("    }")
            if settable {
                lines += [
                    "    set {",
                    "        \(name)SetValues.append(newValue)",
                    "        \(name)ReturnValue = newValue",
                    "    }",
                ]
            }
            lines.append("}")
            return lines
        }

        private func appendErrorAndResult(name: String, to declarations: inout [String], body: inout [String]) {
            if effects.isThrowing {
                declarations.append("var \(name)Error: (any Error)?")
                body.append("if let error = \(name)Error { throw error }")
            }
            if let result {
                // A type with no obvious value is stored implicitly unwrapped,
                // as generated and hand-written mocks commonly do.
                let storage = result.initialValue.map { "\(result.spelling) = \($0)" } ?? "\(result.spelling)!"
                declarations.append("var \(name)ReturnValue: \(storage)")
                body.append("return \(name)ReturnValue")
            }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
