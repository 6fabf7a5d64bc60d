extension Mocking {
    /// The arguments of every recorded call whose arguments have the
    /// inferred type, in the order the calls were made.
    ///
    /// ```swift
    /// let speeds: [Double] = engine.receivedArgumentsOfInferredType()
    /// let rows: [(TableView, Int)] = dataSource.receivedArgumentsOfInferredType(
    ///     forCallsToFunction: "tableView(_:numberOfRowsInSection:)")
    /// ```
    ///
    /// - Parameters:
    ///   - function: Only calls to this member; calls to any member when
    ///     `nil`.
    ///   - fileID: Where a note about the question points, as `#fileID`
    ///     gives it: leave the default. So do `filePath`, `line` and
    ///     `column`.
    ///   - filePath: `#filePath` of the question.
    ///   - line: `#line` of the question.
    ///   - column: `#column` of the question.
    public func receivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Arguments] {
        recordedArguments(
            of: Arguments.self, function: function, asked: "receivedArgumentsOfInferredType",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The arguments of the first recorded call whose arguments have the
    /// inferred type, or `nil` when there is none.
    ///
    /// ```swift
    /// let first: Double? = engine.firstReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
    /// ```
    public func firstReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Arguments? {
        recordedArguments(
            of: Arguments.self, function: function, asked: "firstReceivedArgumentsOfInferredType",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ).first
    }

    /// The arguments of the last recorded call whose arguments have the
    /// inferred type, or `nil` when there is none.
    public func lastReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Arguments? {
        recordedArguments(
            of: Arguments.self, function: function, asked: "lastReceivedArgumentsOfInferredType",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ).last
    }

    /// The arguments of every call to `function`, typed, in call order.
    ///
    /// ```swift
    /// let puts = cache.receivedArguments(forCallsToFunction: "put(_:_:)", as: (String, Int).self)
    /// let named = cache.receivedArguments(forCallsToFunction: "put(_:_:)", as: (key: String, value: Int).self)
    /// #expect(named.map(\.key) == ["a", "b"])
    /// ```
    ///
    /// The tuple may be labelled, as for any question that names the
    /// arguments' type; a closure argument's `@Sendable` must be named as
    /// the member declares it.
    public func receivedArguments<Arguments>(
        forCallsToFunction function: String, as type: Arguments.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Arguments] {
        recordedArguments(
            of: type, function: function, asked: "receivedArguments",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// What each recorded call to `function` returned, typed, in call
    /// order: the given's value, the computed answer, the real
    /// implementation's result or the default value.
    ///
    /// ```swift
    /// let users = api.returnedValues(forCallsToFunction: "fetch(id:)", as: User.self)
    /// #expect(users.map(\.id) == [1, 2])
    /// ```
    ///
    /// A call that returned nothing is left out: one that threw, and one
    /// still in flight (an `async` answer that has not returned yet).
    /// Members returning `Void` return `()` once per call.
    public func returnedValues<Value>(
        forCallsToFunction function: String, as type: Value.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [Value] {
        let found = doubleRegistry.returnedValues(of: function, as: type)
        guard found.isEmpty else { return found }
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if let note = doubleRegistry.noResultOfTypeNote(
            double: doubleRegistry.snapshot(includingCalls: false).displayName(ofType: Self.self),
            function: function,
            resultType: type)
        {
            FailureReporter.writeNote(note, at: location)
        } else {
            noteNameNoCallUsed(function, asked: "returnedValues", at: location)
        }
        return found
    }

    /// How many times `function` was called, whatever its arguments.
    ///
    /// ```swift
    /// #expect(engine.numberOfCalls(toFunction: "start()") == 1)
    /// ```
    ///
    /// A name that no call used, close to one that calls used, is most
    /// likely misspelled: a note says so at this line (a warning of the
    /// test under Swift Testing), as for every question here.
    public func numberOfCalls(
        toFunction function: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Int {
        counted(
            doubleRegistry.callCount(of: function), of: function, asked: "numberOfCalls",
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `count`, the answer to `question` about `name`: when it is 0, notes
    /// a name that looks misspelled first (`noteNameNoCallUsed`).
    func counted(_ count: Int, of name: String, asked question: String, _ location: CodeLocation) -> Int {
        if count == 0 { noteNameNoCallUsed(name, asked: question, at: location) }
        return count
    }

    /// The recorded arguments of type `Arguments`; notes at the question's
    /// line when the member has calls but none with arguments of that type,
    /// which is most likely a type that differs slightly from the member's,
    /// or when no call used the name and it is close to one that calls used.
    private func recordedArguments<Arguments>(
        of type: Arguments.Type, function: String?, asked question: String, _ location: CodeLocation
    ) -> [Arguments] {
        let snapshot = doubleRegistry.snapshot()
        let found = snapshot.recordedArguments(of: type, function: function)
        // Only a read for one member: across members, calls of other
        // types are no sign of a mistake.
        guard found.isEmpty, let function else { return found }
        if let note = snapshot.noCallOfTypeNote(
            double: snapshot.displayName(ofType: Self.self), function: function, argumentsType: type)
        {
            FailureReporter.writeNote(note, at: location)
        } else {
            noteNameNoCallUsed(function, asked: question, at: location, in: snapshot)
        }
        return found
    }

    /// Notes, at the question's line, a name that no call used when it is
    /// close to one that calls did use (or to a `FunctionID` case): most
    /// likely misspelled, and the question's empty answer would pass a
    /// test that expects none. Once per question, name and double: a test
    /// may poll.
    func noteNameNoCallUsed(
        _ name: String, asked question: String, at location: CodeLocation, in given: RegistrySnapshot? = nil
    ) {
        let snapshot = given ?? doubleRegistry.snapshot(includingCalls: false)
        let known = snapshot.calledNames + FunctionIDCases.of(Self.self).rawValues
        guard !known.contains(name), let suggestion = NameSuggestion.didYouMean(name, among: known),
            doubleRegistry.markUnusedNameAsked(name, by: question)
        else { return }
        FailureReporter.writeNote(
            "note: \(question) was asked about \(snapshot.displayName(ofType: Self.self)).\(name), which no call"
                + " used; \(suggestion)",
            at: location)
    }
}
