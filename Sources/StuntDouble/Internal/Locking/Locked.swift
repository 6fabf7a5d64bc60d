/// State that only its lock's holder may touch: the one owner of locked
/// state in StuntDouble. `withLock` hands the state out as `inout` for the
/// length of a closure, with the lock held; there is no other way in, save
/// the call path's fast path (`CallPath.swift`), which takes the lock by
/// hand and says so in debug builds (`assumingLocked`).
///
/// The state lives behind a pointer that the value owns, so that reading
/// and writing it pays no dynamic exclusivity checks, which a class's
/// stored `var`s would; noncopyable, so that no copy can free it twice or
/// outlive it. Several values may share one lock: the registries of a
/// `RegistryTable` shard share the shard's, so that a call finds its
/// registry and does its work under one lock.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["start()", default: 0] += 1 }
/// ```
@usableFromInline
struct Locked<State: ~Copyable>: ~Copyable, @unchecked Sendable {
    /// Guards `state`; shared with other `Locked` values when made so.
    /// Unretained: `lockOwner` keeps it, or nothing needs to, as a table
    /// shard's lock lives as long as the process (measured: retaining a
    /// shared lock cost each registry an atomic add and subtract).
    @usableFromInline let lock: Unmanaged<Lock>
    /// Keeps `lock`; `nil` for a lock that lives as long as the process.
    private let lockOwner: Lock?
    /// Read and written only with `lock` held.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// `initial`, guarded by a lock of its own, or by `lock` when given.
    @usableFromInline
    init(_ initial: consuming State, sharing lock: Lock = Lock()) {
        self.lock = .passUnretained(lock)
        lockOwner = lock
        state = Self.allocate(roomAfter: 0, alignment: 1).state
        state.initialize(to: initial)
    }

    /// The state `makeState` makes, guarded by `lock`, which `lockOwner`
    /// keeps unless it lives as long as the process, in one allocation
    /// with room for a `Spare` after it, and `extraBytes` after that:
    /// `makeState` gets the room's address, uninitialized, and the state
    /// owns whatever it puts there (it must deinitialize it by the time it
    /// is deinitialized itself). A registry keeps its first member's
    /// record there, with the record's `ResultRoom`: one allocation less
    /// per double for each (measured).
    init<Spare>(
        sharing lock: Unmanaged<Lock>, keptBy lockOwner: Lock?, withRoomFor spare: Spare.Type,
        plus extraBytes: Int = 0, _ makeState: (UnsafeMutablePointer<Spare>) -> State
    ) {
        self.lock = lock
        self.lockOwner = lockOwner
        let (state, room) = Self.allocate(
            roomAfter: MemoryLayout<Spare>.stride + extraBytes, alignment: MemoryLayout<Spare>.alignment)
        self.state = state
        state.initialize(to: makeState(room.bindMemory(to: Spare.self, capacity: 1)))
    }

    /// Raw memory for the state and `size` bytes after it, aligned to
    /// `alignment`; freed as one in `deinit`.
    private static func allocate(
        roomAfter size: Int, alignment: Int
    ) -> (state: UnsafeMutablePointer<State>, room: UnsafeMutableRawPointer) {
        // Past the state's stride, so that the two never share a byte.
        let offset = (MemoryLayout<State>.stride + alignment - 1) / alignment * alignment
        let combined = max(MemoryLayout<State>.alignment, alignment)
        // `deinit` frees by the state's alignment alone: the room's must
        // not change how the memory is allocated.
        precondition(
            RawMemory.comesFromMalloc(alignment: combined)
                == RawMemory.comesFromMalloc(alignment: MemoryLayout<State>.alignment))
        let memory = RawMemory.allocate(byteCount: max(offset + size, 1), alignment: combined)
        return (memory.bindMemory(to: State.self, capacity: 1), memory + offset)
    }

    deinit {
        state.deinitialize(count: 1)
        RawMemory.free(UnsafeMutableRawPointer(state), alignment: MemoryLayout<State>.alignment)
    }

    /// Runs `body` on the state with the lock held. No code of the user's
    /// may run in `body`: the lock is not recursive, and a double used
    /// there would take it again.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        takeLock()
        defer { giveBackLock() }
        return try body(&state.pointee)
    }

    /// Takes `lock`, without retaining it.
    @inlinable @inline(__always)
    func takeLock() {
        lock._withUnsafeGuaranteedRef { $0.lock() }
    }

    /// Gives `lock` back, without retaining it.
    @inlinable @inline(__always)
    func giveBackLock() {
        lock._withUnsafeGuaranteedRef { $0.unlock() }
    }

    /// Runs `body` on the state without the lock, from the deinit of the
    /// object that owns this value: nothing else can reach the state then,
    /// and a shared lock may be held by another thread for its own state.
    func withStateInOwnersDeinit(_ body: (inout State) -> Void) {
        body(&state.pointee)
    }
}
