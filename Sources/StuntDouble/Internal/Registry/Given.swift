/// A value registered for a member, with the matcher that says when it applies.
@usableFromInline
final class Given {
    @usableFromInline let matcher: MatcherBox
    @usableFromInline let answer: Answer
    /// The value's type when `answer` is a plain `ValueAnswer`, for a
    /// cast-free fast path; nil otherwise.
    @usableFromInline let plainValueType: ObjectIdentifier?
    let location: CodeLocation

    init(matcher: MatcherBox, answer: Answer, location: CodeLocation) {
        self.matcher = matcher
        self.answer = answer
        self.plainValueType = answer.isPlainValue ? ObjectIdentifier(answer.valueType) : nil
        self.location = location
    }

    /// The given's value as `Result`, or nil when it cannot be one.
    @inlinable
    func value<Result>(as type: Result.Type) -> Result? {
        if plainValueType == ObjectIdentifier(type) {
            return unsafeDowncast(answer, to: ValueAnswer<Result>.self).value
        }
        return answer.value(as: type)
    }
}

/// What a given returns. A class so that later kinds of answer (computed,
/// consecutive, throwing) are subclasses, not changes to the call path.
@usableFromInline
class Answer {
    /// The type of the value the answer produces, for messages.
    var valueType: Any.Type { fatalError("abstract") }
    /// The value as `Result`, or `nil` when it cannot be returned as one.
    @usableFromInline
    func value<Result>(as type: Result.Type) -> Result? { fatalError("abstract") }
    var valueDescription: String { fatalError("abstract") }
    /// Whether this is a `ValueAnswer`, whose value is returned as is.
    var isPlainValue: Bool { false }
}

@usableFromInline
final class ValueAnswer<Value>: Answer {
    @usableFromInline let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override var valueType: Any.Type { Value.self }
    override var valueDescription: String { ValueDescription.of(value) }
    override var isPlainValue: Bool { true }

    @usableFromInline
    override func value<Result>(as type: Result.Type) -> Result? {
        if Value.self == Result.self { return unsafeBitCast(value, to: Result.self) }
        // Optional promotion, upcasts and existentials go through a dynamic cast.
        return value as? Result
    }
}

/// Picks the given that answers a call.
@usableFromInline
enum GivenMatching<Result> {
    case value(Result)
    /// Some given fits the call's types, but its matcher rejected the call.
    case rejected
    /// No given has both a value of `Result` and a matcher for the call's
    /// argument type: none could ever answer it.
    case noneFits

    /// The most recently registered given whose value fits `Result` and
    /// whose matcher accepts `arguments`. Runs outside the registry's lock,
    /// since matchers are the user's code.
    @inlinable
    static func value<Arguments>(
        from givens: [Given], for arguments: Arguments, as type: Result.Type
    ) -> GivenMatching {
        givens.withUnsafeBufferPointer { buffer in
            var anyFits = false
            var index = buffer.endIndex
            while index > buffer.startIndex {
                index -= 1
                // Borrowed, not retained: the caller's `givens` keeps every
                // given alive, and a retain and release per given would cost
                // more than the matcher. Keep `matcher` Unmanaged; a method
                // call on `given` brings the retains back.
                unowned(unsafe) let given = buffer[index]
                let matcher = Unmanaged.passUnretained(given.matcher)
                if given.plainValueType == ObjectIdentifier(type) {
                    if !anyFits { anyFits = matcher._withUnsafeGuaranteedRef { $0.takes(Arguments.self) } }
                    if matcher._withUnsafeGuaranteedRef({ $0.accepts(arguments) }) {
                        return .value(unsafeDowncast(given.answer, to: ValueAnswer<Result>.self).value)
                    }
                } else if let value = given.answer.value(as: type) {
                    if !anyFits { anyFits = matcher._withUnsafeGuaranteedRef { $0.takes(Arguments.self) } }
                    if matcher._withUnsafeGuaranteedRef({ $0.accepts(arguments) }) { return .value(value) }
                }
            }
            return anyFits ? .rejected : .noneFits
        }
    }
}
