// The example of README.md: the region between the snippet markers is its
// code block, kept identical to it by DocumentationSnippetTests. The block
// starts with its imports, so it starts this file, and its names are the
// test module's own.

// snippet: example
import StuntDouble
import Testing

protocol Thermostat {
    func currentTemperature() -> Double
    func setTarget(celsius: Double)
}

final class ThermostatMock: Mocking, Thermostat {
    func currentTemperature() -> Double { didCallFunction() }
    func setTarget(celsius: Double) { didCallFunction(withArguments: celsius) }
}

struct Heating {
    let thermostat: any Thermostat
    func warmUp() { if thermostat.currentTemperature() < 19 { thermostat.setTarget(celsius: 21) } }
}

@Test func aColdRoomIsWarmedTo21Degrees() {
    let thermostat = ThermostatMock()
    thermostat.given { $0.currentTemperature() }.willReturn(16.0)
    thermostat.expect(.once) { $0.setTarget(celsius: 21) }

    Heating(thermostat: thermostat).warmUp()

    thermostat.verify()
}
// end snippet

/// The README: "If `warmUp()` set no target, `verify()` would record an
/// issue at its own line naming `ThermostatMock.setTarget(celsius:)`, the
/// amount expected, the number of matching calls and the calls that were
/// made."
@Test func aWarmRoomGetsNoTargetAndVerifyRecordsWhy() {
    let thermostat = ThermostatMock()
    thermostat.given { $0.currentTemperature() }.willReturn(22.0)
    let expectLine = #line + 1
    thermostat.expect(.once) { $0.setTarget(celsius: 21) }

    Heating(thermostat: thermostat).warmUp()

    let line = #line + 2
    withKnownIssue {
        thermostat.verify()
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        return issue.sourceLocation?.line == line
            && text == """
                Expected ThermostatMock.setTarget(celsius:) to be called exactly once with arguments equal \
                to 21.0; it was never called.
                  Expected at: StuntDoubleTests/ReadmeSnippets.swift:\(expectLine)
                  Calls to setTarget(celsius:): none
                  1 other call to ThermostatMock, in order:
                    currentTemperature()
                """
    }
}
