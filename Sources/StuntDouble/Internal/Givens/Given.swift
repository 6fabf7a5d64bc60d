/// A value registered for a member, with the matcher that says when it applies.
@usableFromInline
final class Given {
    @usableFromInline let matcher: MatcherBox
    @usableFromInline let answer: Answer
    /// The value's type when `answer` is a plain `ValueAnswer`, for a
    /// cast-free fast path; nil otherwise.
    @usableFromInline let plainValueType: ObjectIdentifier?
    /// The values' type when `answer` is a `SequenceAnswer`; nil otherwise.
    @usableFromInline let sequenceValueType: ObjectIdentifier?
    /// The closure's argument and value types when `answer` is a
    /// `ComputedAnswer`; nil otherwise.
    @usableFromInline let computedTypes: (arguments: ObjectIdentifier, value: ObjectIdentifier)?
    let location: CodeLocation
    /// What a write stored, when the given holds a setter's value rather
    /// than the test's.
    let storedValue: StoredValue?
    /// The `.verifiesDoubles` scope that checks, when its test ends, that a
    /// call used the given (strict policy); `nil` when none was current at
    /// `given`, or once `verify()` checked it. Guarded by the registry's lock.
    var scope: VerificationScope.ID?

    init(
        matcher: MatcherBox, answer: Answer, location: CodeLocation, storedValue: StoredValue? = nil,
        scope: VerificationScope.ID? = nil
    ) {
        self.matcher = matcher
        self.scope = scope
        self.answer = answer
        self.storedValue = storedValue
        self.plainValueType = answer.isPlainValue ? ObjectIdentifier(answer.valueType) : nil
        self.sequenceValueType = answer.sequenceValueType.map(ObjectIdentifier.init)
        self.computedTypes = answer.computedTypes.map { (ObjectIdentifier($0.arguments), ObjectIdentifier($0.value)) }
        self.location = location
    }

    /// Whether the given holds a subscript's write.
    var isIndexedWrite: Bool { storedValue?.isIndexed ?? false }

    /// Whether the answer is a sequence of `Result`s or a closure from
    /// `Arguments` to `Result`: known to fit without a dynamic cast.
    @inlinable
    func fitsWithoutCasting<Arguments, Result>(_ arguments: Arguments.Type, _ result: Result.Type) -> Bool {
        if sequenceValueType == ObjectIdentifier(result) { return true }
        guard let computedTypes else { return false }
        return computedTypes.arguments == ObjectIdentifier(arguments) && computedTypes.value == ObjectIdentifier(result)
    }

    /// The value of an immediate answer as `Result`, taking it (a
    /// sequence advances); `nil` when the answer is not immediate or its
    /// value cannot be a `Result`.
    @inlinable
    func immediateValue<Result>(as type: Result.Type) -> Result? {
        if plainValueType == ObjectIdentifier(type) {
            return unsafeDowncast(answer, to: ValueAnswer<Result>.self).value
        }
        if sequenceValueType == ObjectIdentifier(type) {
            return unsafeDowncast(answer, to: SequenceAnswer<Result>.self).next()
        }
        return answer.isImmediate ? answer.take(as: type) : nil
    }
}

/// Picks the given that answers a call, running the user's matchers.
@usableFromInline
enum GivenMatching<Result> {
    /// An immediate answer's value, and the given it came from.
    case value(Result, Unmanaged<Given>)
    /// A given whose answer runs user code, throws, suspends or calls
    /// through.
    case given(Unmanaged<Given>)
    /// Some given fits the call's types, but its matcher rejected the call.
    case rejected
    /// No given has an answer for the call's types and form and a matcher
    /// for its argument type: none could ever answer it.
    case noneFits

    /// The most recently registered given that fits the call and whose
    /// matcher accepts `arguments`. Runs outside the registry's lock, since
    /// matchers are the user's code.
    @inlinable @inline(never)
    static func resolve<Arguments>(
        from matching: Unmanaged<MatchingGivens>, for arguments: Arguments, as type: Result.Type, _ form: CallForm
    ) -> GivenMatching {
        matching._withUnsafeGuaranteedRef { matching in
            if let types = matching.plainTypes, types.arguments == ObjectIdentifier(Arguments.self),
                types.value == ObjectIdentifier(type)
            {
                return resolvePlain(from: matching.givens, for: arguments, catchAll: matching.catchAll)
            }
            return resolve(from: matching.givens, for: arguments, as: type, form)
        }
    }

    /// `resolve` when every given answers with a plain `Result` and has a
    /// matcher for `Arguments` or for any arguments: each fits, so trying
    /// one runs its matcher and nothing else. The newest given for any
    /// arguments, `catchAll`, answers when no newer one accepts; with none
    /// (-1), the call is rejected.
    @inlinable @inline(__always)
    static func resolvePlain<Arguments>(
        from givens: [Given], for arguments: Arguments, catchAll: Int
    ) -> GivenMatching {
        // Through a buffer: `givens[index]` checked its bounds per given.
        givens.withUnsafeBufferPointer { buffer in
            var index = buffer.endIndex
            while index > catchAll + 1 {
                index -= 1
                // Borrowed, as in `resolve(from:for:as:_:)`: `givens` keeps
                // every given, and each its matcher, alive. Each given
                // newer than `catchAll` has a typed matcher.
                let accepted = Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { given in
                    Unmanaged.passUnretained(given.matcher)._withUnsafeGuaranteedRef { matcher in
                        unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self).matches(arguments)
                    }
                }
                if accepted { return plainValue(of: buffer[index]) }
            }
            return catchAll < 0 ? .rejected : plainValue(of: buffer[catchAll])
        }
    }

    /// The match of `given`, whose answer is a plain `Result`.
    @inlinable @inline(__always)
    static func plainValue(of given: Given) -> GivenMatching {
        // Borrowed: the caller's `givens` keeps the given alive.
        let reference = Unmanaged.passUnretained(given)
        return reference._withUnsafeGuaranteedRef { given in
            .value(unsafeDowncast(given.answer, to: ValueAnswer<Result>.self).value, reference)
        }
    }

    /// `resolve` for givens of mixed types or answers.
    @inlinable @inline(never)
    static func resolve<Arguments>(
        from givens: [Given], for arguments: Arguments, as type: Result.Type, _ form: CallForm
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
                let isPlain = given.plainValueType == ObjectIdentifier(type)
                guard
                    isPlain || given.fitsWithoutCasting(Arguments.self, type)
                        || given.answer.fits(Arguments.self, type, form)
                else { continue }
                if !anyFits {
                    anyFits = matcher._withUnsafeGuaranteedRef {
                        $0.takes(Arguments.self) || $0.namesLabels && $0.fits(Arguments.self)
                    }
                }
                guard matcher._withUnsafeGuaranteedRef({ $0.accepts(arguments) }) else { continue }
                if isPlain {
                    return .value(
                        unsafeDowncast(given.answer, to: ValueAnswer<Result>.self).value, .passUnretained(given))
                }
                if given.answer.isImmediate, let value = given.immediateValue(as: type) {
                    return .value(value, .passUnretained(given))
                }
                return .given(.passUnretained(given))
            }
            return resolveByConversion(from: givens, for: arguments, as: type, form, anyFits: anyFits)
        }
    }

    /// The newest given whose closure takes the call's arguments without
    /// `@Sendable` or with labels (see `ArgumentsConversion`) and whose
    /// matcher accepts them, once no given fits exactly: out of line, as
    /// only a call that nothing fits gets here.
    @usableFromInline
    static func resolveByConversion<Arguments>(
        from givens: [Given], for arguments: Arguments, as type: Result.Type, _ form: CallForm, anyFits: Bool
    ) -> GivenMatching {
        var anyFits = anyFits
        for given in givens.reversed()
        where given.answer.fitsByConversion(arguments: Arguments.self, result: type, form: form) {
            guard given.matcher.fits(Arguments.self) else { continue }
            anyFits = true
            if given.matcher.accepts(arguments) { return .given(.passUnretained(given)) }
        }
        return anyFits ? .rejected : .noneFits
    }
}
