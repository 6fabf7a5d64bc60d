import StuntDouble

// The test doubles. Conforming to `Mocking` or `Stubbing` is all a class
// needs: no stored property, no base class, no generated code. Every member
// has the same one-line body; StuntDouble learns the member's name from
// `#function` ("setSpeed(to:)", "charge", ...), which is the name tests use.

/// A mock: it answers givens and also records every call, so the tour can
/// set expectations on it and verify them.
final class EngineMock: Mocking, Engine {
    func start() throws { try didCallThrowingFunction() }
    func setSpeed(to kilometresPerHour: Double) { didCallFunction(withArguments: kilometresPerHour) }
    func currentSpeed() -> Double { didCallFunction() }
    func stop() { didCallFunction() }
    func serviceRecord() -> ServiceRecord { didCallFunction() }
}

/// A stub: it answers givens and records nothing.
final class BatteryStub: Stubbing, Battery {
    var charge: Double { didCallFunction() }
    func canSupply(watts: Double) -> Bool { didCallFunction(withArguments: watts) }
}
