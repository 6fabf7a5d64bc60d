extension DoubleRegistry {
    /// Untags every expectation and given registered so far and settles
    /// every report of givens that could not fit: `verify()` checks them,
    /// so no scope reports them again.
    func settleVerification() {
        state.withLock { state in
            for index in state.expectations.indices where state.expectations[index].scope != nil {
                state.expectations[index].scope = nil
            }
            for member in state.members {
                for given in member.pointee.givens where given.scope != nil { given.scope = nil }
            }
            state.settledUnfitGivensReports = state.unfitGivensReports.count
        }
    }

    /// The expectations and givens tagged with `scope`, untagged in the same
    /// step, and the reports of givens that could not fit that no one has
    /// checked, settled in it.
    func takePending(of scope: VerificationScope.ID) -> PendingVerification {
        state.withLock { state in
            var pending = PendingVerification()
            for index in state.expectations.indices where state.expectations[index].scope == scope {
                pending.expectations.append(state.expectations[index])
                state.expectations[index].scope = nil
            }
            for member in state.members {
                for given in member.pointee.givens where given.scope == scope {
                    pending.givens.insert(ObjectIdentifier(given))
                    given.scope = nil
                }
            }
            pending.unfitGivensReports = Array(
                state.unfitGivensReports[state.settledUnfitGivensReports...])
            state.settledUnfitGivensReports = state.unfitGivensReports.count
            return pending
        }
    }
}
