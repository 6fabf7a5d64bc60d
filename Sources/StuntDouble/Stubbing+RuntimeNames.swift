// The `didCall…` forms for a member name computed at run time, such as an
// enum's raw value: `didCallFunction(FunctionName.load.rawValue)`. They find
// the member by hashing the name, where `#function` and literals take the
// faster path of the `StaticString` forms; being disfavoured, they never
// take a literal from those.

extension Stubbing {
    /// Like the `#function` form, for a member named at run time: records a call to a member that returns
    /// nothing, and runs its answer.
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Void)? = nil
    ) {
        callReturningNothing(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a member and returns its
    /// answer, or `Result.defaultStubValue()` when no given answers.
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturningDefault(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a member and returns its
    /// answer.
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturning(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a throwing member that
    /// returns nothing, and runs its answer.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Void)? = nil
    ) throws {
        try callThrowingReturningNothing(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a throwing member and
    /// returns its answer, or `Result.defaultStubValue()` when no given answers.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturningDefault(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a throwing member and
    /// returns its answer.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturning(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a member with typed throws
    /// that returns nothing, and runs its answer.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Failure: Error>(
        _ function: String,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Void)? = nil
    ) throws(Failure) {
        try callThrowingReturningNothing(
            .name(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a member with typed throws
    /// and returns its answer, or `Result.defaultStubValue()` when no given answers.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue, Failure: Error>(
        _ function: String,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturningDefault(
            .name(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to a member with typed throws
    /// and returns its answer.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result, Failure: Error>(
        _ function: String,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturning(
            .name(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async` member that
    /// returns nothing, and runs its answer.
    @_disfavoredOverload @inlinable
    public func didCallAsyncFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Void)? = nil
    ) async {
        await callAsyncReturningNothing(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async` member and
    /// returns its answer, or `Result.defaultStubValue()` when no given answers.
    @_disfavoredOverload @inlinable
    public func didCallAsyncFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturningDefault(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async` member and
    /// returns its answer.
    @_disfavoredOverload @inlinable
    public func didCallAsyncFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturning(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async throws` member
    /// that returns nothing, and runs its answer.
    @_disfavoredOverload @inlinable
    public func didCallAsyncThrowingFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Void)? = nil
    ) async throws {
        try await callAsyncThrowingReturningNothing(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async throws` member
    /// and returns its answer, or `Result.defaultStubValue()` when no given answers.
    @_disfavoredOverload @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturningDefault(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Like the `#function` form, for a member named at run time: records a call to an `async throws` member
    /// and returns its answer.
    @_disfavoredOverload @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturning(
            .name(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }
}
