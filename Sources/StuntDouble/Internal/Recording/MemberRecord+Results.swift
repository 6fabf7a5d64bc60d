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
    mutating func keepResult<Result>(_ value: Result, at position: Int) {
        if let lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            lastColumn.chunk.append(value, at: position)
        {
            return
        }
        keepResultInColumn(value, at: position)
    }

    /// Reserves an entry for what the call at `position` will return, to
    /// be filled without the lock; the chunk and the entry's index. Call
    /// with the lock held.
    @inlinable
    mutating func reserveResult<Result>(_ type: Result.Type, at position: Int) -> (ResultChunk, Int) {
        if let lastColumn, lastColumn.resultType == ObjectIdentifier(Result.self),
            let index = lastColumn.chunk.reserve(position, of: type)
        {
            return (lastColumn.chunk, index)
        }
        return reserveResultInColumn(type, at: position)
    }

    /// Out of the common path, but inlined into the member for its types:
    /// a double's first call gets here.
    @inlinable
    mutating func reserveResultInColumn<Result>(_ type: Result.Type, at position: Int) -> (ResultChunk, Int) {
        let column = column(for: type)
        var index = column.lastChunk.reserve(position, of: type)
        if index == nil {
            column.addChunk()
            index = column.lastChunk.reserve(position, of: type)
        }
        lastColumn = LastColumn(lastOf: column)
        return (column.lastChunk, index ?? 0)
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

    @inlinable
    mutating func keepResultInColumn<Result>(_ value: Result, at position: Int) {
        let column = column(for: Result.self)
        if !column.lastChunk.append(value, at: position) {
            column.addChunk()
            _ = column.lastChunk.append(value, at: position)
        }
        lastColumn = LastColumn(lastOf: column)
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
        let released: [Any] = [results.runs] + results.columns.flatMap { $0.takeValues() }
        results.runs = []
        return (released, results)
    }
}
