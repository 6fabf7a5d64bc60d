// The worked example of Guides/MigratingFromMokka.md: the region between the
// snippet markers is the article's code block, kept identical to it by
// DocumentationSnippetTests. Namespaced so that its names never collide
// with the doubles of other tests.
import Foundation
import StuntDouble
import Testing

enum MokkaMigration {
    // snippet: worked-example
    protocol Heater {
        var isOn: Bool { get }
        func switchOn()
        func switchOff()
        func setTarget(_ value: Double, in unit: UnitTemperature)
        func temperature(in unit: UnitTemperature) -> Double
    }

    /// The code under test: boils water, reading temperatures in the user's unit.
    struct Kettle {
        let heater: any Heater
        let unit: UnitTemperature

        /// Returns whether the water boils.
        func boil() -> Bool {
            if !heater.isOn { heater.switchOn() }
            let boilingPoint = Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: unit).value
            heater.setTarget(boilingPoint, in: unit)
            guard heater.temperature(in: unit) >= boilingPoint else { return false }
            heater.switchOff()
            return true
        }
    }

    final class HeaterMock: Mocking, Heater {
        var isOn: Bool { didCallFunction() }
        func switchOn() { didCallFunction() }
        func switchOff() { didCallFunction() }
        func setTarget(_ value: Double, in unit: UnitTemperature) { didCallFunction(withArguments: value, unit) }
        func temperature(in unit: UnitTemperature) -> Double { didCallFunction(withArguments: unit) }
    }

    struct KettleTests {
        @Test func boilingInFahrenheitSwitchesTheHeaterOnAndOff() throws {
            let heater = HeaterMock()
            heater.given("isOn", willReturn: false)
            heater.given(
                "temperature(in:)",
                willAnswer: { (unit: UnitTemperature) in
                    Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: unit).value
                })

            let boiled = Kettle(heater: heater, unit: .fahrenheit).boil()

            #expect(boiled)
            heater.verify(.once, callsToFunction: "switchOn()")
            heater.verify(.once, callsToFunction: "switchOff()")
            let target: (Double, UnitTemperature)? = heater.lastReceivedArgumentsOfInferredType(
                forCallsToFunction: "setTarget(_:in:)")
            let (value, unit) = try #require(target)
            #expect(abs(value - 212) < 0.001)
            #expect(unit == .fahrenheit)
        }

        @Test func aHeaterBelowTheBoilingPointStaysOn() {
            let heater = HeaterMock()
            heater.given("isOn", willReturn: true)
            heater.given("temperature(in:)", willReturn: 0.0)  // otherwise: registered first
            heater.given(
                "temperature(in:)", withArgumentsThatMatch: .equal(to: UnitTemperature.celsius), willReturn: 80.0)

            let boiled = Kettle(heater: heater, unit: .celsius).boil()

            #expect(!boiled)
            #expect(heater.numberOfCalls(toFunction: "switchOn()") == 0)
            #expect(heater.numberOfCalls(toFunction: "switchOff()") == 0)
        }
    }
    // end snippet
}
