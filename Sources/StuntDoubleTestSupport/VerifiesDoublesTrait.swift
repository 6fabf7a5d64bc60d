import StuntDouble
import Testing

/// Verifies a test's doubles when the test ends, as `verify()` in
/// `tearDown()` would: each unmet expectation is reported at the line of
/// its `expect`, and, under `StubbingPolicy.strict`, each member's givens
/// that no call used (or that could not fit a call) at the line of a given,
/// so a forgotten `verify()` no longer passes silently. Use it through
/// ``Testing/Trait/verifiesDoubles``.
///
/// ```swift
/// @Test(.verifiesDoubles) func startingTheCarStartsTheEngine() throws {
///     let engine = EngineMock()
///     engine.expect(callToFunction: "start()")
///     try Car(engine: engine).start()
/// }
/// ```
///
/// Which expectations and givens it checks: those registered (`expect(...)`
/// or `given(...)` called) in the test's task tree: its body, the suite's `init`, `async let`,
/// task groups and `Task { }`. The calls that meet them count from
/// anywhere, detached tasks and other threads included, as long as they
/// are made before the test function returns. An expectation registered
/// from a detached task or a thread of its own is not checked: the test
/// cannot be identified there. A test that throws has failed already, and
/// nothing more is reported for it.
///
/// A test may still call `verify()`: what was registered before that call
/// is its business, and only what is registered after it is checked at
/// the end, so nothing is reported twice.
///
/// The trait also gives each test case its own `statics` (the doubles of
/// static members, see `StaticDouble`), released when the case ends.
public struct VerifiesDoublesTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the trait asks beyond what `verify()` checks.
    let settings: VerificationScope.Settings

    /// On a suite, the trait applies to every test in it and in its nested
    /// suites, each test case on its own.
    ///
    /// ```swift
    /// @Suite(.verifiesDoubles) struct CarTests { … }
    /// ```
    public var isRecursive: Bool { true }

    /// Runs the test, then reports what `verify()` would of what it
    /// registered and no `verify()` checked: unmet expectations at their
    /// `expect` lines, strict givens at their lines. Swift Testing calls it
    /// around each test case.
    ///
    /// ```swift
    /// try await VerifiesDoublesTrait.verifiesDoubles.provideScope(
    ///     for: test, testCase: testCase, performing: body)
    /// ```
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Each test case also gets its own `statics`, released when it ends.
        try await StaticDoubleScope.isolating {
            try await VerificationScope.verifying(settings, function)
        }
    }
}

extension Trait where Self == VerifiesDoublesTrait {
    /// Verifies every expectation a test registers when the test ends, at
    /// the line of its `expect`; on a suite, for each of its tests.
    ///
    /// ```swift
    /// @Test(.verifiesDoubles) func acceleratingSetsTheSpeed() { … }
    /// @Suite(.verifiesDoubles) struct CarTests { … }
    /// ```
    public static var verifiesDoubles: Self { Self(settings: .init()) }

    /// Verifies every expectation a test registers when the test ends, as
    /// ``verifiesDoubles`` does, and asks more of each test's doubles.
    ///
    /// ```swift
    /// @Suite(.verifiesDoubles(stubbingPolicy: .strict)) struct CheckoutTests { … }
    /// @Test(.verifiesDoubles(noOtherCalls: true)) func pays() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - stubbingPolicy: The policy of every double made in the test (its
    ///     body, its suite's `init`, and the tasks they start), as if the
    ///     test had set `stubbingPolicy` on each; a policy the test sets on
    ///     a double wins. `nil` leaves each double's own.
    ///   - noOtherCalls: When the test ends, `verifyNoOtherCalls()` for
    ///     every double the test gave, expected or verified: a call that no
    ///     expectation or check accounts for fails the test, reported at the
    ///     first line that gave, expected or verified that double.
    ///
    /// On a test in a suite that has the trait too, the test's settings
    /// add to the suite's: a policy the test names wins, and either may ask
    /// for `noOtherCalls`.
    public static func verifiesDoubles(stubbingPolicy: StubbingPolicy? = nil, noOtherCalls: Bool = false) -> Self {
        Self(settings: .init(stubbingPolicy: stubbingPolicy, verifiesNoOtherCalls: noOtherCalls))
    }
}
