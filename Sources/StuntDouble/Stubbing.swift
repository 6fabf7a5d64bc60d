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

    /// This double's registry with its lock held, when the identity table
    /// holds it and found it last; the caller unlocks it. Not retained:
    /// while the lock is held no sweep of the table can free it.
    ///
    /// A class's registry is most likely in the table: asking the table
    /// directly takes one lock and no retain, where going through
    /// `doubleRegistry` takes two locks and a retain. A class that stores
    /// its registry pays for one lookup that misses.
    @inlinable
    func lockedTableRegistry() -> Unmanaged<DoubleRegistry>? {
        guard let id = tableID else { return nil }
        return RegistryTable.lockedRegistry(of: id)
    }

    @inlinable
    func answer<Arguments, Result>(
        _ function: StaticString, _ arguments: Arguments, as resultType: Result.Type
    ) -> Result? {
        if let registry = lockedTableRegistry() {
            return registry._withUnsafeGuaranteedRef {
                $0.receiveLockedCall(function, arguments, recording: self.recordsCalls, answering: resultType)
            }
        }
        // Held strongly for the call: `doubleRegistry` may be computed.
        let registry = doubleRegistry
        registry.lock.lock()
        return registry.receiveLockedCall(function, arguments, recording: self.recordsCalls, answering: resultType)
    }

    /// The given value, else the type's default; notes why an optional
    /// answers `nil` despite givens. Shared by the name and ID forms.
    @inlinable
    func given<Arguments, Result: ProvidingDefaultStubValue>(
        _ value: Result?, orDefaultFor function: @autoclosure () -> String, _ arguments: Arguments
    ) -> Result {
        if let value { return value }
        if Result.self is any OptionalMarker.Type {
            noteNilAnswer(function(), arguments, Result.self)
        }
        return Result.defaultStubValue()
    }

    /// The given value, else a default found at run time, else a report and
    /// a trap. Shared by the name and ID forms.
    @inlinable
    func given<Arguments, Result>(
        _ value: Result?, orFailFor function: @autoclosure () -> String, _ arguments: Arguments,
        _ location: CodeLocation
    ) -> Result {
        if let value { return value }
        if let value = DefaultStubValue.of(Result.self) { return value }
        failForMissingAnswer(function(), arguments, Result.self, location)
    }

    /// Reports a call that nothing answers, then stops the process.
    @usableFromInline
    func failForMissingAnswer<Arguments, Result>(
        _ function: String, _ arguments: Arguments, _ resultType: Result.Type, _ location: CodeLocation
    ) -> Never {
        let message = doubleRegistry.missingAnswerMessage(
            double: doubleRegistry.displayName(ofType: Self.self), function: function,
            arguments: arguments, resultType: resultType)
        // Outside tests the trap itself writes the text to standard error.
        if !FailureReporter.trapWillPrint {
            FailureReporter.report(message, at: location)
        }
        fatalError(message, file: location.fileID, line: location.line)
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

    /// Writes to standard error why an optional member answers `nil` when
    /// it has givens: with `didCallFunction(…)!` the next thing is a trap,
    /// and Swift's own message would not say which given failed to apply.
    @usableFromInline
    func noteNilAnswer<Arguments, Result>(_ function: String, _ arguments: Arguments, _ resultType: Result.Type) {
        let registry = doubleRegistry
        guard !registry.givens(for: function).isEmpty else { return }
        FailureReporter.writeNote(
            registry.nilAnswerNote(
                double: registry.displayName(ofType: Self.self), function: function,
                arguments: arguments, resultType: resultType))
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
        _ = answer(function, (repeat each arguments), as: Void.self)
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
        return given(answer(function, packed, as: Result.self), orDefaultFor: function.description, packed)
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
        return given(
            answer(function, packed, as: Result.self), orFailFor: function.description, packed,
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
