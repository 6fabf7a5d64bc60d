extension MemberRecord {
    /// Keeps that the call at `position` returned the value of `given`, a
    /// plain given. Call with the lock held.
    @inlinable
    mutating func keepPlainResult(of given: Unmanaged<Given>, at position: Int) {
        // Compared as words: as optionals, the comparison also tested for
        // `nil`: six instructions a read (measured).
        if UInt(bitPattern: currentRun.given) == UInt(bitPattern: given.toOpaque()), currentRun.end == position {
            currentRun.end = position &+ 1
        } else {
            startRun(of: given, at: position)
        }
    }

    @usableFromInline
    mutating func startRun(of given: Unmanaged<Given>, at position: Int) {
        if !results.runs.isEmpty { results.runs[results.runs.count - 1].end = currentRun.end }
        results.runs.append((given.takeUnretainedValue(), position, position + 1))
        currentRun.given = given.toOpaque()
        currentRun.end = position + 1
    }

    /// Keeps what the call at `position` returned. Call with the lock held.
    @inlinable
    static func keepResult<Result>(_ value: Result, at position: Int, in member: MemberRecordPointer) {
        if let lastColumn = member.pointee.lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            lastColumn.chunk.append(value, at: position)
        {
            return
        }
        keepResultInColumn(value, at: position, in: member)
    }

    /// `keepResult` once the last chunk is not for the value: out of line,
    /// so that the common path saves no registers.
    @inlinable @inline(never)
    static func keepResultInColumn<Result>(_ value: Result, at position: Int, in member: MemberRecordPointer) {
        _ = chunk(for: Result.self, in: member).append(value, at: position)
    }

    /// Reserves an entry for what the call at `position` will return, to
    /// be filled without the lock; the chunk and the entry's index. Call
    /// with the lock held.
    @inlinable @inline(__always)
    static func reserveResult<Result>(
        _ type: Result.Type, at position: Int, in member: MemberRecordPointer
    ) -> (ResultChunk, Int) {
        if let lastColumn = member.pointee.lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            let index = lastColumn.chunk.reserve(position, of: type)
        {
            return (lastColumn.chunk, index)
        }
        return reserveResultInColumn(type, at: position, in: member)
    }

    /// `reserveResult` once the last chunk is not for the value.
    @inlinable
    static func reserveResultInColumn<Result>(
        _ type: Result.Type, at position: Int, in member: MemberRecordPointer
    ) -> (ResultChunk, Int) {
        let chunk = chunk(for: type, in: member)
        return (chunk, chunk.reserve(position, of: type) ?? 0)
    }

    /// A chunk with room for a value of `Result`, made the member's
    /// `lastColumn`: the member's room while it is unused and the type fits
    /// there, else its column's last chunk, a new one when that is full.
    /// Out of the common path, but inlined into the member for its types:
    /// a double's first call gets here.
    @inlinable
    static func chunk<Result>(for type: Result.Type, in member: MemberRecordPointer) -> ResultChunk {
        if let room = member.pointee.results.roomChunk, ObjectIdentifier(room.resultType) == ObjectIdentifier(type),
            !room.chunk.isFull
        {
            member.pointee.lastColumn = LastColumn(Result.self, chunk: room.chunk)
            return room.chunk
        }
        let capacity = ResultRoom.capacity(for: type)
        if !member.pointee.roomIsUsed, capacity > 0 {
            member.pointee.roomIsUsed = true
            let chunk = ResultChunk.initialize(ResultRoom.address(of: member), capacity: capacity, of: type)
            member.pointee.results.roomChunk = RoomChunk(resultType: type, chunk: chunk)
            member.pointee.lastColumn = LastColumn(Result.self, chunk: chunk)
            return chunk
        }
        let column = member.pointee.column(for: type)
        if column.lastChunk.isFull { column.addChunk() }
        member.pointee.lastColumn = LastColumn(Result.self, chunk: column.lastChunk)
        return column.lastChunk
    }

    /// The column of `Result` values, made on first use.
    @inlinable
    mutating func column<Result>(for type: Result.Type) -> ResultColumn<Result> {
        // Compared by type, not cast: a lazy `compactMap` with `as?` cost
        // a double's first call about 5,000 instructions (measured).
        for column in results.columns where column.resultTypeID == ObjectIdentifier(Result.self) {
            return unsafeDowncast(column, to: ResultColumn<Result>.self)
        }
        let column = ResultColumn<Result>.make()
        results.columns.append(column)
        return column
    }

    /// Forgets every value kept. Returns the values and runs, for the
    /// caller to release outside the lock, and the emptied history, whose
    /// chunks the registry keeps while it lives: a call still in flight
    /// may fill its reserved entry there (and no one reads it).
    mutating func removeResults() -> (released: [Any], retired: ResultHistory?) {
        defer {
            results = ResultHistory()
            lastColumn = nil
            currentRun = ResultRun()
        }
        guard !results.isEmpty else { return ([], nil) }
        let released: [Any] =
            [results.runs] + (results.roomChunk?.takeValues() ?? []) + results.columns.flatMap { $0.takeValues() }
        results.runs = []
        return (released, results)
    }
}
