/// The chunk the latest explicitly kept value went to. `results` keeps
/// its column, and so the chunk, alive.
@usableFromInline
struct LastColumn {
    @usableFromInline let resultType: ObjectIdentifier
    @usableFromInline let chunk: ResultChunk

    /// The last chunk of `column`, which just kept a value.
    @usableFromInline
    init<Result>(lastOf column: ResultColumn<Result>) {
        resultType = ObjectIdentifier(Result.self)
        chunk = column.lastChunk
    }
}
