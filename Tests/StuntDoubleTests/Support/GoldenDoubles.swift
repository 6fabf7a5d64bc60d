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

/// A double naming its members with an enum, with two mistakes in it:
/// `count()` passes a case whose raw value is misspelled, and `flush()`
/// passes a case that belongs to another member because its own is missing.
final class GoldenCacheMock: Mocking, DefiningFunctionID {
    enum FunctionID: String, CaseIterable {
        case put = "put(_:_:)"
        case value = "value(forKey:)"
        case removeValue = "removeValue(forKey:)"
        case count = "cnt()"
    }

    func put(_ key: String, _ value: Int) { didCallFunction(withID: .put, withArguments: key, value) }
    func value(forKey key: String) -> Int { didCallFunction(withID: .value, withArguments: key) }
    func removeValue(forKey key: String) { didCallFunction(withID: .removeValue, withArguments: key) }

    /// The line of `count()`'s call to `didCallFunction`, where the
    /// misspelled raw value is reported.
    static let countLine: UInt = #line + 1
    func count() -> Int { didCallFunction(withID: .count) }

    /// The line of `flush()`'s call to `didCallFunction`.
    static let flushLine: UInt = #line + 1
    func flush() { didCallFunction(withID: .removeValue) }
}
