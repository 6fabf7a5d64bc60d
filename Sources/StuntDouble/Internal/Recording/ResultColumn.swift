@usableFromInline
final class ResultColumn<Result>: AnyResultColumn {
    /// Chunks that never move: appending fills the last one and, when it
    /// is full, adds a larger one, so no value is ever copied and the call
    /// path appends through `LastColumn` without touching the column. The
    /// first is made with the column; `more` holds the ones added after,
    /// so a column that never fills its first chunk allocates no array.
    /// Guarded by the registry's lock.
    @usableFromInline let first: ResultChunk
    @usableFromInline @exclusivity(unchecked) var more: [ResultChunk] = []
    /// The chunk values are appended to now.
    @usableFromInline @exclusivity(unchecked) var lastChunk: ResultChunk

    /// A column with one chunk of 16 values. Made where the call's types
    /// are known (`MemberRecord.column(for:)` is inlined into the member):
    /// unspecialised, the first call of each double looked up the column's
    /// and the entries' generic metadata (measured).
    @inlinable
    static func make() -> ResultColumn {
        ResultColumn(first: ResultChunk.allocate(capacity: 16, of: Result.self))
    }

    @usableFromInline
    init(first: ResultChunk) {
        self.first = first
        lastChunk = first
        super.init(resultTypeID: ObjectIdentifier(Result.self))
    }

    deinit {
        ResultChunk.free(first, of: Result.self)
        for chunk in more { ResultChunk.free(chunk, of: Result.self) }
    }

    var chunks: [ResultChunk] { [first] + more }

    /// Adds a chunk twice the size of the last, up to 4,096 values.
    @inlinable
    func addChunk() {
        let chunk = ResultChunk.allocate(capacity: min(lastChunk.capacity * 2, 4_096), of: Result.self)
        more.append(chunk)
        lastChunk = chunk
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
