/// A copy of a registry's calls, safe to read without its lock.
struct CallHistory {
    let logs: [AnyCallLog]
    /// The calls in order, as the registry keeps them: `runs`, then
    /// `currentRun` (shared with the registry's array, not copied).
    let runs: [CallRun]
    var currentRun = CallRun()

    struct Call {
        let log: Int
        let position: Int
        /// The call's number in the process-wide `CallSequence`.
        var sequence: UInt64 = 0
    }

    /// Every call in the order it was made.
    func calls() -> [Call] {
        var calls: [Call] = []
        calls.reserveCapacity(runs.reduce(Int(currentRun.count)) { $0 + Int($1.count) })
        forEachCall { call in
            calls.append(call)
            return true
        }
        return calls
    }

    /// Every call in order, parted by whether its log is `selected`: the
    /// calls to one member and the others, in one pass and two arrays
    /// allocated once.
    func calls(inLogs selected: [Bool]) -> (selected: [Call], others: [Call]) {
        let selectedCount = logs.indices.reduce(0) { selected[$1] ? $0 + logs[$1].count : $0 }
        let total = runs.reduce(Int(currentRun.count)) { $0 + Int($1.count) }
        var parts = ([Call](), [Call]())
        parts.0.reserveCapacity(selectedCount)
        parts.1.reserveCapacity(max(0, total - selectedCount))
        forEachCall { call in
            if selected[call.log] { parts.0.append(call) } else { parts.1.append(call) }
            return true
        }
        return parts
    }

    /// The first call numbered after `after` to a log that `isWanted`
    /// marks (by index) whose arguments `matcher` accepts. Each wanted log
    /// is searched in one loop over its arguments, from its first call
    /// after `after`; the runs, walked without calling anything, turn
    /// numbers into positions and back.
    func firstCall(after: UInt64, toLogs isWanted: [Bool], matching matcher: MatcherBox) -> Call? {
        var found: Call?
        for log in logs.indices where isWanted[log] {
            let start = callCount(of: log, numberedUpTo: after)
            guard let position = logs[log].firstMatch(matcher, in: start..<logs[log].count),
                let sequence = sequence(ofCallAt: position, of: log),
                found.map({ sequence < $0.sequence }) ?? true
            else { continue }
            found = Call(log: log, position: position, sequence: sequence)
        }
        return found
    }

    /// How many calls to `log` are numbered `after` or lower.
    private func callCount(of log: Int, numberedUpTo after: UInt64) -> Int {
        var count = 0
        forEachRun { run in
            guard run.first <= after else { return false }
            if Int(run.log) == log { count += Int(min(UInt64(run.count), after - run.first + 1)) }
            return true
        }
        return count
    }

    /// The number of the call at `position` among `log`'s calls.
    private func sequence(ofCallAt position: Int, of log: Int) -> UInt64? {
        var seen = 0
        var sequence: UInt64?
        forEachRun { run in
            guard Int(run.log) == log else { return true }
            if position < seen + Int(run.count) {
                sequence = run.first + UInt64(position - seen)
                return false
            }
            seen += Int(run.count)
            return true
        }
        return sequence
    }

    /// Calls `body` with every run in order while it returns `true`.
    private func forEachRun(_ body: (CallRun) -> Bool) {
        for run in runs where !body(run) { return }
        if currentRun.count > 0 { _ = body(currentRun) }
    }

    /// Calls `body` with every call in order while it returns `true`.
    private func forEachCall(_ body: (Call) -> Bool) {
        var positions = [Int](repeating: 0, count: logs.count)
        func visit(_ run: CallRun) -> Bool {
            let log = Int(run.log)
            for number in run.first..<(run.first + UInt64(run.count)) {
                guard body(Call(log: log, position: positions[log], sequence: number)) else { return false }
                positions[log] += 1
            }
            return true
        }
        for run in runs where !visit(run) { return }
        _ = visit(currentRun)
    }

    /// Each call's log index, in order.
    var order: [Int] { calls().map(\.log) }
}
