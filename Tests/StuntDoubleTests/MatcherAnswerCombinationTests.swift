// Every matcher spelling that compiles with `willReturn:` compiles with
// `willAnswer:` (plain, throwing, `async`, `async throws` closures) and with
// `callThrough`, in the name-literal, `String` and `FunctionID` forms; each
// cell also checks that its answer is the one a matching call gets, and,
// for a matcher that rejects some arguments, that other calls do not.
import Foundation
import Testing

@testable import StuntDouble

/// Members of one and two arguments, plain and `async throws`, with real
/// implementations for `callThrough`.
final class ComboMock: Mocking, DefiningFunctionID {
    enum FunctionID: String {
        case name = "name(of:)"
        case sum = "sum(_:_:)"
        case fetchName = "fetchName(of:)"
        case fetchSum = "fetchSum(_:_:)"
    }

    func name(of id: Int) -> String { didCallFunction(withID: .name, withArguments: id) { "real \(id)" } }
    func sum(_ a: Int, _ b: Int) -> Int { didCallFunction(withID: .sum, withArguments: a, b) { a * b } }
    func fetchName(of id: Int) async throws -> String {
        try await didCallAsyncThrowingFunction(withID: .fetchName, withArguments: id) { "real \(id)" }
    }
    func fetchSum(_ a: Int, _ b: Int) async throws -> Int {
        try await didCallAsyncThrowingFunction(withID: .fetchSum, withArguments: a, b) { a * b }
    }
}

// The `String` forms: a name in a variable rather than a literal.
private let nameOf: String = "name(of:)"
private let sumOf: String = "sum(_:_:)"
private let fetchNameOf: String = "fetchName(of:)"
private let fetchSumOf: String = "fetchSum(_:_:)"

struct MatcherAnswerCombinationTests {
    @Test func anInlineEqualToWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectName("user 2", rejects) {
            $0.given("name(of:)", withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) { $0.callThrough("name(of:)", withArgumentsThatMatch: .equal(to: 2)) }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) async in "user \(id)" }
            )
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough("fetchName(of:)", withArgumentsThatMatch: .equal(to: 2))
        }
        try await expectName("user 2", rejects) {
            $0.given(nameOf, withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(nameOf, withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) { $0.callThrough(nameOf, withArgumentsThatMatch: .equal(to: 2)) }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: .equal(to: 2), willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(fetchNameOf, withArgumentsThatMatch: .equal(to: 2))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .name, withArgumentsThatMatch: .equal(to: 2))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: .equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .fetchName, withArgumentsThatMatch: .equal(to: 2))
        }
    }

    @Test func anInlineAnyWorksWithEveryAnswer() async throws {
        let rejects = false
        try await expectName("user 2", rejects) {
            $0.given("name(of:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given("name(of:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) { $0.callThrough("name(of:)", withArgumentsThatMatch: .any) }
        try await expectFetchName("user 2", rejects) {
            $0.given("fetchName(of:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: .any, willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) { $0.callThrough("fetchName(of:)", withArgumentsThatMatch: .any) }
        try await expectName("user 2", rejects) {
            $0.given(nameOf, withArgumentsThatMatch: .any, willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(nameOf, withArgumentsThatMatch: .any, willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) { $0.callThrough(nameOf, withArgumentsThatMatch: .any) }
        try await expectFetchName("user 2", rejects) {
            $0.given(fetchNameOf, withArgumentsThatMatch: .any, willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(fetchNameOf, withArgumentsThatMatch: .any, willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) { $0.callThrough(fetchNameOf, withArgumentsThatMatch: .any) }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: .any, willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: .any,
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .name, withArgumentsThatMatch: .any)
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: .any,
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: .any,
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .fetchName, withArgumentsThatMatch: .any)
        }
    }

    @Test func anExplicitlyTypedEqualToWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough("name(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough("fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(nameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(fetchNameOf, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher<Int>.equal(to: 2))
        }
    }

    @Test func aMatcherFromOneConditionWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough("name(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough("fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(nameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 2)))
        }
    }

    @Test func aMatcherFromASatisfyingConditionWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)",
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)",
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(
                "fetchName(of:)",
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(
                nameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(
                callToFunctionWithID: .name,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }),
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(
                callToFunctionWithID: .fetchName,
                withArgumentsThatMatch: ArgumentMatcher(.satisfying("even") { (id: Int) in id % 2 == 0 }))
        }
    }

    @Test func aMatcherFromAPredicateWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                "name(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough("name(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                "fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough("fetchName(of:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                nameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(nameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                fetchNameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(fetchNameOf, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) in "user \(id)" })
        }
        try await expectName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) throws in "user \(id)" })
        }
        try await expectName("real 2", rejects) {
            $0.callThrough(
                callToFunctionWithID: .name, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async in "user \(id)" })
        }
        try await expectFetchName("user 2", rejects) {
            $0.given(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 },
                willAnswer: { (id: Int) async throws in "user \(id)" })
        }
        try await expectFetchName("real 2", rejects) {
            $0.callThrough(
                callToFunctionWithID: .fetchName, withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id == 2 })
        }
    }

    @Test func anInlineEqualToOfTwoValuesWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) { $0.callThrough("sum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2)) }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough("fetchSum(_:_:)", withArgumentsThatMatch: .equal(to: 1, 2))
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: .equal(to: 1, 2), willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) { $0.callThrough(sumOf, withArgumentsThatMatch: .equal(to: 1, 2)) }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) { $0.callThrough(fetchSumOf, withArgumentsThatMatch: .equal(to: 1, 2)) }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(callToFunctionWithID: .sum, withArgumentsThatMatch: .equal(to: 1, 2))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .equal(to: 1, 2),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .equal(to: 1, 2))
        }
    }

    @Test func anInlineAnyOfTwoArgumentsWorksWithEveryAnswer() async throws {
        let rejects = false
        try await expectSum(3, rejects) {
            $0.given("sum(_:_:)", withArgumentsThatMatch: .any, willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: .any, willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) { $0.callThrough("sum(_:_:)", withArgumentsThatMatch: .any) }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) { $0.callThrough("fetchSum(_:_:)", withArgumentsThatMatch: .any) }
        try await expectSum(3, rejects) {
            $0.given(sumOf, withArgumentsThatMatch: .any, willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(sumOf, withArgumentsThatMatch: .any, willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) { $0.callThrough(sumOf, withArgumentsThatMatch: .any) }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: .any, willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) { $0.callThrough(fetchSumOf, withArgumentsThatMatch: .any) }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) { $0.callThrough(callToFunctionWithID: .sum, withArgumentsThatMatch: .any) }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .any,
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(callToFunctionWithID: .fetchSum, withArgumentsThatMatch: .any)
        }
    }

    @Test func aMatcherFromConditionsPerArgumentWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough("sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough("fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(sumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(fetchSumOf, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .fetchSum, withArgumentsThatMatch: ArgumentMatcher(.equal(to: 1), .any(Int.self)))
        }
    }

    @Test func anExplicitlyTypedMatcherFromConditionsWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough("sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough("fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(sumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(fetchSumOf, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .sum, withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any),
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher<(Int, Int)>(.equal(to: 1), .any))
        }
    }

    @Test func aMatcherFromAPredicateOnTwoArgumentsWorksWithEveryAnswer() async throws {
        let rejects = true
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                "sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough("sum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(
                "fetchSum(_:_:)", withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                sumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(sumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                fetchSumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(fetchSumOf, withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) in args.0 + args.1 })
        }
        try await expectSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .sum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) throws in args.0 + args.1 })
        }
        try await expectSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .sum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async in args.0 + args.1 })
        }
        try await expectFetchSum(3, rejects) {
            $0.given(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 },
                willAnswer: { (args: (Int, Int)) async throws in args.0 + args.1 })
        }
        try await expectFetchSum(2, rejects) {
            $0.callThrough(
                callToFunctionWithID: .fetchSum,
                withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Int)) in args.0 == 1 })
        }
    }
}

// MARK: - Support

/// Registers a given on a new mock, then expects `call` to answer `expected`
/// for the arguments every cell's matcher accepts and `otherwise` for
/// others.
private func expect<Result: Equatable>(
    _ call: (ComboMock, _ accepted: Bool) async throws -> Result, _ expected: Result, otherwise: Result,
    _ sourceLocation: SourceLocation, _ register: (ComboMock) -> Void
) async throws {
    let mock = ComboMock()
    register(mock)
    let answers = (try await call(mock, true), try await call(mock, false))
    #expect(answers.0 == expected, sourceLocation: sourceLocation)
    #expect(answers.1 == otherwise, sourceLocation: sourceLocation)
}

/// `name(of: 2)` answers `expected`; `name(of: 3)` the default, `""`, when
/// the matcher `rejects` it, else the same answer for 3.
private func expectName(
    _ expected: String, _ rejects: Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ register: (ComboMock) -> Void
) async throws {
    let other = rejects ? "" : expected.replacingOccurrences(of: "2", with: "3")
    try await expect({ $0.name(of: $1 ? 2 : 3) }, expected, otherwise: other, sourceLocation, register)
}

/// `expectName` for `fetchName(of:)`.
private func expectFetchName(
    _ expected: String, _ rejects: Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ register: (ComboMock) -> Void
) async throws {
    let other = rejects ? "" : expected.replacingOccurrences(of: "2", with: "3")
    try await expect({ try await $0.fetchName(of: $1 ? 2 : 3) }, expected, otherwise: other, sourceLocation, register)
}

/// `sum(1, 2)` answers `expected`; `sum(5, 2)` the default, `0`, when the
/// matcher `rejects` it, else the same rule: the sum (7), or the product
/// (10) for the real implementation.
private func expectSum(
    _ expected: Int, _ rejects: Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ register: (ComboMock) -> Void
) async throws {
    let other = rejects ? 0 : expected == 3 ? 7 : 10
    try await expect({ $1 ? $0.sum(1, 2) : $0.sum(5, 2) }, expected, otherwise: other, sourceLocation, register)
}

/// `expectSum` for `fetchSum(_:_:)`.
private func expectFetchSum(
    _ expected: Int, _ rejects: Bool, sourceLocation: SourceLocation = #_sourceLocation,
    _ register: (ComboMock) -> Void
) async throws {
    let other = rejects ? 0 : expected == 3 ? 7 : 10
    try await expect(
        { try await $0.fetchSum($1 ? 1 : 5, 2) }, expected, otherwise: other, sourceLocation, register)
}
