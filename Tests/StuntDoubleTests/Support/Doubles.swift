import Foundation

@testable import StuntDouble

// Test doubles shared by the core tests. Every name starts with `Core` so
// that it never collides with the doubles of other test files.

// MARK: - Values the doubles take and return

/// A class-typed argument and return value, so that tests can check
/// identity and watch it being released.
final class CorePart: CoreNamed, CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var description: String { "CorePart(\(name))" }
}

/// Something with a name: a protocol-existential return type.
protocol CoreNamed: AnyObject {
    var name: String { get }
}

/// A superclass return type.
class CoreVehicle {
    let name: String
    init(name: String) { self.name = name }
}

final class CoreTruck: CoreVehicle {}

/// A stand-in for `UITableView` in the seed README's examples.
final class CoreTableView {}

/// A value type with no default stub value.
struct CoreRecipe: Equatable {
    let title: String
}

/// A user type that provides its own default stub value; deliberately not
/// a zero, so that a test can tell it was used.
struct CoreTemperature: ProvidingDefaultStubValue, Equatable {
    let celsius: Double
    static func defaultStubValue() -> CoreTemperature { CoreTemperature(celsius: -273.15) }
}

/// A user class that provides its own default stub value.
final class CoreGauge: ProvidingDefaultStubValue {
    let label: String
    init(label: String) { self.label = label }
    static func defaultStubValue() -> Self { Self(label: "default gauge") }
}

// MARK: - Doubles

/// A mock with members of every shape the core supports: 0, 1, 2 and 3
/// arguments, defaultable and non-defaultable results, optionals, throwing
/// and generic members, a property and an explicitly named member.
final class CoreEngineMock: Mocking {
    // No arguments.
    func start() { didCallFunction() }
    func currentSpeed() -> Double { didCallFunction() }

    // One argument.
    func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
    func setAltitude(_ value: Double) { didCallFunction(withArguments: value) }
    func gear(named name: String) -> Int { didCallFunction(withArguments: name) }
    func install(_ part: CorePart) { didCallFunction(withArguments: part) }

    // Two and three arguments.
    func put(_ key: String, _ value: Int) { didCallFunction(withArguments: key, value) }
    func tableView(_ tableView: CoreTableView, numberOfRowsInSection section: Int) -> Int {
        didCallFunction(withArguments: tableView, section)
    }
    func mix(_ amount: Int, _ flavour: String, _ shaken: Bool) -> String {
        didCallFunction(withArguments: amount, flavour, shaken)
    }

    // Results without a default stub value.
    func part(named name: String) -> CorePart { didCallFunction(withArguments: name) }
    func optionalPart(named name: String) -> CorePart? { didCallFunction(withArguments: name) }
    func forcedPart(at index: Int, _ flag: Bool) -> CorePart { didCallFunction(withArguments: index, flag)! }
    func vehicle() -> CoreVehicle { didCallFunction() }
    func truck() -> CoreTruck? { didCallFunction() }
    func namedThing() -> any CoreNamed { didCallFunction() }
    func recipe(for guests: Int) -> CoreRecipe { didCallFunction(withArguments: guests) }
    func temperature() -> CoreTemperature { didCallFunction() }
    func gauge() -> CoreGauge { didCallFunction() }

    // Throwing members.
    func ignite() throws { try didCallThrowingFunction() }
    func ignite(with key: String) throws { try didCallThrowingFunction(withArguments: key) }
    func fuelLevel() throws -> Double { try didCallThrowingFunction() }
    func load(_ name: String) throws -> CorePart { try didCallThrowingFunction(withArguments: name) }

    // An explicit name instead of `#function`.
    func renamed(_ value: Int) -> Int { didCallFunction("custom", withArguments: value) }
    func renamedVoid() { didCallFunction("customVoid") }

    // Generic members: the result type is known only at run time.
    func make<T>() -> T { didCallFunction() }
    func makeDefaultable<T: ProvidingDefaultStubValue>() -> T { didCallFunction() }

    // A property.
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

/// A `Stubbing`-only double: answers givens, records nothing.
final class CoreEngineStub: Stubbing {
    func start() { didCallFunction() }
    func currentSpeed() -> Double { didCallFunction() }
    func setSpeed(to value: Double) { didCallFunction(withArguments: value) }
    func part(named name: String) -> CorePart { didCallFunction(withArguments: name) }
}

/// A mock with no members: a class conforms with no extra code.
final class CoreEmptyMock: Mocking {}

/// A class may store its registry too, instead of using the table.
final class CoreStoredRegistryMock: Mocking {
    let doubleRegistry = DoubleRegistry()
    func part(named name: String) -> CorePart { didCallFunction(withArguments: name) }
}

/// A struct conforms by storing its registry.
struct CoreClockStub: Stubbing {
    let doubleRegistry = DoubleRegistry()
    func now() -> Int { didCallFunction() }
    func zone(for city: String) -> String { didCallFunction(withArguments: city) }
}

/// A struct mock, recording calls through its stored registry.
struct CoreClockMock: Mocking {
    let doubleRegistry = DoubleRegistry()
    func now() -> Int { didCallFunction() }
    func set(hour: Int, minute: Int) { didCallFunction(withArguments: hour, minute) }
}

/// A double naming its members with an enum: every member uses the ID forms.
final class CoreCacheMock: Mocking, DefiningFunctionID {
    enum FunctionID: String {
        case clear = "clear()"
        case put = "put(_:_:)"
        case value = "value(forKey:)"
        case entry = "entry(forKey:)"
        case recipe = "recipe(forKey:)"
    }

    func clear() { didCallFunction(withID: .clear) }
    func put(_ key: String, _ value: Int) { didCallFunction(withID: .put, withArguments: key, value) }
    func value(forKey key: String) -> Int { didCallFunction(withID: .value, withArguments: key) }
    func entry(forKey key: String) -> CorePart? { didCallFunction(withID: .entry, withArguments: key) }
    func recipe(forKey key: String) -> CoreRecipe { didCallFunction(withID: .recipe, withArguments: key) }
}

/// The same members as ``CoreCacheMock``, named by `#function`: the
/// name-based forms the ID-based forms must equal.
final class CoreNamedCacheMock: Mocking {
    func clear() { didCallFunction() }
    func put(_ key: String, _ value: Int) { didCallFunction(withArguments: key, value) }
    func value(forKey key: String) -> Int { didCallFunction(withArguments: key) }
    func entry(forKey key: String) -> CorePart? { didCallFunction(withArguments: key) }
    func recipe(forKey key: String) -> CoreRecipe { didCallFunction(withArguments: key) }
}

/// A `Stubbing`-only double using the ID forms.
struct CoreCacheStub: Stubbing, DefiningFunctionID {
    enum FunctionID: String {
        case put = "put(_:_:)"
        case value = "value(forKey:)"
    }

    let doubleRegistry = DoubleRegistry()
    func put(_ key: String, _ value: Int) { didCallFunction(withID: .put, withArguments: key, value) }
    func value(forKey key: String) -> Int { didCallFunction(withID: .value, withArguments: key) }
}
