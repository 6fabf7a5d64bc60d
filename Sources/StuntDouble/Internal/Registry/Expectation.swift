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
}
