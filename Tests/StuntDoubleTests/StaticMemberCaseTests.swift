import Foundation
import Testing

@testable import StuntDouble

/// A factory whose statics only the parameterized tests here use.
final class CaseFactoryMock: Mocking {
    static func make() -> String { statics.didCallFunction() }
}

/// Without the trait, each case of a parameterized test has its own
/// `statics` too: the twelve cases below run in parallel, each giving the
/// same member its own answer and counting its own calls. Cases with
/// equal arguments are still told apart.
struct StaticMemberCaseTests {
    @Test(arguments: 0..<12) func eachOfTwelveParallelCasesHasItsOwnStatics(_ number: Int) async {
        let name = "case \(number)"
        CaseFactoryMock.statics.given("make()", willReturn: name)
        var wrong = 0
        for _ in 0..<200 {
            if CaseFactoryMock.make() != name { wrong += 1 }
            await Task.yield()
        }
        #expect(wrong == 0)
        #expect(CaseFactoryMock.statics.numberOfCalls(toFunction: "make()") == 200)
        // The case's child tasks share its statics.
        #expect(await Task { CaseFactoryMock.statics.numberOfCalls(toFunction: "make()") }.value == 200)
    }

    @Test(arguments: [7, 7]) func casesWithEqualArgumentsAreToldApart(_ number: Int) async {
        #expect(CaseFactoryMock.statics.numberOfCalls(toFunction: "make()") == 0)
        CaseFactoryMock.statics.given("make()", willReturn: "\(number)")
        for _ in 0..<50 {
            _ = CaseFactoryMock.make()
            await Task.yield()
        }
        #expect(CaseFactoryMock.statics.numberOfCalls(toFunction: "make()") == 50)
    }
}
