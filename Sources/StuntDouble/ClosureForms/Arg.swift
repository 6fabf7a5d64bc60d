/// An argument that satisfies `condition`, for a member called in the
/// closure of `given`, `expect` or `verify`: the form's matcher checks that
/// argument with `condition`.
///
/// ```swift
/// mock.given { $0.row(arg(.identical(to: table)), arg(.satisfying("a positive row") { $0 > 0 })) }.willReturn(3)
/// mock.verify { $0.save(arg(.any)) }
/// ```
///
/// Pass every argument of the call through `arg(_:)`, or none: a
/// condition's argument is known only by counting them (Mockito's rule).
/// An argument evaluated after the others, such as an `@autoclosure`
/// parameter's, runs its `arg(_:)` last: its condition is still bound to
/// its argument, by type and by the value passed, and a call whose
/// conditions cannot be bound so is reported (see the Members guide).
/// The value returned is what the recorded call passes: the condition's own
/// for `.equal(to:)` and `.identical(to:)`, a comparison's bound and a
/// range's lower bound (see the Matchers guide), else the type's default
/// stub value, `nil` for an optional. Other overloads pass a metatype, a
/// closure, `any Error`, and the value of `.equal(to:)` or
/// `.identical(to:)` of a type with no default stub value. For any other
/// type, `arg(_:)` does not compile: there is no value to pass. Outside
/// such a closure, `arg(_:)` reports a failure at its line.
///
/// - Parameters:
///   - condition: What the argument must satisfy.
///   - fileID: Where a misuse is reported: the caller's file, by default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of that failure: the caller's, by default.
///   - column: The column of that failure; leave the default.
/// - Returns: A value for the recorded call to pass.
public func arg<Value: ProvidingDefaultStubValue>(
    _ condition: ArgumentCondition<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Value {
    let value = condition.sample ?? Value.defaultStubValue()
    ArgumentPlaceholder.push(
        condition, passing: value, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return value
}

/// An argument of a type with no default stub value, equal or identical
/// to the condition's value, which the recorded call passes.
///
/// ```swift
/// gateway.verify { $0.authorize(card: arg(.equal(to: card)), completion: arg(.any)) }
/// ```
///
/// See ``arg(_:fileID:filePath:line:column:)-(ArgumentCondition<Value>,_,_,_,_)``.
// Disfavoured: where the type has a default, the condition's own form is
// the one, so that every condition of the vocabulary applies.
@_disfavoredOverload
public func arg<Value>(
    _ condition: ArgumentCondition<Value>.WithValue,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Value {
    ArgumentPlaceholder.push(
        condition.condition, passing: condition.value,
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return condition.value
}

/// `arg(_:)` of a type with no default stub value and a condition without
/// a value of its own, such as `.any`: there is nothing for the recorded
/// call to pass, so it does not compile.
@available(
    *, unavailable,
    message:
        "arg(_:) has no value of this type to pass: conform the type to ProvidingDefaultStubValue, use .equal(to:) or .identical(to:), or the name-based form with an ArgumentMatcher"
)
public func arg<Value>(
    _ condition: ArgumentCondition<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Value {
    fatalError("unavailable")
}

extension ArgumentCondition {
    /// A condition with the value `arg(_:)` passes for it: `.equal(to:)`,
    /// `.identical(to:)` and the comparisons, of a type with no default
    /// stub value.
    public struct WithValue {
        @usableFromInline let condition: ArgumentCondition
        @usableFromInline let value: Value

        @usableFromInline
        init(condition: ArgumentCondition, value: Value) {
            self.condition = condition
            self.value = value
        }
    }
}

extension ArgumentCondition.WithValue: Sendable where Value: Sendable {}

extension ArgumentCondition.WithValue where Value: Equatable {
    /// A value equal to `expected`: see ``ArgumentCondition/equal(to:)``.
    @inlinable
    public static func equal(to expected: Value) -> Self {
        Self(condition: .equal(to: expected), value: expected)
    }
}

extension ArgumentCondition.WithValue where Value: AnyObject {
    /// The very object `expected`: see ``ArgumentCondition/identical(to:)``.
    @inlinable
    public static func identical(to expected: Value) -> Self {
        Self(condition: .identical(to: expected), value: expected)
    }
}

extension ArgumentCondition.WithValue where Value: Comparable {
    /// A value greater than `bound`: see ``ArgumentCondition/greaterThan(_:)``.
    @inlinable
    public static func greaterThan(_ bound: Value) -> Self { Self(condition: .greaterThan(bound), value: bound) }

    /// A value less than `bound`: see ``ArgumentCondition/lessThan(_:)``.
    @inlinable
    public static func lessThan(_ bound: Value) -> Self { Self(condition: .lessThan(bound), value: bound) }

    /// A value greater than or equal to `bound`: see ``ArgumentCondition/atLeast(_:)``.
    @inlinable
    public static func atLeast(_ bound: Value) -> Self { Self(condition: .atLeast(bound), value: bound) }

    /// A value less than or equal to `bound`: see ``ArgumentCondition/atMost(_:)``.
    @inlinable
    public static func atMost(_ bound: Value) -> Self { Self(condition: .atMost(bound), value: bound) }

    /// A value in `range`: see ``ArgumentCondition/in(_:)-(ClosedRange<Value>)``.
    @inlinable
    public static func `in`(_ range: ClosedRange<Value>) -> Self {
        Self(condition: .in(range), value: range.lowerBound)
    }
}
