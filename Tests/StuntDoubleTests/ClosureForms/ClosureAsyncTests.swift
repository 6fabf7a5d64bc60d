import Testing

@testable import StuntDouble

/// The `async` closure forms: `given` and `verify(_:within:)` suspend,
/// blocking no thread, and a member with nothing to return stays suspended.
@Suite struct ClosureAsyncTests {
    let mock = ClosureServiceMock()

    @Test func theIssuesSpellingsCompileAndAnswer() async throws {
        await mock.given { await $0.refresh() }.willReturn(5)
        await mock.given { try await $0.download(id: 1) }.willThrow(LoadError.offline)

        let task = Task { [mock] in await mock.refresh() }
        #expect(await mock.verify(.once, within: .seconds(60)) { await $0.refresh() })
        #expect(await task.value == 5)
        await #expect(throws: LoadError.offline) { try await mock.download(id: 1) }
    }

    @Test func aSyncClosureTakesTheSyncFormInAnAsyncTest() async {
        mock.given { $0.next() }.willReturn(4)
        #expect(mock.next() == 4)
    }

    @Test func anAsyncMemberWithNothingToReturnStaysSuspended() async {
        await mock.given { await $0.awaitProfile() }.willReturn(ClosureProfile(name: "Ada"))

        #expect(await mock.awaitProfile() == ClosureProfile(name: "Ada"))
        #expect(mock.numberOfCalls(toFunction: "awaitProfile()") == 1)
    }

    @Test func anAsyncThrowingMemberWithoutDefaultLeavesByThrowing() async throws {
        await mock.given { try await $0.download(id: 2) }.willReturn(ClosureProfile(name: "Bo"))

        #expect(try await mock.download(id: 2) == ClosureProfile(name: "Bo"))
        #expect(mock.numberOfCalls(toFunction: "download(id:)") == 1)
    }

    @Test func aRecordedAsyncCallIsNotACall() async {
        await mock.given { await $0.refresh() }.willReturn(1, then: 2)
        _ = await captureFailuresAsync {
            _ = await mock.verify(.never, within: .milliseconds(1)) { await $0.refresh() }
        }

        #expect(mock.numberOfCalls(toFunction: "refresh()") == 0)
        #expect(await mock.refresh() == 1)
    }

    @Test func twoAsyncCallsAreReportedAtTheGivensLine() async {
        let line = #line + 2
        let failures = await captureFailuresAsync {
            await mock.given {
                _ = await $0.refresh()
                return await $0.refresh()
            }.willReturn(3)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        #expect(
            failures.first?.message == """
                given { … } recorded 2 calls to ClosureServiceMock: refresh(), then refresh().
                  Its closure must call exactly one member of the double it is given.
                """)
        #expect(await mock.refresh() == 0)
    }

    @Test func aTimedOutClosureVerifyReportsAsTheNameBasedForm() async {
        let line = #line + 2
        let failures = await captureFailuresAsync {
            let held = await mock.verify(.once, within: .milliseconds(20)) { await $0.refresh() }
            #expect(!held)
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        #expect(
            failures.first?.message.hasPrefix("Expected ClosureServiceMock.refresh() to be called exactly once") == true
        )
        #expect(failures.first?.message.contains("Waited") == true)
    }

    @Test func expectAndVerifyAnAsyncMemberAfterTheAct() async {
        await mock.expect(.times(2)) { await $0.refresh() }
        _ = await mock.refresh()
        _ = await mock.refresh()

        let failures = await captureFailuresAsync {
            mock.verify()
            #expect(await mock.verify { await $0.refresh() })
            #expect(await mock.verify(.never) { try await $0.download(id: 3) })
            #expect(mock.verify { $0.next() } == false)
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("Expected ClosureServiceMock.next() to be called at least once") == true)
        #expect(mock.numberOfCalls(toFunction: "refresh()") == 2)
    }
}
