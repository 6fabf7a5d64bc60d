import StuntDouble

// The doubles of the golden message tests. Every name starts with `Golden`
// so that it never collides with the doubles of other test files.

/// A value with no default stub value: a member returning it needs a given.
struct GoldenRecord: Equatable {
    let kilometres: Int
    let lastInspection: String
}

/// An argument long enough that "Called with:" lists it over several lines.
struct GoldenRoute {
    let from: String
    let to: String
    let stops: [String]
}

/// A mock with members of the shapes the messages print differently: no
/// argument, one, two, a property, a long argument, a non-defaultable
/// result and an optional one.
final class GoldenEngineMock: Mocking {
    func start() { didCallFunction() }
    func stop() { didCallFunction() }
    func setSpeed(to kilometresPerHour: Double) { didCallFunction(withArguments: kilometresPerHour) }
    func odometer() -> Int { didCallFunction() }
    func put(_ key: String, _ value: Int) { didCallFunction(withArguments: key, value) }
    func log(_ samples: [Int], note: String) { didCallFunction(withArguments: samples, note) }
    var mode: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }

    /// The line of `serviceRecord(for:)`'s call to `didCallFunction`,
    /// where a call without a given is reported.
    static let serviceRecordLine: UInt = #line + 1
    func serviceRecord(for engine: Int) -> GoldenRecord { didCallFunction(withArguments: engine) }
    func plan(_ route: GoldenRoute, avoidingTolls: Bool) -> GoldenRecord {
        didCallFunction(withArguments: route, avoidingTolls)
    }
    func lastRecord(before year: Int) -> GoldenRecord? { didCallFunction(withArguments: year) }
}

/// A double naming its members with an enum. `removeAll()` passes the case
/// of another member although it has its own: a copy-paste slip, reported.
/// `count()` passes a case whose raw value is no `#function`, and `flush()`
/// passes another member's case with no case of its own: raw values are
/// the user's names, so neither is provably a mistake.
final class GoldenCacheMock: Mocking, DefiningFunctionID {
    enum FunctionID: String, CaseIterable {
        case put = "put(_:_:)"
        case value = "value(forKey:)"
        case removeValue = "removeValue(forKey:)"
        case removeAll = "removeAll()"
        case count = "cnt()"
    }

    func put(_ key: String, _ value: Int) { didCallFunction(withID: .put, withArguments: key, value) }
    func value(forKey key: String) -> Int { didCallFunction(withID: .value, withArguments: key) }
    func removeValue(forKey key: String) { didCallFunction(withID: .removeValue, withArguments: key) }

    /// The line of `removeAll()`'s call to `didCallFunction`, where the
    /// slip is reported.
    static let removeAllLine: UInt = #line + 1
    func removeAll() { didCallFunction(withID: .removeValue) }

    func count() -> Int { didCallFunction(withID: .count) }
    func flush() { didCallFunction(withID: .removeValue) }
}
