import Synchronization

// What a member's recorded calls returned, for `returnedValues`. Keeping a
// value must cost the call path next to nothing, so the common case keeps
// none: calls answered by the same plain given form a run, which keeps the
// given (its value is the calls') and counts. Other values go into a typed
// column per result type, with the position of their call among the
// member's recorded calls.

/// The run of calls being answered by one plain given: compared and
/// counted on the call path without touching (or retaining) the given.
@usableFromInline
struct ResultRun {
    @usableFromInline var given: UnsafeMutableRawPointer?
    /// The position after the run's last call.
    @usableFromInline var end = 0

    @usableFromInline init() {}
}

/// The values a member's calls returned: runs of a plain given's value,
/// and columns of other values. Guarded by the registry's lock.
@usableFromInline
final class ResultHistory {
    /// Each run's given (kept alive here) and its calls' positions; the
    /// last run's `end` is the member's `currentRun.end`.
    var runs: [(given: Given, start: Int, end: Int)] = []
    var columns: [AnyResultColumn] = []

    /// The values of type `Value` by call position, in call order.
    func values<Value>(as type: Value.Type, currentRunEnd: Int) -> [Value] {
        var found: [(position: Int, value: Value)] = []
        for (index, run) in runs.enumerated() {
            guard let value = run.given.answer.take(as: type) else { continue }
            let end = index + 1 < runs.count ? run.end : currentRunEnd
            found += (run.start..<end).map { ($0, value) }
        }
        for column in columns { found += column.values(as: type) }
        return found.sorted { $0.position < $1.position }.map(\.value)
    }

    /// The type calls returned, for messages.
    var firstResultType: Any.Type? {
        runs.first?.given.answer.valueType ?? columns.first?.resultType
    }
}

@usableFromInline
class AnyResultColumn {
    var resultType: Any.Type { fatalError("abstract") }
    func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)] { fatalError("abstract") }
    /// Takes out the values filled so far, for the caller to release
    /// outside the lock; the chunks stay, for calls still to fill theirs.
    func takeValues() -> [Any] { fatalError("abstract") }
}

@usableFromInline
final class ResultColumn<Result>: AnyResultColumn {
    /// Chunks that never move: appending fills the last one and, when it
    /// is full, adds a larger one, so no value is ever copied and the call
    /// path appends through `LastColumn` without touching the column.
    var chunks: [ResultChunk] = []

    override init() {
        super.init()
        addChunk()
    }

    deinit {
        for chunk in chunks { ResultChunk.free(chunk, of: Result.self) }
    }

    /// The chunk values are appended to now.
    var lastChunk: ResultChunk { chunks[chunks.count - 1] }

    /// Adds a chunk twice the size of the last, up to 4,096 values.
    func addChunk() {
        let capacity = chunks.last.map { min($0.capacity * 2, 4_096) } ?? 16
        chunks.append(ResultChunk.allocate(capacity: capacity, of: Result.self))
    }

    override var resultType: Any.Type { Result.self }

    override func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)] {
        chunks.flatMap { chunk in
            chunk.entries(of: Result.self).compactMap { entry in
                cast(entry.value, to: type).map { (entry.position, $0) }
            }
        }
    }

    override func takeValues() -> [Any] {
        chunks.flatMap { $0.takeValues(of: Result.self) }
    }
}

/// A fixed-capacity block of kept values: a header, the entries, then one
/// state per entry. A call whose answer comes after the lock is given
/// back reserves an entry under the lock and fills it without: its state
/// says when the value is there (`SlotState`).
@usableFromInline
struct ResultChunk {
    @usableFromInline let header: UnsafeMutablePointer<Header>

    @usableFromInline
    struct Header {
        @usableFromInline var count: Int
        @usableFromInline let capacity: Int
    }

    @usableFromInline
    init(header: UnsafeMutablePointer<Header>) {
        self.header = header
    }

    var capacity: Int { header.pointee.capacity }

    /// The entries' offset from the header: past it, aligned for them.
    @inlinable
    static func entriesOffset<Result>(of type: Result.Type) -> Int {
        let alignment = MemoryLayout<(position: Int, value: Result)>.alignment
        return (MemoryLayout<Header>.stride + alignment - 1) / alignment * alignment
    }

    @inlinable
    func entryBase<Result>(of type: Result.Type) -> UnsafeMutablePointer<(position: Int, value: Result)> {
        (UnsafeMutableRawPointer(header) + Self.entriesOffset(of: type))
            .assumingMemoryBound(to: (position: Int, value: Result).self)
    }

    /// The states, one byte each, after the entries.
    @inlinable
    func states<Result>(of type: Result.Type) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(entryBase(of: type) + header.pointee.capacity)
    }

    static func allocate<Result>(capacity: Int, of type: Result.Type) -> ResultChunk {
        let entry = MemoryLayout<(position: Int, value: Result)>.self
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: entriesOffset(of: type) + entry.stride * capacity + capacity,
            alignment: max(MemoryLayout<Header>.alignment, entry.alignment))
        let header = raw.bindMemory(to: Header.self, capacity: 1)
        header.initialize(to: Header(count: 0, capacity: capacity))
        let chunk = ResultChunk(header: header)
        SlotState.initialize(chunk.states(of: type), count: capacity)
        return chunk
    }

    /// Frees the chunk and the values it holds. Call once no call can
    /// still fill an entry: when the registry goes.
    static func free<Result>(_ chunk: ResultChunk, of type: Result.Type) {
        let states = chunk.states(of: type)
        let entries = chunk.entryBase(of: type)
        for index in 0..<chunk.header.pointee.count where SlotState.load(states + index) == SlotState.filled {
            (entries + index).deinitialize(count: 1)
        }
        UnsafeMutableRawPointer(chunk.header).deallocate()
    }

    /// Moves out the values filled so far and marks them gone; an entry
    /// still to be filled is left to its call, and freed with the chunk.
    func takeValues<Result>(of type: Result.Type) -> [Any] {
        let states = states(of: type)
        let entries = entryBase(of: type)
        var taken: [Any] = []
        for index in 0..<header.pointee.count where SlotState.load(states + index) == SlotState.filled {
            taken.append((entries + index).move().value)
            SlotState.store(SlotState.forgotten, states + index)
        }
        return taken
    }

    /// Appends an entry, with its value; `false` when the chunk is full.
    @inlinable
    func append<Result>(_ value: Result, at position: Int) -> Bool {
        guard let index = reserve(position, of: Result.self) else { return false }
        fill(index, with: value)
        return true
    }

    /// Reserves an entry for the call at `position`, to be filled later;
    /// `nil` when the chunk is full. Call with the lock held.
    @inlinable
    func reserve<Result>(_ position: Int, of type: Result.Type) -> Int? {
        let count = header.pointee.count
        guard count < header.pointee.capacity else { return nil }
        UnsafeMutableRawPointer(entryBase(of: type) + count).assumingMemoryBound(to: Int.self).initialize(
            to: position)
        header.pointee.count = count &+ 1
        return count
    }

    /// Fills the entry `index` reserved, with or without the lock.
    @inlinable
    func fill<Result>(_ index: Int, with value: Result) {
        let entry = UnsafeMutableRawPointer(entryBase(of: Result.self) + index)
        (entry + MemoryLayout<(position: Int, value: Result)>.offset(of: \.value)!)
            .assumingMemoryBound(to: Result.self).initialize(to: value)
        SlotState.store(SlotState.filled, states(of: Result.self) + index)
    }

    /// The filled entries. Call with the lock held.
    func entries<Result>(of type: Result.Type) -> [(position: Int, value: Result)] {
        let states = states(of: type)
        let entries = entryBase(of: type)
        return (0..<header.pointee.count).compactMap { index in
            SlotState.load(states + index) == SlotState.filled ? entries[index] : nil
        }
    }
}

/// An entry's state: empty (reserved, its call not back yet), filled, or
/// forgotten (its value released). Atomic where the platform has
/// `Synchronization`: a call fills its entry without the registry's lock,
/// and readers, under the lock, see the value once they see `filled`.
/// Elsewhere every access is under the lock.
@usableFromInline
enum SlotState {
    @usableFromInline static let empty: UInt8 = 0
    @usableFromInline static let filled: UInt8 = 1
    @usableFromInline static let forgotten: UInt8 = 2

    /// Whether a call may fill its entry without the lock.
    @inlinable static var isLockFree: Bool {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
    }

    static func initialize(_ states: UnsafeMutableRawPointer, count: Int) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let atomics = states.bindMemory(to: Atomic<UInt8>.self, capacity: count)
            for index in 0..<count { (atomics + index).initialize(to: Atomic(empty)) }
        } else {
            states.initializeMemory(as: UInt8.self, repeating: empty, count: count)
        }
    }

    @inlinable
    static func store(_ state: UInt8, _ pointer: UnsafeMutableRawPointer) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            pointer.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.store(state, ordering: .releasing)
        } else {
            pointer.assumingMemoryBound(to: UInt8.self).pointee = state
        }
    }

    @inlinable
    static func load(_ pointer: UnsafeMutableRawPointer) -> UInt8 {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return pointer.assumingMemoryBound(to: Atomic<UInt8>.self).pointee.load(ordering: .acquiring)
        }
        return pointer.assumingMemoryBound(to: UInt8.self).pointee
    }
}

/// The chunk the latest explicitly kept value went to. `results` keeps
/// its column, and so the chunk, alive.
@usableFromInline
struct LastColumn {
    @usableFromInline let resultType: ObjectIdentifier
    @usableFromInline let chunk: ResultChunk

    @usableFromInline
    init(resultType: ObjectIdentifier, chunk: ResultChunk) {
        self.resultType = resultType
        self.chunk = chunk
    }
}

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

extension MemberRecord {
    /// Keeps that the call at `position` returned the value of `given`, a
    /// plain given. Call with the lock held.
    @inlinable
    mutating func keepPlainResult(of given: Unmanaged<Given>, at position: Int) {
        if currentRun.given == given.toOpaque(), currentRun.end == position {
            currentRun.end = position &+ 1
        } else {
            startRun(of: given, at: position)
        }
    }

    @usableFromInline
    mutating func startRun(of given: Unmanaged<Given>, at position: Int) {
        let history = resultHistory()
        if !history.runs.isEmpty { history.runs[history.runs.count - 1].end = currentRun.end }
        history.runs.append((given.takeUnretainedValue(), position, position + 1))
        currentRun.given = given.toOpaque()
        currentRun.end = position + 1
    }

    /// Keeps what the call at `position` returned. Call with the lock held.
    @inlinable
    mutating func keepResult<Result>(_ value: Result, at position: Int) {
        if let lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            lastColumn.chunk.append(value, at: position)
        {
            return
        }
        keepResultInColumn(value, at: position)
    }

    /// Reserves an entry for what the call at `position` will return, to
    /// be filled without the lock; the chunk and the entry's index. Call
    /// with the lock held.
    @inlinable
    mutating func reserveResult<Result>(_ type: Result.Type, at position: Int) -> (ResultChunk, Int) {
        if let lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            let index = lastColumn.chunk.reserve(position, of: type)
        {
            return (lastColumn.chunk, index)
        }
        return reserveResultInColumn(type, at: position)
    }

    @usableFromInline
    mutating func reserveResultInColumn<Result>(_ type: Result.Type, at position: Int) -> (ResultChunk, Int) {
        let column = column(for: type)
        let index =
            column.lastChunk.reserve(position, of: type)
            ?? {
                column.addChunk()
                return column.lastChunk.reserve(position, of: type) ?? 0
            }()
        lastColumn = LastColumn(resultType: ObjectIdentifier(Result.self), chunk: column.lastChunk)
        return (column.lastChunk, index)
    }

    /// The column of `Result` values, made on first use.
    mutating func column<Result>(for type: Result.Type) -> ResultColumn<Result> {
        let history = resultHistory()
        if let column = history.columns.lazy.compactMap({ $0 as? ResultColumn<Result> }).first { return column }
        let column = ResultColumn<Result>()
        history.columns.append(column)
        return column
    }

    @usableFromInline
    mutating func keepResultInColumn<Result>(_ value: Result, at position: Int) {
        let column = column(for: Result.self)
        if !column.lastChunk.append(value, at: position) {
            column.addChunk()
            _ = column.lastChunk.append(value, at: position)
        }
        lastColumn = LastColumn(resultType: ObjectIdentifier(Result.self), chunk: column.lastChunk)
    }

    mutating func resultHistory() -> ResultHistory {
        if let results { return results }
        let history = ResultHistory()
        results = history
        return history
    }

    /// Forgets every value kept. Returns the values and runs, for the
    /// caller to release outside the lock, and the emptied history, whose
    /// chunks the registry keeps while it lives: a call still in flight
    /// may fill its reserved entry there (and no one reads it).
    mutating func removeResults() -> (released: [Any], retired: ResultHistory?) {
        defer {
            results = nil
            lastColumn = nil
            currentRun = ResultRun()
        }
        guard let results else { return ([], nil) }
        let released: [Any] = [results.runs] + results.columns.flatMap { $0.takeValues() }
        results.runs = []
        return (released, results)
    }
}
