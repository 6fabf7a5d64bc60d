/// A type whose members answer with values given by a test.
///
/// Conform a test double to `Stubbing` and forward every member to
/// ``didCallFunction(_:withArguments:fileID:filePath:line:column:)-(_,repeat_each_Argument,_,_,_,_)``.
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

    /// Records a call to a member that returns nothing.
    ///
    /// ```swift
    /// func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
    /// var title: String {
    ///     get { didCallFunction() }
    ///     set { didCallFunction(withArguments: newValue) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order. Their static types are
    ///     kept: matchers and the call history see exactly these types.
    @inlinable
    public func didCallFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        _ = receiveCall(.literal(function), (repeat each arguments), answering: Void.self)
    }

    /// Records a call and returns the most recently registered given that
    /// applies, or `Result.defaultStubValue()` when none does.
    ///
    /// ```swift
    /// func currentSpeed() -> Double { didCallFunction() }  // 0.0 until given
    /// ```
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order.
    /// - Returns: The given value, or the type's default stub value.
    @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let packed = (repeat each arguments)
        let answer = receiveCall(.literal(function), packed, answering: Result.self).answer
        return valueOrDefault(answer, for: function.description, packed)
    }

    /// Records a call and returns the most recently registered given that
    /// applies.
    ///
    /// When no given applies and `Result` has no default stub value, the call
    /// is reported as a failure that lists the givens registered for the
    /// member and why none applied, and then the process traps with the same
    /// text.
    ///
    /// This form also serves `didCallFunction(withArguments: x)!`, where
    /// `Result` is inferred as an optional; it then returns `nil` when no
    /// given applies, and `!` traps.
    ///
    /// - Parameters:
    ///   - function: The member's name; `#function` unless you pass one.
    ///   - arguments: The member's arguments, in order.
    /// - Returns: The given value.
    @inlinable
    public func didCallFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let packed = (repeat each arguments)
        let answer = receiveCall(.literal(function), packed, answering: Result.self).answer
        return valueOrReport(
            answer, for: function.description, packed,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a call to a throwing member that returns nothing.
    ///
    /// ```swift
    /// func start() throws { try didCallThrowingFunction() }
    /// ```
    @inlinable
    public func didCallThrowingFunction<each Argument>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a call to a throwing member and returns the given value, or
    /// `Result.defaultStubValue()`.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result: ProvidingDefaultStubValue>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> Result {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a call to a throwing member and returns the given value;
    /// reports and traps when none applies, like the non-throwing form.
    @inlinable
    public func didCallThrowingFunction<each Argument, Result>(
        _ function: StaticString = #function,
        withArguments arguments: repeat each Argument,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws -> Result {
        didCallFunction(
            function, withArguments: repeat each arguments,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
