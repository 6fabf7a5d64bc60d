// The system under test: a car that knows nothing about StuntDouble. It
// talks to its engine and battery only through these two protocols, which
// is what lets the tour hand it doubles instead.

/// What the car asks of its engine.
protocol Engine {
    func start() throws
    func setSpeed(to kilometresPerHour: Double)
    func currentSpeed() -> Double
    func stop()
    func serviceRecord() -> ServiceRecord
}

/// What the car asks of its battery.
protocol Battery {
    /// How full the battery is, from 0 to 1.
    var charge: Double { get }
    func canSupply(watts: Double) -> Bool
}

/// A type with no obvious "zero", so StuntDouble has no default for it:
/// a member that returns one needs a given.
struct ServiceRecord {
    let kilometres: Int
    let lastInspection: String
}

enum CarError: Error {
    case batteryFlat
    case engineCold
}

/// Works out how far the car can go: real logic, which a partial mock
/// keeps for some members and replaces for others.
class RangeCalculator {
    /// Kilometres per full charge.
    func kilometresPerCharge() -> Double { 400 }

    func range(forCharge charge: Double) -> Double { charge * kilometresPerCharge() }
}

final class Car {
    private let engine: any Engine
    private let battery: any Battery

    init(engine: any Engine, battery: any Battery) {
        self.engine = engine
        self.battery = battery
    }

    func start() throws {
        guard battery.charge >= 0.1 else { throw CarError.batteryFlat }
        try engine.start()
    }

    /// A cold engine may not start at once: tries up to `attempts` times,
    /// and returns how many it took.
    func startRetrying(attempts: Int) throws -> Int {
        for attempt in 1..<attempts {
            do {
                try start()
                return attempt
            } catch CarError.engineCold {
                continue
            }
        }
        try start()
        return attempts
    }

    /// Asks the engine for `speed`, unless the battery cannot power it
    /// (about a kilowatt per km/h).
    @discardableResult
    func accelerate(to speed: Double) -> Bool {
        guard battery.canSupply(watts: speed * 1_000) else { return false }
        engine.setSpeed(to: speed)
        return true
    }

    func park() {
        engine.setSpeed(to: 0)
        engine.stop()
    }

    var dashboard: String {
        "\(engine.currentSpeed()) km/h, battery at \(Int(battery.charge * 100))%"
    }

    var serviceSummary: String {
        let record = engine.serviceRecord()
        return "\(record.kilometres) km, last inspected \(record.lastInspection)"
    }
}
