import Foundation
import Testing

@testable import StuntDouble

// The golden messages of a closure double, word for word (see
// Support/GoldenFailures.swift): it is named by its name and arity,
// `onUpdate(_:)`, never by its type. Failures about a call through one of
// its closures are reported at the line that made the double.

private let thisFile = "StuntDoubleTests/GoldenClosureDoubleTests.swift"

@Suite struct GoldenClosureDoubleTests {
    static let lyon = ClosureForecast(city: "Lyon", degrees: 21)
    static let paris = ClosureForecast(city: "Paris", degrees: 18)

    @Test func unmetExpectation() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let expectLine = #line + 1
        onUpdate.expect(.once, withArgumentsThatMatch: .equal(to: Self.lyon))
        let update = onUpdate.closure
        update(Self.paris)

        let line = #line + 1
        let failures = captureFailures { onUpdate.verify() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected onUpdate(_:) to be called exactly once with arguments equal to \
                ClosureForecast(city: "Lyon", degrees: 21); it was called 0 times with matching arguments, \
                once in all.
                  Expected at: \(thisFile):\(expectLine)
                  1 call to onUpdate(_:), in order:
                    ✗ onUpdate(ClosureForecast(city: "Paris", degrees: 18))  ← closest
                """
            ])
    }

    @Test func failedVerifyAfterTheAct() {
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
        isAllowed.given(willReturn: true)
        _ = isAllowed("ann", 1)

        let line = #line + 1
        let failures = captureFailures { isAllowed.verify(.never) }

        expectFailures(
            failures, at: line,
            [
                """
                Expected isAllowed(_:_:) never to be called; it was called once.
                  Verified at: \(thisFile):\(line)
                  1 call to isAllowed(_:_:), in order:
                    isAllowed("ann", 1)
                """
            ])
    }

    @Test func failedWaitingVerify() async {
        let now = ClosureDouble<Date>("now")

        let line = #line + 1
        let failures = await captureFailuresAsync { await now.verify(.once, within: .milliseconds(20)) }

        #expect(failures.count == 1)
        #expect(failures.first?.line == UInt(line))
        let message = failures.first?.message ?? ""
        #expect(
            message.hasPrefix(
                """
                Expected now() to be called exactly once; it was never called.
                  Verified at: \(thisFile):\(line)
                  Calls to now(): none
                  Waited
                """), "\(message)")
    }

    @Test func throwingAnswerThroughTheClosureThatCannotThrow() {
        let makeLine = #line + 1
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
        let givenLine = #line + 1
        isAllowed.given(willAnswer: { (_: (String, Int)) in throw ClosureLoadError.offline })

        let check = isAllowed.closure
        var answer = true
        let failures = captureFailures { answer = check("a", 1) }

        #expect(!answer)
        expectFailures(
            failures, at: makeLine,
            [
                """
                isAllowed(_:_:) cannot throw, but its answer threw ClosureLoadError.offline.
                  Called with: isAllowed("a", 1)
                  Givens for isAllowed(_:_:), newest first:
                    At \(thisFile):\(givenLine), willAnswer a closure of type ((String, Int)) -> Bool
                  The call returns the default value, false, instead.
                """
            ])
    }

    @Test func missingGivenThroughAThrowingClosure() throws {
        let makeLine = #line + 1
        let load = ClosureDouble<Int, ClosureRecord>("load")

        let loadRecord = load.throwingClosure
        let failures = captureFailures {
            #expect(throws: StuntDoubleError.self) { _ = try loadRecord(3) }
        }

        expectFailures(
            failures, at: makeLine,
            [
                """
                No given answers load(_:), and ClosureRecord has no default stub value.
                  Called with: load(3)
                  Givens for load(_:): none
                  To fix it, either:
                    add a given, such as load.given(willReturn: …)
                    or conform ClosureRecord to ProvidingDefaultStubValue
                  The call throws a StuntDoubleError: the test fails here and goes on.
                """
            ])
    }

    /// Through `.closure`, which cannot throw, the same report is recorded
    /// at the double's line, then the process traps with it.
    @Test func missingGivenThroughTheClosureTraps() async {
        let golden = """
            No given answers load(_:), and ClosureRecord has no default stub value.
              Called with: load(3)
              Givens for load(_:): none
              To fix it, either:
                add a given, such as load.given(willReturn: …)
                or conform ClosureRecord to ProvidingDefaultStubValue
              The member cannot throw and has nothing to return, so the process stops here.
            """
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let load = ClosureDoubleTrapSite.load.closure
                _ = load(3)
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [golden]
                && issue.sourceLocation?.fileID == thisFile
                && issue.sourceLocation?.line == ClosureDoubleTrapSite.line
        }
        #expect(standardError.contains("\(thisFile):\(ClosureDoubleTrapSite.line): Fatal error: \(golden)"))
    }

    @Test func strictPolicy() {
        let makeLine = #line + 1
        let count = ClosureDouble<String, Int>("count")
        count.stubbingPolicy = .strict
        let givenLine = #line + 1
        count.given(withArgumentsThatMatch: .equal(to: "a"), willReturn: 1)

        let countOf = count.closure
        let callFailures = captureFailures { #expect(countOf("b") == 0) }
        let line = #line + 1
        let verifyFailures = captureFailures { count.verify() }

        expectFailures(
            callFailures, at: makeLine,
            [
                """
                No given answers count(_:), and the stubbing policy is strict.
                  Called with: count("b")
                  Givens for count(_:), newest first:
                    At \(thisFile):\(givenLine), willReturn 1: its matcher (equal to "a") rejected these arguments
                  The call returns the default value, 0, instead.
                """
            ])
        expectFailures(
            verifyFailures, at: line,
            [
                """
                count(_:) has givens that answered no call.
                  Givens for count(_:), newest first:
                    At \(thisFile):\(givenLine), willReturn 1 for arguments equal to "a"
                  The strict stubbing policy reports every given that no call used.
                """
            ])
    }

    @Test func verifyInOrderAndNoOtherCalls() {
        let onUpdate = ClosureDouble<ClosureForecast, Void>("onUpdate")
        let store = ClosureStoreMock()
        let service = ClosureWeatherService(store: store)
        service.onUpdate = onUpdate.closure
        service.refresh(Self.lyon)

        let line = #line + 1
        let failures = captureFailures { verifyInOrder(.call(to: "save(_:)", on: store), .call(to: onUpdate)) }
        let otherLine = #line + 1
        let otherFailures = captureFailures { onUpdate.verifyNoOtherCalls() }

        expectFailures(
            failures, at: line,
            [
                """
                Expected calls in order; step 2 found no matching call after step 1.
                  Verified at: \(thisFile):\(line)
                  Steps:
                    ✓ 1. ClosureStoreMock.save(_:): call 2
                    ✗ 2. onUpdate(_:)
                  2 calls to ClosureStoreMock and onUpdate, in order:
                    1. onUpdate(ClosureForecast(city: "Lyon", degrees: 21))
                    2. ClosureStoreMock.save(ClosureForecast(city: "Lyon", degrees: 21))
                """
            ])
        // `verifyInOrder` accounted for the call.
        expectFailures(otherFailures, at: otherLine, [])
    }

    /// A closure form's own failures name the double once, as the others do.
    @Test func closureFormWithConditionsForSomeArgumentsOnly() {
        let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")

        let line = #line + 1
        let failures = captureFailures { isAllowed.given { $0("root", arg(.any)) }.willReturn(true) }

        expectFailures(
            failures, at: line,
            [
                """
                given { … } recorded isAllowed(_:_:) with arg(_:) for 1 of its 2 arguments.
                  Pass every argument through arg(_:), or none: a condition's argument is known only by counting them.
                """
            ])
    }
}

/// The double whose call traps in an exit test: made at a known line.
enum ClosureDoubleTrapSite {
    static let line = #line + 1
    static let load = ClosureDouble<Int, ClosureRecord>("load")
}
