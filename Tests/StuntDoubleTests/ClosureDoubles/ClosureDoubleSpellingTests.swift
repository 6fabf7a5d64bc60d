import Foundation
import Testing

@testable import StuntDouble

// Issue #22's spellings, verbatim: code outside this repository compiles
// against exactly these. The names of the issue are the test's locals.

@Suite struct ClosureDoubleSpellingTests {
    @Test func theCallbackSpellings() async {
        typealias Forecast = ClosureForecast
        let service = ClosureWeatherService()
        let store = service.store
        let forecast = Forecast(city: "Lyon", degrees: 21)

        // A double of (Forecast) -> Void; the name is for messages.
        let onUpdate = ClosureDouble<Forecast, Void>("onUpdate")
        service.onUpdate = onUpdate.closure  // @Sendable (Forecast) -> Void
        onUpdate.expect(.once, withArgumentsThatMatch: .equal(to: forecast))

        service.refresh(forecast)

        onUpdate.verify(.once, withArgumentsThatMatch: .equal(to: forecast))  // after the act
        await onUpdate.verify(.once, within: .seconds(1))
        onUpdate.verify()  // the expectations
        // In call order; a tuple per call for several arguments.
        let forecasts: [Forecast] = onUpdate.receivedArguments
        let count = onUpdate.numberOfCalls
        verifyInOrder(.call(to: onUpdate), .call(to: "save(_:)", on: store))

        #expect(forecasts == [forecast])
        #expect(count == 1)
        #expect(!onUpdate.wouldFailIfVerified())
    }

    @Test func thePredicateSpellings() {
        typealias Checker = ClosureChecker
        let isAllowed = ClosureDouble<String, Int, Bool>()  // (String, Int) -> Bool; default name "closure"
        let checker = Checker(isAllowed: isAllowed.closure)
        isAllowed.given(willReturn: true)
        isAllowed.given(withArgumentsThatMatch: ArgumentMatcher(.equal(to: "root"), .any), willReturn: false)

        #expect(checker.check("ann", level: 0))
        #expect(!checker.check("root", level: 3))

        isAllowed.given(willAnswer: { (args: (String, Int)) in args.1 > 0 })

        #expect(checker.check("root", level: 3))
        #expect(!checker.check("ann", level: 0))
        #expect(isAllowed.name == "closure")
        let checks: [(String, Int)] = isAllowed.receivedArguments
        #expect(checks.map(\.0) == ["ann", "root", "root", "ann"])
        #expect(checks.map(\.1) == [0, 3, 3, 0])
    }

    @Test func theClockSpellings() {
        let date1 = Date(timeIntervalSince1970: 1)
        let date2 = Date(timeIntervalSince1970: 2)

        let now = ClosureDouble<Date>()  // () -> Date
        now.given(willReturn: date1, then: date2)

        let clock: @Sendable () -> Date = now.closure
        #expect([clock(), clock(), clock()] == [date1, date2, date2])
        let calls: [()] = now.receivedArguments
        #expect(calls.count == 3)
        #expect(now.returnedValues == [date1, date2, date2])
    }

    @Test func theLoaderSpellings() async {
        typealias Loader = ClosureLoader
        typealias LoadError = ClosureLoadError
        let fetchDouble = ClosureDouble<String, Int>("fetch")
        let loader = Loader(fetch: fetchDouble.asyncThrowingClosure)  // also .throwingClosure, .asyncClosure
        fetchDouble.given(willThrow: LoadError.offline)

        #expect(await loader.load("a") == nil)

        let sync: @Sendable (String) throws -> Int = fetchDouble.throwingClosure
        let nonThrowing: @Sendable (String) async -> Int = fetchDouble.asyncClosure
        #expect(throws: ClosureLoadError.offline) { try sync("b") }
        fetchDouble.given(willReturn: 7)
        #expect(await nonThrowing("c") == 7)
        #expect(fetchDouble.receivedArguments == ["a", "b", "c"])
    }
}
