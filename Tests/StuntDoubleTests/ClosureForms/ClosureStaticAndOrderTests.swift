import Testing

@testable import StuntDouble

/// The closure forms of static members (a closure without a parameter) and
/// of `verifyInOrder`'s steps.
@Suite struct ClosureStaticAndOrderTests {
    @Test func theIssuesStaticSpellings() {
        ClockMock.statics.given { ClockMock.offset(for: "Paris") }.willReturn(1)

        #expect(ClockMock.offset(for: "Paris") == 1)
        #expect(ClockMock.offset(for: "Oslo") == 0)
        let failures = captureFailures {
            #expect(ClockMock.statics.verify { ClockMock.offset(for: "Paris") })
            #expect(ClockMock.statics.verify(.once) { ClockMock.offset(for: "Oslo") })
            #expect(ClockMock.statics.verify(.never) { ClockMock.offset(for: "Rome") })
        }
        #expect(failures.isEmpty)
        #expect(ClockMock.statics.numberOfCalls(toFunction: "offset(for:)") == 2)
    }

    @Test func aStaticExpectation() {
        let line = #line + 1
        ClockMock.statics.expect(.times(2)) { ClockMock.offset(for: "Paris") }
        _ = ClockMock.offset(for: "Paris")

        let failures = captureFailures { ClockMock.statics.verify() }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix("Expected ClockMock.statics.offset(for:) to be called exactly 2 times")
                == true)
        #expect(failures.first?.message.contains("ClosureStaticAndOrderTests.swift:\(line)") == true)
    }

    @Test func theIssuesVerifyInOrderSpelling() {
        let engine = ClosureEngineMock()
        let battery = ClosureBatteryMock()
        engine.turnOn()
        battery.drain(by: 5)
        engine.turnOff()

        let failures = captureFailures {
            #expect(verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(on: battery) { $0.drain(by: 5) }))
            #expect(!verifyInOrder(.call(on: battery) { $0.drain(by: 5) }, .call(on: engine) { $0.turnOn() }))
            #expect(!verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(on: battery) { $0.drain(by: 6) }))
        }
        #expect(failures.count == 2)
        #expect(engine.numberOfCalls(toFunction: "turnOn()") == 1)
        #expect(battery.numberOfCalls(toFunction: "drain(by:)") == 1)
    }

    @Test func aStepReportsAsTheNameBasedStep() {
        let engine = ClosureEngineMock()
        let battery = ClosureBatteryMock()
        battery.drain(by: 5)
        engine.turnOn()

        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(on: battery) { $0.drain(by: 5) })
            verifyInOrder(
                .call(to: "turnOn()", on: engine),
                .call(to: "drain(by:)", on: battery, withArgumentsThatMatch: .equal(to: 5)))
        }
        #expect(failures.count == 2)
        #expect(failures.first?.line == UInt(line))
        #expect(
            failures.first?.message.replacingOccurrences(of: ":\(line)", with: "")
                == failures.last?.message.replacingOccurrences(of: ":\(line + 1)", with: ""))
    }
}
