/// What the forecast screen shows, and the actions it offers.
@MainActor
public final class ForecastViewModel {
    /// What the screen shows.
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(Forecast)
        case failed(String)
    }

    public private(set) var state: State = .idle {
        didSet { onStateChange(state) }
    }

    /// Called with each new state, for a view that follows the model.
    public var onStateChange: @MainActor (State) -> Void = { _ in }

    private let service: any WeatherService
    private let cache: any ForecastCache
    private let location: any LocationProvider

    public init(service: any WeatherService, cache: any ForecastCache, location: any LocationProvider) {
        self.service = service
        self.cache = cache
        self.location = location
    }

    /// Shows the cached forecast of the city shown last, without
    /// downloading: what the app does at launch.
    public func restore() {
        guard let city = cache.lastCity, let forecast = cache[city: city] else { return }
        state = .loaded(forecast)
    }

    /// Downloads the forecast for `city`, trying once more after an error
    /// that may pass, and caches it. When both attempts fail, it shows the
    /// cached forecast for `city` if there is one, else the error.
    public func load(city: String) async {
        state = .loading
        do {
            let forecast = try await forecastRetryingOnce(for: city)
            cache[city: city] = forecast
            cache.lastCity = city
            state = .loaded(forecast)
        } catch {
            if let cached = cache[city: city] {
                state = .loaded(cached)
            } else {
                state = .failed((error as? WeatherError)?.message ?? "Something went wrong.")
            }
        }
    }

    /// Loads the forecast for the city the device is in.
    public func loadCurrentCity() async {
        let city = await withCheckedContinuation { continuation in
            location.currentCity { continuation.resume(returning: $0) }
        }
        await load(city: city)
    }

    private func forecastRetryingOnce(for city: String) async throws -> Forecast {
        do {
            return try await service.forecast(for: city)
        } catch {
            if case WeatherError.unknownCity = error { throw error }
            return try await service.forecast(for: city)
        }
    }
}
