/// The recorded calls of the doubles a `verifyInOrder` names, from one
/// snapshot of each, and the check of its steps against them.
struct CallOrder {
    struct Double {
        let snapshot: RegistrySnapshot
        let type: Any.Type
        /// Worked out for a message only: naming a type costs more than
        /// checking the order of a million calls (measured).
        var name: String { snapshot.displayName(ofType: type) }
    }

    /// A recorded call of one of the doubles.
    struct Call {
        let double: Int
        let call: CallHistory.Call
    }

    let steps: [CallPattern]
    /// The doubles, in the order the steps first name them.
    let doubles: [Double]
    /// For each step, the index of its double in `doubles`.
    let stepDoubles: [Int]

    init(_ steps: [CallPattern]) {
        var doubles: [Double] = []
        var registries: [ObjectIdentifier] = []
        var stepDoubles: [Int] = []
        for step in steps {
            let id = ObjectIdentifier(step.registry)
            if let index = registries.firstIndex(of: id) {
                stepDoubles.append(index)
                continue
            }
            let snapshot = step.registry.snapshot()
            registries.append(id)
            doubles.append(Double(snapshot: snapshot, type: step.doubleType))
            stepDoubles.append(doubles.count - 1)
        }
        self.steps = steps
        self.doubles = doubles
        self.stepDoubles = stepDoubles
    }

    /// Every recorded call of the doubles, in the order they were made.
    var interleaved: [Call] {
        doubles.indices.flatMap { index in
            doubles[index].snapshot.history.calls().map { Call(double: index, call: $0) }
        }.sorted { $0.call.sequence < $1.call.sequence }
    }

    /// For each step, the sequence number of the call that matched it, up
    /// to the first step that found none.
    func matchedSteps() -> [UInt64] {
        var matched: [UInt64] = []
        var after: UInt64 = 0
        for (step, double) in zip(steps, stepDoubles) {
            let history = doubles[double].snapshot.history
            let found = history.firstCall(
                after: after, toLogs: history.logs.map { $0.member == step.function }, matching: step.matcher)
            guard let found else { break }
            matched.append(found.sequence)
            after = found.sequence
        }
        return matched
    }

    /// The failure of the check, or `nil` when every step found its call.
    func failure(at location: CodeLocation) -> String? {
        let matched = matchedSteps()
        guard matched.count < steps.count else { return nil }
        let failed = matched.count
        let calls = interleaved
        let names = doubles.map(\.name)
        let number = { (sequence: UInt64) in (calls.firstIndex { $0.call.sequence == sequence } ?? 0) + 1 }
        var lines = [
            failed == 0
                ? "Expected calls in order; step 1 found no matching call."
                : "Expected calls in order; step \(failed + 1) found no matching call after step \(failed)."
        ]
        lines.append("  Verified at: \(location.description)")
        lines.append("  Steps:")
        for (index, step) in steps.enumerated() {
            let name = "\(index + 1). \(RegistrySnapshot.member(step.function, of: names[stepDoubles[index]]))"
            let arguments =
                step.matcher.acceptsAnything ? "" : " with arguments \(RegistrySnapshot.phrase(for: step.matcher))"
            if index < failed {
                lines.append("    ✓ \(name)\(arguments): call \(number(matched[index]))")
            } else {
                lines.append("    \(index == failed ? "✗" : "·") \(name)\(arguments)")
            }
        }
        let subject = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        guard !calls.isEmpty else {
            lines.append("  Calls to \(subject): none")
            return lines.joined(separator: "\n")
        }
        lines.append("  \(calls.count) call\(calls.count == 1 ? "" : "s") to \(subject), in order:")
        let describe = { (index: Int) -> String in
            let call = calls[index]
            let history = doubles[call.double].snapshot.history
            let log = history.logs[call.call.log]
            // The double names the member, not the reading: `set
            // StoreMock.subscript("Paris") to 3`, not `StoreMock.set …`.
            let text = CallDescription.recorded(
                function: RegistrySnapshot.member(log.member, of: names[call.double]),
                arguments: log.arguments(at: call.call.position), kind: log.kind, isWrite: log.isWrite)
            return "    \(index + 1). \(text)"
        }
        let limit = RegistrySnapshot.listedCallLimit
        if calls.count <= limit {
            lines += calls.indices.map(describe)
        } else {
            lines += (0..<(limit / 2)).map(describe)
            lines.append("    … (\(calls.count - limit) more calls)")
            lines += ((calls.count - limit / 2)..<calls.count).map(describe)
        }
        return lines.joined(separator: "\n")
    }
}
