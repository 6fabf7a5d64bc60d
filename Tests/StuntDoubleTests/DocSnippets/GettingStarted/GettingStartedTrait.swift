// A code block of Guides/GettingStarted.md, "Verifying at the end of every
// test", kept identical to the region between the snippet markers by
// DocumentationSnippetTests: a suite whose tests the `.verifiesDoubles`
// trait verifies. It starts with its imports, so it is a file of its own.
import StuntDouble
// snippet: verifies-doubles
import StuntDoubleTestSupport
import Testing

@Suite(.verifiesDoubles) struct CarStartTests {
    @Test func startingTheCarStartsTheEngine() throws {
        let engine = EngineMock()
        let battery = BatteryStub()
        battery.given("charge", willReturn: 0.8)
        engine.expect(callToFunction: "start()")  // reported here if start() is never called
        try Car(engine: engine, battery: battery).start()
    }
}
// end snippet
