/// How a call names the member it is for.
@usableFromInline
enum MemberKey {
    /// `#function` or another literal, found by the literal's address: the
    /// fast path.
    case literal(StaticString)
    /// A `FunctionID` case's raw value, passed by the member whose
    /// `#function` is `site`.
    case id(String, site: StaticString)
    /// A name computed at run time, found by hashing it.
    case name(String)

    /// The member's name, as messages and the call history spell it.
    @usableFromInline
    var memberName: String {
        switch self {
        case .literal(let function): function.description
        case .id(let rawValue, _): rawValue
        case .name(let name): name
        }
    }
}

/// What a member's givens make of a call, decided under the registry's lock.
@usableFromInline
enum GivenLookup<Result> {
    case value(Result)
    /// The member has no given at all.
    case noGivens
    /// The member has givens, but none has a value of `Result` and a
    /// matcher for these arguments' type: most likely a mistake.
    case noGivenFits
    /// A given with a matcher fits: the user's matchers decide, outside
    /// the lock.
    case needsMatching([Given])
}

// The one path every `didCall…` form takes. The lock is taken and given
// back in `withLockedRegistry` alone; user code (matchers, notes) runs
// after it is given back.
extension Stubbing {
    /// Runs `body` with this double's registry locked.
    ///
    /// A class's registry is most likely the one its table shard found
    /// last: asking the shard directly takes one lock and no retain, since
    /// no sweep can free the registry while its shard's lock is held. Any
    /// other registry (stored, or computed by the double) is held strongly
    /// for the call.
    @inlinable @inline(__always)
    func withLockedRegistry<Result>(_ body: (DoubleRegistry) -> Result) -> Result {
        if let id = tableID {
            let shard = RegistryTable.shard(for: id)
            let found: Result? = shard._withUnsafeGuaranteedRef { shard in
                shard.lock.lock()
                guard let registry = shard.lastRegistry(ifFor: id) else {
                    shard.lock.unlock()
                    return nil
                }
                let result = registry._withUnsafeGuaranteedRef(body)
                shard.lock.unlock()
                return result
            }
            if let found { return found }
        }
        let registry = doubleRegistry
        registry.lock.lock()
        let result = body(registry)
        registry.lock.unlock()
        return result
    }

    /// Records a call to the member `key` names, when this double records,
    /// and answers it from the member's givens; `nil` when none applies.
    /// `isNewSite` tells whether a `FunctionID` call site is seen for the
    /// first time.
    @inlinable
    func receiveCall<Arguments, Result>(
        _ key: MemberKey, _ arguments: Arguments, answering resultType: Result.Type
    ) -> (answer: Result?, isNewSite: Bool) {
        let (lookup, isNewSite) = withLockedRegistry { registry in
            registry.receiveLocked(key, arguments, recording: self.recordsCalls, answering: resultType)
        }
        switch lookup {
        case .value(let value):
            return (value, isNewSite)
        case .noGivens:
            return (nil, isNewSite)
        case .noGivenFits:
            noteUnfitGivens(key.memberName, arguments, resultType)
            return (nil, isNewSite)
        case .needsMatching(let givens):
            switch GivenMatching.value(from: givens, for: arguments, as: resultType) {
            case .value(let value): return (value, isNewSite)
            case .rejected: return (nil, isNewSite)
            case .noneFits:
                noteUnfitGivens(key.memberName, arguments, resultType)
                return (nil, isNewSite)
            }
        }
    }

    /// The given value, else the type's default; notes why an optional
    /// answers `nil` despite givens.
    @inlinable
    func valueOrDefault<Arguments, Result: ProvidingDefaultStubValue>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments
    ) -> Result {
        if let value { return value }
        if Result.self is any OptionalMarker.Type {
            noteNilAnswer(function(), arguments, Result.self)
        }
        return Result.defaultStubValue()
    }

    /// The given value, else a default found at run time, else a report and
    /// a trap.
    @inlinable
    func valueOrReport<Arguments, Result>(
        _ value: Result?, for function: @autoclosure () -> String, _ arguments: Arguments,
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
        let snapshot = doubleRegistry.snapshot()
        let message = snapshot.missingAnswerMessage(
            double: snapshot.displayName(ofType: Self.self), function: function,
            arguments: arguments, resultType: resultType)
        // Outside tests the trap itself writes the text to standard error.
        if !FailureReporter.trapWillPrint {
            FailureReporter.report(message, at: location)
        }
        fatalError(message, file: location.fileID, line: location.line)
    }

    /// Writes to standard error why an optional member answers `nil` when
    /// it has givens: with `didCallFunction(…)!` the next thing is a trap,
    /// and Swift's own message would not say which given failed to apply.
    @usableFromInline
    func noteNilAnswer<Arguments, Result>(_ function: String, _ arguments: Arguments, _ resultType: Result.Type) {
        let snapshot = doubleRegistry.snapshot()
        guard !snapshot.givens(for: function).isEmpty else { return }
        FailureReporter.writeNote(
            snapshot.nilAnswerNote(
                double: snapshot.displayName(ofType: Self.self), function: function,
                arguments: arguments, resultType: resultType))
    }

    /// Says, once per member and return type, that a member has givens but
    /// none of them can ever answer this call because of its types; under
    /// the strict policy `verify()` reports it too.
    @usableFromInline
    func noteUnfitGivens<Arguments, Result>(_ function: String, _ arguments: Arguments, _ resultType: Result.Type) {
        let registry = doubleRegistry
        guard registry.markUnfitGivens(of: function, answering: resultType) else { return }
        let snapshot = registry.snapshot()
        let report = snapshot.unfitGivensReport(
            double: snapshot.displayName(ofType: Self.self), function: function,
            arguments: arguments, resultType: resultType)
        registry.keepUnfitGivensReport(report)
        FailureReporter.writeNote("note: " + report)
    }
}
