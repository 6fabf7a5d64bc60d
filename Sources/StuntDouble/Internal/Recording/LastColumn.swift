/// The chunk the latest explicitly kept value went to: the member's room
/// or a column's, which `results` keeps alive.
@usableFromInline
struct LastColumn {
    @usableFromInline let resultType: ObjectIdentifier
    @usableFromInline let chunk: ResultChunk

    /// `chunk`, which holds values of `Result` and has just been given
    /// one, or is about to be.
    @usableFromInline
    init<Result>(_ type: Result.Type, chunk: ResultChunk) {
        resultType = ObjectIdentifier(Result.self)
        self.chunk = chunk
    }
}
