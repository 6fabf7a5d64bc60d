import StuntDouble
import Testing

/// The contract double that names its members with a `FunctionID` enum.
final class ContractIDMock: ContractSurface, DefiningFunctionID {
    enum FunctionID: String {
        case plainNothing
        case plainInt
        case plainToken
        case throwingNothing
        case throwingInt
        case throwingToken
        case typedNothing
        case typedInt
        case typedToken
        case asyncNothing
        case asyncInt
        case asyncToken
        case asyncThrowingNothing
        case asyncThrowingInt
        case asyncThrowingToken
        case asyncTypedNothing
        case asyncTypedInt
        case asyncTypedToken
        case plainIntProperty
        case plainTokenProperty
        case throwingIntProperty
        case throwingTokenProperty
        case typedIntProperty
        case typedTokenProperty
        case asyncIntProperty
        case asyncTokenProperty
        case asyncThrowingIntProperty
        case asyncThrowingTokenProperty
        case asyncTypedIntProperty
        case asyncTypedTokenProperty
        case subscriptPlainInt = "subscript(plainInt:)"
        case subscriptPlainToken = "subscript(plainToken:)"
        case subscriptThrowingInt = "subscript(throwingInt:)"
        case subscriptThrowingToken = "subscript(throwingToken:)"
        case subscriptTypedInt = "subscript(typedInt:)"
        case subscriptTypedToken = "subscript(typedToken:)"
        case subscriptAsyncInt = "subscript(asyncInt:)"
        case subscriptAsyncToken = "subscript(asyncToken:)"
        case subscriptAsyncThrowingInt = "subscript(asyncThrowingInt:)"
        case subscriptAsyncThrowingToken = "subscript(asyncThrowingToken:)"
        case subscriptAsyncTypedInt = "subscript(asyncTypedInt:)"
        case subscriptAsyncTypedToken = "subscript(asyncTypedToken:)"
    }

    static let naming = ContractNaming.functionID
    let log = ContractLog()

    func plainNothing(_ value: Int) {
        didCallFunction(
            withID: .plainNothing, withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func plainInt(_ value: Int) -> Int {
        didCallFunction(withID: .plainInt, withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func plainToken(_ value: Int) -> ContractToken {
        didCallFunction(withID: .plainToken, withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func throwingNothing(_ value: Int) throws {
        try didCallThrowingFunction(
            withID: .throwingNothing, withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func throwingInt(_ value: Int) throws -> Int {
        try didCallThrowingFunction(
            withID: .throwingInt, withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func throwingToken(_ value: Int) throws -> ContractToken {
        try didCallThrowingFunction(
            withID: .throwingToken, withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func typedNothing(_ value: Int) throws(ContractError) {
        try didCallThrowingFunction(
            withID: .typedNothing, throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realNothing(value) })
    }
    func typedInt(_ value: Int) throws(ContractError) -> Int {
        try didCallThrowingFunction(
            withID: .typedInt, throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realInt(value) })
    }
    func typedToken(_ value: Int) throws(ContractError) -> ContractToken {
        try didCallThrowingFunction(
            withID: .typedToken, throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realToken(value) })
    }
    func asyncNothing(_ value: Int) async {
        await didCallAsyncFunction(
            withID: .asyncNothing, withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncInt(_ value: Int) async -> Int {
        await didCallAsyncFunction(
            withID: .asyncInt, withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncToken(_ value: Int) async -> ContractToken {
        await didCallAsyncFunction(
            withID: .asyncToken, withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncThrowingNothing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(
            withID: .asyncThrowingNothing, withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncThrowingInt(_ value: Int) async throws -> Int {
        try await didCallAsyncThrowingFunction(
            withID: .asyncThrowingInt, withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncThrowingToken(_ value: Int) async throws -> ContractToken {
        try await didCallAsyncThrowingFunction(
            withID: .asyncThrowingToken, withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncTypedNothing(_ value: Int) async throws(ContractError) {
        try await didCallAsyncThrowingFunction(
            withID: .asyncTypedNothing, throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realNothing(value) })
    }
    func asyncTypedInt(_ value: Int) async throws(ContractError) -> Int {
        try await didCallAsyncThrowingFunction(
            withID: .asyncTypedInt, throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realInt(value) })
    }
    func asyncTypedToken(_ value: Int) async throws(ContractError) -> ContractToken {
        try await didCallAsyncThrowingFunction(
            withID: .asyncTypedToken, throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realToken(value) })
    }
    var plainIntProperty: Int {
        get { didCallFunction(withID: .plainIntProperty, realImplementation: { self.log.realInt() }) }
        set { didCallFunction(withID: .plainIntProperty, withArguments: newValue) }
    }
    var plainTokenProperty: ContractToken {
        get { didCallFunction(withID: .plainTokenProperty, realImplementation: { self.log.realToken() }) }
        set { didCallFunction(withID: .plainTokenProperty, withArguments: newValue) }
    }
    var throwingIntProperty: Int {
        get throws {
            try didCallThrowingFunction(withID: .throwingIntProperty, realImplementation: { self.log.realInt() })
        }
    }
    var throwingTokenProperty: ContractToken {
        get throws {
            try didCallThrowingFunction(withID: .throwingTokenProperty, realImplementation: { self.log.realToken() })
        }
    }
    var typedIntProperty: Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                withID: .typedIntProperty, throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realInt() })
        }
    }
    var typedTokenProperty: ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                withID: .typedTokenProperty, throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realToken() })
        }
    }
    var asyncIntProperty: Int {
        get async { await didCallAsyncFunction(withID: .asyncIntProperty, realImplementation: { self.log.realInt() }) }
    }
    var asyncTokenProperty: ContractToken {
        get async {
            await didCallAsyncFunction(withID: .asyncTokenProperty, realImplementation: { self.log.realToken() })
        }
    }
    var asyncThrowingIntProperty: Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withID: .asyncThrowingIntProperty, realImplementation: { self.log.realInt() })
        }
    }
    var asyncThrowingTokenProperty: ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withID: .asyncThrowingTokenProperty, realImplementation: { self.log.realToken() })
        }
    }
    var asyncTypedIntProperty: Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                withID: .asyncTypedIntProperty, throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realInt() })
        }
    }
    var asyncTypedTokenProperty: ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                withID: .asyncTypedTokenProperty, throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realToken() })
        }
    }
    subscript(plainInt index: Int) -> Int {
        get {
            didCallFunction(
                withID: .subscriptPlainInt, withArguments: index, realImplementation: { self.log.realInt(index) })
        }
        set { didCallFunction(withID: .subscriptPlainInt, withArguments: index, newValue) }
    }
    subscript(plainToken index: Int) -> ContractToken {
        get {
            didCallFunction(
                withID: .subscriptPlainToken, withArguments: index, realImplementation: { self.log.realToken(index) })
        }
        set { didCallFunction(withID: .subscriptPlainToken, withArguments: index, newValue) }
    }
    subscript(throwingInt index: Int) -> Int {
        get throws {
            try didCallThrowingFunction(
                withID: .subscriptThrowingInt, withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(throwingToken index: Int) -> ContractToken {
        get throws {
            try didCallThrowingFunction(
                withID: .subscriptThrowingToken, withArguments: index, realImplementation: { self.log.realToken(index) }
            )
        }
    }
    subscript(typedInt index: Int) -> Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                withID: .subscriptTypedInt, throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(typedToken index: Int) -> ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                withID: .subscriptTypedToken, throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realToken(index) })
        }
    }
    subscript(asyncInt index: Int) -> Int {
        get async {
            await didCallAsyncFunction(
                withID: .subscriptAsyncInt, withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncToken index: Int) -> ContractToken {
        get async {
            await didCallAsyncFunction(
                withID: .subscriptAsyncToken, withArguments: index, realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncThrowingInt index: Int) -> Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withID: .subscriptAsyncThrowingInt, withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncThrowingToken index: Int) -> ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withID: .subscriptAsyncThrowingToken, withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncTypedInt index: Int) -> Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                withID: .subscriptAsyncTypedInt, throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(asyncTypedToken index: Int) -> ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                withID: .subscriptAsyncTypedToken, throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realToken(index) })
        }
    }
}

// Givens and checks through the ID forms, so that the matrix covers them too.
extension ContractIDMock {
    static func id(_ member: ContractMember) -> FunctionID {
        guard let id = FunctionID(rawValue: name(member)) else {
            Issue.record("ContractIDMock has no FunctionID named \(name(member))")
            return .plainNothing
        }
        return id
    }

    func giveValue<Value>(_ member: ContractMember, _ value: Value) {
        given(callToFunctionWithID: Self.id(member), willReturn: value)
    }

    func giveValues<Value>(_ member: ContractMember, _ first: Value, _ second: Value) {
        given(callToFunctionWithID: Self.id(member), willReturn: first, then: second)
    }

    func giveComputed<Arguments, Value>(_ member: ContractMember, _ answer: @escaping (Arguments) throws -> Value) {
        given(callToFunctionWithID: Self.id(member), willAnswer: answer)
    }

    func giveAsyncComputed<Arguments, Value>(
        _ member: ContractMember, _ answer: @escaping (Arguments) async throws -> Value
    ) {
        given(callToFunctionWithID: Self.id(member), willAnswer: answer)
    }

    func giveError(_ member: ContractMember, _ error: any Error) {
        given(callToFunctionWithID: Self.id(member), willThrow: error)
    }

    func giveCallThrough(_ member: ContractMember) {
        callThrough(callToFunctionWithID: Self.id(member))
    }

    func expectCalls(_ amount: CallAmount, to member: ContractMember) {
        expect(amount, callsToFunctionWithID: Self.id(member))
    }

    func verifyCalls<Arguments>(
        _ amount: CallAmount, to member: ContractMember, matching matcher: ArgumentMatcher<Arguments>
    ) -> Bool {
        verify(amount, callsToFunctionWithID: Self.id(member), withArgumentsThatMatch: matcher)
    }
}
