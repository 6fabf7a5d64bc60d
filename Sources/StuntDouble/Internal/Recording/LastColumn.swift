/// The chunk the latest explicitly kept value went to. `results` keeps
/// its column, and so the chunk, alive.
@usableFromInline
struct LastColumn {
    @usableFromInline let resultType: ObjectIdentifier
    @usableFromInline let chunk: ResultChunk
    // Made only in `@usableFromInline` functions that are not inlined, so
    // the memberwise initialiser serves.
}
