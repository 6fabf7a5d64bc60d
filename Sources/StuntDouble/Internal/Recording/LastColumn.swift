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
