import StuntDouble

/// The members every contract double has: a method of each effect and
/// result, and a property and a subscript of each effect and result with a
/// getter (only a plain one also has a setter; Swift allows no setter
/// beside a getter that throws or suspends). Each double names them its
/// own way (``ContractNaming``); each passes its real implementation, which
/// logs to ``log``.
protocol ContractSurface: AnyObject, Mocking {
    /// How this double names its members.
    static var naming: ContractNaming { get }
    var log: ContractLog { get }

    // The givens and checks a test makes, by the member's name; the
    // `FunctionID` double makes them with its ID forms.
    func giveValue<Value>(_ member: ContractMember, _ value: Value)
    func giveValues<Value>(_ member: ContractMember, _ first: Value, _ second: Value)
    func giveComputed<Arguments, Value>(_ member: ContractMember, _ answer: @escaping (Arguments) throws -> Value)
    func giveAsyncComputed<Arguments, Value>(
        _ member: ContractMember, _ answer: @escaping (Arguments) async throws -> Value)
    func giveError(_ member: ContractMember, _ error: any Error)
    func giveCallThrough(_ member: ContractMember)
    func expectCalls(_ amount: CallAmount, to member: ContractMember)
    func verifyCalls<Arguments>(
        _ amount: CallAmount, to member: ContractMember, matching matcher: ArgumentMatcher<Arguments>
    ) -> Bool

    func plainNothing(_ value: Int)
    func plainInt(_ value: Int) -> Int
    func plainToken(_ value: Int) -> ContractToken
    func throwingNothing(_ value: Int) throws
    func throwingInt(_ value: Int) throws -> Int
    func throwingToken(_ value: Int) throws -> ContractToken
    func typedNothing(_ value: Int) throws(ContractError)
    func typedInt(_ value: Int) throws(ContractError) -> Int
    func typedToken(_ value: Int) throws(ContractError) -> ContractToken
    func asyncNothing(_ value: Int) async
    func asyncInt(_ value: Int) async -> Int
    func asyncToken(_ value: Int) async -> ContractToken
    func asyncThrowingNothing(_ value: Int) async throws
    func asyncThrowingInt(_ value: Int) async throws -> Int
    func asyncThrowingToken(_ value: Int) async throws -> ContractToken
    func asyncTypedNothing(_ value: Int) async throws(ContractError)
    func asyncTypedInt(_ value: Int) async throws(ContractError) -> Int
    func asyncTypedToken(_ value: Int) async throws(ContractError) -> ContractToken
    var plainIntProperty: Int { get set }
    var plainTokenProperty: ContractToken { get set }
    var throwingIntProperty: Int { get throws }
    var throwingTokenProperty: ContractToken { get throws }
    var typedIntProperty: Int { get throws(ContractError) }
    var typedTokenProperty: ContractToken { get throws(ContractError) }
    var asyncIntProperty: Int { get async }
    var asyncTokenProperty: ContractToken { get async }
    var asyncThrowingIntProperty: Int { get async throws }
    var asyncThrowingTokenProperty: ContractToken { get async throws }
    var asyncTypedIntProperty: Int { get async throws(ContractError) }
    var asyncTypedTokenProperty: ContractToken { get async throws(ContractError) }
    subscript(plainInt index: Int) -> Int { get set }
    subscript(plainToken index: Int) -> ContractToken { get set }
    subscript(throwingInt index: Int) -> Int { get throws }
    subscript(throwingToken index: Int) -> ContractToken { get throws }
    subscript(typedInt index: Int) -> Int { get throws(ContractError) }
    subscript(typedToken index: Int) -> ContractToken { get throws(ContractError) }
    subscript(asyncInt index: Int) -> Int { get async }
    subscript(asyncToken index: Int) -> ContractToken { get async }
    subscript(asyncThrowingInt index: Int) -> Int { get async throws }
    subscript(asyncThrowingToken index: Int) -> ContractToken { get async throws }
    subscript(asyncTypedInt index: Int) -> Int { get async throws(ContractError) }
    subscript(asyncTypedToken index: Int) -> ContractToken { get async throws(ContractError) }
}

extension ContractSurface {
    /// The name the registry knows `member` by.
    static func name(_ member: ContractMember) -> String { naming.name(of: member) }

    func giveValue<Value>(_ member: ContractMember, _ value: Value) {
        given(Self.name(member), willReturn: value)
    }

    func giveValues<Value>(_ member: ContractMember, _ first: Value, _ second: Value) {
        given(Self.name(member), willReturn: first, then: second)
    }

    func giveComputed<Arguments, Value>(_ member: ContractMember, _ answer: @escaping (Arguments) throws -> Value) {
        given(Self.name(member), willAnswer: answer)
    }

    func giveAsyncComputed<Arguments, Value>(
        _ member: ContractMember, _ answer: @escaping (Arguments) async throws -> Value
    ) {
        given(Self.name(member), willAnswer: answer)
    }

    func giveError(_ member: ContractMember, _ error: any Error) {
        given(Self.name(member), willThrow: error)
    }

    func giveCallThrough(_ member: ContractMember) {
        callThrough(Self.name(member))
    }

    func expectCalls(_ amount: CallAmount, to member: ContractMember) {
        expect(amount, callsToFunction: Self.name(member))
    }

    func verifyCalls<Arguments>(
        _ amount: CallAmount, to member: ContractMember, matching matcher: ArgumentMatcher<Arguments>
    ) -> Bool {
        verify(amount, callsToFunction: Self.name(member), withArgumentsThatMatch: matcher)
    }
}
