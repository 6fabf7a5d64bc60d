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
/// stub value, `nil` for an optional. Overloads pass a metatype, a closure
/// and `any Error` (see the Matchers guide). A type without a value
/// cannot be passed so: a failure is reported, and the process stops.
/// Outside such a closure, `arg(_:)` reports a failure at its line.
///
/// - Parameters:
///   - condition: What the argument must satisfy.
///   - fileID: Where a misuse is reported: the caller's file, by default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of that failure: the caller's, by default.
///   - column: The column of that failure; leave the default.
/// - Returns: A value for the recorded call to pass.
@_disfavoredOverload
public func arg<Value>(
    _ condition: ArgumentCondition<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Value {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let value = condition.sample ?? CallCapture.defaultValue(Value.self) ?? ArgumentPlaceholder.error(as: Value.self)
    ArgumentPlaceholder.push(condition, passing: value, at: location)
    if let value { return value }
    let message = CaptureMessages.argumentWithoutValue(condition: condition.describe(), type: Value.self)
    if !FailureReporter.trapWillPrint { FailureReporter.report(message, at: location) }
    fatalError(message, file: fileID, line: line)
}
