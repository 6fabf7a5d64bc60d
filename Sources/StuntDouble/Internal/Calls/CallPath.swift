// The one path every `didCall…` form takes. The lock is taken and given
// back in `withLockedRegistryHeld` alone; user code (matchers, answers,
// notes) runs after it is given back.
//
// This file is the one place that steps outside `Locked.withLock`: the
// lock is taken and given back by hand around `body`, which reaches the
// state through `assumingLocked`, and a registry is used unretained while
// its shard's lock is held, which is also held while a double's table
// entry is found or made (`RegistryTable.lockedEntry`). Measured: a
// closure for `withLock` here costs each call a closure context, as `body`
// would be handed on.
extension Locked where State: ~Copyable {
    /// Runs `body` on the state with the lock that the caller took by hand;
    /// for the call path's fast path alone. Debug builds stop when the
    /// calling thread does not hold the lock.
    @inlinable @inline(__always)
    func assumingLocked<Result>(_ body: (inout State) -> Result) -> Result {
        lock._withUnsafeGuaranteedRef { $0.assertHeld() }
        return body(&state.pointee)
    }
}

extension RegistryTable {
    /// `object`'s registry, with its shard's lock held by the caller, when
    /// the shard found another last and `object` is of the class that
    /// `registry(for:)` last served in this shard (the caller compares, on
    /// the call path): `nil` (the lock still held) when an entry there is
    /// another object's, or when making one would make a sweep due.
    ///
    /// Only the default `doubleRegistry` makes entries, so one held for the
    /// live object is its registry, and the class `registry(for:)` served
    /// uses the default `doubleRegistry`: its object's entry may be made
    /// here. The call then takes the shard's lock once, where asking
    /// `doubleRegistry` took it twice more and retained the registry it
    /// returned (measured: four atomic operations a double). A sweep must
    /// wait until the lock is given back, so the entry that makes one due
    /// is left to `registry(for:)`.
    @usableFromInline @inline(never)
    static func lockedEntry(
        for object: Unmanaged<AnyObject>, in shard: Unmanaged<RegistryTable>
    ) -> Unmanaged<DoubleRegistry>? {
        object._withUnsafeGuaranteedRef { lockedEntry(for: $0, in: shard) }
    }

    private static func lockedEntry(
        for object: AnyObject, in shard: Unmanaged<RegistryTable>
    ) -> Unmanaged<DoubleRegistry>? {
        let id = ObjectIdentifier(object)
        return shard._withUnsafeGuaranteedRef { shard in
            let lock = shard.state.lock
            return shard.state.assumingLocked { state -> Unmanaged<DoubleRegistry>? in
                let found = state.entries.withRegistry(at: UInt(bitPattern: id)) {
                    slot -> Unmanaged<DoubleRegistry>? in
                    if let existing = slot {
                        // An entry whose object is gone is replaced by `registry(for:)` alone.
                        return existing.isTableEntry(of: id) ? .passUnretained(existing) : nil
                    }
                    // The sweep's count is taken inside the shard's lock:
                    // no one takes a shard's lock while holding it.
                    guard Sweeping.countEntryUnlessSweepIsDue() else { return nil }
                    let registry = DoubleRegistry(
                        sharing: lock, keptBy: nil, owner: object, pinningAddress: entriesPinAddresses)
                    slot = registry
                    return .passUnretained(registry)
                }
                if let found { state.remember(found.takeUnretainedValue(), as: id) }
                return found
            }
        }
    }
}

extension Stubbing {
    /// Runs `body` with this double's registry locked.
    @inlinable @inline(__always)
    func withLockedRegistry<Result>(_ body: (Unmanaged<DoubleRegistry>) -> Result) -> Result {
        let (result, registry) = withLockedRegistryHeld(holdingTableRegistryIf: { _ in false }, body)
        registry?.release()
        return result
    }

    /// Runs `body` with this double's registry locked; returns the registry
    /// too, retained, when the caller must hold it to be sure it lives on.
    ///
    /// A class's registry is most likely the one its table shard found
    /// last: asking the shard directly takes one lock and no retain, since
    /// no sweep can free the registry while its shard's lock is held, and
    /// none frees it while its double (the caller) lives. Any other
    /// registry (stored, or computed by the double) is returned, held, and
    /// so is a table's when `mustHold` says of `body`'s result that the
    /// caller uses the registry after the lock: a double's deinit may still
    /// be calling when a sweep lets its registry go.
    @inlinable @inline(__always)
    func withLockedRegistryHeld<Result>(
        holdingTableRegistryIf mustHold: (Result) -> Bool, _ body: (Unmanaged<DoubleRegistry>) -> Result
    ) -> (Result, Unmanaged<DoubleRegistry>?) {
        // `body` is called here, never handed on to another closure: handed
        // on, it is not inlined, and each call pays for a closure context.
        // Called once, for either registry: inlined twice, it doubled every
        // member's code. A table's registry shares its shard's lock, so the
        // registry's lock is given back in either case.
        let registry: Unmanaged<DoubleRegistry>
        var held: Unmanaged<DoubleRegistry>?
        if let id = tableID, let found = lockedTableRegistry(id) {
            registry = found
        } else {
            registry = Unmanaged.passRetained(doubleRegistry)
            registry._withUnsafeGuaranteedRef { $0.state.takeLock() }
            held = registry
        }
        let result = body(registry)
        // Under the lock: no sweep can release it meanwhile.
        if held == nil, mustHold(result) { held = registry.retain() }
        registry._withUnsafeGuaranteedRef { $0.state.giveBackLock() }
        return (result, held)
    }

    /// The registry of the double `id` when its table shard holds it or
    /// can make it, returned with the shard's lock (the registry's) held;
    /// `nil`, with the lock given back, when only `doubleRegistry` can tell.
    @inlinable @inline(__always)
    func lockedTableRegistry(_ id: ObjectIdentifier) -> Unmanaged<DoubleRegistry>? {
        let shard = RegistryTable.shard(for: id)
        shard._withUnsafeGuaranteedRef { $0.state.takeLock() }
        if let registry = shard._withUnsafeGuaranteedRef({ $0.state.assumingLocked { $0.lastRegistry(ifFor: id) } }) {
            return registry
        }
        // A double's first call, or calls alternating between two doubles
        // of one shard, of a class the shard knows uses the table: out of
        // line. Asked here first, so that a class that stores its registry
        // pays a comparison, not a call and a probe (measured: 130
        // instructions a call). The double unretained, as it is calling
        // (passed as a reference, it was retained and released).
        let objectClass = UInt(bitPattern: ObjectIdentifier(type(of: self)))
        if shard._withUnsafeGuaranteedRef({ $0.state.assumingLocked { $0.tableClass } }) == objectClass,
            let found = RegistryTable.lockedEntry(
                for: .passUnretained(unsafeBitCast(self, to: AnyObject.self)), in: shard)
        {
            return found
        }
        shard._withUnsafeGuaranteedRef { $0.state.giveBackLock() }
        return nil
    }

    /// Records a call to the member `key` names, when this double records,
    /// and picks what answers it: runs the matchers, not the answer. The
    /// first call from a `FunctionID` call site is checked for a copy-paste
    /// slip, after the call is recorded and before anything could trap.
    ///
    /// Also returns the registry, retained, when nothing else is sure to
    /// keep it until the call returns, for the caller to release then: a
    /// given's answer and the entry for the value the call returns live in
    /// it. A stored registry lives as long as its double, which is calling,
    /// and a table's as long as its double's deinit has not begun (a sweep
    /// may let it go while the deinit still calls); a `doubleRegistry`
    /// computed anew on each access lives only as long as this reference.
    /// So the registry is returned unless the call's value was known under
    /// the lock, the call path's common case. Returned apart
    /// from the call, so that a form's `defer` releasing it leaves the
    /// call's value free to be moved out.
    @inlinable @inline(__always)
    func receiveCall<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, answering resultType: Result.Type, _ form: CallForm,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> (ReceivedCall<Result>, PendingResult, held: Unmanaged<DoubleRegistry>?) {
        let ((lookup, isNewSite, isWrite, settings, pending), registry) = withLockedRegistryHeld(
            holdingTableRegistryIf: { !$0.0.isValue },
            { registry in
                registry._withUnsafeGuaranteedRef {
                    $0.state.assumingLocked {
                        $0.receive(
                            key, arguments, recording: self.recordsCalls, answering: resultType, form, in: registry)
                    }
                }
            })
        // The location is made on these rare paths alone: made before,
        // it was stored to memory on every call.
        if isNewSite {
            checkForSlip(key, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        if isWrite {
            storeWrite(
                arguments, to: key, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        // The registry kept a value it knew; the form keeps any other.
        let outcome: CallOutcome<Result>
        switch lookup {
        case .value(let value):
            return (ReceivedCall(.value(value), settings: settings, form: form), .none, registry)
        case .noGivens:
            outcome = .unanswered
        case .noGivenFits:
            outcome = unfit(key, arguments, resultType, form)
        case .given(let given):
            outcome = answered(by: given, key, settings)
        case .needsMatching(let matching):
            // Held until the given that answered is marked.
            defer { matching.release() }
            switch GivenMatching.resolve(from: matching, for: arguments, as: resultType, form) {
            case .value(let value, let given):
                if settings.isStrict { markAnswered(given, of: key.memberName) }
                pending.keep(value)
                return (ReceivedCall(.value(value), settings: settings, form: form), .none, registry)
            case .given(let given):
                outcome = answered(by: given, key, settings)
            case .rejected:
                outcome = .unanswered
            case .noneFits:
                outcome = unfit(key, arguments, resultType, form)
            }
        }
        return (ReceivedCall(outcome, settings: settings, form: form), pending, registry)
    }

    /// `given`'s outcome, marked as having answered under the strict
    /// policy: the arms of both lookups that found a given.
    @inlinable @inline(__always)
    func answered<Result>(
        by given: Unmanaged<Given>, _ key: MemberKey, _ settings: DoubleSettings
    ) -> CallOutcome<Result> {
        if settings.isStrict { markAnswered(given, of: key.memberName) }
        return .given(given)
    }

    /// No answer, once the givens that could not fit are noted: the arms
    /// of both lookups that found only such givens.
    @inlinable @inline(__always)
    func unfit<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, _ resultType: Result.Type, _ form: CallForm
    ) -> CallOutcome<Result> {
        noteUnfitGivens(key.memberName, arguments, resultType, form)
        return .unanswered
    }

    /// The answer to a synchronous call: the given's value, its computed
    /// value or error, or the real implementation; `nil` when nothing
    /// answers.
    @inlinable @inline(__always)
    func answer<Arguments, Result>(
        _ call: ReceivedCall<Result>, _ function: @autoclosure () -> String, _ arguments: Arguments,
        realImplementation: (() throws -> Result)?,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) throws -> Result? {
        // The location is made where it is reported alone: made before,
        // it was stored to memory on every call.
        switch call.outcome {
        case .value(let value):
            return value
        case .given(let reference):
            // Borrowed: the registry keeps the given, the given its answer.
            return try reference._withUnsafeGuaranteedRef { given in
                if let types = given.computedTypes, types.arguments == ObjectIdentifier(Arguments.self),
                    types.value == ObjectIdentifier(Result.self)
                {
                    // The same types need no dynamic cast, the common case.
                    return try Unmanaged.passUnretained(given.answer)._withUnsafeGuaranteedRef {
                        try unsafeDowncast($0, to: ComputedAnswer<Arguments, Result>.self).compute(arguments)
                    }
                }
                guard given.answer is CallThroughAnswer else {
                    return try given.answer.produce(arguments, as: Result.self)
                }
                guard let realImplementation else {
                    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                    reportNoRealImplementation(function(), arguments, given, location)
                    return nil
                }
                return try realImplementation()
            }
        case .unanswered:
            if call.settings.callsThroughByDefault, let realImplementation { return try realImplementation() }
            if call.settings.isStrict {
                let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                reportUnansweredUnderStrictPolicy(function(), arguments, Result.self, call.form, location)
            }
            return nil
        }
    }

    /// The answer to a call through an `async` form, which may suspend.
    @inlinable
    func answerAsync<Arguments, Result>(
        _ call: ReceivedCall<Result>, _ function: @autoclosure () -> String, _ arguments: Arguments,
        realImplementation: (() async throws -> Result)?,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) async throws -> Result? {
        // Only what suspends differs from a synchronous call: an async
        // answer and the real implementation; the rest is `answer`'s.
        switch call.outcome {
        case .given(let given) where given.takeUnretainedValue().answer.isAsync:
            return try await given.takeUnretainedValue().answer.produceAsync(arguments, as: Result.self)
        case .given(let given)
        where given.takeUnretainedValue().answer is CallThroughAnswer && realImplementation != nil:
            return try await realImplementation?()
        case .unanswered where call.settings.callsThroughByDefault && realImplementation != nil:
            return try await realImplementation?()
        default:
            return try answer(
                call, function(), arguments, realImplementation: nil,
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// `value`, kept first as what the call returned when the registry
    /// has not learnt it yet.
    @inlinable @inline(__always)
    func kept<Result>(_ value: Result, _ pending: PendingResult) -> Result {
        if !pending.isNone { pending.keep(value) }
        return value
    }

    /// Stores a setter's value for later reads, out of line: writes are
    /// rarer than reads, and releases the value it replaces after the
    /// lock is given back.
    @usableFromInline @inline(never)
    func storeWrite<Arguments>(_ arguments: Arguments, to key: MemberKey, _ location: CodeLocation) {
        let isSubscript = MemberKind(function: key.caller) == .subscript
        let replaced = doubleRegistry.storeWrite(arguments, to: key, isSubscript: isSubscript, at: location)
        withExtendedLifetime(replaced) {}
    }

    /// Marks `given` as having answered a call, for the strict policy.
    @usableFromInline
    func markAnswered(_ given: Unmanaged<Given>, of function: String) {
        withLockedRegistry { registry in
            registry._withUnsafeGuaranteedRef { $0.state.assumingLocked { $0.markAnswered(given, of: function) } }
        }
    }

    /// The given value, else the type's default; notes why an optional
    /// answers `nil` despite givens.
    @inlinable
    func valueOrDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments
    ) -> Result {
        if let value { return value }
        return defaultValue(for: function(), arguments)
    }

    /// The type's default; notes why an optional answers `nil` despite
    /// givens. Out of line: the answered call needs none of it.
    @inlinable @inline(never)
    func defaultValue<Arguments, Result: ProvidingDefaultStubValue>(
        for function: @autoclosure () -> String, _ arguments: Arguments
    ) -> Result {
        // Known where the member is compiled; `is any OptionalMarker.Type`
        // (only `Optional` conforms) cost every unanswered call of another
        // type a conformance lookup, about 400 instructions (measured).
        if _isOptional(Result.self) {
            noteNilAnswer(function(), arguments, Result.self)
        }
        return Result.defaultStubValue()
    }

    /// The given value, else a default found at run time, else a report and
    /// a trap: a member that cannot throw has nothing else to do.
    @inlinable
    func valueOrTrap<Arguments, Result>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments,
        _ location: CodeLocation
    ) -> Result {
        if let value { return value }
        if let value = DefaultStubValue.of(Result.self) { return value }
        failForMissingAnswer(function(), arguments, Result.self, location)
    }

    /// The given value, else a default found at run time, else a report and
    /// a `StuntDoubleError`: the test fails at this call and goes on.
    @inlinable
    func valueOrThrow<Arguments, Result>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments,
        _ location: CodeLocation
    ) throws -> Result {
        if let value { return value }
        if let value = DefaultStubValue.of(Result.self) { return value }
        throw reportMissingAnswer(function(), arguments, Result.self, location)
    }

    /// For a typed-throws member: the given value, else a default, else a
    /// report and a `StuntDoubleError` when `Failure` can hold one; a trap
    /// otherwise.
    @inlinable
    func valueOrThrow<Arguments, Result, Failure: Error>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments,
        throwing failure: Failure.Type, _ location: CodeLocation
    ) throws(Failure) -> Result {
        if let value { return value }
        if let value = DefaultStubValue.of(Result.self) { return value }
        guard StuntDoubleError.self is Failure.Type || Failure.self == (any Error).self else {
            failForMissingAnswer(function(), arguments, Result.self, throwing: Failure.self, location)
        }
        throw reportMissingAnswer(function(), arguments, Result.self, location) as! Failure
    }

    /// What a member that cannot throw does when its answer threw: reports
    /// it, then returns the default value where there is one (nothing, for
    /// a member returning `Void`), and traps otherwise.
    @inlinable
    func survive<Arguments, Result>(
        _ error: any Error, from function: @autoclosure () -> String, _ arguments: Arguments,
        _ location: CodeLocation
    ) -> Result {
        let fallback = Self.fallbackValue(Result.self)
        let message = reportThrownError(error, function(), arguments, Result.self, canGoOn: fallback != nil, location)
        guard let fallback else { fatalError(message, file: location.fileID, line: location.line) }
        return fallback
    }

    /// What a typed-throws member does with an error from its answer:
    /// rethrows it when it is a `Failure`; else reports it and goes on as
    /// a member that cannot throw would.
    @inlinable
    func rethrow<Arguments, Result, Failure: Error>(
        _ error: any Error, as failure: Failure.Type, from function: @autoclosure () -> String,
        _ arguments: Arguments, _ location: CodeLocation
    ) throws(Failure) -> Result {
        if let error = error as? Failure { throw error }
        if error is CallCapture.Stop { CallCapture.stop(Result.self, throwing: Failure.self) }
        let fallback = Self.fallbackValue(Result.self)
        let message = reportErrorOfAnotherType(
            error, expected: Failure.self, function(), arguments, Result.self, canGoOn: fallback != nil, location)
        guard let fallback else { fatalError(message, file: location.fileID, line: location.line) }
        return fallback
    }

    /// `rethrow(_:as:from:_:_:)` for an `async` member: a recorded call
    /// with nothing to return suspends for good there, as in any `async`
    /// member, where a synchronous one can only stop the process.
    @inlinable
    func rethrowAsync<Arguments, Result, Failure: Error>(
        _ error: any Error, as failure: Failure.Type, from function: @autoclosure () -> String,
        _ arguments: Arguments, _ location: CodeLocation
    ) async throws(Failure) -> Result {
        if error is CallCapture.Stop, !(error is Failure) { await CallCapture.suspendForGood() }
        return try rethrow(error, as: Failure.self, from: function(), arguments, location)
    }

    /// What a member returns when it must go on without an answer: its
    /// default, or nothing for `Void`.
    @inlinable
    static func fallbackValue<Result>(_ type: Result.Type) -> Result? {
        if Result.self == Void.self { return (() as Any) as? Result }
        return DefaultStubValue.of(Result.self)
    }
}

/// `run` as a closure that throws `any Error`, for `answer`. Unwrapped
/// here rather than with `Optional.map`, which forms the metadata of the
/// typed-throws function type: Apple platforms' runtimes have it only
/// from macOS 15 and iOS 18.
@inlinable @inline(__always)
func untypedThrows<Result, Failure: Error>(_ run: (() throws(Failure) -> Result)?) -> (() throws -> Result)? {
    guard let run else { return nil }
    return { try run() }
}

/// `untypedThrows(_:)` for an `async` member's real implementation.
@inlinable @inline(__always)
func untypedThrows<Result, Failure: Error>(
    _ run: (() async throws(Failure) -> Result)?
) -> (() async throws -> Result)? {
    guard let run else { return nil }
    return { try await run() }
}
