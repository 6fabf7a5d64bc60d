import StuntDouble
import WeatherClient

/// A completion-handler API: the member records the handler as its
/// argument and returns nothing; a `willAnswer` given calls the handler.
final class LocationProviderMock: Mocking, LocationProvider {
    func currentCity(completion: @escaping @Sendable (String) -> Void) {
        didCallFunction(withArguments: completion)
    }
}
