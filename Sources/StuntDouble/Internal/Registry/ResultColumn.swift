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
}

/// A fixed-capacity block of kept values: a header, then the entries.
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

    static func allocate<Result>(capacity: Int, of type: Result.Type) -> ResultChunk {
        let entry = MemoryLayout<(position: Int, value: Result)>.self
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: entriesOffset(of: type) + entry.stride * capacity,
            alignment: max(MemoryLayout<Header>.alignment, entry.alignment))
        let header = raw.bindMemory(to: Header.self, capacity: 1)
        header.initialize(to: Header(count: 0, capacity: capacity))
        return ResultChunk(header: header)
    }

    static func free<Result>(_ chunk: ResultChunk, of type: Result.Type) {
        chunk.entryBase(of: type).deinitialize(count: chunk.header.pointee.count)
        UnsafeMutableRawPointer(chunk.header).deallocate()
    }

    /// Appends an entry; `false` when the chunk is full.
    @inlinable
    func append<Result>(_ value: Result, at position: Int) -> Bool {
        let count = header.pointee.count
        guard count < header.pointee.capacity else { return false }
        (entryBase(of: Result.self) + count).initialize(to: (position, value))
        header.pointee.count = count &+ 1
        return true
    }

    func entries<Result>(of type: Result.Type) -> UnsafeBufferPointer<(position: Int, value: Result)> {
        UnsafeBufferPointer(start: entryBase(of: type), count: header.pointee.count)
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

    /// Nothing to keep: the registry kept the value, or the call returns
    /// nothing.
    @inlinable static var none: PendingResult { PendingResult(registry: nil, member: nil, position: 0, generation: 0) }

    @usableFromInline
    init(registry: Unmanaged<DoubleRegistry>?, member: MemberRecordPointer?, position: Int, generation: UInt32) {
        self.registry = registry
        self.member = member
        self.position = position
        self.generation = generation
    }

    /// Keeps `value` as what the call returned, under the registry's lock.
    /// Specialised but never inlined: inlined into every call form, this
    /// rare path made the common one slower.
    @inlinable @inline(never)
    func keep<Result>(_ value: Result) {
        guard let registry, let member else { return }
        registry._withUnsafeGuaranteedRef { registry in
            registry.lock.lock()
            if member.pointee.callsGeneration == generation { member.pointee.keepResult(value, at: position) }
            registry.lock.unlock()
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

    @usableFromInline
    mutating func keepResultInColumn<Result>(_ value: Result, at position: Int) {
        let history = resultHistory()
        let column =
            history.columns.lazy.compactMap { $0 as? ResultColumn<Result> }.first
            ?? {
                let column = ResultColumn<Result>()
                history.columns.append(column)
                return column
            }()
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

    /// Forgets every value kept; returns them, for the caller to release
    /// outside the lock.
    mutating func removeResults() -> ResultHistory? {
        defer {
            results = nil
            lastColumn = nil
            currentRun = ResultRun()
        }
        return results
    }
}
