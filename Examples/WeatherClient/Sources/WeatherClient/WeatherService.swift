/// Downloads forecasts: over the network in the app, a double in tests.
public protocol WeatherService: Sendable {
    /// The forecast for `city`.
    ///
    /// - Throws: ``WeatherError``.
    func forecast(for city: String) async throws -> Forecast
}

/// Why a forecast could not be downloaded.
public enum WeatherError: Error, Equatable, Sendable {
    /// The network could not be reached; trying again may help.
    case offline
    /// The service knows no such city; trying again will not help.
    case unknownCity(String)

    /// What the app shows for this error.
    public var message: String {
        switch self {
        case .offline: "You are offline."
        case .unknownCity(let city): "No forecast for \(city)."
        }
    }
}
