/// How strictly a double treats its givens.
///
/// ```swift
/// let engine = EngineMock()
/// engine.stubbingPolicy = .strict
/// engine.given("currentSpeed()", willReturn: 88.0)
/// engine.verify()  // fails: no call used the given
/// ```
///
/// A test suite often gives every member in a shared setup and each test
/// calls only some, so by default (``lenient``) a given that no call used
/// fails nothing; `verify()` writes a note only when its name looks
/// misspelled. Opt in to ``strict`` to have `verify()` fail on every given
/// that no call used and on every member whose givens could not fit a
/// call's types. Set it before the calls: a given of a member called
/// before the switch counts as used, as nothing watched which given
/// answered those calls.
public enum StubbingPolicy: Sendable, Hashable {
    /// Unused givens fail nothing: the default.
    case lenient
    /// `verify()` reports every member whose givens no call used, and every
    /// member whose givens could not fit a call's types.
    case strict
}

extension Stubbing {
    /// How strictly this double treats its givens; ``StubbingPolicy/lenient``
    /// unless a test sets it. Kept by `resetMock()` and `resetStub()`.
    public var stubbingPolicy: StubbingPolicy {
        get { doubleRegistry.stubbingPolicy }
        nonmutating set { doubleRegistry.stubbingPolicy = newValue }
    }
}
