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
