import StuntDouble

/// The protocol every contender implements.
protocol Fetching: AnyObject {
    func fetch(id: Int) -> String
}

/// The baseline: what a developer writes by hand without a library.
final class HandWrittenFetcher: Fetching {
    var callCount = 0
    var receivedIDs: [Int] = []
    var result = "stunt"

    func fetch(id: Int) -> String {
        callCount += 1
        receivedIDs.append(id)
        return result
    }
}

/// Declared as the README declares a mock: a class with no extra code.
final class FetcherMock: Mocking, Fetching {
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// The same member on a double that only answers givens.
final class FetcherStub: Stubbing, Fetching {
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// A mock that stores its registry, skipping the identity table.
final class FetcherMockWithStoredRegistry: Mocking, Fetching {
    let doubleRegistry = DoubleRegistry()
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// A mock that names its members with an enum.
final class FetcherMockWithFunctionID: Mocking, DefiningFunctionID, Fetching {
    enum FunctionID: String {
        case fetch = "fetch(id:)"
    }

    func fetch(id: Int) -> String { didCallFunction(withID: .fetch, withArguments: id) }
}

/// The doubles the timing loops call, the baseline included.
enum SubjectKind {
    case handWritten
    /// The README's mock with a given.
    case recorded
    case storedRegistry
    case stubOnly
    /// Ten conditional givens; only the one tried last (the first
    /// registered, since the newest is tried first) matches.
    case conditional10
    case functionID
    /// `willReturn:then:` (issue #10).
    case consecutive
    /// `willAnswer:` (issue #10).
    case computed
    /// Ten givens with per-argument matchers; the one tried last matches.
    case perArgumentMatcher10
    /// A member named by a `String` held at run time (issue #8).
    case runtimeName
    /// A given whose condition is `.greaterThan(0) && .lessThan(100)`
    /// (issue #41).
    case combinedCondition
    /// The same given with the same test as one `.satisfying` closure.
    case satisfyingCondition
}

extension SubjectKind {
    /// The subjects `--drive` knows, by name.
    static let byName: [String: SubjectKind] = [
        "hand-written": .handWritten, "recorded": .recorded, "stored-registry": .storedRegistry,
        "stub-only": .stubOnly, "conditional-10": .conditional10, "function-id": .functionID,
        "consecutive": .consecutive, "computed": .computed, "per-argument-matcher-10": .perArgumentMatcher10,
        "runtime-name": .runtimeName, "combined-condition": .combinedCondition,
        "satisfying-condition": .satisfyingCondition,
    ]
    static var names: [String] { byName.keys.sorted() }

    init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }
}

/// Makes a subject, hidden from the optimizer: with `@_optimize(none)` the
/// caller learns nothing of its concrete type, so `drive` is compiled once,
/// for `any Fetching`, and calls every subject through the existential.
/// (Without it, `drive` is specialised per double and the baseline's
/// `fetch` inlined into the loop.)
@inline(never) @_optimize(none)
func makeSubject(_ kind: SubjectKind) -> any Fetching {
    switch kind {
    case .handWritten:
        return HandWrittenFetcher()
    case .recorded:
        return answeringStunt(FetcherMock())
    case .storedRegistry:
        return answeringStunt(FetcherMockWithStoredRegistry())
    case .stubOnly:
        return answeringStunt(FetcherStub())
    case .conditional10:
        let mock = FetcherMock()
        mock.given(
            "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 }, willReturn: "stunt")
        for excluded in 1..<10 {
            mock.given(
                "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == -excluded },
                willReturn: "other")
        }
        return mock
    case .functionID:
        let mock = FetcherMockWithFunctionID()
        mock.given(callToFunctionWithID: .fetch, willReturn: "stunt")
        return mock
    case .consecutive, .computed, .perArgumentMatcher10, .runtimeName, .combinedCondition, .satisfyingCondition:
        return SubjectKind.makeAnswerSubject(kind)!
    }
}

/// `double`, its `fetch(id:)` given "stunt": the plain given of most
/// subjects.
func answeringStunt<Double: Stubbing & Fetching>(_ double: Double) -> any Fetching {
    double.given("fetch(id:)", willReturn: "stunt")
    return double
}

/// Calls `fetch(id:)` `count` times through an existential, as code under
/// test would. Subjects come from ``makeSubject(_:)`` only.
@inline(never)
func drive(_ fetcher: any Fetching, calls count: Int) -> Int {
    var checksum = 0
    for id in 0..<count {
        checksum &+= fetcher.fetch(id: id).utf8.count
    }
    return checksum
}
