/// A type whose members answer with values given by a test.
///
/// Conform a test double to `Stubbing` and forward every member to
/// `didCallFunction(withArguments:)` (or its throwing and `async` twins).
/// The member's name comes from `#function`, so the body is the same in every member:
///
/// ```swift
/// final class FuelGaugeStub: Stubbing, FuelGauge {
///     func level() -> Double { didCallFunction() }
/// }
///
/// let gauge = FuelGaugeStub()
/// gauge.given("level()", willReturn: 0.25)
/// gauge.level() // 0.25
/// ```
///
/// A class conforms with no extra code. Any other type adds one stored
/// property, `let doubleRegistry = DoubleRegistry()`.
///
/// A `Stubbing`-only double answers givens but records no calls; conform to
/// ``Mocking`` to record calls and verify expectations.
public protocol Stubbing {
    /// The givens, expectations and calls of this double.
    ///
    /// Classes get a default implementation that keeps the registry outside
    /// the object, keyed by the object's identity, and releases it once the
    /// object is gone (see ``DoubleRegistry``). Other types store one.
    var doubleRegistry: DoubleRegistry { get }
}

// MARK: - Default implementations

extension Stubbing where Self: AnyObject {
    /// The registry StuntDouble keeps for this object.
    @inlinable
    public var doubleRegistry: DoubleRegistry {
        RegistryTable.registry(for: self)
    }
}

extension Stubbing {
    /// Whether calls to this double are recorded: only ``Mocking`` doubles
    /// record. Asked of the dynamic type, so that a subclass that adds
    /// `Mocking` records the members it inherits; the registry asks once.
    @inlinable
    var recordsCalls: Bool { type(of: self) is any Mocking.Type }

    /// The identity under which the table would hold this double's
    /// registry; `nil` for value types. (`self as AnyObject` would go
    /// through a generic bridging call.)
    @inlinable
    var tableID: ObjectIdentifier? {
        Self.self is AnyObject.Type ? ObjectIdentifier(unsafeBitCast(self, to: AnyObject.self)) : nil
    }

    /// The name failure messages give this double after its type, such as
    /// `EngineMock "left engine"`; `nil` until a test sets one.
    ///
    /// ```swift
    /// let left = EngineMock()
    /// left.doubleName = "left engine"
    /// ```
    public var doubleName: String? {
        get { doubleRegistry.name }
        nonmutating set { doubleRegistry.name = newValue }
    }
}
