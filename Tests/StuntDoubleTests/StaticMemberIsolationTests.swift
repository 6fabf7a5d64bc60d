import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

/// Used only where no test is current, so that the process's `statics`
/// of no other double is touched.
final class ProcessWideFactoryMock: Mocking {
    static func make() -> Int { statics.didCallFunction() }
}

/// The tests of this suite run in parallel, each giving the same member
/// its own answer and counting its own calls while the other runs: neither
/// may ever see the other's.
struct StaticMemberIsolationTests {
    static let rounds = 2_000

    @Test func firstOfTwoParallelTestsSeesOnlyItsOwnStatics() async {
        await Self.callOwnStatics(answering: "first")
    }

    @Test func secondOfTwoParallelTestsSeesOnlyItsOwnStatics() async {
        await Self.callOwnStatics(answering: "second")
    }

    @Test(arguments: ["third", "fourth"]) func parameterizedTestsAreTestsToo(_ name: String) async {
        // Each case has its own `statics` (StaticMemberCaseTests); the
        // given is made per name all the same, so that this test does not
        // depend on it.
        FactoryMock.statics.given(
            "make(named:)", withArgumentsThatMatch: .equal(to: name), willReturn: FactoryMock(name: name))
        // Fewer rounds: each static call of a parameterized test tells its
        // case by the case's description (tens of microseconds, many times
        // that under the sanitizers), and the first two tests' rounds
        // already overlap these.
        for _ in 0..<Self.rounds / 10 {
            #expect(FactoryMock.make(named: name).name == name)
            await Task.yield()
        }
    }

    static func callOwnStatics(answering name: String) async {
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: name))
        var wrong = 0
        for _ in 0..<rounds {
            if FactoryMock.make().name != name { wrong += 1 }
            await Task.yield()
        }
        #expect(wrong == 0)
        #expect(FactoryMock.statics.numberOfCalls(toFunction: "make()") == rounds)
    }

    @Test func theTasksOfOneTestShareItsStatics() async {
        FactoryMock.statics.given("make()", willReturn: FactoryMock(name: "shared"))
        let tasks = 8
        let perTask = 1_000

        let wrong = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<perTask where FactoryMock.make().name != "shared" { wrong += 1 }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        async let fromAsyncLet = FactoryMock.make().name
        let fromTask = await Task { FactoryMock.make().name }.value

        #expect(wrong == 0)
        #expect(await fromAsyncLet == "shared")
        #expect(fromTask == "shared")
        #expect(FactoryMock.statics.numberOfCalls(toFunction: "make()") == tasks * perTask + 2)
    }

    @Test func aTestWithoutTheTraitKeepsOneStaticsForItsWholeRun() {
        let first = FactoryMock.statics.doubleRegistry
        FactoryMock.reset()
        #expect(FactoryMock.statics.doubleRegistry === first)
        #expect(StaticDoubleTable.current(SwiftTestingIssueRecorder.self) !== StaticDoubleTable.process)
    }

    @Test func whereNoTestIsCurrentTheProcesssStaticsAnswers() async {
        ProcessWideFactoryMock.statics.given("make()", willReturn: 1)

        let (outside, isProcess) = await Task.detached {
            ProcessWideFactoryMock.statics.given("make()", willReturn: 2)
            defer { ProcessWideFactoryMock.statics.resetMock() }
            let table = StaticDoubleTable.current(SwiftTestingIssueRecorder.self)
            return (ProcessWideFactoryMock.make(), table === StaticDoubleTable.process)
        }.value

        #expect(outside == 2)
        #expect(isProcess)
        #expect(ProcessWideFactoryMock.make() == 1)
    }

    @Test func theBridgeTellsTheCurrentTest() async throws {
        let bridge = try #require(CurrentTestLookup.bridge)
        let found = try #require(SwiftTestingLookup.bridge)
        #expect(ObjectIdentifier(bridge) == ObjectIdentifier(found))
        let testID: @Sendable () -> String? = { bridge.currentTestID.map { "\($0)" } }
        let here = try #require(testID())
        #expect(here.contains("theBridgeTellsTheCurrentTest"))
        #expect(await Task { testID() }.value == here)
        #expect(await Task.detached { testID() }.value == nil)
    }
}
