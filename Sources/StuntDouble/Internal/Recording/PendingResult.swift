/// Where a call's returned value goes once its answer is known outside
/// the registry's lock: the registry and member record, the call's
/// position among the member's recorded calls, and the member's
/// `callsGeneration` then (a call whose history was cleared since keeps
/// nothing).
///
/// Held unretained: the double keeps its registry alive for the call, and
/// member records stay at one address for the registry's life.
@usableFromInline
struct PendingResult {
    /// The reserved entry's chunk (its header), or the registry: one word
    /// with `member` telling which, `nil` for a chunk. As two fields the
    /// result took five words and went through memory on every call
    /// (measured).
    @usableFromInline let target: UnsafeMutableRawPointer?
    @usableFromInline let member: MemberRecordPointer?
    @usableFromInline let position: Int
    @usableFromInline let generation: UInt32

    /// Nothing to keep: the registry kept the value, or the call returns
    /// nothing.
    @inlinable static var none: PendingResult {
        PendingResult(registry: nil, member: nil, position: 0, generation: 0, chunk: nil)
    }

    /// `chunk` is the entry reserved for the value, where it can be filled
    /// without the lock (`SlotState.isLockFree`): the registry keeps its
    /// chunk until it goes, even once the calls are cleared. Without one,
    /// the value is kept in `member` under `registry`'s lock.
    @inlinable
    init(
        registry: Unmanaged<DoubleRegistry>?, member: MemberRecordPointer?, position: Int, generation: UInt32,
        chunk: ResultChunk?
    ) {
        if let chunk {
            target = UnsafeMutableRawPointer(chunk.header)
            self.member = nil
        } else {
            target = member == nil ? nil : registry?.toOpaque()
            self.member = member
        }
        self.position = position
        self.generation = generation
    }

    /// Whether there is nothing to keep.
    @inlinable var isNone: Bool { target == nil }

    /// Keeps `value` as what the call returned: in its reserved entry, or
    /// under the registry's lock. Specialised but never inlined: inlined
    /// into every call form, this rare path made the common one slower.
    @inlinable @inline(never)
    func keep<Result>(_ value: Result) {
        guard let target else { return }
        guard let member else {
            // `position` is the entry's index in the chunk here.
            ResultChunk(header: target.assumingMemoryBound(to: ResultChunk.Header.self)).fill(position, with: value)
            return
        }
        Unmanaged<DoubleRegistry>.fromOpaque(target)._withUnsafeGuaranteedRef { registry in
            // `member` is the registry's state's, so its lock guards it.
            registry.state.withLock { _ in
                if member.pointee.callsGeneration == generation {
                    MemberRecord.keepResult(value, at: position, in: member)
                }
            }
        }
    }
}
