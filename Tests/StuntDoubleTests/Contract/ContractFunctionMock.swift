import StuntDouble

/// The contract double that names its members with `#function`.
final class ContractFunctionMock: ContractSurface {
    static let naming = ContractNaming.function
    let log = ContractLog()

    func plainNothing(_ value: Int) {
        didCallFunction(withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func plainInt(_ value: Int) -> Int {
        didCallFunction(withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func plainToken(_ value: Int) -> ContractToken {
        didCallFunction(withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func throwingNothing(_ value: Int) throws {
        try didCallThrowingFunction(withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func throwingInt(_ value: Int) throws -> Int {
        try didCallThrowingFunction(withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func throwingToken(_ value: Int) throws -> ContractToken {
        try didCallThrowingFunction(withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func typedNothing(_ value: Int) throws(ContractError) {
        try didCallThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realNothing(value) })
    }
    func typedInt(_ value: Int) throws(ContractError) -> Int {
        try didCallThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realInt(value) })
    }
    func typedToken(_ value: Int) throws(ContractError) -> ContractToken {
        try didCallThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realToken(value) })
    }
    func asyncNothing(_ value: Int) async {
        await didCallAsyncFunction(withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncInt(_ value: Int) async -> Int {
        await didCallAsyncFunction(withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncToken(_ value: Int) async -> ContractToken {
        await didCallAsyncFunction(withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncThrowingNothing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(
            withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncThrowingInt(_ value: Int) async throws -> Int {
        try await didCallAsyncThrowingFunction(withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncThrowingToken(_ value: Int) async throws -> ContractToken {
        try await didCallAsyncThrowingFunction(withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncTypedNothing(_ value: Int) async throws(ContractError) {
        try await didCallAsyncThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realNothing(value) })
    }
    func asyncTypedInt(_ value: Int) async throws(ContractError) -> Int {
        try await didCallAsyncThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realInt(value) })
    }
    func asyncTypedToken(_ value: Int) async throws(ContractError) -> ContractToken {
        try await didCallAsyncThrowingFunction(
            throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realToken(value) })
    }
    var plainIntProperty: Int {
        get { didCallFunction(realImplementation: { self.log.realInt() }) }
        set { didCallFunction(withArguments: newValue) }
    }
    var plainTokenProperty: ContractToken {
        get { didCallFunction(realImplementation: { self.log.realToken() }) }
        set { didCallFunction(withArguments: newValue) }
    }
    var throwingIntProperty: Int {
        get throws { try didCallThrowingFunction(realImplementation: { self.log.realInt() }) }
    }
    var throwingTokenProperty: ContractToken {
        get throws { try didCallThrowingFunction(realImplementation: { self.log.realToken() }) }
    }
    var typedIntProperty: Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                throwing: ContractError.self, realImplementation: { () throws(ContractError) in self.log.realInt() })
        }
    }
    var typedTokenProperty: ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                throwing: ContractError.self, realImplementation: { () throws(ContractError) in self.log.realToken() })
        }
    }
    var asyncIntProperty: Int {
        get async { await didCallAsyncFunction(realImplementation: { self.log.realInt() }) }
    }
    var asyncTokenProperty: ContractToken {
        get async { await didCallAsyncFunction(realImplementation: { self.log.realToken() }) }
    }
    var asyncThrowingIntProperty: Int {
        get async throws { try await didCallAsyncThrowingFunction(realImplementation: { self.log.realInt() }) }
    }
    var asyncThrowingTokenProperty: ContractToken {
        get async throws { try await didCallAsyncThrowingFunction(realImplementation: { self.log.realToken() }) }
    }
    var asyncTypedIntProperty: Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realInt() })
        }
    }
    var asyncTypedTokenProperty: ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realToken() })
        }
    }
    subscript(plainInt index: Int) -> Int {
        get { didCallFunction(withArguments: index, realImplementation: { self.log.realInt(index) }) }
        set { didCallFunction(withArguments: index, newValue) }
    }
    subscript(plainToken index: Int) -> ContractToken {
        get { didCallFunction(withArguments: index, realImplementation: { self.log.realToken(index) }) }
        set { didCallFunction(withArguments: index, newValue) }
    }
    subscript(throwingInt index: Int) -> Int {
        get throws {
            try didCallThrowingFunction(withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(throwingToken index: Int) -> ContractToken {
        get throws {
            try didCallThrowingFunction(withArguments: index, realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(typedInt index: Int) -> Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(typedToken index: Int) -> ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realToken(index) })
        }
    }
    subscript(asyncInt index: Int) -> Int {
        get async { await didCallAsyncFunction(withArguments: index, realImplementation: { self.log.realInt(index) }) }
    }
    subscript(asyncToken index: Int) -> ContractToken {
        get async {
            await didCallAsyncFunction(withArguments: index, realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncThrowingInt index: Int) -> Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncThrowingToken index: Int) -> ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                withArguments: index, realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncTypedInt index: Int) -> Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(asyncTypedToken index: Int) -> ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realToken(index) })
        }
    }
}
