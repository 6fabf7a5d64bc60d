// What a closure double recorded, typed by the closure.

extension ClosureDouble {
    /// The arguments of every call, in the order the calls were made: the
    /// bare value per call for one argument, a tuple per call for several,
    /// `()` for none.
    ///
    /// ```swift
    /// let forecasts: [Forecast] = onUpdate.receivedArguments
    /// let checks: [(String, Int)] = isAllowed.receivedArguments
    /// ```
    public var receivedArguments: [(repeat each Argument)] {
        receivedArguments(forCallsToFunction: memberName, as: (repeat each Argument).self)
    }

    /// How many times the closure was called, whatever its arguments.
    ///
    /// ```swift
    /// #expect(onUpdate.numberOfCalls == 1)
    /// ```
    public var numberOfCalls: Int {
        numberOfCalls(toFunction: memberName)
    }

    /// What each call returned, in call order: the given's value, the
    /// computed answer or the default value. A call that threw, or one
    /// still in flight, is left out; a closure returning `Void` returns
    /// `()` once per call.
    ///
    /// ```swift
    /// #expect(now.returnedValues == [date1, date2])
    /// ```
    public var returnedValues: [Result] {
        returnedValues(forCallsToFunction: memberName, as: Result.self)
    }
}
