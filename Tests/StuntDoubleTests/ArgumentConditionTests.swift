import Foundation
import Testing

@testable import StuntDouble

/// Matchers built from one condition per argument.
struct ArgumentConditionTests {
    @Test func conditionsPerArgument() {
        let table = CoreTableView()
        let matcher = ArgumentMatcher<(CoreTableView, Int)>(
            .identical(to: table), .satisfying("a positive row") { $0 > 0 })
        #expect(matcher.box.accepts((table, 3)))
        #expect(!matcher.box.accepts((table, 0)))
        #expect(!matcher.box.accepts((CoreTableView(), 3)))
    }

    @Test func anyOfATypeFixesTheArgumentTypes() {
        let matcher = ArgumentMatcher(.any(CoreTableView.self), .equal(to: 2))
        #expect(matcher.box.accepts((CoreTableView(), 2)))
        #expect(!matcher.box.accepts((CoreTableView(), 3)))
        #expect(matcher.box.description == "(any CoreTableView, equal to 2)")
    }

    @Test func nilAndNotNil() {
        let isNil = ArgumentMatcher<String?>(.isNil)
        let isNotNil = ArgumentMatcher<String?>(.isNotNil)
        #expect(isNil.box.accepts(nil as String?))
        #expect(!isNil.box.accepts("a" as String?))
        #expect(isNotNil.box.accepts("a" as String?))
        #expect(!isNotNil.box.accepts(nil as String?))
        #expect(isNil.box.description == "nil")
        #expect(isNotNil.box.description == "non-nil")
    }

    /// The message names the matcher by its conditions and says, for each
    /// call it rejected, which argument did not match.
    @Test func messageSaysWhichArgumentDidNotMatch() {
        let engine = CoreEngineMock()
        let line = #line + 1
        engine.expect(
            callToFunction: "put(_:_:)", withArgumentsThatMatch: ArgumentMatcher<(String, Int)>(.any, .equal(to: 2)))
        engine.put("a", 1)
        engine.put("b", 3)

        let messages = engine.applicableFailureMessages()

        #expect(
            messages == [
                """
                Expected CoreEngineMock.put(_:_:) to be called at least once with arguments matching (any, equal to 2); it was called 0 times with matching arguments, 2 times in all.
                  Expected at: StuntDoubleTests/ArgumentConditionTests.swift:\(line)
                  2 calls to put(_:_:), in order:
                    ✗ put("a", 1)  ← argument 2 should be equal to 2
                    ✗ put("b", 3)  ← argument 2 should be equal to 2
                  Other calls to CoreEngineMock: none
                """
            ])
    }

    @Test func aGivenWithConditionsAnswersTheCallsItAccepts() {
        let engine = CoreEngineMock()
        engine.given("gear(named:)", withArgumentsThatMatch: ArgumentMatcher(.equal(to: "reverse")), willReturn: -1)
        #expect(engine.gear(named: "reverse") == -1)
        #expect(engine.gear(named: "first") == 0)
    }
}
