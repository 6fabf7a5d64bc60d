/// What a `ResultColumn` keeps before its first chunk.
@usableFromInline
struct ResultColumnHeader {
    @usableFromInline let resultTypeID: ObjectIdentifier
    /// The first chunk, in the column's own allocation.
    @usableFromInline let first: ResultChunk
    /// The chunks added after the first, so a column that never fills its
    /// first chunk allocates no array.
    @usableFromInline var more: [ResultChunk] = []
    /// The chunk values are appended to now.
    @usableFromInline var lastChunk: ResultChunk

    @usableFromInline
    init(resultTypeID: ObjectIdentifier, first: ResultChunk) {
        self.resultTypeID = resultTypeID
        self.first = first
        lastChunk = first
    }
}

/// The values of one type that a member's calls returned, in chunks that
/// never move: appending fills the last one and, when it is full, adds a
/// larger one, so no value is ever copied and the call path appends
/// through `LastColumn` without touching the column. The first chunk lives
/// in the column's own allocation, after its header: one allocation for a
/// column that never fills it, where an object and a chunk took two
/// (measured). Guarded by the registry's lock; read through the header's
/// address, which pays no dynamic exclusivity checks.
@usableFromInline
final class ResultColumn<Result>: ManagedBuffer<ResultColumnHeader, UInt8>, AnyResultColumn {
    /// The first chunk's capacity: 8 values, most members' whole history
    /// in a test. Sixteen made a `String` column's allocation about 470
    /// bytes, the largest of a double's; at 8 (about 270), 10,000 doubles
    /// made and freed took about 0.4 ms less (measured).
    @inlinable static var firstCapacity: Int { 8 }

    /// A column with one chunk of `firstCapacity` values. Made where the
    /// call's types are known (`MemberRecord.column(for:)` is inlined into
    /// the member): unspecialised, the first call of each double looked up
    /// the column's and the entries' generic metadata (measured).
    @inlinable
    static func make() -> ResultColumn {
        let alignment = ResultChunk.alignment(of: Result.self)
        let byteCount = ResultChunk.byteCount(capacity: firstCapacity, of: Result.self)
        // Room to align the chunk, wherever the elements begin.
        let buffer = create(minimumCapacity: byteCount + alignment - 1) { buffer in
            let memory = buffer.withUnsafeMutablePointerToElements {
                UnsafeMutableRawPointer($0).alignedUp(toMultipleOf: alignment)
            }
            let first = ResultChunk.initialize(memory, capacity: firstCapacity, of: Result.self)
            return ResultColumnHeader(resultTypeID: ObjectIdentifier(Result.self), first: first)
        }
        return unsafeDowncast(buffer, to: ResultColumn.self)
    }

    deinit {
        withUnsafeMutablePointerToHeader { header in
            ResultChunk.destroyValues(header.pointee.first, of: Result.self)
            for chunk in header.pointee.more { ResultChunk.free(chunk, of: Result.self) }
        }
    }

    /// The chunk values are appended to now.
    @inlinable
    var lastChunk: ResultChunk { withUnsafeMutablePointerToHeader { $0.pointee.lastChunk } }

    @usableFromInline var resultTypeID: ObjectIdentifier {
        withUnsafeMutablePointerToHeader { $0.pointee.resultTypeID }
    }

    var chunks: [ResultChunk] { withUnsafeMutablePointerToHeader { [$0.pointee.first] + $0.pointee.more } }

    /// Adds a chunk twice the size of the last, up to 4,096 values.
    @inlinable
    func addChunk() {
        withUnsafeMutablePointerToHeader { header in
            let chunk = ResultChunk.allocate(
                capacity: min(header.pointee.lastChunk.capacity * 2, 4_096), of: Result.self)
            header.pointee.more.append(chunk)
            header.pointee.lastChunk = chunk
        }
    }

    @usableFromInline var resultType: Any.Type { Result.self }

    @usableFromInline func values<Value>(as type: Value.Type) -> [(position: Int, value: Value)] {
        chunks.flatMap { $0.values(of: Result.self, as: type) }
    }

    @usableFromInline func takeValues() -> [Any] {
        chunks.flatMap { $0.takeValues(of: Result.self) }
    }
}
