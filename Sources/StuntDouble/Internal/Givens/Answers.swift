/// What a given does when it answers a call. Each kind is a subclass, so a
/// new kind adds no case to the call path.
@usableFromInline
class Answer {
    /// How messages show the answer: `willReturn 7`, `willThrow offline`.
    var summary: String { fatalError("abstract") }
    /// How messages show a plain value answer's value: `7`.
    var valueDescription: String? { nil }

    /// Why the answer can never answer a call of these types through
    /// `form`, for messages; `nil` when it can.
    func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? { fatalError("abstract") }

    /// Whether the answer can answer a call of these types through `form`.
    @usableFromInline
    func fits<Arguments, Result>(_ arguments: Arguments.Type, _ result: Result.Type, _ form: CallForm) -> Bool {
        unfitReason(arguments: arguments, result: result, form: form) == nil
    }

    /// Whether a closure answer whose arguments differ from the call's
    /// only by leaving out `@Sendable` or adding labels can answer it, once
    /// no given fits exactly (see `ArgumentsConversion`).
    func fitsByConversion(arguments: Any.Type, result: Any.Type, form: CallForm) -> Bool { false }

    /// Whether producing the answer may suspend: it needs `produceAsync`.
    @usableFromInline var isAsync: Bool { false }

    /// Whether the answer is a value known without running user code,
    /// which the call path can hand out under the registry's lock.
    @usableFromInline var isImmediate: Bool { false }

    /// The next value of an immediate answer, as `Result`; `nil` when it
    /// cannot be one.
    @usableFromInline
    func take<Result>(as type: Result.Type) -> Result? { nil }

    /// Produces the answer for a call, running user code. Call only when
    /// `fits` said so.
    @usableFromInline
    func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        fatalError("abstract")
    }

    /// Produces the answer for a call through an `async` form.
    @usableFromInline
    func produceAsync<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) async throws -> Result {
        try produce(arguments, as: type)
    }

    /// Whether this is a `ValueAnswer`, whose value is returned as is.
    var isPlainValue: Bool { false }
    /// The values' type of a `SequenceAnswer`, for its cast-free path.
    var sequenceValueType: Any.Type? { nil }
    /// The closure's argument and value types of a `ComputedAnswer`, for
    /// its cast-free path.
    var computedTypes: (arguments: Any.Type, value: Any.Type)? { nil }
    /// The value's type, for the cast-free path of plain values.
    var valueType: Any.Type { Any.self }
}

/// Whether a closure's value of type `value` can be returned as `result`,
/// judged by the types alone: the same type, the type an optional result
/// wraps, or a subclass. (A value at hand also casts to a protocol it
/// conforms to; a type alone does not tell.)
func canReturn(_ value: Any.Type, as result: Any.Type) -> Bool {
    if value == result { return true }
    if let optional = result as? any OptionalMarker.Type, optional.wrappedType == value { return true }
    func open<Value>(_: Value.Type) -> Bool {
        func to<Result>(_: Result.Type) -> Bool { Value.self is Result.Type }
        return _openExistential(result, do: to)
    }
    return _openExistential(value, do: open)
}

/// `value` as a `Result`, as `as?` casts it, but for `nil`: Swift casts
/// the `nil` of one optional type to every other optional type, so a
/// `nil` given for `User?` would answer a call returning `Order?`. A `nil`
/// answers only where its own type could be returned.
func cast<Value, Result>(_ value: Value, to type: Result.Type) -> Result? {
    if Value.self is any OptionalMarker.Type, let optional = value as? any OptionalMarker, optional.isNone,
        !canReturn(Value.self, as: Result.self)
    {
        return nil
    }
    return value as? Result
}

/// Whether `value` can answer a call returning `result`, as a given's
/// value does (see `cast(_:to:)`).
func canAnswer<Value>(_ value: Value, returning result: Any.Type) -> Bool {
    func open<Result>(_: Result.Type) -> Bool { cast(value, to: Result.self) != nil }
    return _openExistential(result, do: open)
}

/// The reason a closure over `closure` cannot answer a call passing
/// `call`; it says so when only the closure's `@Sendable` is in the way.
func argumentsReason(closure: Any.Type, call: Any.Type) -> String {
    let reason = "its closure takes \(TypeName.of(closure)), but the call passed \(TypeName.of(call))"
    guard ArgumentsConversion.converts(from: closure, to: call) else { return reason }
    return reason + " (the member's closure is not @Sendable, so the answer's cannot be)"
}

/// The reason a value of `value` cannot answer a call returning `result`.
func returnTypeReason(_ value: Any.Type, _ result: Any.Type) -> String? {
    canReturn(value, as: result)
        ? nil : "its value is \(TypeName.of(value)), but the member returns \(TypeName.of(result))"
}

/// One value, returned by every call: `willReturn:`.
@usableFromInline
final class ValueAnswer<Value>: Answer {
    @usableFromInline let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override var summary: String { "willReturn \(ValueDescription.of(value))" }
    override var valueDescription: String? { ValueDescription.of(value) }
    override var isPlainValue: Bool { true }
    override var valueType: Any.Type { Value.self }
    override var isImmediate: Bool { true }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        // Optional promotion, upcasts and existentials: ask the value itself.
        canCastValue(to: result)
            ? nil : "its value is \(TypeName.of(Value.self)), but the member returns \(TypeName.of(result))"
    }

    private func canCastValue(to result: Any.Type) -> Bool {
        func fits<Result>(_ type: Result.Type) -> Bool { StuntDouble.cast(value, to: type) != nil }
        return _openExistential(result, do: fits)
    }

    @usableFromInline
    override func take<Result>(as type: Result.Type) -> Result? {
        if Value.self == Result.self { return unsafeBitCast(value, to: Result.self) }
        // Optional promotion, upcasts and existentials go through a dynamic cast.
        return StuntDouble.cast(value, to: type)
    }

    @usableFromInline
    override func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        take(as: type)!
    }
}

/// Values returned one per call, the last one for every call after:
/// `willReturn:then:`. Each given keeps its own position, advanced only by
/// the calls it answers, with an atomic counter where the platform has one
/// (a lock of its own elsewhere): calls from several tasks hand out each
/// value exactly as often as the sequence says.
@usableFromInline
final class SequenceAnswer<Value>: Answer, @unchecked Sendable {
    @usableFromInline let values: [Value]
    /// How many values were taken: `CallSequence`'s counter, which only
    /// grows, one step per value.
    @usableFromInline let taken: any AnyObject & Sendable = CallSequence.makeCounter()

    init(_ values: [Value]) {
        precondition(!values.isEmpty, "a sequence of answers has at least one value")
        self.values = values
    }

    /// The next value; the last one repeats.
    @inlinable
    func next() -> Value {
        let index = Int(truncatingIfNeeded: CallSequence.next(taken) &- 1)
        return values[index < values.count && index >= 0 ? index : values.count - 1]
    }

    override var sequenceValueType: Any.Type? { Value.self }

    override var summary: String {
        "willReturn " + values.map { ValueDescription.of($0) }.joined(separator: ", then ")
    }
    override var isImmediate: Bool { true }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        func fits<Result>(_: Result.Type) -> Bool { answersEveryCall(as: Result.self) }
        return _openExistential(result, do: fits)
            ? nil : "its values are \(TypeName.of(Value.self)), but the member returns \(TypeName.of(result))"
    }

    /// Whether every value can be returned as a `Result`, as a plain
    /// given's value is (see `cast(_:to:)`): a sequence that fits takes a
    /// value for each call it answers, and no other. A plain `as?` cast
    /// the `nil` of one optional type to every other: a sequence given
    /// for `User?` took values for calls returning `Order?`.
    private func answersEveryCall<Result>(as type: Result.Type) -> Bool {
        values.allSatisfy { StuntDouble.cast($0, to: type) != nil }
    }

    /// A value of another type than `Value` (an optional, a superclass):
    /// the call path takes `next()` directly for the same type. `nil`,
    /// and no value taken, when the sequence does not fit.
    @usableFromInline
    override func take<Result>(as type: Result.Type) -> Result? {
        guard answersEveryCall(as: type) else { return nil }
        return StuntDouble.cast(next(), to: type)
    }

    @usableFromInline
    override func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        // Unreachable for a sequence that fits, which the lookup checked.
        guard let value = take(as: type) else {
            throw StuntDoubleError("StuntDouble: \(summary) cannot answer a call returning \(TypeName.of(type)).")
        }
        return value
    }
}

/// A value computed from the arguments by the test's closure: `willAnswer:`.
@usableFromInline
final class ComputedAnswer<Arguments, Value>: Answer {
    @usableFromInline let compute: (Arguments) throws -> Value

    override var computedTypes: (arguments: Any.Type, value: Any.Type)? { (Arguments.self, Value.self) }

    init(_ compute: @escaping (Arguments) throws -> Value) {
        self.compute = compute
    }

    override var summary: String {
        "willAnswer a closure of type (\(TypeName.of(Arguments.self))) -> \(TypeName.of(Value.self))"
    }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        if arguments != Arguments.self { return argumentsReason(closure: Arguments.self, call: arguments) }
        return returnTypeReason(Value.self, result)
    }

    override func fitsByConversion(arguments: Any.Type, result: Any.Type, form: CallForm) -> Bool {
        ArgumentsConversion.converts(from: arguments, to: Arguments.self) && canReturn(Value.self, as: result)
    }

    @usableFromInline
    override func produce<CallArguments, Result>(_ arguments: CallArguments, as type: Result.Type) throws -> Result {
        try compute(ArgumentsConversion.read(arguments, as: Arguments.self)) as! Result
    }
}

/// A value computed by the test's `async` closure, which may suspend: an
/// `async` `willAnswer:`. It answers calls through the `async` forms only.
@usableFromInline
final class AsyncComputedAnswer<Arguments, Value>: Answer {
    let compute: (Arguments) async throws -> Value

    init(_ compute: @escaping (Arguments) async throws -> Value) {
        self.compute = compute
    }

    override var isAsync: Bool { true }

    override var summary: String {
        "willAnswer an async closure of type (\(TypeName.of(Arguments.self))) -> \(TypeName.of(Value.self))"
    }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        if !form.isAsync { return "its closure is async, but the member is not" }
        if arguments != Arguments.self { return argumentsReason(closure: Arguments.self, call: arguments) }
        return returnTypeReason(Value.self, result)
    }

    override func fitsByConversion(arguments: Any.Type, result: Any.Type, form: CallForm) -> Bool {
        form.isAsync && ArgumentsConversion.converts(from: arguments, to: Arguments.self)
            && canReturn(Value.self, as: result)
    }

    @usableFromInline
    override func produceAsync<CallArguments, Result>(_ arguments: CallArguments, as type: Result.Type)
        async throws -> Result
    {
        try await compute(ArgumentsConversion.read(arguments, as: Arguments.self)) as! Result
    }
}

/// An error thrown by every call: `willThrow:`. It answers calls through
/// the throwing forms only.
@usableFromInline
final class ThrowingAnswer: Answer {
    let error: any Error

    init(_ error: any Error) {
        self.error = error
    }

    override var summary: String { "willThrow \(ValueDescription.of(error))" }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? {
        form.canThrow ? nil : "it throws, but the member does not"
    }

    @usableFromInline
    override func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        throw error
    }
}

/// Runs the member's real implementation: `callThrough`. The call path
/// runs the closure the member passed; this only marks the given.
@usableFromInline
final class CallThroughAnswer: Answer {
    override var summary: String { "callThrough" }

    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? { nil }
}
