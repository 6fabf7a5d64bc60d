@usableFromInline
final class CallLog<Arguments>: AnyCallLog {
    /// The arguments, an `[Arguments]`; for calls without arguments, an
    /// `Int` that counts them: an array of `()` would cost an append per
    /// call and hold nothing. Guarded by the registry's lock; behind a
    /// pointer to skip dynamic exclusivity checks on every call.
    @usableFromInline let storage: UnsafeMutableRawPointer

    /// Whether the log counts its calls rather than keeping arguments.
    @inlinable
    static var countsCalls: Bool { Arguments.self == Void.self }

    /// A new empty log. Made where the call's types are known (`makeLog`
    /// is inlined into the member): unspecialised, making the storage
    /// looked up `[Arguments]`'s metadata on each double's first call.
    @inlinable
    static func make(member: String, kind: MemberKind, index: UInt32, isWrite: Bool) -> CallLog {
        let storage: UnsafeMutableRawPointer
        if countsCalls {
            storage = UnsafeMutableRawPointer(UnsafeMutablePointer<Int>.allocate(capacity: 1))
            storage.initializeMemory(as: Int.self, to: 0)
        } else {
            storage = UnsafeMutableRawPointer(UnsafeMutablePointer<[Arguments]>.allocate(capacity: 1))
            storage.initializeMemory(as: [Arguments].self, to: [])
        }
        return CallLog(storage: storage, member: member, kind: kind, index: index, isWrite: isWrite)
    }

    @usableFromInline
    init(storage: UnsafeMutableRawPointer, member: String, kind: MemberKind, index: UInt32, isWrite: Bool) {
        self.storage = storage
        super.init(
            argumentsType: ObjectIdentifier(Arguments.self), member: member, kind: kind, index: index, isWrite: isWrite)
    }

    deinit {
        if !Self.countsCalls { kept.deinitialize(count: 1) }
        storage.deallocate()
    }

    /// `storage` as the arguments, in a log that keeps them.
    private var kept: UnsafeMutablePointer<[Arguments]> { storage.assumingMemoryBound(to: [Arguments].self) }
    /// `storage` as the number of calls, in a log that counts them.
    private var counted: UnsafeMutablePointer<Int> { storage.assumingMemoryBound(to: Int.self) }
    /// `()`, the only value of its type, when `Arguments` is `Void`.
    private static var noArguments: Arguments { unsafeBitCast((), to: Arguments.self) }

    /// Adds a call's arguments; `storage` is a log's of `Arguments`.
    @inlinable @inline(__always)
    static func append(_ arguments: Arguments, to storage: UnsafeMutableRawPointer) {
        if countsCalls {
            storage.assumingMemoryBound(to: Int.self).pointee &+= 1
        } else {
            storage.assumingMemoryBound(to: [Arguments].self).pointee.append(arguments)
        }
    }

    var arguments: [Arguments] {
        Self.countsCalls ? Array(repeating: Self.noArguments, count: counted.pointee) : kept.pointee
    }

    /// The arguments of the call at `position`, without building
    /// `arguments` (which, for a log that counts, costs the whole count).
    func argument(at position: Int) -> Arguments {
        Self.countsCalls ? Self.noArguments : kept.pointee[position]
    }

    override var argumentsTypeValue: Any.Type { Arguments.self }
    override var count: Int { Self.countsCalls ? counted.pointee : kept.pointee.count }
    override func arguments(at position: Int) -> Any { argument(at: position) }
    override func removeAll() -> Any {
        // A count holds nothing to release.
        guard !Self.countsCalls else {
            counted.pointee = 0
            return ()
        }
        defer { kept.pointee.removeAll() }
        return kept.pointee
    }

    override func copy() -> AnyCallLog {
        let copy = CallLog.make(member: member, kind: kind, index: index, isWrite: isWrite)
        if Self.countsCalls {
            copy.counted.pointee = counted.pointee
        } else {
            copy.kept.pointee = kept.pointee
        }
        return copy
    }

    override func countMatches(_ matcher: MatcherBox) -> Int {
        if matcher.acceptsAnything { return count }
        guard matcher.argumentsTypeID == ObjectIdentifier(Arguments.self) else { return 0 }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        let matches = typed.matches
        if !Self.countsCalls, let scan = typed.scan {
            return kept.pointee.withUnsafeBufferPointer { scan($0, $0.indices, false) }
        }
        if Self.countsCalls {
            var count = 0
            for _ in 0..<counted.pointee where matches(Self.noArguments) { count += 1 }
            return count
        }
        // Through the buffer, each call borrows its arguments in place: the
        // array's iterator copied them out and destroyed them, per call.
        return kept.pointee.withUnsafeBufferPointer { buffer in
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
            let found = kept.pointee.withUnsafeBufferPointer { scan($0, positions, true) }
            return found < 0 ? nil : found
        }
        let matches = typed.matches
        // Borrowed in place, as `countMatches` does.
        return kept.pointee.withUnsafeBufferPointer { buffer in
            for position in positions where matches(buffer[position]) { return position }
            return nil
        }
    }
}
