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
    @usableFromInline let registry: Unmanaged<DoubleRegistry>?
    @usableFromInline let member: MemberRecordPointer?
    @usableFromInline let position: Int
    @usableFromInline let generation: UInt32
    /// The entry reserved for the value, where it can be filled without
    /// the lock (`SlotState.isLockFree`): the registry keeps its chunk
    /// until it goes, even once the calls are cleared.
    @usableFromInline let chunk: ResultChunk?

    /// Nothing to keep: the registry kept the value, or the call returns
    /// nothing.
    @inlinable static var none: PendingResult {
        PendingResult(registry: nil, member: nil, position: 0, generation: 0, chunk: nil)
    }

    @usableFromInline
    init(
        registry: Unmanaged<DoubleRegistry>?, member: MemberRecordPointer?, position: Int, generation: UInt32,
        chunk: ResultChunk?
    ) {
        self.registry = registry
        self.member = member
        self.position = position
        self.generation = generation
        self.chunk = chunk
    }

    /// Whether there is nothing to keep.
    @inlinable var isNone: Bool { registry == nil && chunk == nil }

    /// Keeps `value` as what the call returned: in its reserved entry, or
    /// under the registry's lock. Specialised but never inlined: inlined
    /// into every call form, this rare path made the common one slower.
    @inlinable @inline(never)
    func keep<Result>(_ value: Result) {
        if let chunk {
            // `position` is the entry's index in the chunk here.
            chunk.fill(position, with: value)
            return
        }
        guard let registry, let member else { return }
        registry._withUnsafeGuaranteedRef { registry in
            // `member` is the registry's state's, so its lock guards it.
            registry.state.withLock { _ in
                if member.pointee.callsGeneration == generation { member.pointee.keepResult(value, at: position) }
            }
        }
    }
}
