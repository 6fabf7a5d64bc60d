// `async` and `async throws` members, and an `async` property requirement.
// The region between the snippet markers is Guides/Members.md's "Async
// members", kept identical to it by DocumentationSnippetTests. Namespaced
// so that its names never collide with the doubles of other tests.
import Foundation
import Testing

@testable import StuntDouble

enum AsyncMembers {
    struct Profile: Equatable {
        let name: String
    }

    enum ProfileError: Error, Equatable {
        case offline
    }

    // snippet: async-double
    protocol ProfileService {
        func refresh() async
        func profile(id: Int) async throws -> Profile
        func unreadCount() async -> Int
        var isSignedIn: Bool { get async }
        func signOut() async throws(ProfileError)
    }

    final class ProfileServiceMock: Mocking, ProfileService, Sendable {
        func refresh() async { await didCallAsyncFunction() }
        func profile(id: Int) async throws -> Profile { try await didCallAsyncThrowingFunction(withArguments: id) }
        func unreadCount() async -> Int { await didCallAsyncFunction() }
        var isSignedIn: Bool {
            get async { await didCallAsyncFunction() }
        }
        func signOut() async throws(ProfileError) {
            try await didCallAsyncThrowingFunction(throwing: ProfileError.self)
        }
    }
    // end snippet
}

extension AsyncMembers {
    struct AsyncMemberTests {
        // snippet: async-test
        @Test func asyncMembersAnswerAndRecord() async throws {
            let service = ProfileServiceMock()
            await service.given { try await $0.profile(id: arg(.any)) }
                .willAnswer { (id: Int) async in Profile(name: "user \(id)") }
            await service.given { try await $0.profile(id: 0) }.willThrow(ProfileError.offline)
            await service.given { await $0.isSignedIn }.willReturn(true)
            await service.given { try await $0.signOut() }.willThrow(ProfileError.offline)

            await service.refresh()
            #expect(try await service.profile(id: 7) == Profile(name: "user 7"))
            await #expect(throws: ProfileError.offline) { try await service.profile(id: 0) }
            #expect(await service.isSignedIn)
            await #expect(throws: ProfileError.offline) { try await service.signOut() }
            #expect(await service.unreadCount() == 0)  // no given: Int's default

            await service.verify(.once) { await $0.refresh() }
            #expect(service.receivedArguments(forCallsToFunction: "profile(id:)", as: Int.self) == [7, 0])
        }
        // end snippet

        @Test func anAsyncAnswerSuspendsUntilTheTestLetsItGo() async throws {
            let service = ProfileServiceMock()
            let (gate, open) = AsyncStream.makeStream(of: Void.self)
            service.given(
                "profile(id:)",
                willAnswer: { (id: Int) async in
                    for await _ in gate { break }
                    return Profile(name: "late \(id)")
                })

            let call = Task { try await service.profile(id: 3) }
            while service.numberOfCalls(toFunction: "profile(id:)") == 0 { await Task.yield() }
            #expect(service.returnedValues(forCallsToFunction: "profile(id:)", as: Profile.self).isEmpty)

            open.yield()
            #expect(try await call.value == Profile(name: "late 3"))
            #expect(
                service.returnedValues(forCallsToFunction: "profile(id:)", as: Profile.self) == [
                    Profile(name: "late 3")
                ])
        }

        @Test func anAsyncPropertyIsReadLikeAnyProperty() async {
            let service = ProfileServiceMock()
            service.given("isSignedIn", willReturn: true, then: false)

            let first = await service.isSignedIn
            let second = await service.isSignedIn

            #expect([first, second] == [true, false])
            #expect(service.numberOfCalls(toFunction: "isSignedIn") == 2)
            #expect(service.numberOfReads(ofProperty: "isSignedIn") == 2)
            #expect(service.numberOfWrites(ofProperty: "isSignedIn") == 0)
            service.verify(.exactly(amount: 2), callsToFunction: "isSignedIn", withArgumentsThatMatch: .read)
        }

        @Test func aFailingCheckOnAnAsyncPropertyShowsItsReads() async {
            let service = ProfileServiceMock()
            _ = await service.isSignedIn
            await service.refresh()

            let line = #line + 2
            let failures = captureFailures {
                service.verify(.never, callsToFunction: "isSignedIn", withArgumentsThatMatch: .read)
            }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected AsyncMembers.ProfileServiceMock.isSignedIn never to be called with arguments matching () (a read); it was called once with matching arguments, once in all.
                              Verified at: StuntDoubleTests/AsyncMemberTests.swift:\(line)
                              1 call to isSignedIn, in order:
                                ✓ read isSignedIn
                              1 other call to AsyncMembers.ProfileServiceMock, in order:
                                refresh()
                            """,
                        fileID: "StuntDoubleTests/AsyncMemberTests.swift", line: UInt(line))
                ])
        }

        @Test func callsFromOtherTasksAreVerifiedWithin() async {
            let service = ProfileServiceMock()
            let refresh = Task { await service.refresh() }

            let held = await service.verify(.once, callsToFunction: "refresh()", within: .seconds(60))

            #expect(held)
            await refresh.value
        }

        /// With no given and no default, an `async throws` member reports
        /// the call at the double's line and throws; the test goes on.
        @Test func anAsyncThrowingMemberWithNoGivenReportsAndThrows() async {
            let service = ProfileServiceMock()

            var thrown: (any Error)?
            let failures = await captureFailuresAsync {
                do { _ = try await service.profile(id: 9) } catch { thrown = error }
            }

            let message = """
                No given answers AsyncMembers.ProfileServiceMock.profile(id:), and AsyncMembers.Profile has no default stub value.
                  Called with: profile(id: 9)
                  Givens for profile(id:): none
                  To fix it, either:
                    add a given, such as given("profile(id:)", willReturn: …)
                    or conform AsyncMembers.Profile to ProvidingDefaultStubValue
                  The call throws a StuntDoubleError: the test fails here and goes on.
                """
            #expect((thrown as? StuntDoubleError)?.description == message)
            #expect(failures.map(\.message) == [message])
            #expect(failures.map(\.fileID) == ["StuntDoubleTests/AsyncMemberTests.swift"])  // the double's line
        }

        @Test func anUnmetExpectationOnAnAsyncMember() async {
            let service = ProfileServiceMock()
            let expectLine = #line + 1
            service.expect(.exactly(amount: 2), callsToFunction: "refresh()")
            await service.refresh()
            _ = await service.isSignedIn

            let line = #line + 1
            let failures = captureFailures { service.verify() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected AsyncMembers.ProfileServiceMock.refresh() to be called exactly 2 times; it was called once.
                              Expected at: StuntDoubleTests/AsyncMemberTests.swift:\(expectLine)
                              1 call to refresh(), in order:
                                refresh()
                              1 other call to AsyncMembers.ProfileServiceMock, in order:
                                read isSignedIn
                            """,
                        fileID: "StuntDoubleTests/AsyncMemberTests.swift", line: UInt(line))
                ])
        }

        @Test func aCheckWithinTimesOutAndSaysHowLongItWaited() async throws {
            let service = ProfileServiceMock()

            var held = true
            let line = #line + 2
            let failures = await captureFailuresAsync {
                held = await service.verify(.once, callsToFunction: "refresh()", within: .milliseconds(50))
            }

            #expect(!held)
            #expect(failures.map(\.line) == [UInt(line)])
            let lines = try #require(failures.first).message.split(separator: "\n").map(String.init)
            #expect(
                lines.dropLast() == [
                    "Expected AsyncMembers.ProfileServiceMock.refresh() to be called exactly once; it was never called.",
                    "  Verified at: StuntDoubleTests/AsyncMemberTests.swift:\(line)",
                    "  Calls to refresh(): none",
                    "  Other calls to AsyncMembers.ProfileServiceMock: none",
                ])
            #expect(lines.last?.hasPrefix("  Waited ") == true)  // "  Waited 50 ms for the calls.", give or take
        }

        @Test func aSynchronousGivenClosureAnswersAnAsyncMember() async {
            let service = ProfileServiceMock()
            service.given("unreadCount()", willAnswer: { () in 5 })
            #expect(await service.unreadCount() == 5)
        }
    }
}
