// The values `arg(_:)` passes where a type has no default stub value but
// one can still be made soundly: a metatype's type itself, a closure that
// stands in for one the test never calls, a placeholder error.

/// An argument of a metatype (`lookup(_ type: T.Type, key:)`) that
/// satisfies `condition`: passes the type itself.
///
/// ```swift
/// inventory.verify { $0.lookup(arg(.any(Item.Type.self)), key: arg(.equal(to: "sku-1"))) }
/// ```
///
/// Where nothing else fixes `T`, as for a generic member, name it with
/// `.any(Item.Type.self)`. See ``arg(_:fileID:filePath:line:column:)-(ArgumentCondition<Value>,_,_,_,_)``.
public func arg<T>(
    _ condition: ArgumentCondition<T.Type>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> T.Type {
    ArgumentPlaceholder.push(
        condition, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return condition.sample ?? T.self
}

/// An argument of a closure type, such as a completion handler, that
/// satisfies `condition`: passes a placeholder closure.
///
/// ```swift
/// gateway.given { $0.authorize(card: arg(.any), completion: arg(.any)) }
///     .willAnswer { (card: Card, completion: @escaping @Sendable (Result<AuthCode, any Error>) -> Void) in
///         completion(.success(code))
///     }
/// ```
///
/// Recording the call never calls the placeholder; should the double's
/// body call it, a failure is reported at this line, and it returns its
/// result's default stub value (a throwing one throws a
/// ``StuntDoubleError``), or traps when there is none. A `willAnswer`
/// closure gets the closure the code under test passed, not this one.
///
/// - Parameters:
///   - condition: What the argument must satisfy.
///   - fileID: Where a misuse is reported: the caller's file, by default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of that failure: the caller's, by default.
///   - column: The column of that failure; leave the default.
/// - Returns: A closure for the recorded call to pass.
// Disfavoured: a closure that cannot throw is also a throwing one, so
// that a throwing parameter takes the throwing form.
@_disfavoredOverload
public func arg<each Argument, Result>(
    _ condition: ArgumentCondition<(repeat each Argument) -> Result>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ArgumentPlaceholder.push(condition, at: location)
    return { (_: repeat each Argument) in ArgumentPlaceholder.called(returning: Result.self, at: location) }
}

/// An argument of a throwing closure type: see
/// ``arg(_:fileID:filePath:line:column:)-2iawz``.
public func arg<each Argument, Result>(
    _ condition: ArgumentCondition<(repeat each Argument) throws -> Result>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ArgumentPlaceholder.push(condition, at: location)
    return { (_: repeat each Argument) in try ArgumentPlaceholder.calledThrowing(returning: Result.self, at: location) }
}

/// An argument of an `async` closure type: see
/// ``arg(_:fileID:filePath:line:column:)-2iawz``.
@_disfavoredOverload
public func arg<each Argument, Result>(
    _ condition: ArgumentCondition<(repeat each Argument) async -> Result>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ArgumentPlaceholder.push(condition, at: location)
    return { (_: repeat each Argument) in ArgumentPlaceholder.called(returning: Result.self, at: location) }
}

/// An argument of an `async throws` closure type: see
/// ``arg(_:fileID:filePath:line:column:)-2iawz``.
public func arg<each Argument, Result>(
    _ condition: ArgumentCondition<(repeat each Argument) async throws -> Result>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ArgumentPlaceholder.push(condition, at: location)
    return { (_: repeat each Argument) in try ArgumentPlaceholder.calledThrowing(returning: Result.self, at: location) }
}

/// What the forms of `arg(_:)` share.
enum ArgumentPlaceholder {
    /// Keeps `condition` for the call being recorded, or reports it used
    /// outside a closure form.
    static func push<Value>(_ condition: ArgumentCondition<Value>, at location: CodeLocation) {
        if let capture = CallCapture.current {
            capture.push(ErasedCondition(condition))
        } else {
            FailureReporter.report(
                CaptureMessages.argumentOutsideRecording(condition: condition.describe()), at: location)
        }
    }

    /// The value `arg(_:)` passes for `any Error`, which has no default.
    struct PlaceholderError: Error, CustomStringConvertible {
        var description: String { "the placeholder error of arg(_:)" }
    }

    /// The placeholder error, where `Value` is `any Error` itself.
    static func error<Value>(as type: Value.Type) -> Value? {
        Value.self == (any Error).self ? (PlaceholderError() as any Error) as? Value : nil
    }

    /// A placeholder closure was called: reported, then its result's
    /// default, if it has one.
    static func called<Result>(returning type: Result.Type, at location: CodeLocation) -> Result {
        let value = CallCapture.defaultValue(Result.self)
        let message = CaptureMessages.placeholderCalled(returning: Result.self, hasDefault: value != nil)
        if let value {
            FailureReporter.report(message, at: location)
            return value
        }
        if !FailureReporter.trapWillPrint { FailureReporter.report(message, at: location) }
        fatalError(message, file: location.fileID, line: location.line)
    }

    /// A throwing placeholder closure was called: reported, then it throws.
    static func calledThrowing<Result>(returning type: Result.Type, at location: CodeLocation) throws -> Result {
        let message = CaptureMessages.placeholderCalled(returning: nil)
        FailureReporter.report(message, at: location)
        throw StuntDoubleError(message)
    }
}
