/// Room right after each member record, in the record's own allocation,
/// for a chunk of the first values the member's calls return: a member
/// called a few times keeps them without a `ResultColumn`, which was an
/// allocation of its own (measured: one allocation less per double, about
/// a tenth of `create_10k_doubles_ms`). Values of a type too wide or too
/// aligned for the room, later values once it is full, and values of
/// another type go to columns. A room holds values once: a reset retires
/// them with the history (calls in flight may still fill their entries),
/// and the member's later values go to columns.
@usableFromInline
enum ResultRoom {
    /// The room's bytes: a chunk of 2 `String`s or 3 `Int`s.
    @inlinable static var byteCount: Int { 72 }

    /// The bytes a member record's allocation takes, its room included.
    static var allocationByteCount: Int { MemoryLayout<MemberRecord>.stride + byteCount }

    /// The room of the record at `member`: right after it, so aligned as
    /// a record is.
    @inlinable
    static func address(of member: MemberRecordPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(member + 1)
    }

    /// How many values of `Result` a chunk in the room takes: 0 for a type
    /// whose entries need more alignment than a record's, or more bytes
    /// than the room has.
    @inlinable
    static func capacity<Result>(for type: Result.Type) -> Int {
        guard ResultChunk.alignment(of: type) <= MemoryLayout<MemberRecord>.alignment else { return 0 }
        // A chunk's size grows by the same bytes for each value it takes.
        let empty = ResultChunk.byteCount(capacity: 0, of: type)
        let perValue = ResultChunk.byteCount(capacity: 1, of: type) - empty
        return max(0, byteCount - empty) / perValue
    }
}

/// The chunk in a member's room and the type of its values, which its
/// readers open to read them.
@usableFromInline
struct RoomChunk {
    @usableFromInline let resultType: Any.Type
    @usableFromInline let chunk: ResultChunk

    @usableFromInline
    init(resultType: Any.Type, chunk: ResultChunk) {
        self.resultType = resultType
        self.chunk = chunk
    }

    func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)] {
        func read<Result>(_: Result.Type) -> [(position: Int, value: Value)] {
            chunk.values(of: Result.self, as: type)
        }
        return read(resultType)
    }

    /// Takes out the values filled so far (see `ResultChunk.takeValues`).
    func takeValues() -> [Any] {
        func take<Result>(_: Result.Type) -> [Any] { chunk.takeValues(of: Result.self) }
        return take(resultType)
    }

    /// Destroys the values the chunk holds; the room is the record's. Call
    /// once no call can still fill an entry: when the registry goes.
    func destroyValues() {
        func destroy<Result>(_: Result.Type) { ResultChunk.destroyValues(chunk, of: Result.self) }
        destroy(resultType)
    }
}
