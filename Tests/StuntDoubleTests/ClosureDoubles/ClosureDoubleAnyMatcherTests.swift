import Testing

@testable import StuntDouble

/// `.any` for every closure-double form that takes `withArgumentsThatMatch:`
/// (issue #41, item 4), beside the typed matchers and `.anyArguments`.
@Suite struct ClosureDoubleAnyMatcherTests {
    @Test func theIssuesSpelling() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let update = onUpdate.closure
        update(ClosureForecast(city: "Lyon", degrees: 21))

        let failures = captureFailures {
            #expect(onUpdate.verify(.once, withArgumentsThatMatch: .any))
            #expect(onUpdate.verify(withArgumentsThatMatch: .any))
            #expect(!onUpdate.verify(.never, withArgumentsThatMatch: .any))
        }

        #expect(failures.count == 1)
    }

    @Test func anExpectationOfAnyArguments() {
        let isAllowed = ClosureDouble<String, Int, Bool>()
        isAllowed.expect(.times(2), withArgumentsThatMatch: .any)
        isAllowed.expect(withArgumentsThatMatch: .any)
        let check = isAllowed.closure
        _ = check("ann", 1)

        #expect(isAllowed.wouldFailIfVerified())
        _ = check("bo", 2)
        #expect(!isAllowed.wouldFailIfVerified())
    }

    @Test func waitingForAnyArguments() async {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let closure = onUpdate.closure
        Task { closure(ClosureForecast(city: "Oslo", degrees: 3)) }

        #expect(await onUpdate.verify(.once, withArgumentsThatMatch: .any, within: .seconds(60)))
    }

    @Test func everyGivenOfAnyArguments() async throws {
        let isAllowed = ClosureDouble<String, Int, Bool>()
        let check = isAllowed.closure
        isAllowed.given(withArgumentsThatMatch: .any, willReturn: true)
        #expect(check("ann", 0))
        isAllowed.given(withArgumentsThatMatch: .any, willReturn: false, then: true)
        #expect(!check("ann", 0))
        #expect(check("ann", 0))
        isAllowed.given(withArgumentsThatMatch: .any, willAnswer: { (args: (String, Int)) in args.1 > 0 })
        #expect(check("ann", 1))
        isAllowed.given(withArgumentsThatMatch: .any, willAnswer: { user, level in user == "root" })
        #expect(check("root", 0))

        let count = ClosureDouble<String, Int>("count")
        let asyncCount = count.asyncClosure
        let throwingCount = count.throwingClosure
        count.given(withArgumentsThatMatch: .any, willAnswer: { (key: String) async in key.count })
        #expect(await asyncCount("four") == 4)
        count.given(withArgumentsThatMatch: .any, willAnswer: { key async in key.count * 2 })
        #expect(await asyncCount("four") == 8)
        count.given(withArgumentsThatMatch: .any, willThrow: ClosureLoadError.offline)
        #expect(throws: ClosureLoadError.offline) { try throwingCount("four") }
    }

    @Test func aStepOfVerifyInOrderOfAnyArguments() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let engine = ClosureEngineMock()
        let update = onUpdate.closure
        update(ClosureForecast(city: "Lyon", degrees: 21))
        engine.turnOn()

        let failures = captureFailures {
            #expect(verifyInOrder(.call(to: onUpdate, withArgumentsThatMatch: .any), .call(on: engine) { $0.turnOn() }))
            #expect(
                !verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(to: onUpdate, withArgumentsThatMatch: .any)))
        }

        #expect(failures.count == 1)
    }

    /// `.any` reports as the default, which `.anyArguments` is, and that
    /// spelling still compiles and picks the typed form.
    @Test func anyReportsAsAnyArguments() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let line = #line + 2
        let failures = captureFailures {
            onUpdate.verify(.once, withArgumentsThatMatch: .any)
            onUpdate.verify(.once, withArgumentsThatMatch: .anyArguments)
            onUpdate.verify(.once)
        }

        #expect(failures.map(\.line) == [UInt(line), UInt(line + 1), UInt(line + 2)])
        let messages = failures.enumerated().map { index, failure in
            failure.message.replacingOccurrences(of: ":\(line + index)", with: "")
        }
        #expect(Set(messages).count == 1)
    }

    /// A closure double whose one argument is `Any` has both forms taking
    /// an `ArgumentMatcher<Any>`: the typed one is picked.
    @Test func aClosureOfAnyTakesTheTypedForm() {
        let sink = ClosureDouble<Any, Void>("sink")
        let send = sink.closure
        send(3)

        let failures = captureFailures {
            #expect(sink.verify(.once, withArgumentsThatMatch: .any))
            sink.given(withArgumentsThatMatch: .any, willReturn: ())
        }

        #expect(failures.isEmpty)
    }
}
