import Foundation
import StuntDoubleTestSupport
import Testing

@testable import StuntDouble

private let thisFile = "StuntDoubleTests/VerifiesDoublesScopeTests.swift"

struct VerifiesDoublesScopeTests {
    @Test func anUnmetExpectationIsReportedAtItsExpectLineWithVerifysMessage() async throws {
        let engine = TraitEngineMock()
        var line: UInt = 0
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                line = #line + 1
                engine.expect(.exactly(amount: 2), callsToFunction: "setSpeed(to:)")
                engine.setSpeed(to: 3)
            }
        }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.fileID == thisFile)
        #expect(failure.line == line)
        #expect([failure.message] == engine.applicableFailureMessages())
        #expect(failure.message.contains("Expected at: \(thisFile):\(line)"))
    }

    @Test func metExpectationsReportNothing() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let engine = TraitEngineMock()
                engine.expect(callToFunction: "start()")
                engine.expect(.never, callsToFunction: "stop()")
                engine.start()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func eachUnmetExpectationIsReportedOnceInRegistrationOrderPerDouble() async throws {
        let engine = TraitEngineMock()
        let clock = TraitClockMock()
        clock.doubleName = "kitchen"
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                engine.expect(callToFunction: "start()")
                clock.expect(callToFunction: "tick()")
                engine.expect(callToFunction: "stop()")
            }
        }
        #expect(failures.map(\.message) == engine.applicableFailureMessages() + clock.applicableFailureMessages())
        #expect(failures.last?.message.hasPrefix("Expected TraitClockMock \"kitchen\".tick()") == true)
    }

    @Test func anExpectationVerifyCheckedIsNotReportedAgain() async throws {
        let engine = TraitEngineMock()
        var lines: [UInt] = []
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                engine.expect(callToFunction: "start()")
                lines.append(#line + 1)
                engine.verify()
                lines.append(#line + 1)
                engine.expect(callToFunction: "stop()")
            }
        }
        #expect(failures.map(\.line) == lines)
        #expect(failures.last?.message.hasPrefix("Expected TraitEngineMock.stop()") == true)
    }

    @Test func verifyFromADetachedTaskCountsToo() async throws {
        let clock = TraitClockMock()
        var fromVerify: [CapturedFailure] = []
        let fromScope = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                clock.expect(callToFunction: "tick()")
                fromVerify = await Task.detached { captureFailures { clock.verify() } }.value
            }
        }
        #expect(fromVerify.count == 1)
        #expect(fromScope.isEmpty)
    }

    @Test func expectationsRegisteredInChildTasksAreCovered() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                async let registered: Void = TraitEngineMock().expect(callToFunction: "start()")
                await registered
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { TraitEngineMock().expect(callToFunction: "stop()") }
                }
                await Task { TraitEngineMock().expect(callToFunction: "setSpeed(to:)") }.value
            }
        }
        let headlines = failures.map { $0.message.prefix { $0 != ";" } }
        #expect(
            Set(headlines) == [
                "Expected TraitEngineMock.start() to be called at least once",
                "Expected TraitEngineMock.stop() to be called at least once",
                "Expected TraitEngineMock.setSpeed(to:) to be called at least once",
            ])
    }

    @Test func callsFromDetachedTasksCountButDetachedExpectationsAreNotCovered() async throws {
        let counted = TraitClockMock()
        let uncovered = TraitClockMock()
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                counted.expect(.exactly(amount: 2), callsToFunction: "tick()")
                await Task.detached { counted.tick() }.value
                await withCheckedContinuation { done in
                    Thread {
                        counted.tick()
                        done.resume()
                    }.start()
                }
                await Task.detached { uncovered.expect(callToFunction: "tick()") }.value
            }
        }
        #expect(failures.isEmpty)
        #expect(uncovered.wouldFailIfVerified())
    }

    @Test func aTestThatThrowsReportsNothingMore() async {
        struct Stop: Error {}
        let engine = TraitEngineMock()
        let failures = await captureFailuresAsync {
            await #expect(throws: Stop.self) {
                try await VerificationScope.verifying {
                    engine.expect(callToFunction: "start()")
                    throw Stop()
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func resetMockForgetsTheExpectationForTheTraitToo() async throws {
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                let engine = TraitEngineMock()
                engine.expect(callToFunction: "start()")
                engine.resetMock()
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aScopeChecksOnlyTheExpectationsRegisteredInIt() async throws {
        let clock = TraitClockMock()
        clock.expect(callToFunction: "tick()")  // before any scope: left to verify()
        let failures = try await captureFailuresAsync {
            try await VerificationScope.verifying {
                try await VerificationScope.verifying {
                    clock.expect(.exactly(amount: 2), callsToFunction: "tick()")
                }
            }
        }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("Expected TraitClockMock.tick() to be called exactly 2 times") == true)
        #expect(clock.applicableFailureMessages().count == 2)
    }
}

// MARK: - Through Swift Testing
