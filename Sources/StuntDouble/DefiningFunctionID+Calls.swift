// The `didCall…` forms for a double that names its members with a
// `FunctionID` enum: each records under the case's raw value, exactly as
// the name-based form with that name would.

extension Stubbing where Self: DefiningFunctionID {
    /// Like the name-based form, for the member `id`: records a call to a member that returns nothing, and runs
    /// its answer.
    @inlinable
    public func didCallFunction<each Argument>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Void)? = nil
    ) {
        callReturningNothing(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a member and returns its answer, or
    /// `Result.defaultStubValue()` when no given answers.
    @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturningDefault(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a member and returns its answer.
    @inlinable
    public func didCallFunction<each Argument, Result>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturning(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a throwing member that returns nothing,
    /// and runs its answer.
    @inlinable
    public func didCallThrowingFunction<each Argument>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Void)? = nil
    ) throws {
        try callThrowingReturningNothing(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a throwing member and returns its
    /// answer, or `Result.defaultStubValue()` when no given answers.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturningDefault(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a throwing member and returns its
    /// answer.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturning(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a member with typed throws that returns
    /// nothing, and runs its answer.
    @inlinable
    public func didCallThrowingFunction<each Argument, Failure: Error>(
        withID id: FunctionID,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Void)? = nil
    ) throws(Failure) {
        try callThrowingReturningNothing(
            .id(id.rawValue, site: function), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a member with typed throws and returns
    /// its answer, or `Result.defaultStubValue()` when no given answers.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue, Failure: Error>(
        withID id: FunctionID,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturningDefault(
            .id(id.rawValue, site: function), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to a member with typed throws and returns
    /// its answer.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result, Failure: Error>(
        withID id: FunctionID,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturning(
            .id(id.rawValue, site: function), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async` member that returns nothing,
    /// and runs its answer.
    @inlinable
    public func didCallAsyncFunction<each Argument>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Void)? = nil
    ) async {
        await callAsyncReturningNothing(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async` member and returns its
    /// answer, or `Result.defaultStubValue()` when no given answers.
    @inlinable
    public func didCallAsyncFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturningDefault(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async` member and returns its
    /// answer.
    @inlinable
    public func didCallAsyncFunction<each Argument, Result>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturning(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async throws` member that returns
    /// nothing, and runs its answer.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Void)? = nil
    ) async throws {
        try await callAsyncThrowingReturningNothing(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async throws` member and returns
    /// its answer, or `Result.defaultStubValue()` when no given answers.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturningDefault(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the name-based form, for the member `id`: records a call to an `async throws` member and returns
    /// its answer.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result>(
        withID id: FunctionID,
        withArguments arguments: repeat each Argument,
        function: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturning(
            .id(id.rawValue, site: function), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }
}
