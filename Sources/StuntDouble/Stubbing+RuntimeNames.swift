// The `didCall…` forms for a member name computed at run time, such as an
// enum's raw value: `didCallFunction(FunctionName.load.rawValue)`. They find
// the member by hashing the name, where `#function` and literals take the
// faster path of the `StaticString` forms; being disfavoured, they never
// take a literal from those.

extension Stubbing {
    /// Records a call to the member `function`, a name computed at run
    /// time, that returns nothing.
    ///
    /// ```swift
    /// func reset() { didCallFunction(Name.reset.rawValue) }
    /// ```
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        _ = receiveCall(.name(function), (repeat each arguments), answering: Void.self)
    }

    /// Records a call to the member `function`, a name computed at run
    /// time, and returns the given value, or `Result.defaultStubValue()`.
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let packed = (repeat each arguments)
        let answer = receiveCall(.name(function), packed, answering: Result.self).answer
        return valueOrDefault(answer, for: function, packed)
    }

    /// Records a call to the member `function`, a name computed at run
    /// time, and returns the given value; reports and traps when none
    /// applies.
    @_disfavoredOverload @inlinable
    public func didCallFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let packed = (repeat each arguments)
        let answer = receiveCall(.name(function), packed, answering: Result.self).answer
        return valueOrReport(
            answer, for: function, packed, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a call to a throwing member named at run time that returns
    /// nothing.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a call to a throwing member named at run time and returns
    /// the given value, or `Result.defaultStubValue()`.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> Result {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a call to a throwing member named at run time and returns
    /// the given value; reports and traps when none applies.
    @_disfavoredOverload @inlinable
    public func didCallThrowingFunction<each Argument, Result>(
        _ function: String,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> Result {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
