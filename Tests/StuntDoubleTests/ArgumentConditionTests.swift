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

    /// A type other than `Optional` that takes the `nil` literal: `nil` is
    /// the value the literal makes.
    @Test func nilOfATypeThatTakesTheNilLiteral() {
        let isNil = ArgumentMatcher<NilLiteralJSON>(.isNil)
        let isNotNil = ArgumentMatcher<NilLiteralJSON>(.isNotNil)
        #expect(isNil.box.accepts(nil as NilLiteralJSON))
        #expect(!isNil.box.accepts(NilLiteralJSON.number(1)))
        #expect(isNotNil.box.accepts(NilLiteralJSON.number(1)))
        #expect(!isNotNil.box.accepts(nil as NilLiteralJSON))
        #expect(ArgumentMatcher<NilLiteralJSON??>(.isNil).box.accepts(nil as NilLiteralJSON??))
        #expect(!ArgumentMatcher<NilLiteralJSON??>(.isNil).box.accepts(.some(nil) as NilLiteralJSON??))
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

    /// One condition on all of a member's arguments is on them all, not
    /// on the first.
    @Test func messageBlamesAllArgumentsForAConditionOnThemAll() {
        let engine = CoreEngineMock()
        let line = #line + 1
        engine.expect(
            callToFunction: "put(_:_:)",
            withArgumentsThatMatch: ArgumentMatcher<(String, Int)>(.satisfying("a known pair") { $0 == ("a", 2) }))
        engine.put("b", 3)

        #expect(
            engine.applicableFailureMessages() == [
                """
                Expected CoreEngineMock.put(_:_:) to be called at least once with arguments matching a known pair; it was called 0 times with matching arguments, once in all.
                  Expected at: StuntDoubleTests/ArgumentConditionTests.swift:\(line)
                  1 call to put(_:_:), in order:
                    ✗ put("b", 3)  ← the arguments should be a known pair
                  Other calls to CoreEngineMock: none
                """
            ])
    }

    /// Calls of another argument type can never match: the call of the
    /// matcher's type is listed before them, whatever their order.
    @Test func theCallsOfTheMatchersTypeAreListedFirst() {
        let store = GenericTakerMock()
        let line = #line + 1
        store.expect(callToFunction: "take(_:)", withArgumentsThatMatch: ArgumentMatcher<Int>(.equal(to: 5)))
        for text in ["a", "b", "c"] { store.take(text) }
        store.take(7)

        #expect(
            store.applicableFailureMessages() == [
                """
                Expected GenericTakerMock.take(_:) to be called at least once with arguments matching equal to 5; it was called 0 times with matching arguments, 4 times in all.
                  Expected at: StuntDoubleTests/ArgumentConditionTests.swift:\(line)
                  The matcher takes Int, but take(_:) was called with String: it can never match those calls.
                  4 calls to take(_:), in order:
                    ✗ take("a")
                    ✗ take("b")
                    ✗ take(7)  ← argument 1 should be equal to 5
                    … and 1 more call to take(_:) that did not match
                  Other calls to GenericTakerMock: none
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

/// A JSON value, which takes the `nil` literal as JSON values commonly do.
private enum NilLiteralJSON: ExpressibleByNilLiteral, Equatable {
    case null
    case number(Int)
    init(nilLiteral: ()) { self = .null }
}

private final class GenericTakerMock: Mocking {
    func take<Value>(_ value: Value) { didCallFunction(withArguments: value) }
}
