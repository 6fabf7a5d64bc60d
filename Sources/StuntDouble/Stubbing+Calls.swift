// The `didCall…` forms a double's members call, named by `#function` or a
// literal: one per shape of member (cannot throw, throws, typed throws,
// `async`, `async throws`) and result (nothing, a value with a default,
// any value). Each forwards to the call path in `Internal/Calls/`.

extension Stubbing {
    /// Records a call to a member that returns nothing, and runs its answer.
    ///
    /// An answer that throws is reported as a failure naming the member and the error; the member then returns
    /// its default value, or traps when it has none.
    ///
    /// ```swift
    /// func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
    /// override func reset() { didCallFunction(realImplementation: { super.reset() }) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    @inlinable
    public func didCallFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Void)? = nil
    ) {
        callReturningNothing(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a member and returns its answer, or `Result.defaultStubValue()` when no given answers.
    ///
    /// An answer that throws is reported as a failure naming the member and the error; the member then returns
    /// its default value, or traps when it has none.
    ///
    /// ```swift
    /// func currentSpeed() -> Double { didCallFunction() }  // 0.0 until given
    /// override func sum(_ a: Int, _ b: Int) -> Int {
    ///     didCallFunction(withArguments: a, b) { super.sum(a, b) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer, or the type's default stub value.
    @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturningDefault(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a member and returns its answer.
    ///
    /// An answer that throws is reported as a failure naming the member and the error; the member then returns
    /// its default value, or traps when it has none.
    ///
    /// When nothing answers and `Result` has no default stub value, the call is reported with the member's
    /// givens and why none applied, and then the process traps: the member has nothing to return. This form
    /// also serves `didCallFunction(withArguments: x)!`, where `Result` is inferred as an optional.
    ///
    /// ```swift
    /// func part(named name: String) -> Part { didCallFunction(withArguments: name) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer.
    @inlinable
    public func didCallFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() -> Result)? = nil
    ) -> Result {
        return callReturning(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a throwing member that returns nothing, and runs its answer.
    ///
    /// `willThrow` givens and throwing `willAnswer` closures throw from here.
    ///
    /// ```swift
    /// func start() throws { try didCallThrowingFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    @inlinable
    public func didCallThrowingFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Void)? = nil
    ) throws {
        try callThrowingReturningNothing(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a throwing member and returns its answer, or `Result.defaultStubValue()` when no given
    /// answers.
    ///
    /// `willThrow` givens and throwing `willAnswer` closures throw from here.
    ///
    /// ```swift
    /// func load() throws -> Data { try didCallThrowingFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer, or the type's default stub value.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturningDefault(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a throwing member and returns its answer.
    ///
    /// `willThrow` givens and throwing `willAnswer` closures throw from here.
    ///
    /// When nothing answers and `Result` has no default stub value, the call is reported and throws a
    /// ``StuntDoubleError``: the test fails at this line and goes on.
    ///
    /// ```swift
    /// func user(id: Int) throws -> User { try didCallThrowingFunction(withArguments: id) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws -> Result)? = nil
    ) throws -> Result {
        return try callThrowingReturning(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a member with typed throws that returns nothing, and runs its answer.
    ///
    /// Errors of type `Failure` from the answer are thrown; an error of another type is reported as a failure
    /// naming both types, and the member returns its default value, or traps when it has none.
    ///
    /// ```swift
    /// func start() throws(EngineError) { try didCallThrowingFunction(throwing: EngineError.self) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - failure: The error type the member throws.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    @inlinable
    public func didCallThrowingFunction<each Argument, Failure: Error>(
        _ function: StaticString = #function,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Void)? = nil
    ) throws(Failure) {
        try callThrowingReturningNothing(
            .literal(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a member with typed throws and returns its answer, or `Result.defaultStubValue()` when
    /// no given answers.
    ///
    /// Errors of type `Failure` from the answer are thrown; an error of another type is reported as a failure
    /// naming both types, and the member returns its default value, or traps when it has none.
    ///
    /// ```swift
    /// func load() throws(LoadError) -> Data { try didCallThrowingFunction(throwing: LoadError.self) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - failure: The error type the member throws.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer, or the type's default stub value.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue, Failure: Error>(
        _ function: StaticString = #function,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturningDefault(
            .literal(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to a member with typed throws and returns its answer.
    ///
    /// Errors of type `Failure` from the answer are thrown; an error of another type is reported as a failure
    /// naming both types, and the member returns its default value, or traps when it has none.
    ///
    /// When nothing answers and `Result` has no default stub value, the call is reported and throws a
    /// ``StuntDoubleError`` where `Failure` can hold one, and traps otherwise.
    ///
    /// ```swift
    /// func user(id: Int) throws(LoadError) -> User {
    ///     try didCallThrowingFunction(throwing: LoadError.self, withArguments: id)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - failure: The error type the member throws.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result, Failure: Error>(
        _ function: StaticString = #function,
        throwing failure: Failure.Type,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() throws(Failure) -> Result)? = nil
    ) throws(Failure) -> Result {
        return try callThrowingReturning(
            .literal(function, caller: caller), (repeat each arguments), throwing: Failure.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async` member that returns nothing, and runs its answer.
    ///
    /// `async` `willAnswer` closures apply here, and may suspend until the test lets them go.
    ///
    /// ```swift
    /// func refresh() async { await didCallAsyncFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    @inlinable
    public func didCallAsyncFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Void)? = nil
    ) async {
        await callAsyncReturningNothing(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async` member and returns its answer, or `Result.defaultStubValue()` when no given
    /// answers.
    ///
    /// `async` `willAnswer` closures apply here, and may suspend until the test lets them go.
    ///
    /// ```swift
    /// func tick() async -> Int { await didCallAsyncFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer, or the type's default stub value.
    @inlinable
    public func didCallAsyncFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturningDefault(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async` member and returns its answer.
    ///
    /// `async` `willAnswer` closures apply here, and may suspend until the test lets them go.
    ///
    /// When nothing answers and `Result` has no default stub value, the call is reported and the process traps.
    ///
    /// ```swift
    /// func user(id: Int) async -> User { await didCallAsyncFunction(withArguments: id) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer.
    @inlinable
    public func didCallAsyncFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async -> Result)? = nil
    ) async -> Result {
        return await callAsyncReturning(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async throws` member that returns nothing, and runs its answer.
    ///
    /// `async` `willAnswer` closures apply here and may suspend; errors from the answer are thrown.
    ///
    /// ```swift
    /// func sync() async throws { try await didCallAsyncThrowingFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Void)? = nil
    ) async throws {
        try await callAsyncThrowingReturningNothing(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async throws` member and returns its answer, or `Result.defaultStubValue()` when
    /// no given answers.
    ///
    /// `async` `willAnswer` closures apply here and may suspend; errors from the answer are thrown.
    ///
    /// ```swift
    /// func load() async throws -> Data { try await didCallAsyncThrowingFunction() }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer, or the type's default stub value.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturningDefault(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }

    /// Records a call to an `async throws` member and returns its answer.
    ///
    /// `async` `willAnswer` closures apply here and may suspend; errors from the answer are thrown.
    ///
    /// When nothing answers and `Result` has no default stub value, the call is reported and throws a
    /// ``StuntDoubleError``.
    ///
    /// ```swift
    /// func fetch(id: Int) async throws -> User { try await didCallAsyncThrowingFunction(withArguments: id) }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are kept:
    ///     matchers, answers and the call history see exactly these types.
    ///   - caller: The calling member's `#function`, which tells a setter from a method whatever `function`
    ///     names; leave the default.
    ///   - fileID: Where failures about this call are reported, such as a call
    ///     that nothing answers: the double's file, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the member's, by default.
    ///   - column: The column of those failures; leave the default.
    ///   - realImplementation: What the member really does, for `callThrough` givens
    ///     and `callsThroughByDefault`; a subclass passes its `super` call.
    /// - Returns: The answer.
    @inlinable
    public func didCallAsyncThrowingFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        caller: StaticString = #function,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        realImplementation: (() async throws -> Result)? = nil
    ) async throws -> Result {
        return try await callAsyncThrowingReturning(
            .literal(function, caller: caller), (repeat each arguments),
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            realImplementation: realImplementation)
    }
}
