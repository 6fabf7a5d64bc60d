import Foundation
import Testing

@testable import StuntDouble

struct DefaultStubValueTests {
    /// Checks `T`'s default stub value directly, through a member constrained
    /// to `ProvidingDefaultStubValue`, and through an unconstrained generic
    /// member that finds the default at run time.
    private func expectDefault<T: ProvidingDefaultStubValue & Equatable>(
        _ expected: T, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(T.defaultStubValue() == expected, sourceLocation: sourceLocation)
        let engine = CoreEngineMock()
        let constrained: T = engine.makeDefaultable()
        let runtime: T = engine.make()
        #expect(constrained == expected, sourceLocation: sourceLocation)
        #expect(runtime == expected, sourceLocation: sourceLocation)
        #expect(DefaultStubValue.of(T.self) == expected, sourceLocation: sourceLocation)
    }

    @Test func integers() {
        expectDefault(0 as Int)
        expectDefault(0 as Int8)
        expectDefault(0 as Int16)
        expectDefault(0 as Int32)
        expectDefault(0 as Int64)
        expectDefault(0 as UInt)
        expectDefault(0 as UInt8)
        expectDefault(0 as UInt16)
        expectDefault(0 as UInt32)
        expectDefault(0 as UInt64)
    }

    @Test func floatingPoint() {
        expectDefault(0 as Double)
        expectDefault(0 as Float)
        #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
            expectDefault(0 as Float80)
        #endif
        expectDefault(0 as CGFloat)
        expectDefault(0 as Decimal)
    }

    @Test func boolAndStrings() {
        expectDefault(false)
        expectDefault("")
        expectDefault("" as Substring)
    }

    @Test func collections() {
        expectDefault([Int]())
        expectDefault(ContiguousArray<String>())
        expectDefault(ArraySlice<Double>())
        expectDefault([String: Int]())
        expectDefault(Set<Int>())
        expectDefault([[CoreRecipe]]())
    }

    @Test func optionalIsNil() {
        expectDefault(nil as Int?)
        expectDefault(nil as CoreRecipe?)
        let engine = CoreEngineMock()
        let part: CorePart? = engine.make()
        #expect(part == nil)
        #expect(engine.optionalPart(named: "any") == nil)
    }

    @Test func foundationValues() {
        expectDefault(Data())
        expectDefault(CGPoint.zero)
        expectDefault(CGSize.zero)
        expectDefault(CGRect.zero)
        expectDefault(IndexSet())
        expectDefault(IndexPath())
        expectDefault(URLComponents())
        expectDefault(DateComponents())
    }

    @Test func typesWithoutAnObviousZeroHaveNoDefault() {
        #expect(DefaultStubValue.of(Date.self) == nil)
        #expect(DefaultStubValue.of(UUID.self) == nil)
        #expect(DefaultStubValue.of(CoreRecipe.self) == nil)
        #expect(DefaultStubValue.of(CorePart.self) == nil)
    }

    @Test func userValueTypeProvidesItsDefault() {
        expectDefault(CoreTemperature(celsius: -273.15))
        let engine = CoreEngineMock()
        #expect(engine.temperature() == CoreTemperature(celsius: -273.15))
    }

    @Test func userClassProvidesItsDefault() {
        let engine = CoreEngineMock()
        #expect(engine.gauge().label == "default gauge")
        let generic: CoreGauge = engine.make()
        #expect(generic.label == "default gauge")
    }

    @Test func givenValueReplacesTheDefault() {
        let engine = CoreEngineMock()
        engine.given("temperature()", willReturn: CoreTemperature(celsius: 20))
        engine.given("gauge()", willReturn: CoreGauge(label: "given"))
        engine.given("currentSpeed()", willReturn: 42.0)
        #expect(engine.temperature() == CoreTemperature(celsius: 20))
        #expect(engine.gauge().label == "given")
        #expect(engine.currentSpeed() == 42)
    }
}
