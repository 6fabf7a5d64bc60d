// The `FunctionID` twins of the history reads in `Mocking+History.swift`
// and `Mocking+Properties.swift`: each is the name-based form with the
// case's raw value.

extension Mocking where Self: DefiningFunctionID {
    /// The arguments of every recorded call to the member `id` whose
    /// arguments have the inferred type, in call order.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// let keys: [String] = cache.receivedArgumentsOfInferredType(forCallsToFunctionWithID: .value)
    /// ```
    public func receivedArgumentsOfInferredType<Arguments>(
        forCallsToFunctionWithID id: FunctionID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Arguments] {
        receivedArgumentsOfInferredType(
            forCallsToFunction: id.rawValue, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The arguments of the first recorded call to the member `id` whose
    /// arguments have the inferred type, or `nil` when there is none.
    ///
    /// Like the name-based form, for the member `id`.
    public func firstReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunctionWithID id: FunctionID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Arguments? {
        firstReceivedArgumentsOfInferredType(
            forCallsToFunction: id.rawValue, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The arguments of the last recorded call to the member `id` whose
    /// arguments have the inferred type, or `nil` when there is none.
    ///
    /// Like the name-based form, for the member `id`.
    public func lastReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunctionWithID id: FunctionID,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Arguments? {
        lastReceivedArgumentsOfInferredType(
            forCallsToFunction: id.rawValue, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The arguments of every call to the member `id`, typed, in call
    /// order.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// let puts = cache.receivedArguments(forCallsToFunctionWithID: .put, as: (String, Int).self)
    /// ```
    public func receivedArguments<Arguments>(
        forCallsToFunctionWithID id: FunctionID, as type: Arguments.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Arguments] {
        receivedArguments(
            forCallsToFunction: id.rawValue, as: type, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// What each recorded call to the member `id` returned, typed, in call
    /// order; see ``Mocking/returnedValues(forCallsToFunction:as:fileID:filePath:line:column:)``.
    public func returnedValues<Value>(
        forCallsToFunctionWithID id: FunctionID, as type: Value.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Value] {
        returnedValues(
            forCallsToFunction: id.rawValue, as: type, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// How many times the member `id` was called, whatever its arguments.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// #expect(cache.numberOfCalls(toFunctionWithID: .clear) == 1)
    /// ```
    public func numberOfCalls(toFunctionWithID id: FunctionID) -> Int {
        numberOfCalls(toFunction: id.rawValue)
    }

    /// How many times the property (or subscript) `id` was read.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// #expect(editor.numberOfReads(ofPropertyWithID: .title) == 1)
    /// ```
    public func numberOfReads(ofPropertyWithID id: FunctionID) -> Int {
        numberOfReads(ofProperty: id.rawValue)
    }

    /// How many times the property (or subscript) `id` was written.
    ///
    /// Like the name-based form, for the member `id`.
    public func numberOfWrites(ofPropertyWithID id: FunctionID) -> Int {
        numberOfWrites(ofProperty: id.rawValue)
    }

    /// The values written to the property `id`, typed, in the order they
    /// were written.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// #expect(editor.valuesWritten(toPropertyWithID: .title, as: String.self) == ["Draft"])
    /// ```
    public func valuesWritten<Value>(
        toPropertyWithID id: FunctionID, as type: Value.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Value] {
        valuesWritten(toProperty: id.rawValue, as: type, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
