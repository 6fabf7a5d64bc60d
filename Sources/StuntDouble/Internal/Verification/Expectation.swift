/// An expected number of calls to a member, registered by `expect`, or
/// looked for at once by a verify-after-the-act check.
struct Expectation {
    let function: String
    let amount: CallAmount
    let matcher: MatcherBox
    let location: CodeLocation
    /// Whether a verify-after-the-act check made it: messages then say
    /// "Verified at:".
    var isCheck = false
    /// For a check, how many calls its double's registry had recorded
    /// when it ran: it accounts for those alone in `verifyNoOtherCalls()`,
    /// as a later call is one it never saw. `nil` for an expectation,
    /// which is set before the act and accounts for every matching call.
    var callsBefore: Int?
    /// The `.verifiesDoubles` scope that checks it when its test ends;
    /// `nil` when none was current at `expect`, or once `verify()` checked it.
    var scope: VerificationScope.ID?
}
