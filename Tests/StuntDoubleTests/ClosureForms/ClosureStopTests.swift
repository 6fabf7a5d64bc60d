import Foundation
import Testing

@testable import StuntDouble

/// A recorded member with nothing to return stops the process, as a
/// missing given does, after the report that says why and how to fix it.
/// (`arg(_:)` with nothing to pass does not compile: see
/// `ArgWithoutValueTests`.)
@Suite struct ClosureStopTests {
    /// What the exit test `run` makes wrote to standard error; the report,
    /// recorded as an issue too, is a known one.
    private func standardError(of run: () async -> ExitTest.Result?) async -> String {
        var output = ""
        await withKnownIssue(isIntermittent: true) {
            output = String(decoding: await run()?.standardErrorContent ?? [], as: UTF8.self)
        }
        return output
    }

    @Test func aMemberThatCannotThrowWithoutDefaultStops() async {
        let output = await standardError {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = ClosureServiceMock().given { $0.profile() }
            }
        }
        #expect(
            output.contains(
                "given { … } cannot record ClosureServiceMock.profile(): it returns ClosureProfile, which has no default"
            ))
        #expect(output.contains("conform ClosureProfile to ProvidingDefaultStubValue"))
        #expect(output.contains("such as given(\"profile()\", willReturn: …)"))
    }

    @Test func aTypedThrowingMemberWithoutDefaultStops() async {
        let output = await standardError {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                ClosureServiceMock().verify { try $0.typedProfile() }
            }
        }
        #expect(output.contains("verify { … } cannot record ClosureServiceMock.typedProfile()"))
        #expect(output.contains("it throws only LoadError and is not async"))
    }

    @Test func equalToPassesItsOwnValue() {
        let mock = ClosureServiceMock()
        let ada = ClosureProfile(name: "Ada")
        mock.keep(ada)

        // ClosureProfile has no default, but `.equal(to:)` has a value.
        #expect(mock.verify { $0.keep(arg(.equal(to: ada))) })
        let failures = captureFailures {
            #expect(!mock.verify { $0.keep(arg(.equal(to: ClosureProfile(name: "Bo")))) })
        }
        #expect(failures.count == 1)
    }
}
