// A failed verification attaches the whole call history of each double it
// names to the Swift Testing test: one text file per double, named after
// it, every call in order with its arguments and what it returned. Read
// here through `FailureReporter.captureAttachment`; `.ci/fixture-check`
// reads the file `swift test --attachments-path` writes.
import Testing

@testable import StuntDouble

/// A mock for the attachment tests.
final class HistoryBoilerMock: Mocking {
    func start() { didCallFunction() }
    func setTemperature(to degrees: Double) { didCallFunction(withArguments: degrees) }
    func temperature() -> Double { didCallFunction() }
    func reading(at index: Int) throws -> String { try didCallThrowingFunction(withArguments: index) }
    var mode: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

private struct SensorError: Error {}

private let thisFile = "StuntDoubleTests/HistoryAttachmentTests.swift"

/// Runs `body` with failures and attachments captured.
private func captureAttachments(
    _ body: () throws -> Void
) rethrows -> (failures: [CapturedFailure], attached: [FailureReporter.Attached]) {
    let attached = Locked<[FailureReporter.Attached]>([])
    let keep: @Sendable (FailureReporter.Attached) -> Void = { item in attached.withLock { $0.append(item) } }
    var failures: [CapturedFailure] = []
    try FailureReporter.$captureAttachment.withValue(keep) {
        failures = try captureFailures(body)
    }
    return (failures, attached.withLock { $0 })
}

struct HistoryAttachmentTests {
    @Test func aFailedVerifyAttachesTheWholeHistoryWithWhatEachCallReturned() {
        let boiler = HistoryBoilerMock()
        boiler.given("temperature()", willReturn: 80.0)
        boiler.given("reading(at:)", withArgumentsThatMatch: .equal(to: 2), willThrow: SensorError())
        boiler.given("reading(at:)", withArgumentsThatMatch: .equal(to: 1), willReturn: "warm")
        boiler.expect(callToFunction: "start()")
        boiler.setTemperature(to: 90)
        _ = boiler.temperature()
        _ = try? boiler.reading(at: 1)
        _ = try? boiler.reading(at: 2)
        boiler.mode = "eco"
        _ = boiler.mode
        let line = #line + 1
        let (failures, attached) = captureAttachments { boiler.verify() }
        #expect(failures.count == 1)
        #expect(
            attached == [
                .init(
                    name: "HistoryBoilerMock call history.txt",
                    text: """
                        HistoryBoilerMock: 6 calls, in the order they were made.
                        1. setTemperature(to: 90.0)
                        2. temperature() → 80.0
                        3. reading(at: 1) → "warm"
                        4. reading(at: 2) → no value: it threw, or had not returned
                        5. set mode to "eco"
                        6. read mode → "eco"

                        """,
                    fileID: thisFile, line: UInt(line))
            ])
    }

    @Test func aVerifyThatHoldsAttachesNothing() {
        let boiler = HistoryBoilerMock()
        boiler.expect(callToFunction: "start()")
        boiler.start()
        let (failures, attached) = captureAttachments {
            boiler.verify()
            boiler.verify(callToFunction: "start()")
            boiler.verifyNoOtherCalls()
        }
        #expect(failures.isEmpty)
        #expect(attached.isEmpty)
    }

    @Test func aFailedCheckAttachesItsDoublesHistory() {
        let boiler = HistoryBoilerMock()
        boiler.start()
        let line = #line + 1
        let (failures, attached) = captureAttachments { boiler.verify(callToFunction: "setTemperature(to:)") }
        #expect(failures.count == 1)
        #expect(attached.map(\.name) == ["HistoryBoilerMock call history.txt"])
        #expect(attached.map(\.line) == [UInt(line)])
        #expect(attached.first?.text == "HistoryBoilerMock: 1 call, in the order they were made.\n1. start()\n")
    }

    @Test func aFailedVerifyNoOtherCallsAttachesTheHistory() {
        let boiler = HistoryBoilerMock()
        boiler.start()
        let (_, attached) = captureAttachments { boiler.verifyNoOtherCalls() }
        #expect(attached.map(\.name) == ["HistoryBoilerMock call history.txt"])
    }

    @Test func aFailedOrderCheckAttachesEveryDoubleItNamesOnce() {
        let first = HistoryBoilerMock()
        let second = HistoryBoilerMock()
        second.doubleName = "backup"
        first.start()
        second.start()
        let (failures, attached) = captureAttachments {
            verifyInOrder(
                .call(to: "start()", on: second), .call(to: "start()", on: first),
                .call(to: "setTemperature(to:)", on: second))
        }
        #expect(failures.count == 1)
        #expect(
            attached.map(\.name) == ["HistoryBoilerMock backup call history.txt", "HistoryBoilerMock call history.txt"])
    }

    @Test func theTraitsFailuresAttachTheHistoryOfEachDoubleThatFailed() async throws {
        let attached = Locked<[FailureReporter.Attached]>([])
        let keep: @Sendable (FailureReporter.Attached) -> Void = { item in attached.withLock { $0.append(item) } }
        var lines: [Int] = []
        try await FailureReporter.$captureAttachment.withValue(keep) {
            _ = try await captureFailuresAsync {
                try await VerificationScope.verifying {
                    let failing = HistoryBoilerMock()
                    let passing = HistoryBoilerMock()
                    lines.append(#line + 1)
                    failing.expect(callToFunction: "start()")
                    failing.expect(callToFunction: "setTemperature(to:)")
                    passing.expect(callToFunction: "start()")
                    passing.start()
                }
            }
        }
        #expect(attached.withLock { $0.map(\.name) } == ["HistoryBoilerMock call history.txt"])
        #expect(attached.withLock { $0.map(\.line) } == lines.map(UInt.init))
        #expect(attached.withLock { $0.first?.text } == "HistoryBoilerMock: no calls recorded.\n")
    }

    @Test func aLongHistoryIsListedWhole() {
        let boiler = HistoryBoilerMock()
        for degrees in 0..<500 { boiler.setTemperature(to: Double(degrees)) }
        let (_, attached) = captureAttachments { boiler.verify(callToFunction: "start()") }
        let lines = attached.first?.text.split(separator: "\n") ?? []
        #expect(lines.count == 501)
        #expect(lines.last == "500. setTemperature(to: 499.0)")
        #expect(lines[1] == "  1. setTemperature(to: 0.0)")
    }
}
