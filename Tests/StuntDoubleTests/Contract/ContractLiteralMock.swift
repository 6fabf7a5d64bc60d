import StuntDouble

/// The contract double that names its members with string literals (the `StaticString` forms).
final class ContractLiteralMock: ContractSurface {
    static let naming = ContractNaming.literal
    let log = ContractLog()

    func plainNothing(_ value: Int) {
        didCallFunction(
            "plainNothingLiteral", withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func plainInt(_ value: Int) -> Int {
        didCallFunction("plainIntLiteral", withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func plainToken(_ value: Int) -> ContractToken {
        didCallFunction("plainTokenLiteral", withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func throwingNothing(_ value: Int) throws {
        try didCallThrowingFunction(
            "throwingNothingLiteral", withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func throwingInt(_ value: Int) throws -> Int {
        try didCallThrowingFunction(
            "throwingIntLiteral", withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func throwingToken(_ value: Int) throws -> ContractToken {
        try didCallThrowingFunction(
            "throwingTokenLiteral", withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func typedNothing(_ value: Int) throws(ContractError) {
        try didCallThrowingFunction(
            "typedNothingLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realNothing(value) })
    }
    func typedInt(_ value: Int) throws(ContractError) -> Int {
        try didCallThrowingFunction(
            "typedIntLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realInt(value) })
    }
    func typedToken(_ value: Int) throws(ContractError) -> ContractToken {
        try didCallThrowingFunction(
            "typedTokenLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () throws(ContractError) in self.log.realToken(value) })
    }
    func asyncNothing(_ value: Int) async {
        await didCallAsyncFunction(
            "asyncNothingLiteral", withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncInt(_ value: Int) async -> Int {
        await didCallAsyncFunction(
            "asyncIntLiteral", withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncToken(_ value: Int) async -> ContractToken {
        await didCallAsyncFunction(
            "asyncTokenLiteral", withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncThrowingNothing(_ value: Int) async throws {
        try await didCallAsyncThrowingFunction(
            "asyncThrowingNothingLiteral", withArguments: value, realImplementation: { self.log.realNothing(value) })
    }
    func asyncThrowingInt(_ value: Int) async throws -> Int {
        try await didCallAsyncThrowingFunction(
            "asyncThrowingIntLiteral", withArguments: value, realImplementation: { self.log.realInt(value) })
    }
    func asyncThrowingToken(_ value: Int) async throws -> ContractToken {
        try await didCallAsyncThrowingFunction(
            "asyncThrowingTokenLiteral", withArguments: value, realImplementation: { self.log.realToken(value) })
    }
    func asyncTypedNothing(_ value: Int) async throws(ContractError) {
        try await didCallAsyncThrowingFunction(
            "asyncTypedNothingLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realNothing(value) })
    }
    func asyncTypedInt(_ value: Int) async throws(ContractError) -> Int {
        try await didCallAsyncThrowingFunction(
            "asyncTypedIntLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realInt(value) })
    }
    func asyncTypedToken(_ value: Int) async throws(ContractError) -> ContractToken {
        try await didCallAsyncThrowingFunction(
            "asyncTypedTokenLiteral", throwing: ContractError.self, withArguments: value,
            realImplementation: { () async throws(ContractError) in self.log.realToken(value) })
    }
    var plainIntProperty: Int {
        get { didCallFunction("plainIntPropertyLiteral", realImplementation: { self.log.realInt() }) }
        set { didCallFunction("plainIntPropertyLiteral", withArguments: newValue) }
    }
    var plainTokenProperty: ContractToken {
        get { didCallFunction("plainTokenPropertyLiteral", realImplementation: { self.log.realToken() }) }
        set { didCallFunction("plainTokenPropertyLiteral", withArguments: newValue) }
    }
    var throwingIntProperty: Int {
        get throws {
            try didCallThrowingFunction("throwingIntPropertyLiteral", realImplementation: { self.log.realInt() })
        }
    }
    var throwingTokenProperty: ContractToken {
        get throws {
            try didCallThrowingFunction("throwingTokenPropertyLiteral", realImplementation: { self.log.realToken() })
        }
    }
    var typedIntProperty: Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                "typedIntPropertyLiteral", throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realInt() })
        }
    }
    var typedTokenProperty: ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                "typedTokenPropertyLiteral", throwing: ContractError.self,
                realImplementation: { () throws(ContractError) in self.log.realToken() })
        }
    }
    var asyncIntProperty: Int {
        get async { await didCallAsyncFunction("asyncIntPropertyLiteral", realImplementation: { self.log.realInt() }) }
    }
    var asyncTokenProperty: ContractToken {
        get async {
            await didCallAsyncFunction("asyncTokenPropertyLiteral", realImplementation: { self.log.realToken() })
        }
    }
    var asyncThrowingIntProperty: Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                "asyncThrowingIntPropertyLiteral", realImplementation: { self.log.realInt() })
        }
    }
    var asyncThrowingTokenProperty: ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                "asyncThrowingTokenPropertyLiteral", realImplementation: { self.log.realToken() })
        }
    }
    var asyncTypedIntProperty: Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                "asyncTypedIntPropertyLiteral", throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realInt() })
        }
    }
    var asyncTypedTokenProperty: ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                "asyncTypedTokenPropertyLiteral", throwing: ContractError.self,
                realImplementation: { () async throws(ContractError) in self.log.realToken() })
        }
    }
    subscript(plainInt index: Int) -> Int {
        get {
            didCallFunction(
                "subscript(plainIntLiteral:)", withArguments: index, realImplementation: { self.log.realInt(index) })
        }
        set { didCallFunction("subscript(plainIntLiteral:)", withArguments: index, newValue) }
    }
    subscript(plainToken index: Int) -> ContractToken {
        get {
            didCallFunction(
                "subscript(plainTokenLiteral:)", withArguments: index, realImplementation: { self.log.realToken(index) }
            )
        }
        set { didCallFunction("subscript(plainTokenLiteral:)", withArguments: index, newValue) }
    }
    subscript(throwingInt index: Int) -> Int {
        get throws {
            try didCallThrowingFunction(
                "subscript(throwingIntLiteral:)", withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(throwingToken index: Int) -> ContractToken {
        get throws {
            try didCallThrowingFunction(
                "subscript(throwingTokenLiteral:)", withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(typedInt index: Int) -> Int {
        get throws(ContractError) {
            try didCallThrowingFunction(
                "subscript(typedIntLiteral:)", throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(typedToken index: Int) -> ContractToken {
        get throws(ContractError) {
            try didCallThrowingFunction(
                "subscript(typedTokenLiteral:)", throwing: ContractError.self, withArguments: index,
                realImplementation: { () throws(ContractError) in self.log.realToken(index) })
        }
    }
    subscript(asyncInt index: Int) -> Int {
        get async {
            await didCallAsyncFunction(
                "subscript(asyncIntLiteral:)", withArguments: index, realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncToken index: Int) -> ContractToken {
        get async {
            await didCallAsyncFunction(
                "subscript(asyncTokenLiteral:)", withArguments: index, realImplementation: { self.log.realToken(index) }
            )
        }
    }
    subscript(asyncThrowingInt index: Int) -> Int {
        get async throws {
            try await didCallAsyncThrowingFunction(
                "subscript(asyncThrowingIntLiteral:)", withArguments: index,
                realImplementation: { self.log.realInt(index) })
        }
    }
    subscript(asyncThrowingToken index: Int) -> ContractToken {
        get async throws {
            try await didCallAsyncThrowingFunction(
                "subscript(asyncThrowingTokenLiteral:)", withArguments: index,
                realImplementation: { self.log.realToken(index) })
        }
    }
    subscript(asyncTypedInt index: Int) -> Int {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                "subscript(asyncTypedIntLiteral:)", throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realInt(index) })
        }
    }
    subscript(asyncTypedToken index: Int) -> ContractToken {
        get async throws(ContractError) {
            try await didCallAsyncThrowingFunction(
                "subscript(asyncTypedTokenLiteral:)", throwing: ContractError.self, withArguments: index,
                realImplementation: { () async throws(ContractError) in self.log.realToken(index) })
        }
    }
}
