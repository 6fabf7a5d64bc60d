import StuntDouble

// The subjects of the answer figures (issue #10) and of a member named at
// run time (issue #8): each reaches the timing loop through `makeSubject`,
// as every other subject does.

/// Names its member with a `String` held at run time, not a literal.
final class FetcherMockWithRuntimeName: Mocking, Fetching {
    let name = String("fetch(id:)".reversed().reversed())
    func fetch(id: Int) -> String { didCallFunction(name, withArguments: id) }
}

extension SubjectKind {
    /// The subjects of the answer and naming figures, and how to make each.
    static func makeAnswerSubject(_ kind: SubjectKind) -> (any Fetching)? {
        switch kind {
        case .consecutive:
            let mock = FetcherMock()
            mock.given("fetch(id:)", willReturn: "first", then: "second", "stunt")
            return mock
        case .computed:
            let mock = FetcherMock()
            mock.given("fetch(id:)", willAnswer: { (id: Int) in id >= 0 ? "stunt" : "other" })
            return mock
        case .perArgumentMatcher10:
            let mock = FetcherMock()
            mock.given(
                "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.satisfying("not negative") { $0 >= 0 }),
                willReturn: "stunt")
            for excluded in 1..<10 {
                mock.given(
                    "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.equal(to: -excluded)),
                    willReturn: "other")
            }
            return mock
        case .runtimeName:
            return answeringStunt(FetcherMockWithRuntimeName())
        case .combinedCondition:
            let mock = FetcherMock()
            mock.given(
                "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.greaterThan(0) && .lessThan(100)),
                willReturn: "stunt")
            return mock
        case .satisfyingCondition:
            let mock = FetcherMock()
            mock.given(
                "fetch(id:)",
                withArgumentsThatMatch: ArgumentMatcher<Int>(
                    .satisfying("greater than 0 and less than 100") { $0 > 0 && $0 < 100 }),
                willReturn: "stunt")
            return mock
        default:
            return nil
        }
    }
}
