@usableFromInline
final class CallLog<Arguments>: AnyCallLog {
    /// The arguments, in a log that keeps them. Stored in the log itself,
    /// not behind a pointer of its own: one allocation less per double
    /// (measured), and destroying it needs no `[Arguments]` metadata,
    /// which the unspecialised deinit looked up for each log freed.
    /// Guarded by the registry's lock; unchecked, the call path skips
    /// dynamic exclusivity checks.
    @usableFromInline @exclusivity(unchecked) var kept: [Arguments] = []
    /// The number of calls, in a log that counts them (for calls without
    /// arguments an array of `()` would cost an append per call and hold
    /// nothing). Guarded by the registry's lock.
    @usableFromInline @exclusivity(unchecked) var counted = 0

    /// Whether the log counts its calls rather than keeping arguments.
    @inlinable
    static var countsCalls: Bool { Arguments.self == Void.self }

    /// A new empty log. Made where the call's types are known (`makeLog`
    /// is inlined into the member): unspecialised, it looked up generic
    /// metadata on each double's first call.
    @inlinable
    static func make(member: String, kind: MemberKind, index: UInt32, isWrite: Bool) -> CallLog {
        CallLog(member: member, kind: kind, index: index, isWrite: isWrite)
    }

    @usableFromInline
    init(member: String, kind: MemberKind, index: UInt32, isWrite: Bool) {
        super.init(
            argumentsType: ObjectIdentifier(Arguments.self), member: member, kind: kind, index: index, isWrite: isWrite)
    }

    /// `()`, the only value of its type, when `Arguments` is `Void`.
    private static var noArguments: Arguments { unsafeBitCast((), to: Arguments.self) }

    /// Adds a call's arguments.
    @inlinable @inline(__always)
    func append(_ arguments: Arguments) {
        if Self.countsCalls {
            counted &+= 1
        } else {
            kept.append(arguments)
        }
    }

    /// Adds a call's arguments to the log at `address`, a log of
    /// `Arguments`, borrowed: the registry's `callLogs` keeps it alive.
    @inlinable @inline(__always)
    static func append(_ arguments: Arguments, to address: UnsafeMutableRawPointer) {
        Unmanaged<AnyCallLog>.fromOpaque(address)._withUnsafeGuaranteedRef { log in
            unsafeDowncast(log, to: CallLog.self).append(arguments)
        }
    }

    var arguments: [Arguments] {
        Self.countsCalls ? Array(repeating: Self.noArguments, count: counted) : kept
    }

    /// The arguments of the call at `position`, without building
    /// `arguments` (which, for a log that counts, costs the whole count).
    func argument(at position: Int) -> Arguments {
        Self.countsCalls ? Self.noArguments : kept[position]
    }

    override var argumentsTypeValue: Any.Type { Arguments.self }
    override var count: Int { Self.countsCalls ? counted : kept.count }
    override func arguments(at position: Int) -> Any { argument(at: position) }
    override func removeAll() -> Any {
        // A count holds nothing to release.
        guard !Self.countsCalls else {
            counted = 0
            return ()
        }
        defer { kept.removeAll() }
        return kept
    }

    override func copy() -> AnyCallLog {
        let copy = CallLog.make(member: member, kind: kind, index: index, isWrite: isWrite)
        if Self.countsCalls {
            copy.counted = counted
        } else {
            copy.kept = kept
        }
        return copy
    }

    override func countMatches(_ matcher: MatcherBox) -> Int {
        if matcher.acceptsAnything { return count }
        guard matcher.argumentsTypeID == ObjectIdentifier(Arguments.self) else { return 0 }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        let matches = typed.matches
        if !Self.countsCalls, let scan = typed.scan {
            return kept.withUnsafeBufferPointer { scan($0, $0.indices, false) }
        }
        if Self.countsCalls {
            var count = 0
            for _ in 0..<counted where matches(Self.noArguments) { count += 1 }
            return count
        }
        // Through the buffer, each call borrows its arguments in place: the
        // array's iterator copied them out and destroyed them, per call.
        return kept.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in buffer.indices where matches(buffer[index]) { count += 1 }
            return count
        }
    }

    override func matches(_ matcher: MatcherBox, at position: Int) -> Bool {
        matcher.accepts(argument(at: position))
    }

    override func firstMatch(_ matcher: MatcherBox, in positions: Range<Int>) -> Int? {
        guard matcher.takes(Arguments.self) else { return nil }
        if matcher.acceptsAnything { return positions.first }
        if Self.countsCalls { return positions.first { _ in matcher.accepts(Self.noArguments) } }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        if let scan = typed.scan {
            let found = kept.withUnsafeBufferPointer { scan($0, positions, true) }
            return found < 0 ? nil : found
        }
        let matches = typed.matches
        // Borrowed in place, as `countMatches` does.
        return kept.withUnsafeBufferPointer { buffer in
            for position in positions where matches(buffer[position]) { return position }
            return nil
        }
    }
}
