import StuntDouble

/// The contract double that names its members with `String`s computed at run time.
final class ContractStringMock: ContractSurface {
    static let naming = ContractNaming.string
    let log = ContractLog()

    func plainNothing(_ value: Int) {
        didCallFunction(
            Self.name(.method(.plain, .nothing)), withArguments: value,
            realImplementation: { self.log.realNothing(value) })
    }
    func plainInt(_ value: Int) -> Int {
        didCallFunction(
            Self.name(.method(.plain, .int)), withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func plainToken(_ value: Int) -> ContractToken {
        didCallFunction(
            Self.name(.method(.plain, .token)), withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func throwingNothing(_ value: Int) throws {
        try didCallThrowingFunction(
            Self.name(.method(.throwing, .nothing)), withArguments: value,
            realImplementation: { self.log.realNothing(value) })
    }
    func throwingInt(_ value: Int) throws -> Int {
        try didCallThrowingFunction(
            Self.name(.method(.throwing, .int)), withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func throwingToken(_ value: Int) throws -> ContractToken {
        try didCallThrowingFunction(
            Self.name(.method(.throwing, .token)), withArguments: value,
            realImplementation: { self.log.realToken(value) })
    }
    func typedNothing(_ value: Int) throws(ContractError) {
        try didCallThrowingFunction(
            Self.name(.method(.typed, .nothing)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realNothing(value) })
    }
    func typedInt(_ value: Int) throws(ContractError) -> Int {
        try didCallThrowingFunction(
            Self.name(.method(.typed, .int)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realInt(value) })
    }
    func typedToken(_ value: Int) throws(ContractError) -> ContractToken {
        try didCallThrowingFunction(
            Self.name(.method(.typed, .token)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realToken(value) })
    }
    func asyncNothing(_ value: Int) async {
        await didCallAsyncFunction(
            Self.name(.method(.async, .nothing)), withArguments: value,
            realImplementation: { self.log.realNothing(value) })
    }
    func asyncInt(_ value: Int) async -> Int {
        await didCallAsyncFunction(
            Self.name(.method(.async, .int)), withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncToken(_ value: Int) async -> ContractToken {
        await didCallAsyncFunction(
            Self.name(.method(.async, .token)), withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncThrowingNothing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncThrowing, .nothing)), withArguments: value,
            realImplementation: { self.log.realNothing(value) })
    }
    func asyncThrowingInt(_ value: Int) async throws -> Int {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncThrowing, .int)), withArguments: value,
            realImplementation: { self.log.realInt(value) })
    }
    func asyncThrowingToken(_ value: Int) async throws -> ContractToken {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncThrowing, .token)), withArguments: value,
            realImplementation: { self.log.realToken(value) })
    }
    func asyncTypedNothing(_ value: Int) async throws(ContractError) {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncTyped, .nothing)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realNothing(value) })
    }
    func asyncTypedInt(_ value: Int) async throws(ContractError) -> Int {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncTyped, .int)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realInt(value) })
    }
    func asyncTypedToken(_ value: Int) async throws(ContractError) -> ContractToken {
        try await didCallAsyncThrowingFunction(
            Self.name(.method(.asyncTyped, .token)), throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realToken(value) })
    }
    var plainIntProperty: Int {
        get { didCallFunction(Self.name(.getter(.property, .plain, .int)), realImplementation: { self.log.realInt() }) }
        set { didCallFunction(Self.name(.getter(.property, .plain, .int)), withArguments: newValue) }
    }
    var plainTokenProperty: ContractToken {
        get {
            didCallFunction(Self.name(.getter(.property, .plain, .token)), realImplementation: { self.log.realToken() })
        }
        set { didCallFunction(Self.name(.getter(.property, .plain, .token)), withArguments: newValue) }
    }
    var throwingIntProperty: Int {
        get throws {
            try didCallThrowingFunction(
                Self.name(.getter(.property, .throwing, .int)), realImplementation: { self.log.realInt() })
        }
    }
    var throwingTokenProperty: ContractToken {
        get throws {
            try didCallThrowingFunction(
                Self.name(.getter(.property, .throwing, .token)), realImplementation: { self.log.realToken() })
        }
    }
    var typedIntProperty: Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                Self.name(.getter(.property, .typed, .int)), throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realInt() })
        }
    }
    var typedTokenProperty: ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                Self.name(.getter(.property, .typed, .token)), throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realToken() })
        }
    }
    var asyncIntProperty: Int {
        get async {
            await didCallAsyncFunction(
                Self.name(.getter(.property, .async, .int)), realImplementation: { self.log.realInt() })
        }
    }
    var asyncTokenProperty: ContractToken {
        get async {
            await didCallAsyncFunction(
                Self.name(.getter(.property, .async, .token)), realImplementation: { self.log.realToken() })
        }
    }
    var asyncThrowingIntProperty: Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.property, .asyncThrowing, .int)), realImplementation: { self.log.realInt() })
        }
    }
    var asyncThrowingTokenProperty: ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.property, .asyncThrowing, .token)), realImplementation: { self.log.realToken() })
        }
    }
    var asyncTypedIntProperty: Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.property, .asyncTyped, .int)), throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realInt() })
        }
    }
    var asyncTypedTokenProperty: ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.property, .asyncTyped, .token)), throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realToken() })
        }
    }
    subscript(plainInt index: Int) -> Int {
        get {
            didCallFunction(
                Self.name(.getter(.subscript, .plain, .int)), withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
        set { didCallFunction(Self.name(.getter(.subscript, .plain, .int)), withArguments: index, newValue) }
    }
    subscript(plainToken index: Int) -> ContractToken {
        get {
            didCallFunction(
                Self.name(.getter(.subscript, .plain, .token)), withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
        set { didCallFunction(Self.name(.getter(.subscript, .plain, .token)), withArguments: index, newValue) }
    }
    subscript(throwingInt index: Int) -> Int {
        get throws {
            try didCallThrowingFunction(
                Self.name(.getter(.subscript, .throwing, .int)), withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(throwingToken index: Int) -> ContractToken {
        get throws {
            try didCallThrowingFunction(
                Self.name(.getter(.subscript, .throwing, .token)), withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(typedInt index: Int) -> Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                Self.name(.getter(.subscript, .typed, .int)), throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(typedToken index: Int) -> ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                Self.name(.getter(.subscript, .typed, .token)), throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realToken(index) })
        }
    }
    subscript(asyncInt index: Int) -> Int {
        get async {
            await didCallAsyncFunction(
                Self.name(.getter(.subscript, .async, .int)), withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncToken index: Int) -> ContractToken {
        get async {
            await didCallAsyncFunction(
                Self.name(.getter(.subscript, .async, .token)), withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncThrowingInt index: Int) -> Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.subscript, .asyncThrowing, .int)), withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncThrowingToken index: Int) -> ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.subscript, .asyncThrowing, .token)), withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncTypedInt index: Int) -> Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.subscript, .asyncTyped, .int)), throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(asyncTypedToken index: Int) -> ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                Self.name(.getter(.subscript, .asyncTyped, .token)), throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realToken(index) })
        }
    }
}
