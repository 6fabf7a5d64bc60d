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

    /// The first call in order for which `isFound` holds, found without
    /// building `calls()`, which costs an array as long as the history.
    func firstCall(where isFound: (Call) -> Bool) -> Call? {
        var found: Call?
        forEachCall { call in
            if isFound(call) { found = call }
            return found == nil
        }
        return found
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
