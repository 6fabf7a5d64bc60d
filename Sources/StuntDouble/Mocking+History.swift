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
    /// - Parameter function: Only calls to this member; calls to any member
    ///   when `nil`.
    public func receivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil
    ) -> [Arguments] {
        recordedArguments(of: Arguments.self, function: function)
    }

    /// The arguments of the first recorded call whose arguments have the
    /// inferred type, or `nil` when there is none.
    ///
    /// ```swift
    /// let first: Double? = engine.firstReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
    /// ```
    public func firstReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil
    ) -> Arguments? {
        recordedArguments(of: Arguments.self, function: function).first
    }

    /// The arguments of the last recorded call whose arguments have the
    /// inferred type, or `nil` when there is none.
    public func lastReceivedArgumentsOfInferredType<Arguments>(
        forCallsToFunction function: String? = nil
    ) -> Arguments? {
        recordedArguments(of: Arguments.self, function: function).last
    }

    /// The arguments of every call to `function`, typed, in call order.
    ///
    /// ```swift
    /// let puts = cache.receivedArguments(forCallsToFunction: "put(_:_:)", as: (String, Int).self)
    /// ```
    public func receivedArguments<Arguments>(
        forCallsToFunction function: String, as type: Arguments.Type
    ) -> [Arguments] {
        recordedArguments(of: type, function: function)
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
    public func returnedValues<Value>(forCallsToFunction function: String, as type: Value.Type) -> [Value] {
        let found = doubleRegistry.returnedValues(of: function, as: type)
        if found.isEmpty,
            let note = doubleRegistry.noResultOfTypeNote(
                double: doubleRegistry.snapshot(includingCalls: false).displayName(ofType: Self.self),
                function: function,
                resultType: type)
        {
            FailureReporter.writeNote(note)
        }
        return found
    }

    /// How many times `function` was called, whatever its arguments.
    ///
    /// ```swift
    /// #expect(engine.numberOfCalls(toFunction: "start()") == 1)
    /// ```
    public func numberOfCalls(toFunction function: String) -> Int {
        doubleRegistry.callCount(of: function)
    }

    /// The recorded arguments of type `Arguments`; notes on standard error
    /// when the member has calls but none with arguments of that type,
    /// which is most likely a type that differs slightly from the member's.
    private func recordedArguments<Arguments>(of type: Arguments.Type, function: String?) -> [Arguments] {
        let snapshot = doubleRegistry.snapshot()
        let found = snapshot.recordedArguments(of: type, function: function)
        // Only a read for one member: across members, calls of other
        // types are no sign of a mistake.
        if found.isEmpty, let function,
            let note = snapshot.noCallOfTypeNote(
                double: snapshot.displayName(ofType: Self.self), function: function, argumentsType: type)
        {
            FailureReporter.writeNote(note)
        }
        return found
    }
}
