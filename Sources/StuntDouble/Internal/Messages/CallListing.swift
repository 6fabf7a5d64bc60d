/// The listings of calls in failure messages: each distinct call once, with
/// the number of identical calls (`read logLevel ×7`); past
/// `listedCallLimit` lines, the first and last halves; of the calls an
/// expectation's matcher rejected, only the closest few.
extension RegistrySnapshot {
    /// How many lines a listing shows: the first and last halves, with a
    /// count of the calls left out between.
    static let listedCallLimit = 10

    /// How many distinct calls a matcher rejected a listing shows in full:
    /// enough to tell a mistake made every time (the same argument wrong
    /// in all three) from a one-off, few enough that the listing stays the
    /// size of a hand-written test's failure. The rest are counted.
    static let listedRejectedLimit = 3

    /// Up to how many calls a listing groups identical ones: grouping
    /// describes every call, which past this costs more than the message is
    /// worth (a history of 100,000 calls lists each call apart, elided).
    static let groupedCallLimit = 1_000

    /// A line of a listing: the call at `first` in the listed calls, and
    /// the `count` calls identical to it (itself included).
    struct ListedCall {
        let first: Int
        var count = 1
        var last: Int
        /// Whether no other call comes between its calls.
        var isRun = true

        init(_ index: Int) {
            first = index
            last = index
        }
    }

    /// A titled listing of calls: "2 calls to put(_:_:), in order:", or
    /// "Other calls to EngineMock: none". `mark` puts a sign before a call
    /// and a note after it; identical calls with the same mark share a line.
    static func section(
        _ subject: String, other: Bool, _ calls: [CallHistory.Call], in history: CallHistory,
        mark: ((CallHistory.Call) -> (sign: String, note: String))?
    ) -> [String] {
        guard !calls.isEmpty else { return ["  \(other ? "Other calls" : "Calls") \(subject): none"] }
        let entries: [ListedCall]
        if calls.count <= groupedCallLimit {
            entries = grouped(
                calls.map { call in
                    let (sign, note) = mark?(call) ?? ("", "")
                    return "\(sign) \(describe(call, in: history))\(note)"
                })
        } else {
            // Only the lines shown: an array as long as the history costs.
            let half = listedCallLimit / 2
            entries = (Array(0..<half) + Array(calls.count - half..<calls.count)).map(ListedCall.init)
        }
        let line = { (entry: ListedCall) -> String in
            let call = calls[entry.first]
            let text = describe(call, in: history) + times(entry.count)
            guard let (sign, note) = mark?(call) else { return "    " + text }
            return "    \(sign) \(text)\(note)"
        }
        return [header(calls.count, other ? "other call" : "call", subject, entries)]
            + elided(entries, of: calls.count, line: line)
    }

    /// The calls to `function` marked by whether `matcher` accepts them:
    /// every accepted call (elided past `listedCallLimit` lines), and of
    /// the rejected ones the `listedRejectedLimit` closest, then a count of
    /// the rest. Closest are the calls that fail the fewest of a
    /// per-argument matcher's conditions; for a `.equal(to:)` matcher, the
    /// call whose arguments read most like the expected ones, marked
    /// `← closest`; ties go to the earlier call. `matching`, how many calls
    /// the matcher accepts, spares matching calls again when it is all or
    /// none of them.
    static func matcherSection(
        _ function: String, _ calls: [CallHistory.Call], in history: CallHistory, matcher: MatcherBox,
        matching: Int
    ) -> [String] {
        guard !matcher.acceptsAnything, !calls.isEmpty else {
            return section("to \(function)", other: false, calls, in: history, mark: nil)
        }
        let arguments = { (call: CallHistory.Call) in history.logs[call.log].arguments(at: call.position) }
        let accepts = { (index: Int) -> Bool in
            if matching == 0 || matching == calls.count { return matching > 0 }
            return history.logs[calls[index].log].matches(matcher, at: calls[index].position)
        }
        var accepted: [ListedCall] = []
        // Rejected calls, each with how many conditions it fails: all of
        // them when grouped; past `groupedCallLimit`, the first few (where
        // the closest call is sought) and the best ranked.
        var rejected: [(entry: ListedCall, failing: Int)] = []
        var rejectedCount = 0
        let rank = { (entry: ListedCall) -> Int in
            guard matcher.hasConditions else { return 0 }
            // A call of another argument type can never match: ranked last.
            return matcher.failingPositions(of: arguments(calls[entry.first]))?.count ?? Int.max
        }
        if calls.count <= groupedCallLimit {
            let isAccepted = calls.indices.map(accepts)
            let entries = grouped(calls.indices.map { "\(isAccepted[$0]) \(describe(calls[$0], in: history))" })
            for entry in entries {
                if isAccepted[entry.first] {
                    accepted.append(entry)
                } else {
                    rejected.append((entry, rank(entry)))
                    rejectedCount += entry.count
                }
            }
        } else {
            for index in calls.indices {
                // Without conditions to rank by, the first rejected calls
                // are the closest: when no call matched, the rest need no look.
                if matching == 0, !matcher.hasConditions, rejected.count == listedCallLimit {
                    rejectedCount = calls.count
                    break
                }
                if accepts(index) {
                    accepted.append(ListedCall(index))
                    continue
                }
                rejectedCount += 1
                let entry = ListedCall(index)
                let failing = rank(entry)
                if rejected.count < listedCallLimit {
                    rejected.append((entry, failing))
                } else if let worst = rejected.indices.max(by: { rejected[$0].failing < rejected[$1].failing }),
                    failing < rejected[worst].failing
                {
                    rejected[worst] = (entry, failing)
                }
            }
        }
        // The closest by their text, among the first rejected calls only:
        // each costs a description and an edit distance.
        let candidates = rejected.prefix(listedCallLimit).map { calls[$0.entry.first] }
        let closest = closestRejectedCall(candidates, in: history, matcher: matcher)
        let ranked = rejected.sorted { a, b in
            let isClosest = { (entry: ListedCall) in
                closest.map { calls[entry.first].log == $0.log && calls[entry.first].position == $0.position } ?? false
            }
            if isClosest(a.entry) != isClosest(b.entry) { return isClosest(a.entry) }
            return (a.failing, a.entry.first) < (b.failing, b.entry.first)
        }
        let shownRejected = ranked.prefix(listedRejectedLimit).map(\.entry)
        let entries = (accepted + shownRejected).sorted { $0.first < $1.first }
        let acceptedFirsts = Set(accepted.map(\.first))
        let labels = CallDescription.labels(of: function)
        let line = { (entry: ListedCall) -> String in
            let call = calls[entry.first]
            let text = describe(call, in: history) + times(entry.count)
            if acceptedFirsts.contains(entry.first) { return "    ✓ \(text)" }
            if let closest, call.log == closest.log, call.position == closest.position {
                return "    ✗ \(text)  ← closest"
            }
            let failing = matcher.failingPositions(of: arguments(call)).flatMap {
                matcher.failingConditions(at: $0, labels: labels)
            }
            return "    ✗ \(text)\(failing.map { "  ← \($0)" } ?? "")"
        }
        let shownCount = entries.reduce(0) { $0 + $1.count }
        var lines = [header(calls.count, "call", "to \(function)", entries)]
        lines += elided(entries, of: shownCount, line: line)
        let left = rejectedCount - shownRejected.reduce(0) { $0 + $1.count }
        if left > 0 {
            lines.append("    … and \(left) more \(left == 1 ? "call" : "calls") to \(function) that did not match")
        }
        return lines
    }

    /// "3 calls to put(_:_:), in order:"; "in order of first call:" when a
    /// line stands for calls with others between them.
    private static func header(_ count: Int, _ kind: String, _ subject: String, _ entries: [ListedCall]) -> String {
        let order = entries.allSatisfy(\.isRun) ? "in order" : "in order of first call"
        return "  \(count) \(kind)\(count == 1 ? "" : "s") \(subject), \(order):"
    }

    /// The entries of `keys` (one per call, in order) with identical keys
    /// on one entry, at its first call.
    private static func grouped(_ keys: [String]) -> [ListedCall] {
        var entries: [ListedCall] = []
        var entryOfKey: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            guard let existing = entryOfKey[key] else {
                entryOfKey[key] = entries.count
                entries.append(ListedCall(index))
                continue
            }
            entries[existing].count += 1
            entries[existing].isRun = entries[existing].isRun && entries[existing].last == index - 1
            entries[existing].last = index
        }
        return entries
    }

    /// The lines of `entries`, which stand for `total` calls: past
    /// `listedCallLimit` lines, or when the entries stand for fewer calls,
    /// the first and last halves with a count of the calls between.
    private static func elided(_ entries: [ListedCall], of total: Int, line: (ListedCall) -> String) -> [String] {
        let shown = entries.reduce(0) { $0 + $1.count }
        guard entries.count > listedCallLimit || shown < total else { return entries.map(line) }
        let half = listedCallLimit / 2
        let kept = Array(entries.prefix(half)) + Array(entries.suffix(half))
        let left = total - kept.reduce(0) { $0 + $1.count }
        return kept.prefix(half).map(line) + ["    … (\(left) more calls)"] + kept.suffix(half).map(line)
    }

    /// `" ×7"` for seven identical calls; nothing for one.
    private static func times(_ count: Int) -> String {
        count > 1 ? " ×\(count)" : ""
    }

    private static func describe(_ call: CallHistory.Call, in history: CallHistory) -> String {
        let log = history.logs[call.log]
        return CallDescription.recorded(
            function: log.member, arguments: log.arguments(at: call.position), kind: log.kind, isWrite: log.isWrite)
    }

    /// For a matcher that knows the value it wants, the rejected call whose
    /// arguments read most like it: fewest edits between the two dumps,
    /// then, between calls as many edits away, the nearest numbers (`52.0`
    /// is closer to `50.0` than `30.0` is, though each is one edit away).
    ///
    /// Only the first `listedCallLimit` distinct rejected calls are
    /// candidates, so the search costs the same for a history of ten calls
    /// as for a million: at most that many dumps, each compared over its
    /// first `DumpDistance.comparedLength` characters and dropped as soon
    /// as it cannot beat the best so far.
    private static func closestRejectedCall(
        _ candidates: [CallHistory.Call], in history: CallHistory, matcher: MatcherBox
    ) -> CallHistory.Call? {
        guard let expected = matcher.expectedArguments.map(ValueDescription.of) else { return nil }
        let expectedNumbers = numbers(in: expected)
        var closest: (call: CallHistory.Call, edits: Int, gap: Double)?
        for call in candidates {
            let actual = ValueDescription.of(history.logs[call.log].arguments(at: call.position))
            guard let edits = DumpDistance.edits(actual, expected, atMost: closest?.edits ?? .max) else { continue }
            let actualNumbers = numbers(in: actual)
            let gap =
                actualNumbers.count == expectedNumbers.count
                ? zip(actualNumbers, expectedNumbers).reduce(0) { $0 + abs($1.0 - $1.1) } : .infinity
            if let best = closest, (best.edits, best.gap) <= (edits, gap) { continue }
            closest = (call, edits, gap)
        }
        return closest?.call
    }

    /// The numbers written in a dump, in order: `[2.0, 30.0]` for `("b", 2, 30.0)`.
    private static func numbers(in text: String) -> [Double] {
        text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
    }
}
