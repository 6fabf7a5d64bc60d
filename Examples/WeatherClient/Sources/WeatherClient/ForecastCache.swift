/// Keeps the last forecast of each city and the city last shown, so that
/// the app has something to show offline and at launch.
public protocol ForecastCache: AnyObject {
    /// The city whose forecast was shown last, if any.
    var lastCity: String? { get set }

    /// The forecast last downloaded for `city`, if any.
    subscript(city city: String) -> Forecast? { get set }
}

/// A cache that lives as long as the app runs.
public final class InMemoryForecastCache: ForecastCache {
    public var lastCity: String?
    private var forecasts: [String: Forecast] = [:]

    public init() {}

    public subscript(city city: String) -> Forecast? {
        get { forecasts[city] }
        set { forecasts[city] = newValue }
    }
}
