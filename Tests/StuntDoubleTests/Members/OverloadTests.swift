// Overloads that share a `#function` name, told apart by their argument
// types (or, with no arguments, by their result types). The regions between
// the snippet markers are Guides/Members.md's "Overloads", kept identical to
// it by DocumentationSnippetTests. Namespaced so that its names never
// collide with the doubles of other tests.
import Foundation
import Testing

@testable import StuntDouble

enum Overloads {
    // snippet: overload-double
    protocol Archive {
        func save(_ value: Int)
        func save(_ value: String)
        func label(for value: Int) -> String
        func label(for value: String) -> String
        func latest() -> Int
        func latest() -> String
    }

    final class ArchiveMock: Mocking, Archive {
        func save(_ value: Int) { didCallFunction(withArguments: value) }
        func save(_ value: String) { didCallFunction(withArguments: value) }
        func label(for value: Int) -> String { didCallFunction(withArguments: value) }
        func label(for value: String) -> String { didCallFunction(withArguments: value) }
        func latest() -> Int { didCallFunction() }
        func latest() -> String { didCallFunction() }
    }
    // end snippet

    enum UploadError: Error {
        case offline
    }

    final class UploaderMock: Mocking {
        func send(_ value: Int) throws { try didCallThrowingFunction(withArguments: value) }
        func send(_ value: String) { didCallFunction(withArguments: value) }
    }
}

extension Overloads {
    struct OverloadTests {
        // snippet: overload-test
        @Test func overloadsAreToldApartByTheirTypes() {
            let archive = ArchiveMock()
            archive.given { $0.label(for: arg(.any(Int.self))) }.willReturn("a number")
            archive.given { $0.label(for: arg(.any(String.self))) }.willReturn("a text")
            archive.given { $0.latest() as Int }.willReturn(7)
            archive.given { $0.latest() as String }.willReturn("seven")

            archive.save(1)
            archive.save("one")
            archive.save(2)

            #expect(archive.label(for: 1) == "a number")
            #expect(archive.label(for: "one") == "a text")
            #expect(archive.latest() == 7)
            #expect(archive.latest() == "seven")
            #expect(archive.receivedArguments(forCallsToFunction: "save(_:)", as: Int.self) == [1, 2])
            #expect(archive.receivedArguments(forCallsToFunction: "save(_:)", as: String.self) == ["one"])
            archive.verify(.exactly(amount: 2)) { $0.save(arg(.any(Int.self))) }
            archive.verify(.once) { $0.save("one") }
        }
        // end snippet

        @Test func aPlainGivenAnswersEveryOverloadItsValueFits() {
            let archive = ArchiveMock()
            archive.given("label(for:)", willReturn: "any")

            #expect(archive.label(for: 1) == "any")
            #expect(archive.label(for: "one") == "any")
        }

        @Test func aTypedComputedAnswerAnswersItsOverloadOnly() {
            let archive = ArchiveMock()
            archive.given("label(for:)", willAnswer: { (value: Int) in "#\(value)" })
            archive.given("label(for:)", willAnswer: { (value: String) in "'\(value)'" })

            #expect(archive.label(for: 3) == "#3")
            #expect(archive.label(for: "three") == "'three'")
        }

        @Test func equalToMatchersAreTypedByTheirValue() {
            let archive = ArchiveMock()
            archive.given("label(for:)", withArgumentsThatMatch: .equal(to: 1), willReturn: "the number one")
            archive.given("label(for:)", withArgumentsThatMatch: .equal(to: "1"), willReturn: "the text one")

            #expect(archive.label(for: 1) == "the number one")
            #expect(archive.label(for: "1") == "the text one")
            #expect(archive.label(for: 2) == "")
        }

        @Test func historyAndCountsPerOverload() {
            let archive = ArchiveMock()
            archive.save(1)
            archive.save("one")
            archive.save(2)

            let numbers: [Int] = archive.receivedArgumentsOfInferredType(forCallsToFunction: "save(_:)")
            let lastText: String? = archive.lastReceivedArgumentsOfInferredType(forCallsToFunction: "save(_:)")

            #expect(numbers == [1, 2])
            #expect(lastText == "one")
            #expect(archive.numberOfCalls(toFunction: "save(_:)") == 3)  // the name counts every overload
        }

        @Test func returnedValuesPerOverload() {
            let archive = ArchiveMock()
            archive.given("latest()", willReturn: 7)
            archive.given("latest()", willReturn: "seven")

            let number: Int = archive.latest()
            let text: String = archive.latest()

            #expect([number] == archive.returnedValues(forCallsToFunction: "latest()", as: Int.self))
            #expect([text] == archive.returnedValues(forCallsToFunction: "latest()", as: String.self))
        }

        /// A call is recorded by its name and arguments: a closure form
        /// that picks one overload by its result still counts both.
        @Test func verificationCountsTheOverloadsOfOneResultTogether() {
            let archive = ArchiveMock()
            let number: Int = archive.latest()
            let text: String = archive.latest()
            #expect((number, text) == (0, ""))

            #expect(archive.verify(.exactly(amount: 2)) { $0.latest() as Int })
            #expect(archive.returnedValues(forCallsToFunction: "latest()", as: Int.self) == [0])
        }

        @Test func expectationsCountOnlyTheMatchingOverload() {
            let archive = ArchiveMock()
            archive.expect(
                .exactly(amount: 2), callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.any))
            archive.expect(.once, callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher<String>(.any))
            archive.expect(
                .never, callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher { (_: Double) in true })

            archive.save(1)
            archive.save("one")
            archive.save(2)

            #expect(captureFailures { archive.verify() }.isEmpty)
        }

        @Test func anUnmetExpectationOnOneOverloadListsTheCallsOfBoth() {
            let archive = ArchiveMock()
            let expectLine = #line + 1
            archive.expect(
                .once, callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher(.any(String.self)))
            archive.save(1)
            archive.save(2)

            let line = #line + 1
            let failures = captureFailures { archive.verify() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected Overloads.ArchiveMock.save(_:) to be called exactly once with arguments matching any String; it was called 0 times with matching arguments, 2 times in all.
                              Expected at: StuntDoubleTests/OverloadTests.swift:\(expectLine)
                              The matcher takes String, but save(_:) was called with Int: it can never match those calls.
                              2 calls to save(_:), in order:
                                ✗ save(1)
                                ✗ save(2)
                              Other calls to Overloads.ArchiveMock: none
                            """,
                        fileID: "StuntDoubleTests/OverloadTests.swift", line: UInt(line))
                ])
        }

        @Test func aFailingCheckOnOneOverloadMarksItsCalls() {
            let archive = ArchiveMock()
            archive.save(1)
            archive.save("one")
            archive.save("two")

            let line = #line + 2
            let failures = captureFailures {
                archive.verify(
                    .once, callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher<String>(.any))
            }

            // `ArgumentMatcher<String>(.any)` is named "any", without its type.
            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected Overloads.ArchiveMock.save(_:) to be called exactly once with arguments matching any; it was called 2 times with matching arguments, 3 times in all.
                              Verified at: StuntDoubleTests/OverloadTests.swift:\(line)
                              The matcher takes String, but save(_:) was called with Int: it can never match those calls.
                              3 calls to save(_:), in order:
                                ✗ save(1)
                                ✓ save("one")
                                ✓ save("two")
                              Other calls to Overloads.ArchiveMock: none
                            """,
                        fileID: "StuntDoubleTests/OverloadTests.swift", line: UInt(line))
                ])
        }

        @Test func verifyingOneOverloadLeavesTheOtherToNoOtherCalls() {
            let archive = ArchiveMock()
            archive.save(1)
            archive.save("one")
            archive.verify(.once, callsToFunction: "save(_:)", withArgumentsThatMatch: ArgumentMatcher(.any(Int.self)))

            let line = #line + 1
            let failures = captureFailures { archive.verifyNoOtherCalls() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected no other calls to Overloads.ArchiveMock; 1 call was not verified.
                              Verified at: StuntDoubleTests/OverloadTests.swift:\(line)
                              2 calls to Overloads.ArchiveMock, in order:
                                ✓ save(1)
                                ✗ save("one")  ← not verified
                            """,
                        fileID: "StuntDoubleTests/OverloadTests.swift", line: UInt(line))
                ])
        }

        @Test func aGivenForNeitherOverloadIsNoted() {
            let archive = ArchiveMock()
            let givenLine = #line + 1
            archive.given(
                "label(for:)", withArgumentsThatMatch: ArgumentMatcher(.any(Double.self)), willReturn: "never")

            var label = "unset"
            let notes = captureFailures { label = archive.label(for: 1) }

            #expect(label == "")
            #expect(
                notes.map(\.message) == [
                    """
                    note: No given for Overloads.ArchiveMock.label(for:) fits a call of type Int -> String.
                      Called with: label(for: 1)
                      Givens for label(for:), newest first:
                        At StuntDoubleTests/OverloadTests.swift:\(givenLine), willReturn "never": its matcher takes Double, but the call passed Int
                      Such calls return the default value, "", instead.
                    """
                ])
        }

        /// A `willThrow` given answers the throwing overload; the other
        /// goes on as if there were no given, with a note.
        @Test func aWillThrowGivenAnswersTheThrowingOverloadOnly() {
            let uploader = UploaderMock()
            uploader.given("send(_:)", willThrow: UploadError.offline)

            var thrown: (any Error)?
            let reports = captureFailures {
                do { try uploader.send(1) } catch { thrown = error }
                uploader.send("a")
            }

            #expect(thrown as? UploadError == .offline)
            #expect(reports.count == 1 && reports.allSatisfy { $0.isNote })
            #expect(uploader.numberOfCalls(toFunction: "send(_:)") == 2)
        }
    }
}
