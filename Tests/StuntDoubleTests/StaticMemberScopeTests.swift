import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// With the trait, each test case has its own `statics`, even the cases
/// of one parameterized test, which run in parallel.
@Suite(.verifiesDoubles) struct StaticMemberScopeTests {
    @Test(arguments: 0..<8) func eachTestCaseHasItsOwnStatics(_ number: Int) async {
        let name = "case \(number)"
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: name))
        FactoryMock.statics.expect(.exactly(amount: 500), callsToFunction: "make()")
        var wrong = 0
        for _ in 0..<500 {
            if FactoryMock.make().name != name { wrong += 1 }
            await Task.yield()
        }
        #expect(wrong == 0)
    }

    @Test func theScopesStaticsAreReleasedWhenItEnds() async throws {
        weak var registry: DoubleRegistry?
        // The trait's verification scope keeps the doubles given in it until
        // it ends, to check their givens: this test's own ends with the statics'.
        try await VerificationScope.verifying {
            await StaticDoubleScope.isolating {
                FactoryMock.statics.given("make()", withArgumentsThatMatch: .any, willReturn: FactoryMock())
                registry = FactoryMock.statics.doubleRegistry
                #expect(registry != nil)
            }
        }
        #expect(registry == nil)
    }

    /// Eight scopes at once, as eight tests: each gives, calls and reads
    /// its own `statics` while the others do the same.
    @Test func scopesRunningAtOnceNeverShareStatics() async {
        let scopes = 8
        let calls = 2_000
        let problems = await withTaskGroup(of: [String].self) { group in
            for scope in 0..<scopes {
                group.addTask {
                    var problems: [String] = []
                    await StaticDoubleScope.isolating {
                        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock(name: "\(scope)"))
                        for call in 0..<calls {
                            let made = FactoryMock.make(named: "\(call)").name
                            if made != "\(scope)" { problems.append("scope \(scope) got \(made)") }
                            if call.isMultiple(of: 100) { await Task.yield() }
                        }
                        let count = FactoryMock.statics.numberOfCalls(toFunction: "make(named:)")
                        if count != calls { problems.append("scope \(scope) recorded \(count) calls") }
                    }
                    return problems
                }
            }
            return await group.reduce([], +)
        }
        #expect(problems.isEmpty)
    }
}
