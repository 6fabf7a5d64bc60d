/// The arguments of one member's calls of one argument type, in a buffer
/// whose first calls' arguments lie in the log's own allocation, its room:
/// a log of a few calls, most of a test's, allocates nothing else (measured:
/// one allocation less per double). Past the room they move, once, to an
/// array, which grows by doubling and which a snapshot shares without
/// copying; the array has no capacity until then, which is how the call
/// path tells the two apart. Either way the arguments are contiguous, so
/// matchers scan them in place.
///
/// The tail holds that array, then the room. Guarded by the registry's
/// lock; read and written through addresses, which pay no dynamic
/// exclusivity checks.
@usableFromInline
final class CallLog<Arguments>: AnyCallLog {
    /// Whether the log counts its calls rather than keeping arguments: for
    /// calls without arguments an array of `()` would cost an append per
    /// call and hold nothing. Such a log's `roomCount` is its count.
    @inlinable
    static var countsCalls: Bool { Arguments.self == Void.self }

    /// The arguments the room takes: about 32 bytes of them, and at least
    /// one.
    @inlinable
    static var roomCapacity: Int { countsCalls ? 0 : max(1, 32 / MemoryLayout<Arguments>.stride) }

    /// A new empty log. Made where the call's types are known (`makeLog`
    /// is inlined into the member): unspecialised, it looked up generic
    /// metadata on each double's first call.
    @inlinable
    static func make(member: String, kind: MemberKind, index: UInt32, isWrite: Bool) -> CallLog {
        let alignment = MemoryLayout<Arguments>.alignment
        // Room to align the arguments past the array, if they need more
        // than a word's alignment.
        let padding = alignment > MemoryLayout<UInt>.alignment ? alignment - 1 : 0
        let byteCount = MemoryLayout<[Arguments]>.stride + padding + MemoryLayout<Arguments>.stride * roomCapacity
        let words = (byteCount + MemoryLayout<UInt>.stride - 1) / MemoryLayout<UInt>.stride
        let buffer = create(minimumCapacity: words) { _ in
            CallLogHeader(
                argumentsType: ObjectIdentifier(Arguments.self), member: member, kind: kind, isWrite: isWrite,
                index: index)
        }
        let log = unsafeDowncast(buffer, to: CallLog.self)
        log.kept.initialize(to: [])
        return log
    }

    /// The arguments once they outgrew the room; before, and after
    /// `removeAll()`, empty with no capacity. At the tail's start, which is
    /// aligned for a word.
    @inlinable
    var kept: UnsafeMutablePointer<[Arguments]> {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0).assumingMemoryBound(to: [Arguments].self) }
    }

    /// The first calls' arguments, `roomCount` of them.
    @inlinable
    var room: UnsafeMutablePointer<Arguments> {
        let end = UnsafeMutableRawPointer(kept + 1)
        let alignment = MemoryLayout<Arguments>.alignment
        // Decided by the types alone, once specialised.
        let start = alignment > MemoryLayout<UInt>.alignment ? end.alignedUp(toMultipleOf: alignment) : end
        return start.assumingMemoryBound(to: Arguments.self)
    }

    /// Runs unspecialised, where destroying the array looked up its
    /// generic metadata (about 340 instructions a log, measured) and
    /// destroying the room went through `Arguments`' value witnesses: so
    /// the array is destroyed only if it was ever used, the room only if
    /// its arguments need it. An unused array is the empty one, which
    /// needs no release.
    deinit {
        withUnsafeMutablePointerToHeader { header in
            if !_isPOD(Arguments.self), header.pointee.roomCount > 0 {
                room.deinitialize(count: header.pointee.roomCount)
            }
            if header.pointee.usesArray { kept.deinitialize(count: 1) }
        }
    }

    /// `()`, the only value of its type, when `Arguments` is `Void`.
    private static var noArguments: Arguments { unsafeBitCast((), to: Arguments.self) }

    /// Adds a call's arguments.
    @inlinable @inline(__always)
    func append(_ arguments: Arguments) {
        if Self.countsCalls {
            withUnsafeMutablePointerToHeader { $0.pointee.roomCount &+= 1 }
        } else if _fastPath(kept.pointee.capacity != 0) {
            // A log called many times reads no more than its array, whose
            // append reads the capacity too.
            kept.pointee.append(arguments)
        } else {
            appendToRoom(arguments)
        }
    }

    /// Adds a call's arguments to the room, or, when it is full, moves
    /// them all to `kept`. Out of line, so that the call path inlines
    /// `append` for the many calls of a log.
    @inlinable @inline(never)
    func appendToRoom(_ arguments: Arguments) {
        withUnsafeMutablePointerToHeader { header in
            let count = header.pointee.roomCount
            if count < Self.roomCapacity {
                (room + count).initialize(to: arguments)
                header.pointee.roomCount = count &+ 1
            } else {
                moveToKept(appending: arguments)
            }
        }
    }

    /// The room's first `count` arguments, moved out to an array with
    /// room for `capacity`; the caller sets `roomCount`.
    @inlinable
    func movedFromRoom(_ count: Int, capacity: Int) -> [Arguments] {
        let room = room
        return Array(unsafeUninitializedCapacity: capacity) { buffer, initialized in
            buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: room, count: count)
            initialized = count
        }
    }

    /// Moves the arguments from the full room to `kept`, then appends
    /// `arguments`: once a log, out of the call path.
    @inlinable @inline(never)
    func moveToKept(appending arguments: Arguments) {
        withUnsafeMutablePointerToHeader { header in
            let count = header.pointee.roomCount
            // Grows as the array would have from the first call, to 2n - 1
            // (1, 3, 7, ...: glibc's sizes; twice the room measured 2.6
            // instructions a call more in copying as the array grew), and
            // has room for the call being appended.
            kept.pointee = movedFromRoom(count, capacity: max(count * 2 - 1, count + 1))
            header.pointee.roomCount = 0
            header.pointee.usesArray = true
            kept.pointee.append(arguments)
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

    /// The calls in the room; 0 once they moved to `kept`.
    private var roomCount: Int { withUnsafeMutablePointerToHeader { $0.pointee.roomCount } }

    /// Runs `body` on the kept arguments in place, wherever they are.
    private func withArguments<Result>(_ body: (UnsafeBufferPointer<Arguments>) -> Result) -> Result {
        let roomCount = roomCount
        if roomCount > 0 { return body(UnsafeBufferPointer(start: room, count: roomCount)) }
        return kept.pointee.withUnsafeBufferPointer(body)
    }

    var arguments: [Arguments] {
        Self.countsCalls ? Array(repeating: Self.noArguments, count: roomCount) : withArguments(Array.init)
    }

    /// The arguments of the call at `position`, without building
    /// `arguments` (which, for a log that counts, costs the whole count).
    func argument(at position: Int) -> Arguments {
        Self.countsCalls ? Self.noArguments : withArguments { $0[position] }
    }

    override var argumentsTypeValue: Any.Type { Arguments.self }
    override var count: Int { roomCount + kept.pointee.count }
    override func arguments(at position: Int) -> Any { argument(at: position) }
    override func arguments<Target>(at position: Int, convertedTo target: Target.Type) -> Target {
        ArgumentsConversion.read(argument(at: position), as: target)
    }
    override func removeAll() -> Any {
        withUnsafeMutablePointerToHeader { header in
            let count = header.pointee.roomCount
            header.pointee.roomCount = 0
            // A count holds nothing to release.
            guard !Self.countsCalls else { return () }
            guard count == 0 else { return movedFromRoom(count, capacity: count) }
            defer {
                kept.pointee = []
                header.pointee.usesArray = false
            }
            return kept.pointee
        }
    }

    override func copy() -> AnyCallLog {
        let copy = CallLog.make(member: member, kind: kind, index: index, isWrite: isWrite)
        let count = roomCount
        copy.withUnsafeMutablePointerToHeader { header in
            if Self.countsCalls {
                header.pointee.roomCount = count
            } else if count > 0 {
                copy.room.initialize(from: room, count: count)
                header.pointee.roomCount = count
            } else {
                // Shared, not copied: the next call here copies it if the
                // copy is still alive.
                copy.kept.pointee = kept.pointee
                header.pointee.usesArray = true
            }
        }
        return copy
    }

    override func countMatches(_ matcher: MatcherBox) -> Int {
        if matcher.acceptsAnything { return count }
        guard matcher.argumentsTypeID == ObjectIdentifier(Arguments.self) else {
            return relabelled(matcher).map(countMatches) ?? 0
        }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        let matches = typed.matches
        if Self.countsCalls {
            var count = 0
            for _ in 0..<roomCount where matches(Self.noArguments) { count += 1 }
            return count
        }
        if let scan = typed.scan {
            return withArguments { scan($0, $0.indices, false) }
        }
        // Through the buffer, each call borrows its arguments in place: the
        // array's iterator copied them out and destroyed them, per call.
        return withArguments { buffer in
            var count = 0
            for index in buffer.indices where matches(buffer[index]) { count += 1 }
            return count
        }
    }

    override func matchingArguments(_ matcher: MatcherBox) -> Any {
        guard matcher.takes(Arguments.self) else { return relabelled(matcher).map(matchingArguments) ?? [Arguments]() }
        let all = arguments
        if matcher.acceptsAnything || Self.countsCalls { return all.filter { matcher.accepts($0) } }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        // A scan of every position is a pattern of `.any` alone.
        if let scan = typed.scan, all.withUnsafeBufferPointer({ scan($0, $0.indices, false) }) == all.count {
            return all
        }
        return all.filter(typed.matches)
    }

    /// `matcher` over this log's own type, when it names labels the
    /// log's arguments lack.
    private func relabelled(_ matcher: MatcherBox) -> MatcherBox? {
        matcher.namesLabels ? matcher.relabelled(for: Arguments.self) : nil
    }

    override func matches(_ matcher: MatcherBox, at position: Int) -> Bool {
        matcher.accepts(argument(at: position))
    }

    override func firstMatch(_ matcher: MatcherBox, in positions: Range<Int>) -> Int? {
        guard matcher.takes(Arguments.self) else {
            return relabelled(matcher).flatMap { firstMatch($0, in: positions) }
        }
        if matcher.acceptsAnything { return positions.first }
        if Self.countsCalls { return positions.first { _ in matcher.accepts(Self.noArguments) } }
        let typed = unsafeDowncast(matcher, to: TypedMatcherBox<Arguments>.self)
        if let scan = typed.scan {
            let found = withArguments { scan($0, positions, true) }
            return found < 0 ? nil : found
        }
        let matches = typed.matches
        // Borrowed in place, as `countMatches` does.
        return withArguments { buffer in
            for position in positions where matches(buffer[position]) { return position }
            return nil
        }
    }
}
