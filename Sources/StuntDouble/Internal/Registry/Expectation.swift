/// An expected number of calls to a member, registered by `expect`.
struct Expectation {
    let function: String
    let amount: CallAmount
    let matcher: MatcherBox
    let location: CodeLocation
}
