/// The double of a type's static members: `FactoryMock.statics`.
///
/// A static member of a double forwards to `statics`, as an instance member
/// forwards to `self`; a test gives, expects and verifies through the same
/// property:
///
/// ```swift
/// final class FactoryMock: Mocking, Factory {
///     static func make() -> Self { statics.didCallFunction() }
/// }
///
/// FactoryMock.statics.given("make()", willReturn: FactoryMock())
/// FactoryMock.statics.expect(callToFunction: "make()")
/// _ = FactoryMock.make()
/// FactoryMock.statics.verify()
/// ```
///
/// `statics` offers what the type's instances offer: a ``Mocking`` type's
/// `statics` records calls and verifies expectations, a ``Stubbing``-only
/// type's answers givens and records nothing. Messages name it after its
/// type, as in `Expected FactoryMock.statics.make() to be called at least
/// once`.
///
/// Static state is shared by everything that reaches the type, so
/// StuntDouble keeps one `statics` per test:
///
/// - **In a Swift Testing test** (on Apple platforms, with
///   `StuntDoubleTestSupport` linked), each test case (each argument of a
///   parameterized test) has its own, which its task tree shares (its
///   body, the suite's `init`, `async let`, task groups and `Task { }`).
///   Tests running in parallel never see each other's givens or calls.
///   With the `.verifiesDoubles` trait each repetition has its own too,
///   released when the case ends; without it, a case's lives until the
///   process ends.
/// - **Under XCTest** there is one per type for the process; on Linux each
///   test method starts with it fresh.
/// - **Anywhere else** (a detached task or a thread of its own in a Swift
///   Testing run, an app or a preview, an Apple test target without
///   `StuntDoubleTestSupport`) there is one per type for the process.
///
/// `resetMock()` (or `resetStub()`) forgets a `statics`' givens,
/// expectations and calls; XCTest tests on Apple platforms call it in
/// `setUp()`.
public struct StaticDouble<Owner: Stubbing>: Stubbing, Sendable {
    /// The givens, expectations and calls of `Owner`'s static members in
    /// the current test.
    public let doubleRegistry: DoubleRegistry

    @usableFromInline
    init(doubleRegistry: DoubleRegistry) {
        self.doubleRegistry = doubleRegistry
    }
}

/// A `Mocking` type's static members are mocked too: calls are recorded
/// and can be expected and verified.
extension StaticDouble: Mocking where Owner: Mocking {}

/// A type that names its members with an enum names its static members
/// with the same enum.
extension StaticDouble: DefiningFunctionID where Owner: DefiningFunctionID {
    public typealias FunctionID = Owner.FunctionID
}

extension Stubbing {
    /// The double of this type's static members, for the current test: see
    /// ``StaticDouble``.
    ///
    /// ```swift
    /// static func make() -> Self { statics.didCallFunction() }
    ///
    /// FactoryMock.statics.given("make()", willReturn: FactoryMock())
    /// FactoryMock.statics.verify()
    /// ```
    @inlinable
    public static var statics: StaticDouble<Self> {
        StaticDouble(doubleRegistry: StaticDoubleTable.currentRegistry(of: Self.self))
    }
}

extension StaticDouble: NamedInMessages {
    /// `FactoryMock.statics`.
    static var nameInMessages: String { TypeName.of(Owner.self) + ".statics" }
}
