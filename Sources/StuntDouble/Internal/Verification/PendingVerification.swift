/// What a double registered in one scope that no `verify()` checked.
struct PendingVerification {
    var expectations: [Expectation] = []
    /// The givens, by identity.
    var givens: Set<ObjectIdentifier> = []
    var unfitGivensReports: [(member: String, report: String)] = []

    var isEmpty: Bool { expectations.isEmpty && givens.isEmpty && unfitGivensReports.isEmpty }
}
