// The Swift blocks of Guides/ReadingFailures.md that are whole statements:
// each region between snippet markers is a block of the guide, kept
// identical to it by DocumentationSnippetTests, and the tests below run it
// and check that it reports what the guide shows. The guide's messages are
// checked word for word, with their locations, by the golden tests
// (Messages/Golden…Tests.swift); these check
// the lines that say what went wrong, on the golden doubles the guide
// names.
import Testing

@testable import StuntDouble

enum ReadingFailuresGuide {
    /// The guide's double with a copy-paste slip in a member's ID.
    final class CacheMock: Mocking, DefiningFunctionID {
        // snippet: function-id-slip
        enum FunctionID: String, CaseIterable {
            case removeValue = "removeValue(forKey:)"
            case removeAll = "removeAll()"
        }
        func removeAll() { didCallFunction(withID: .removeValue) }  // copied from removeValue(forKey:)
        // end snippet

        func removeValue(forKey key: String) { didCallFunction(withID: .removeValue, withArguments: key) }
    }
}

struct ReadingFailuresGuideTests {
    /// The first line of each message: what went wrong.
    private func headlines(_ failures: [CapturedFailure]) -> [String] {
        failures.map { String($0.message.prefix { $0 != "\n" }) }
    }

    @Test func aDoubleIsNamedByItsTypeAndItsName() {
        // snippet: double-name
        let left = EngineMock()
        left.doubleName = "left engine"  // messages say: EngineMock "left engine"
        // end snippet
        left.expect(callToFunction: "start()")

        let failures = captureFailures { left.verify() }

        #expect(
            headlines(failures) == [
                #"Expected EngineMock "left engine".start() to be called at least once; it was never called."#
            ])
    }

    @Test func unmetExpectationsForAnyArguments() {
        let engine = GoldenEngineMock()
        // snippet: any-arguments
        engine.expect { $0.start() }
        engine.expect(.exactly(amount: 2)) { $0.setSpeed(to: arg(.any)) }
        engine.expect(.never) { $0.stop() }
        engine.expect(.atMost(1)) { $0.put(arg(.any), arg(.any)) }
        // end snippet
        engine.setSpeed(to: 30)
        engine.put("a", 1)
        engine.stop()
        engine.put("b", 2)

        let failures = captureFailures { engine.verify() }

        #expect(
            headlines(failures) == [
                "Expected GoldenEngineMock.start() to be called at least once; it was never called.",
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times with arguments matching any; \
                it was called once with matching arguments, once in all.
                """,
                "Expected GoldenEngineMock.stop() never to be called; it was called once.",
                """
                Expected GoldenEngineMock.put(_:_:) to be called at most once with arguments matching (any, any); \
                it was called 2 times with matching arguments, 2 times in all.
                """,
            ])
    }

    @Test func aMatcherThatDescribesItself() {
        let engine = GoldenEngineMock()
        // snippet: described-matcher
        engine.expect(.exactly(amount: 2)) {
            $0.setSpeed(to: arg(.satisfying("a speed above 100") { $0 > 100 }))
        }
        // end snippet
        engine.setSpeed(to: 30)
        engine.setSpeed(to: 120)
        engine.start()

        let failures = captureFailures { engine.verify() }

        #expect(
            headlines(failures) == [
                """
                Expected GoldenEngineMock.setSpeed(to:) to be called exactly 2 times with arguments matching \
                a speed above 100; it was called once with matching arguments, 2 times in all.
                """
            ])
    }

    @Test func aMatcherForOtherArgumentTypes() {
        let engine = GoldenEngineMock()
        // snippet: other-argument-types
        engine.expect(
            callToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher { (args: (String, String)) in args.1 == "1" })
        // end snippet
        engine.put("a", 1)

        let failures = captureFailures { engine.verify() }

        #expect(failures.count == 1)
        #expect(
            failures.first?.message.contains(
                """
                  The matcher takes (String, String), but put(_:_:) was called with (String, Int): \
                it can never match those calls.
                """) == true)
    }

    @Test func aMisspelledGivenGetsANoteAndFailsNothing() {
        let engine = GoldenEngineMock()
        // snippet: misspelled-given
        engine.given("setSped(to:)", willReturn: 3)
        engine.given("setSped(to:)", withArgumentsThatMatch: .equal(to: 30.0), willReturn: 4)
        // end snippet
        engine.setSpeed(to: 30)

        let reported = captureFailures { engine.verify() }

        #expect(reported.count == 1)
        #expect(reported.allSatisfy { $0.isNote })
        #expect(
            reported.first?.message.contains(
                "note: GoldenEngineMock.setSped(to:) has givens but was never called; did you mean `setSpeed(to:)`?")
                == true)
    }

    @Test func aMemberThatPassesAnotherMembersCase() {
        let cache = ReadingFailuresGuide.CacheMock()

        let failures = captureFailures { cache.removeAll() }

        // Messages name a nested type with its namespace.
        #expect(
            failures.map(\.message) == [
                """
                ReadingFailuresGuide.CacheMock.removeAll() passes FunctionID.removeValue, the case of removeValue(forKey:); its own case is FunctionID.removeAll.
                  Its calls count as calls to removeValue(forKey:): givens and expectations for removeAll() never see them.
                  Pass .removeAll from removeAll(), unless it is meant to count as removeValue(forKey:).
                """
            ])
    }

    @Test func anUnansweredCallUnderTheStrictPolicy() {
        let service = GoldenServiceMock()

        let failures = captureFailures {
            // snippet: strict-unanswered-call
            service.stubbingPolicy = .strict
            service.given { $0.count(of: "wheels") }.willReturn(4)
            _ = service.count(of: "parts")
            // end snippet
        }

        #expect(
            headlines(failures) == ["No given answers GoldenServiceMock.count(of:), and the stubbing policy is strict."]
        )
        #expect(failures.first?.message.hasSuffix("The call returns the default value, 0, instead.") == true)
    }
}
