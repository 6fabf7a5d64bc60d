import Foundation
import Testing

@testable import StuntDouble

// A closure double's givens: every kind a member's `given(_:…)` forms give,
// the newest that applies first, and the defaults when none does.

@Suite struct ClosureDoubleGivenTests {
    @Test func theNewestGivenThatAppliesAnswers() {
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
        let check = isAllowed.closure
        isAllowed.given(willReturn: true)
        isAllowed.given(withArgumentsThatMatch: .equal(to: "root", 0), willReturn: false)

        #expect(!check("root", 0))
        #expect(check("root", 1))

        isAllowed.given(willReturn: false)

        #expect(!check("ann", 1))
        #expect(isAllowed.returnedValues == [false, true, false])
    }

    @Test func consecutiveValuesForMatchingCalls() {
        let next = ClosureDouble<String, Int>("next")
        let closure = next.closure
        next.given(willReturn: 0)
        next.given(withArgumentsThatMatch: .equal(to: "a"), willReturn: 1, then: 2, 3)

        let answers: [Int] = [closure("a"), closure("b"), closure("a"), closure("a"), closure("a")]
        #expect(answers == [1, 0, 2, 3, 3])
    }

    @Test func computedAnswersTakeTheArgumentsTogetherOrOneParameterEach() {
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
        let check = isAllowed.closure
        isAllowed.given(willAnswer: { (args: (String, Int)) in args.1 > 0 })
        #expect(check("a", 1))
        #expect(!check("a", 0))

        isAllowed.given(willAnswer: { user, level in user == "root" || level > 5 })
        #expect(check("root", 0))
        #expect(!check("ann", 1))

        isAllowed.given(withArgumentsThatMatch: ArgumentMatcher(.any, .equal(to: 9)), willAnswer: { _, _ in false })
        #expect(!check("root", 9))
        #expect(check("root", 8))

        let length = ClosureDouble<String, Int>("length")
        length.given(willAnswer: { (text: String) in text.count })
        #expect(length("four") == 4)

        let now = ClosureDouble<Date>("now")
        now.given(willAnswer: { Date(timeIntervalSince1970: 5) })
        #expect(now.closure() == Date(timeIntervalSince1970: 5))
    }

    @Test func errorsThrowFromTheThrowingClosures() async throws {
        let fetch = ClosureDouble<String, Int>("fetch")
        fetch.given(willThrow: ClosureLoadError.offline)
        fetch.given(withArgumentsThatMatch: .equal(to: "cached"), willReturn: 1)
        let throwing = fetch.throwingClosure
        let asyncThrowing = fetch.asyncThrowingClosure

        #expect(throws: ClosureLoadError.offline) { try throwing("a") }
        await #expect(throws: ClosureLoadError.offline) { try await asyncThrowing("a") }
        #expect(try throwing("cached") == 1)

        fetch.given(
            withArgumentsThatMatch: .equal(to: "b"), willAnswer: { (_: String) in throw ClosureLoadError.offline })
        #expect(throws: ClosureLoadError.offline) { try throwing("b") }
        #expect(fetch.numberOfCalls == 4)
    }

    @Test func asyncAnswersApplyOnlyThroughTheAsyncClosures() async throws {
        let fetch = ClosureDouble<String, Int>("fetch")
        fetch.given(willAnswer: { (key: String) async in
            await Task.yield()
            return key.count
        })
        let asyncClosure = fetch.asyncClosure
        let asyncThrowing = fetch.asyncThrowingClosure

        #expect(await asyncClosure("four") == 4)
        #expect(try await asyncThrowing("three") == 5)
        // Through `.closure` the given cannot fit: a note, then Int's default.
        let closure = fetch.closure
        let notes = captureFailures { #expect(closure("two") == 0) }
        #expect(notes.count == 1)
        #expect(notes.first?.isNote == true)

        fetch.given(withArgumentsThatMatch: .equal(to: "ab"), willAnswer: { key async in key.count * 2 })
        #expect(await asyncClosure("ab") == 4)
        #expect(await asyncClosure("abc") == 3)
    }

    @Test func aDoubleWithoutGivensAnswersDefaults() async throws {
        let count = ClosureDouble<String, Int>("count")
        let name = ClosureDouble<Int, String?>("name")
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")

        let countOf = count.closure
        let throwingCount = count.throwingClosure
        let asyncCount = count.asyncClosure
        let asyncThrowingCount = count.asyncThrowingClosure
        let nameOf = name.closure
        #expect(countOf("a") == 0)
        #expect(try throwingCount("a") == 0)
        #expect(await asyncCount("a") == 0)
        #expect(try await asyncThrowingCount("a") == 0)
        #expect(nameOf(1) == nil)
        let update = onUpdate.closure
        let throwingUpdate = onUpdate.throwingClosure
        let asyncUpdate = onUpdate.asyncClosure
        let asyncThrowingUpdate = onUpdate.asyncThrowingClosure
        update(ClosureForecast(city: "a", degrees: 1))
        try throwingUpdate(ClosureForecast(city: "b", degrees: 2))
        await asyncUpdate(ClosureForecast(city: "c", degrees: 3))
        try await asyncThrowingUpdate(ClosureForecast(city: "d", degrees: 4))

        #expect(count.numberOfCalls == 4)
        #expect(count.returnedValues == [0, 0, 0, 0])
        #expect(onUpdate.receivedArguments.map(\.city) == ["a", "b", "c", "d"])
        #expect(onUpdate.returnedValues.count == 4)
    }

    @Test func closuresTakenTwiceRecordIntoOneDouble() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let first = onUpdate.closure
        let second = onUpdate.closure
        let service = ClosureWeatherService()
        service.onUpdate = onUpdate.closure

        first(ClosureForecast(city: "a", degrees: 1))
        second(ClosureForecast(city: "b", degrees: 2))
        service.refresh(ClosureForecast(city: "c", degrees: 3))
        onUpdate(ClosureForecast(city: "d", degrees: 4))

        #expect(onUpdate.receivedArguments.map(\.city) == ["a", "b", "c", "d"])
        #expect(onUpdate.numberOfCalls == 4)
        #expect(onUpdate.verify(.exactly(amount: 4)))
    }

    @Test func callAsFunctionCallsTheDoubleDirectly() {
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
        isAllowed.given(willReturn: true)
        let now = ClosureDouble<Int>("now")
        now.given(willReturn: 3)

        #expect(isAllowed("a", 1))
        #expect(now() == 3)
        // Spelled as the closure is, once taken into a constant.
        let check = isAllowed.closure
        #expect(check("b", 2))
        #expect(now.closure() == 3)
        #expect(isAllowed.numberOfCalls == 2)
    }
}
