// Mixed sequences in the closure forms: `willThrow(_:)` and
// `willReturn(_:)` return the given, to which `thenReturn(_:)` and
// `thenThrow(_:)` add what the next calls get; the last repeats.
import Testing

@testable import StuntDouble

enum SequenceLoadError: Error, Equatable {
    case offline
    case transient
}

/// A loader and gateway for the sequences' tests.
final class SequenceLoaderMock: Mocking, @unchecked Sendable {
    func load() throws -> String { try didCallThrowingFunction() }
    func charge(amount: Int) async throws -> String { try await didCallAsyncThrowingFunction(withArguments: amount) }
    func count() -> Int { didCallFunction() }
}

private let thisFile = "StuntDoubleTests/ClosureSequenceTests.swift"

struct ClosureSequenceTests {
    @Test func throwOnceThenSucceed() throws {
        let loader = SequenceLoaderMock()
        loader.given { try $0.load() }.willThrow(SequenceLoadError.offline).thenReturn("data")
        #expect(throws: SequenceLoadError.offline) { try loader.load() }
        #expect(try loader.load() == "data")
        #expect(try loader.load() == "data")
    }

    @Test func returnThenThrowAndTheLastRepeats() throws {
        let loader = SequenceLoaderMock()
        loader.given { try $0.load() }.willReturn("first").thenReturn("second").thenThrow(SequenceLoadError.offline)
        #expect(try loader.load() == "first")
        #expect(try loader.load() == "second")
        #expect(throws: SequenceLoadError.offline) { try loader.load() }
        #expect(throws: SequenceLoadError.offline) { try loader.load() }
    }

    @Test func asyncMembersTakeSequencesToo() async throws {
        let gateway = SequenceLoaderMock()
        await gateway.given { try await $0.charge(amount: 10) }
            .willThrow(SequenceLoadError.transient).thenReturn("ch_1")
        await #expect(throws: SequenceLoadError.transient) { try await gateway.charge(amount: 10) }
        #expect(try await gateway.charge(amount: 10) == "ch_1")
        // Other arguments: no given applies, and a `String` defaults to "".
        #expect(try await gateway.charge(amount: 20) == "")
    }

    @Test func theSequenceStaysOneGivenThatANewerGivenOverrides() throws {
        let loader = SequenceLoaderMock()
        loader.stubbingPolicy = .strict
        loader.given { try $0.load() }.willReturn("a").thenReturn("b")
        #expect(try loader.load() == "a")
        #expect(loader.doubleRegistry.snapshot(includingCalls: false).givens(for: "load()").count == 1)
        loader.given { try $0.load() }.willReturn("newer")
        #expect(try loader.load() == "newer")
        // The sequence answered a call: under the strict policy nothing
        // is unused, so the first outcome's given was replaced, not kept.
        #expect(captureFailures { loader.verify() }.isEmpty)
    }

    @Test func anUnusedSequenceIsNamedByItsOutcomes() {
        let loader = SequenceLoaderMock()
        loader.stubbingPolicy = .strict
        let line = #line + 1
        loader.given { try $0.load() }.willThrow(SequenceLoadError.offline).thenReturn("data")
        let failures = captureFailures { loader.verify() }
        #expect(
            failures.map(\.message) == [
                """
                SequenceLoaderMock.load() has givens but was never called.
                  Givens for load(), newest first:
                    At \(thisFile):\(line), willThrow SequenceLoadError.offline, then willReturn "data"
                  The strict stubbing policy reports every given that no call used.
                """
            ])
    }

    @Test func anErrorForAMemberThatCannotThrowIsNotedAndNothingTraps() {
        let loader = SequenceLoaderMock()
        loader.given { $0.count() }.willReturn(1).thenThrow(SequenceLoadError.offline)
        let reported = captureFailures { #expect(loader.count() == 0) }
        #expect(reported.map(\.isNote) == [true])
        #expect(reported.first?.message.contains("it throws, but the member does not") == true)
    }

    @Test func thenAnswerComputesTheNextCallsAnswer() async throws {
        let gateway = SequenceLoaderMock()
        await gateway.given { try await $0.charge(amount: 10) }
            .willThrow(SequenceLoadError.transient)
            .thenAnswer { (amount: Int) in "ch_\(amount)" }
            .thenThrow(SequenceLoadError.offline)
        await #expect(throws: SequenceLoadError.transient) { try await gateway.charge(amount: 10) }
        #expect(try await gateway.charge(amount: 10) == "ch_10")
        await #expect(throws: SequenceLoadError.offline) { try await gateway.charge(amount: 10) }
    }

    @Test func aThenAnswerOfOtherArgumentsIsReportedAtItsLineAndAddsNothing() throws {
        let loader = SequenceLoaderMock()
        var line: UInt = 0
        let failures = captureFailures {
            line = #line + 1
            loader.given { try $0.load() }.willReturn("a").thenAnswer { (id: Int) in "\(id)" }.thenReturn("c")
        }
        #expect(failures.map(\.line) == [line])
        #expect(failures.first?.message.contains("Int") == true)
        // The first outcome stays the given; nothing after the mistake.
        #expect(try loader.load() == "a")
        #expect(try loader.load() == "a")
    }
}
