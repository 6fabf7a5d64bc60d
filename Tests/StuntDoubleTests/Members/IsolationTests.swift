// Doubles of `@MainActor` protocols, actor-constrained protocols and
// `Sendable` protocols, under Swift 6 strict concurrency. The regions
// between the snippet markers are Guides/Members.md's "Actor-isolated and
// Sendable protocols", kept identical to it by DocumentationSnippetTests.
// Namespaced so that its names never collide with the doubles of other tests.
import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

enum IsolatedMembers {
    // snippet: main-actor-double
    @MainActor protocol ProfileView: AnyObject {
        func show(name: String)
        func isVisible() -> Bool
    }

    @MainActor final class ProfileViewMock: Mocking, ProfileView {
        func show(name: String) { didCallFunction(withArguments: name) }
        func isVisible() -> Bool { didCallFunction() }
    }

    /// The code under test.
    @MainActor final class ProfilePresenter {
        let view: any ProfileView

        init(view: any ProfileView) { self.view = view }

        func present(_ name: String) {
            if view.isVisible() { view.show(name: name.capitalized) }
        }
    }
    // end snippet

    // snippet: actor-double
    protocol Counter: Actor {
        func add(_ amount: Int) async
        func total() -> Int
    }

    actor CounterMock: Mocking, Counter {
        func add(_ amount: Int) async { await didCallAsyncFunction(withArguments: amount) }
        func total() -> Int { didCallFunction() }
    }
    // end snippet

    // snippet: sendable-double
    protocol Clock: Sendable {
        func now() -> Int
        func sleep(seconds: Int) async throws
    }

    final class ClockMock: Mocking, Clock, Sendable {
        func now() -> Int { didCallFunction() }
        func sleep(seconds: Int) async throws { try await didCallAsyncThrowingFunction(withArguments: seconds) }
    }
    // end snippet

    enum ClockError: Error {
        case cancelled
    }

    /// The same doubles with a stored registry, as a double that keeps its
    /// state in itself declares it, and a `Sendable` struct stub.
    @MainActor final class StoredProfileViewMock: Mocking, ProfileView {
        let doubleRegistry = DoubleRegistry()
        func show(name: String) { didCallFunction(withArguments: name) }
        func isVisible() -> Bool { didCallFunction() }
    }

    actor StoredCounterMock: Mocking, Counter {
        let doubleRegistry = DoubleRegistry()
        func add(_ amount: Int) async { await didCallAsyncFunction(withArguments: amount) }
        func total() -> Int { didCallFunction() }
    }

    struct ClockStub: Stubbing, Clock {
        let doubleRegistry = DoubleRegistry()
        func now() -> Int { didCallFunction() }
        func sleep(seconds: Int) async throws { try await didCallAsyncThrowingFunction(withArguments: seconds) }
    }

    /// A `@MainActor` protocol with a `nonisolated` requirement and an
    /// `async` one.
    @MainActor protocol Session {
        nonisolated func identifier() -> String
        func signIn(user: String) async throws -> Bool
    }

    @MainActor final class SessionMock: Mocking, Session {
        nonisolated func identifier() -> String { didCallFunction() }
        func signIn(user: String) async throws -> Bool { try await didCallAsyncThrowingFunction(withArguments: user) }
    }
}

extension IsolatedMembers {
    struct MainActorTests {
        // snippet: main-actor-test
        @MainActor @Test func aMainActorDoubleIsGivenAndVerifiedOnTheMainActor() {
            let view = ProfileViewMock()
            view.given { $0.isVisible() }.willReturn(true)
            view.expect(.once) { $0.show(name: "Ada") }

            ProfilePresenter(view: view).present("ada")

            view.verify()
        }
        // end snippet

        @MainActor @Test func anUnmetExpectationOfAMainActorDouble() {
            let view = ProfileViewMock()
            let expectLine = #line + 1
            view.expect(callToFunction: "show(name:)")

            ProfilePresenter(view: view).present("ada")  // isVisible() is false: nothing shown

            let line = #line + 1
            let failures = captureFailures { view.verify() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected IsolatedMembers.ProfileViewMock.show(name:) to be called at least once; it was never called.
                              Expected at: StuntDoubleTests/IsolationTests.swift:\(expectLine)
                              Calls to show(name:): none
                              1 other call to IsolatedMembers.ProfileViewMock, in order:
                                isVisible()
                            """,
                        fileID: "StuntDoubleTests/IsolationTests.swift", line: UInt(line))
                ])
        }

        @MainActor @Test func aMainActorDoubleVerifiesCallsFromATask() async {
            let view = ProfileViewMock()
            view.given("isVisible()", willReturn: true)

            Task { ProfilePresenter(view: view).present("grace") }

            #expect(await view.verify(.once, callsToFunction: "show(name:)", within: .seconds(60)))
            #expect(view.receivedArguments(forCallsToFunction: "show(name:)", as: String.self) == ["Grace"])
        }

        @Test func aMainActorDoubleFromANonisolatedTest() async {
            let view = ProfileViewMock()
            view.given("isVisible()", willReturn: true)

            await ProfilePresenter(view: view).present("ada")

            #expect(view.receivedArguments(forCallsToFunction: "show(name:)", as: String.self) == ["Ada"])
            #expect(captureFailures { view.verify(.once, callsToFunction: "isVisible()") }.isEmpty)
        }
    }

    struct MoreIsolationShapeTests {
        @MainActor @Test func aMainActorDoubleWithAStoredRegistry() {
            let view = StoredProfileViewMock()
            view.given("isVisible()", willReturn: true)

            ProfilePresenter(view: view).present("ada")

            #expect(captureFailures { view.verify(.once, callsToFunction: "show(name:)") }.isEmpty)
        }

        @Test func anActorDoubleWithAStoredRegistry() async {
            let counter = StoredCounterMock()
            counter.given("total()", willReturn: 9)

            await counter.add(1)

            #expect(await counter.total() == 9)
            #expect(counter.receivedArguments(forCallsToFunction: "add(_:)", as: Int.self) == [1])
        }

        @Test func aSendableStructStubAnswersEveryTask() async {
            let clock = ClockStub()
            clock.given("now()", willReturn: 5)

            let sum = await withTaskGroup(of: Int.self) { group in
                for _ in 1...4 { group.addTask { clock.now() } }
                return await group.reduce(0, +)
            }

            #expect(sum == 20)
        }

        @Test func aMainActorDoublesNonisolatedAndAsyncMembers() async throws {
            let session = SessionMock()
            session.given("identifier()", willReturn: "s-1")
            session.given("signIn(user:)", withArgumentsThatMatch: .equal(to: "ada"), willReturn: true)

            let identifier = await Task.detached { session.identifier() }.value  // off the main actor
            let ada = try await session.signIn(user: "ada")
            let bob = try await session.signIn(user: "bob")

            #expect(identifier == "s-1")
            #expect(ada && !bob)
            #expect(session.receivedArguments(forCallsToFunction: "signIn(user:)", as: String.self) == ["ada", "bob"])
        }

        @MainActor @Test(.verifiesDoubles) func theTraitVerifiesAMainActorDouble() {
            let view = ProfileViewMock()
            view.given("isVisible()", willReturn: true)
            view.expect(.once, callsToFunction: "show(name:)")

            ProfilePresenter(view: view).present("ada")
        }
    }

    struct ActorTests {
        // snippet: actor-test
        @Test func anActorDoubleAnswersAndRecords() async {
            let counter = CounterMock()
            await counter.given { await $0.total() }.willReturn(3)

            await counter.add(2)
            #expect(await counter.total() == 3)

            await counter.verify(.once) { await $0.add(2) }
        }
        // end snippet

        @Test func anActorDoubleTakesCallsFromManyTasks() async {
            let counter = CounterMock()

            await withTaskGroup(of: Void.self) { group in
                for amount in 1...20 { group.addTask { await counter.add(amount) } }
            }

            #expect(counter.numberOfCalls(toFunction: "add(_:)") == 20)
            #expect(counter.receivedArguments(forCallsToFunction: "add(_:)", as: Int.self).sorted() == Array(1...20))
        }

        @Test func anUnmetExpectationOfAnActorDouble() async {
            let counter = CounterMock()
            let negative = ArgumentMatcher(description: "a negative amount") { (amount: Int) in amount < 0 }
            let expectLine = #line + 1
            counter.expect(.never, callsToFunction: "add(_:)", withArgumentsThatMatch: negative)
            await counter.add(-1)
            await counter.add(4)

            let line = #line + 1
            let failures = captureFailures { counter.verify() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected IsolatedMembers.CounterMock.add(_:) never to be called with arguments matching a negative amount; it was called once with matching arguments, 2 times in all.
                              Expected at: StuntDoubleTests/IsolationTests.swift:\(expectLine)
                              2 calls to add(_:), in order:
                                ✓ add(-1)
                                ✗ add(4)
                              Other calls to IsolatedMembers.CounterMock: none
                            """,
                        fileID: "StuntDoubleTests/IsolationTests.swift", line: UInt(line))
                ])
        }
    }

    struct SendableTests {
        // snippet: sendable-test
        @Test func aSendableDoubleIsCalledFromManyTasks() async throws {
            let clock = ClockMock()
            clock.given { $0.now() }.willReturn(100)

            try await withThrowingTaskGroup(of: Int.self) { group in
                for seconds in 1...10 {
                    group.addTask {
                        try await clock.sleep(seconds: seconds)
                        return clock.now()
                    }
                }
                for try await now in group { #expect(now == 100) }
            }

            await clock.verify(.exactly(amount: 10)) { try await $0.sleep(seconds: arg(.any)) }
            #expect(
                clock.receivedArguments(forCallsToFunction: "sleep(seconds:)", as: Int.self).sorted() == Array(1...10))
        }
        // end snippet

        @Test func aSendableDoubleThrowsItsGivenErrorInEveryTask() async {
            let clock = ClockMock()
            clock.given("sleep(seconds:)", withArgumentsThatMatch: .equal(to: 3), willThrow: ClockError.cancelled)

            let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
                for seconds in 1...5 {
                    group.addTask {
                        do {
                            try await clock.sleep(seconds: seconds)
                            return (seconds, true)
                        } catch {
                            return (seconds, false)
                        }
                    }
                }
                var outcomes: [Int: Bool] = [:]
                for await (seconds, slept) in group { outcomes[seconds] = slept }
                return outcomes
            }

            #expect(outcomes == [1: true, 2: true, 3: false, 4: true, 5: true])
        }

        @Test func aFailingCheckOfASendableDoubleCalledFromTasks() async {
            let clock = ClockMock()
            await withTaskGroup(of: Void.self) { group in
                for _ in 1...3 { group.addTask { _ = clock.now() } }
            }

            let line = #line + 1
            let failures = captureFailures { clock.verify(.atMost(2), callsToFunction: "now()") }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected IsolatedMembers.ClockMock.now() to be called at most 2 times; it was called 3 times.
                              Verified at: StuntDoubleTests/IsolationTests.swift:\(line)
                              3 calls to now(), in order:
                                now() ×3
                              Other calls to IsolatedMembers.ClockMock: none
                            """,
                        fileID: "StuntDoubleTests/IsolationTests.swift", line: UInt(line))
                ])
        }
    }
}
