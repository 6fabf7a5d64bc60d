/// One step of ``verifyInOrder(_:fileID:filePath:line:column:)``: a call to
/// a member of a double, with arguments a matcher accepts.
///
/// ```swift
/// verifyInOrder(
///     .call(to: "turnOn()", on: engine),
///     .call(to: "drain(by:)", on: battery, withArgumentsThatMatch: .equal(to: 5.0)))
/// ```
public struct CallPattern {
    let registry: DoubleRegistry
    let doubleType: Any.Type
    let function: String
    let matcher: MatcherBox

    /// A call to `function` on `double` whose arguments `matcher` accepts.
    public static func call<Double: Mocking, Arguments>(
        to function: String, on double: Double, withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any
    ) -> CallPattern {
        CallPattern(registry: double.doubleRegistry, doubleType: Double.self, function: function, matcher: matcher.box)
    }

    /// A call to the member `id` on `double` whose arguments `matcher`
    /// accepts.
    ///
    /// Like the name-based form, for the member `id`.
    ///
    /// ```swift
    /// verifyInOrder(.call(toFunctionWithID: .put, on: cache), .call(toFunctionWithID: .clear, on: cache))
    /// ```
    public static func call<Double: Mocking & DefiningFunctionID, Arguments>(
        toFunctionWithID id: Double.FunctionID, on double: Double,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any
    ) -> CallPattern {
        call(to: id.rawValue, on: double, withArgumentsThatMatch: matcher)
    }
}

/// Checks that each pattern was matched by a call made after the call that
/// matched the one before it, as Mockito's `inOrder` does: other calls may
/// come between. It works across any number of doubles and tasks; order is
/// the order in which the calls were recorded.
///
/// ```swift
/// verifyInOrder(
///     .call(to: "turnOn()", on: engine),
///     .call(to: "drain(by:)", on: battery),
///     .call(to: "turnOff()", on: engine))
/// ```
///
/// The failure names the step that found no matching call after the one
/// before it, and lists the recorded calls of the doubles involved,
/// interleaved in the order they were made.
///
/// - Returns: Whether every step found its call; a failure is reported at
///   this line when one did not.
@discardableResult
public func verifyInOrder(
    _ steps: CallPattern...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let order = CallOrder(steps)
    for step in steps {
        step.registry.addVerified(
            Expectation(function: step.function, amount: .atLeast(1), matcher: step.matcher, location: location))
        VerificationScope.enrollVerified(step.registry, of: step.doubleType, at: location)
    }
    guard let failure = order.failure(at: location) else { return true }
    // The double set up last: the running test's, if any of them is.
    let newest = steps.max { ($0.registry.xcTestOfLastSetUp ?? 0) < ($1.registry.xcTestOfLastSetUp ?? 0) }
    FailureReporter.report(failure, at: location, about: newest?.registry)
    FailureReporter.attachHistories(of: steps.map { ($0.registry, $0.doubleType) }, at: location)
    return false
}
