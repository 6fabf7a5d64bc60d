/// Finds the city the device is in. Its API is callback-based, as
/// location APIs often are.
public protocol LocationProvider: Sendable {
    /// Calls `completion`, once, with the current city, on any thread.
    func currentCity(completion: @escaping @Sendable (String) -> Void)
}
