import StuntDouble
import WeatherClient

/// A property and a subscript: each getter and setter is recorded under the
/// member's name (`"lastCity"`, `"subscript(city:)"`), the setter with the
/// new value as its last argument. A given answers the getter; setting does
/// not change what the getter returns.
final class ForecastCacheMock: Mocking, ForecastCache {
    var lastCity: String? {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }

    subscript(city city: String) -> Forecast? {
        get { didCallFunction(withArguments: city) }
        set { didCallFunction(withArguments: city, newValue) }
    }
}
