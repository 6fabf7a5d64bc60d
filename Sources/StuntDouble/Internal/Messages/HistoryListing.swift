/// A double's whole call history as text: what a failed verification
/// attaches to a Swift Testing test, where the failure message itself
/// lists a bounded number of calls.
extension DoubleRegistry {
    /// Every recorded call in the order it was made, with its arguments
    /// and what it returned where the registry kept it; a call of a member
    /// that returns a value and has none kept threw, or had not returned
    /// yet (an `async` answer still running).
    func historyListing(ofType type: Any.Type, from snapshot: RegistrySnapshot) -> String {
        let double = snapshot.displayName(ofType: type)
        let returned = returnedValuesByMember()
        let calls = snapshot.history.calls()
        guard !calls.isEmpty else { return "\(double): no calls recorded.\n" }
        var lines = ["\(double): \(calls.count) \(calls.count == 1 ? "call" : "calls"), in the order they were made."]
        var positions: [String: Int] = [:]
        let width = String(calls.count).count
        for (ordinal, call) in calls.enumerated() {
            let log = snapshot.history.logs[call.log]
            let description = CallDescription.recorded(
                function: log.member, arguments: log.arguments(at: call.position), kind: log.kind,
                isWrite: log.isWrite)
            let position = positions[log.member, default: 0]
            positions[log.member] = position + 1
            let number = String(ordinal + 1)
            var line = String(repeating: " ", count: width - number.count) + number + ". " + description
            if let results = returned[log.member], !log.isWrite {
                line +=
                    results[position].map { " → " + ValueDescription.of($0) }
                    ?? " → no value: it threw, or had not returned"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each member's calls returned, by call position: for the
    /// members that kept any value, `nil` where a call kept none.
    private func returnedValuesByMember() -> [String: [Int: Any]] {
        state.withLock { state in
            var returned: [String: [Int: Any]] = [:]
            for member in state.members {
                let values = member.pointee.results.positionedValues(
                    as: Any.self, currentRunEnd: member.pointee.currentRun.end)
                guard !values.isEmpty else { continue }
                returned[member.pointee.name] = Dictionary(values, uniquingKeysWith: { first, _ in first })
            }
            return returned
        }
    }
}
