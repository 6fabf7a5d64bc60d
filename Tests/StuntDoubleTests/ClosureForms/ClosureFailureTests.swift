import Testing

@testable import StuntDouble

/// Every failure of a recording, word for word (golden), at the line of the
/// form that made it; nothing is given, expected or verified after it.
@Suite struct ClosureFailureTests {
    let mock = ClosureServiceMock()

    /// The one failure `body` reports, which must be at `line` of this file.
    private func onlyFailure(at line: Int, _ body: () -> Void) -> String? {
        let failures = captureFailures(body)
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.line == UInt(line))
        #expect(failures.first?.fileID == "StuntDoubleTests/ClosureFailureTests.swift")
        return failures.first?.message
    }

    @Test func noCall() {
        let other = ClosureEngineMock()
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.given { _ in other.turnOn() }.willReturn(()) }

        #expect(
            message == """
                given { … } recorded no call to ClosureServiceMock.
                  Its closure must call exactly one member of the double it is given; \
                a call to another double is not recorded, and is answered as usual.
                """)
        // The limitation: the other double's call was a call.
        #expect(other.numberOfCalls(toFunction: "turnOn()") == 1)
        #expect(mock.doubleRegistry.snapshot().members.allSatisfy { $0.givens.isEmpty })
    }

    @Test func twoCalls() {
        mock.doubleName = "service"
        let line = #line + 2
        let message = onlyFailure(at: line) {
            let held = mock.verify {
                $0.save(1)
                $0.delete(id: 2)
            }
            #expect(!held)
        }

        #expect(
            message == """
                verify { … } recorded 2 calls to ClosureServiceMock "service": save(_:), then delete(id:).
                  Its closure must call exactly one member of the double it is given.
                """)
    }

    @Test func anArgumentThatIsNotEquatable() {
        let table = ClosureTable()
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.given { $0.row(table, 2) }.willReturn(1) }

        #expect(
            message == """
                given { … } cannot compare argument 1 of ClosureServiceMock.row(_:_:): ClosureTable is not Equatable.
                  Pass every argument through arg(_:), such as arg(.identical(to: …)), arg(.satisfying(…)) or arg(.any).
                """)
        #expect(mock.row(table, 2) == 0)
    }

    @Test func conditionsForSomeArgumentsOnly() {
        let table = ClosureTable()
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.expect { $0.row(arg(.identical(to: table)), 2) } }

        #expect(
            message == """
                expect { … } recorded ClosureServiceMock.row(_:_:) with arg(_:) for 1 of its 2 arguments.
                  Pass every argument through arg(_:), or none: a condition's argument is known only by counting them.
                """)
        #expect(mock.wouldFailIfVerified() == false)
    }

    @Test func anAnswerOfOtherArgumentTypes() {
        let line = #line + 2
        let failures = captureFailures {
            mock.given { $0.name(of: 7) }.willAnswer { (id: String) in id }
        }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        #expect(
            failures.first?.message == """
                willAnswer's closure takes String, but ClosureServiceMock.name(of:) passes Int: nothing was given.
                """)
        #expect(mock.name(of: 7) == "")
    }

    /// The closure's value is an expression on the member's: the compiler
    /// checks the answer against the expression's type, the form against
    /// the member's.
    @Test func aValueThatCanNeverAnswerTheMember() {
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.given { $0.fetch(id: 3).id }.willReturn(7) }

        #expect(
            message == """
                given { … } recorded ClosureServiceMock.fetch(id:), which returns ClosureUser; \
                willReturn's 7 (Int) can never answer it, so nothing was given.
                  Make the member's call the closure's value, not an expression on what it returns (such as try? or .id).
                """)
        #expect(mock.doubleRegistry.snapshot().members.allSatisfy { $0.givens.isEmpty })
    }

    @Test func aNilThatCanNeverAnswerTheMember() {
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.given { try? $0.load() }.willReturn("draft", then: nil) }

        #expect(
            message == """
                given { … } recorded ClosureServiceMock.load(), which returns String; \
                willReturn's nil (String?) can never answer it, so nothing was given.
                  Make the member's call the closure's value, not an expression on what it returns (such as try? or .id).
                """)
        #expect(mock.doubleRegistry.snapshot().members.allSatisfy { $0.givens.isEmpty })
    }

    /// A value of the Optional that holds one answers, as the name-based
    /// form's would; a closure that returns the Optional never does.
    @Test func anOptionalOfTheMembersValueAnswers() throws {
        let line = #line + 3
        let failures = captureFailures {
            mock.given { try? $0.load() }.willReturn("draft")
            mock.given { try? $0.load() }.willAnswer { Optional("final") }
        }
        let loaded = try mock.load()
        #expect(loaded == "draft")
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                given { … } recorded ClosureServiceMock.load(), which returns String; \
                willAnswer's closure returns String?, which can never answer it, so nothing was given.
                  Make the member's call the closure's value, not an expression on what it returns (such as try? or .id).
                """
            ])
    }

    @Test func anAnswerThatCanNeverAnswerTheMember() {
        let line = #line + 1
        let message = onlyFailure(at: line) { mock.given { $0.fetch(id: 3).id }.willAnswer { (id: Int) in id } }

        #expect(
            message == """
                given { … } recorded ClosureServiceMock.fetch(id:), which returns ClosureUser; \
                willAnswer's closure returns Int, which can never answer it, so nothing was given.
                  Make the member's call the closure's value, not an expression on what it returns (such as try? or .id).
                """)
        #expect(mock.fetch(id: 3) == ClosureUser(id: 0))
    }

    @Test func argOutsideARecording() {
        let line = #line + 1
        let message = onlyFailure(at: line) { #expect(arg(.equal(to: 3)) == 3) }

        #expect(
            message == """
                arg(_:) was used outside the closure of given, expect or verify: its condition "equal to 3" applies to nothing.
                  Use arg(_:) for an argument of the member called in such a closure, such as given { $0.save(arg(.any)) }.
                """)
    }

    @Test func aFailedStepOfVerifyInOrder() {
        let engine = ClosureEngineMock()
        engine.turnOn()
        let line = #line + 1
        let failures = captureFailures { #expect(!verifyInOrder(.call(on: engine) { _ in () })) }

        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.line == UInt(line) })
        #expect(failures.first?.message.hasPrefix(".call(on:) { … } recorded no call to ClosureEngineMock.") == true)
    }

    @Test func theNothingToReturnMessage() {
        #expect(
            CaptureMessages.nothingToReturn(
                .given, double: "ClosureServiceMock", member: "profile()", type: ClosureProfile.self, throwing: nil)
                    == """
                    given { … } cannot record ClosureServiceMock.profile(): it returns ClosureProfile, which has no default stub value, \
                    and it neither throws nor is async, so it has nothing to return.
                      To fix it, either:
                        conform ClosureProfile to ProvidingDefaultStubValue
                        or use the name-based form, such as given("profile()", willReturn: …)
                      The member cannot return, so the process stops here.
                    """)
        #expect(
            CaptureMessages.nothingToReturn(
                .verify, double: "ClosureServiceMock", member: "typedProfile()", type: ClosureProfile.self,
                throwing: LoadError.self
            ).contains(
                "and it throws only LoadError and is not async, so it has nothing to return.\n"
                    + "  To fix it, either:\n    conform ClosureProfile to ProvidingDefaultStubValue\n"
                    + "    or use the name-based form, such as verify(callToFunction: \"typedProfile()\")"))
    }
}
