import StuntDouble
import WeatherClient

/// An `async throws` member: `didCallAsyncThrowingFunction`, so givens may
/// return, throw, or suspend until the test lets the call finish.
final class WeatherServiceMock: Mocking, WeatherService {
    func forecast(for city: String) async throws -> Forecast {
        try await didCallAsyncThrowingFunction(withArguments: city)
    }
}
