/// A stub that also records its calls and verifies expectations about them.
///
/// ```swift
/// final class EngineMock: Mocking, Engine {
///     func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
/// }
///
/// let engine = EngineMock()
/// engine.expect(callToFunction: "setSpeed(to:)")
/// car.accelerate()
/// engine.verify()
/// ```
///
/// Calls are counted the way OCMockito counts them: an expectation counts the
/// recorded calls its matcher accepts and ignores the others, whenever they
/// were made.
public protocol Mocking: Stubbing {}

extension Mocking {
    /// Expects at least one call to `function` with arguments that `matcher`
    /// accepts.
    ///
    /// - Parameters:
    ///   - function: The member's name as `#function` spells it.
    ///   - matcher: Which calls count; any call by default.
    public func expect<Arguments>(
        callToFunction function: String,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(
            .atLeast(1), callsToFunction: function, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `amount` calls to `function` with arguments that `matcher`
    /// accepts.
    ///
    /// ```swift
    /// mock.expect(.exactly(amount: 2), callsToFunction: "put(_:_:)")
    /// ```
    ///
    /// - Parameters:
    ///   - amount: How many matching calls are expected.
    ///   - function: The member's name as `#function` spells it.
    ///   - matcher: Which calls count; any call by default.
    public func expect<Arguments>(
        _ amount: CallAmount, callsToFunction function: String,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        doubleRegistry.add(
            Expectation(
                function: function, amount: amount, matcher: matcher.box,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
    }

    /// Reports every unmet expectation as a test failure at the line of this
    /// call.
    ///
    /// Each failure names the double, the member, the expected amount and
    /// the number of matching calls, and lists the calls that were made.
    /// A given for a member that was never called, whose name is close to
    /// one that was, is reported too: it is most likely a typo.
    /// Under Swift Testing it is recorded as an issue, under XCTest as a
    /// failure; outside a test it is written to standard error.
    public func verify(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for message in applicableFailureMessages() {
            FailureReporter.report(message, at: location)
        }
    }

    /// Whether ``verify(fileID:filePath:line:column:)`` would report a failure now.
    public func wouldFailIfVerified() -> Bool {
        doubleRegistry.hasVerificationFailures(extraNames: FunctionIDNames.of(Self.self))
    }

    /// The messages ``verify(fileID:filePath:line:column:)`` would report now:
    /// one per unmet expectation, then one per given that was never used
    /// because its name looks misspelled.
    public func applicableFailureMessages() -> [String] {
        doubleRegistry.verificationFailures(
            double: doubleRegistry.displayName(ofType: Self.self),
            extraNames: FunctionIDNames.of(Self.self))
    }

    /// Removes every expectation and every recorded call; givens stay.
    public func resetMock() {
        doubleRegistry.removeExpectationsAndCalls()
    }
}
