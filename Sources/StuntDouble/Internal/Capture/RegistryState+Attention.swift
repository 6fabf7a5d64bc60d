// What a call does when its registry's `needsAttention` is set: wake the
// tasks waiting for calls, or, on the task of a closure form recording this
// registry's double, be recorded instead of answered.

extension RegistryState {
    /// Recomputes the call path's one flag for waiters and recordings.
    mutating func updateNeedsAttention() {
        needsAttention = hasWaiters || recordings > 0
    }

    /// Out of line, so that the call path pays one load when nothing needs
    /// attention. Returns what the call answers when a closure form on this
    /// task records it: the call is then not recorded, counted or
    /// answered: its given is `CapturedAnswer`'s.
    /// Otherwise wakes the waiters, under the lock the call's recording
    /// holds too, and returns `nil` for the call to go on. Takes the call's
    /// `MemberKey` apart (see `MemberKind.init(caller:namingMember:_:)`);
    /// the member's name is the key's.
    @usableFromInline @inline(never)
    func attend<Arguments, Result>(
        _ caller: StaticString, namingMember: Bool, _ member: MemberRecordPointer, _ arguments: Arguments,
        answering: Result.Type, _ form: CallForm, in registry: Unmanaged<DoubleRegistry>
    ) -> GivenLookup<Result>? {
        if recordings > 0, let capture = CallCapture.current, capture.targets(registry) {
            let kind = MemberKind(caller: caller, namingMember: namingMember, member)
            let isWrite =
                Result.self == Void.self && Arguments.self != Void.self && !form.canThrow && !form.isAsync
                && kind.isAccessor
            capture.capture { conditions in
                CapturedCall(
                    member: member.pointee.name, isWrite: isWrite, isAccessor: kind.isAccessor,
                    arguments: TypedCapturedArguments(arguments), conditions: conditions,
                    resultType: Result.self)
            }
            // A `@Stubbed` property's read answers its starting value,
            // which a type without a default needs to be recorded at all.
            if !isWrite, let starting = member.pointee.givens.first, starting.storedValue == .starting,
                let value = starting.immediateValue(as: Result.self)
            {
                return .value(value)
            }
            let given = form.canThrow ? CapturedAnswer.throwingGiven : CapturedAnswer.plainGiven
            return .given(Unmanaged.passUnretained(given))
        }
        if hasWaiters { wakeWaiters(for: member) }
        return nil
    }
}
