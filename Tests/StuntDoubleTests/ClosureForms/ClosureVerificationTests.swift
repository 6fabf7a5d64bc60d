import Testing

@testable import StuntDouble

/// `expect { … }` and `verify { … }`: every spelling of the issue, each
/// equal to the name-based form it records, failures included.
@Suite struct ClosureVerificationTests {
    let mock = ClosureServiceMock()

    @Test func theIssuesSpellingsCompileAndHold() {
        mock.expect { $0.save(3) }
        mock.expect(.times(2)) { $0.save(3) }
        mock.save(3)
        mock.save(3)
        mock.title = "Done"

        let failures = captureFailures {
            mock.verify()
            #expect(mock.verify { $0.save(3) })
            mock.verify { $0.save(3) }
            #expect(mock.verify(.never) { $0.delete(id: 1) })
            #expect(mock.verify { $0.title = "Done" })
            #expect(mock.verify { $0.save(arg(.any)) })
        }
        #expect(failures.isEmpty)
    }

    @Test func aWriteIsVerifiedByItsValueAndAReadByReads() {
        mock.title = "Draft"
        _ = mock.title

        let failures = captureFailures {
            #expect(mock.verify(.once) { $0.title = "Draft" })
            #expect(mock.verify(.once) { $0.title })
            #expect(!mock.verify { $0.title = "Done" })
        }
        #expect(failures.count == 1)
    }

    @Test func aFailedVerifyReportsAsTheNameBasedFormAtItsLine() {
        mock.save(4)
        let line = #line + 2
        let failures = captureFailures {
            #expect(!mock.verify { $0.save(3) })
            #expect(!mock.verify(callToFunction: "save(_:)", withArgumentsThatMatch: .equal(to: 3)))
        }

        #expect(failures.count == 2)
        #expect(failures.first?.line == UInt(line))
        #expect(failures.first?.fileID == "StuntDoubleTests/ClosureVerificationTests.swift")
        // Word for word the name-based form's message, but for the line.
        #expect(
            failures.first?.message.replacingOccurrences(of: ":\(line)", with: "")
                == failures.last?.message.replacingOccurrences(of: ":\(line + 1)", with: ""))
    }

    @Test func anUnmetClosureExpectationFailsVerifyAtItsLine() {
        let line = #line + 1
        mock.expect(.times(2)) { $0.save(3) }
        mock.save(3)

        let failures = captureFailures { mock.verify() }

        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains("Expected ClosureServiceMock.save(_:) to be called exactly 2 times"))
        #expect(message.contains("ClosureVerificationTests.swift:\(line)"))
    }

    @Test func verifyNoOtherCallsCountsTheClosureChecks() {
        mock.save(3)
        mock.delete(id: 1)

        let failures = captureFailures {
            mock.verify { $0.save(3) }
            mock.verify { $0.delete(id: 1) }
            #expect(mock.verifyNoOtherCalls())
        }
        #expect(failures.isEmpty)
    }
}
