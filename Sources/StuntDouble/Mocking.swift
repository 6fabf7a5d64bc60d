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
    /// Registers an expectation: every `expect` form, by name or by
    /// `FunctionID`, ends here.
    func addExpectation<Arguments>(
        _ amount: CallAmount, _ function: String, _ matcher: ArgumentMatcher<Arguments>,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        doubleRegistry.add(
            Expectation(
                function: function, amount: amount, matcher: matcher.box, location: location,
                scope: VerificationScope.enroll(self, at: location)))
    }

    /// Reports every unmet expectation as a test failure at the line of this
    /// call.
    ///
    /// ```swift
    /// engine.expect(callToFunction: "start()")
    /// car.start()
    /// engine.verify()   // fails here if the car never started the engine
    /// ```
    ///
    /// Each failure names the double, the member, the expected amount and
    /// the number of matching calls, and lists the calls that were made.
    /// Under Swift Testing it is recorded as an issue, under XCTest as a
    /// failure; outside a test it is written to standard error.
    ///
    /// A given that no call used fails nothing: a shared setup may give
    /// members that this test does not call. When its name looks misspelled
    /// (close to a member that was called, or, for a double with a
    /// `FunctionID` enum, no case's raw value), a note says so: a warning
    /// of the test at the given's line under Swift Testing, else a line on
    /// standard error. Under ``StubbingPolicy/strict`` every such given is a
    /// failure, and so is a member whose givens could not fit a call.
    public func verify(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        doubleRegistry.settleVerification()  // `.verifiesDoubles` leaves these to this call
        let verification = verification()
        for message in verification.failures {
            FailureReporter.report(message, at: location, about: doubleRegistry)
        }
        if !verification.failures.isEmpty {
            FailureReporter.attachHistories(of: [(doubleRegistry, Self.self)], at: location)
        }
        for note in verification.notes {
            FailureReporter.writeNote(note.text, at: note.location ?? location)
        }
    }

    /// Whether ``verify(fileID:filePath:line:column:)`` would report a failure now.
    ///
    /// It reports nothing: a test may assert on it instead.
    ///
    /// ```swift
    /// #expect(engine.wouldFailIfVerified())
    /// ```
    public func wouldFailIfVerified() -> Bool {
        doubleRegistry.snapshot().hasVerificationFailures(FunctionIDCases.of(Self.self))
    }

    /// The failures ``verify(fileID:filePath:line:column:)`` would report
    /// now, one message each: every unmet expectation and, under
    /// ``StubbingPolicy/strict``, every given that no call used.
    public func applicableFailureMessages() -> [String] {
        verification().failures
    }

    private func verification() -> Verification {
        let snapshot = doubleRegistry.snapshot()
        return snapshot.verification(
            double: snapshot.displayName(ofType: Self.self), FunctionIDCases.of(Self.self))
    }

    /// Forgets every given, expectation and recorded call, as if the double
    /// were new; its ``Stubbing/doubleName`` and
    /// ``Stubbing/stubbingPolicy`` stay. To forget only the calls, use
    /// ``clearRecordedCalls()``.
    public func resetMock() {
        doubleRegistry.removeAll()
    }

    /// Forgets every recorded call; givens and expectations stay. Useful
    /// after the arrange step of a test has called the double.
    ///
    /// ```swift
    /// car.start()                  // arrange: calls the engine
    /// engine.clearRecordedCalls()
    /// car.stop()                   // act
    /// engine.verify(callToFunction: "stop()")
    /// engine.verifyNoOtherCalls()  // the calls of `start()` are forgotten
    /// ```
    public func clearRecordedCalls() {
        doubleRegistry.removeCalls()
    }
}
