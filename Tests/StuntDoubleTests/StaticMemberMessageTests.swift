import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

private let thisFile = "StuntDoubleTests/StaticMemberMessageTests.swift"

/// The messages of `statics` name the double `FactoryMock.statics`; they
/// are otherwise those of an instance, checked word for word.
struct StaticMemberMessageTests {
    @Test func anUnmetExpectationNamesTheTypesStatics() throws {
        FactoryMock.statics.given("make(named:)", willReturn: FactoryMock())
        let expectLine = #line + 1
        FactoryMock.statics.expect(.exactly(amount: 2), callsToFunction: "make(named:)")
        _ = FactoryMock.make(named: "ada")
        FactoryMock.reset()

        let line = #line + 1
        let failures = captureFailures { FactoryMock.statics.verify() }

        #expect(
            failures.map(\.message) == [
                """
                Expected FactoryMock.statics.make(named:) to be called exactly 2 times; it was called once.
                  Expected at: \(thisFile):\(expectLine)
                  1 call to make(named:), in order:
                    make(named: "ada")
                  1 other call to FactoryMock.statics, in order:
                    reset()
                """
            ])
        let failure = try #require(failures.first)
        #expect(failure.fileID == thisFile)
        #expect(failure.line == UInt(line))
    }

    @Test func aNamedStaticsIsNamedAfterItsType() {
        FactoryMock.statics.doubleName = "factory"
        let expectLine = #line + 1
        FactoryMock.statics.expect(callToFunction: "reset()")

        let failures = captureFailures { FactoryMock.statics.verify() }

        #expect(
            failures.map(\.message) == [
                """
                Expected FactoryMock.statics "factory".reset() to be called at least once; it was never called.
                  Expected at: \(thisFile):\(expectLine)
                  Calls to reset(): none
                  Other calls to FactoryMock.statics "factory": none
                """
            ])
    }

    @Test func anUnansweredThrowingStaticMemberNamesTheTypesStatics() {
        var thrown: (any Error)?
        let failures = captureFailures {
            do { _ = try FactoryMock.load(id: 7) } catch { thrown = error }
        }

        #expect(thrown is StuntDoubleError)
        #expect(
            failures.map(\.message) == [
                """
                No given answers FactoryMock.statics.load(id:), and FactoryMock has no default stub value.
                  Called with: load(id: 7)
                  Givens for load(id:): none
                  To fix it, either:
                    add a given, such as given("load(id:)", willReturn: …)
                    or conform FactoryMock to ProvidingDefaultStubValue
                  The call throws a StuntDoubleError: the test fails here and goes on.
                """
            ])
        // Reported where the member calls `statics`, as for an instance
        // member: in the file that declares `FactoryMock`.
        #expect(failures.map(\.fileID) == ["StuntDoubleTests/StaticMemberTests.swift"])
    }

    @Test func theTraitReportsAStaticsUnmetExpectationAtItsExpectLine() async throws {
        var expectLine = 0
        let failures = try await captureFailuresAsync {
            try await StaticDoubleScope.isolating {
                try await VerificationScope.verifying {
                    expectLine = #line + 1
                    FactoryMock.statics.expect(callToFunction: "reset()")
                }
            }
        }

        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.line == UInt(expectLine))
        #expect(
            failure.message.hasPrefix(
                "Expected FactoryMock.statics.reset() to be called at least once; it was never called."))
    }
}

// MARK: - One per test
