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
/// and columns of other values. Guarded by the registry's lock. A value
/// in the member's record, not an object of its own: one allocation less
/// for each member that returns values (measured); a retired copy keeps
/// the same columns, and so their chunks, alive.
@usableFromInline
struct ResultHistory {
    /// Each run's given (kept alive here) and its calls' positions; the
    /// last run's `end` is the member's `currentRun.end`.
    @usableFromInline var runs: [(given: Given, start: Int, end: Int)] = []
    /// The first values kept, in the member's room (`ResultRoom`); then
    /// `columns`.
    @usableFromInline var roomChunk: RoomChunk?
    @usableFromInline var columns = InlineFirstArray<any AnyResultColumn>()

    @usableFromInline
    init() {}

    /// Whether nothing was kept.
    var isEmpty: Bool { runs.isEmpty && roomChunk == nil && columns.isEmpty }

    /// The values of type `Value` by call position, in call order.
    func values<Value>(as type: Value.Type, currentRunEnd: Int) -> [Value] {
        positionedValues(as: type, currentRunEnd: currentRunEnd).map(\.value)
    }

    /// The values of type `Value`, each with its call's position among the
    /// member's calls, in call order.
    func positionedValues<Value>(as type: Value.Type, currentRunEnd: Int) -> [(position: Int, value: Value)] {
        var found: [(position: Int, value: Value)] = []
        for (index, run) in runs.enumerated() {
            guard let value = run.given.answer.take(as: type) else { continue }
            let end = index + 1 < runs.count ? run.end : currentRunEnd
            found += (run.start..<end).map { ($0, value) }
        }
        if let roomChunk { found += roomChunk.values(as: type) }
        for column in columns { found += column.values(as: type) }
        return found.sorted { $0.position < $1.position }
    }

    /// The type calls returned, for messages.
    var firstResultType: Any.Type? {
        runs.first?.given.answer.valueType ?? roomChunk?.resultType ?? columns.first?.resultType
    }
}
