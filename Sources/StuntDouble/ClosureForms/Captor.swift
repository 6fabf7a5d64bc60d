/// The arguments a closure form's calls passed in one position, typed and
/// in call order: Mockito's `ArgumentCaptor`.
///
/// ```swift
/// let amounts = Captor<Decimal>()
/// await gateway.verify(.times(2)) { try await $0.charge(amount: arg(amounts), currency: arg(.equal(to: "EUR")), token: arg(.any)) }
/// #expect(amounts.values == [10, 10])
/// ```
///
/// Passed through ``arg(_:fileID:filePath:line:column:)-(Captor<Value>,_,_,_,_)``, a captor
/// accepts any value, like `.any`, and keeps the arguments of the calls
/// that matched the whole pattern:
/// - in `verify` and `numberOfCalls`, those of the calls the check
///   counted, as of the check;
/// - in `expect`, those of the calls the last check of the expectations
///   counted: `verify()`, or `wouldFailIfVerified()` and
///   `applicableFailureMessages()`, which check them too;
/// - in `given`, those of each call the given answered, as it answers.
///
/// A later check replaces what an earlier one kept. A captor is safe to
/// read from any thread.
public final class Captor<Value> {
    private let kept = Locked<[Value]>([])

    /// A captor that has kept nothing yet.
    public init() {}

    /// The values kept, in call order.
    public var values: [Value] { kept.withLock { $0 } }

    /// The value of the last call kept; `nil` when none was.
    public var lastValue: Value? { kept.withLock { $0.last } }
}

extension Captor: @unchecked Sendable where Value: Sendable {}

/// How the forms hand a captor the arguments they matched, without
/// knowing its `Value`.
protocol ArgumentCaptor: AnyObject {
    /// Keeps `value`, a `Value`, after those kept.
    func keep(_ value: Any)
    /// Keeps `values` instead of those kept: `[Value]` in one piece, or
    /// an `[Any]` of `Value`s.
    func replace(with values: Any)
}

extension Captor: ArgumentCaptor {
    func keep(_ value: Any) {
        guard let value = value as? Value else { return }
        kept.withLock { $0.append(value) }
    }

    func replace(with values: Any) {
        // An array of `Value`s as such is cast without a copy.
        let typed = values as? [Value] ?? (values as? [Any])?.compactMap { $0 as? Value } ?? []
        kept.withLock { $0 = typed }
    }
}

/// An argument that any value satisfies, kept by `captor` when the call
/// matches the whole pattern of the closure form it is passed in: see
/// ``Captor``.
///
/// ```swift
/// let ids = Captor<Int>()
/// store.verify(.times(2)) { $0.delete(id: arg(ids)) }
/// #expect(ids.values == [3, 4])
/// ```
///
/// The value returned is the type's default stub value, as for `arg(.any)`:
/// a captor of a type without one does not compile.
///
/// - Parameters:
///   - captor: What keeps the argument.
///   - fileID: Where a misuse is reported: the caller's file, by default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line of that failure: the caller's, by default.
///   - column: The column of that failure; leave the default.
/// - Returns: A value for the recorded call to pass.
public func arg<Value: ProvidingDefaultStubValue>(
    _ captor: Captor<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Value {
    arg(.captured(by: captor), fileID: fileID, filePath: filePath, line: line, column: column)
}
