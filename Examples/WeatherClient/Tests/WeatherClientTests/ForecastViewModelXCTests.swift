import StuntDouble
import WeatherClient
import XCTest

/// The view model tested with XCTest: fresh doubles in `setUp()`, each test
/// registers the calls it expects before acting, and `tearDown()` verifies
/// them for every test, reporting each unmet one at its `verify()` line.
final class ForecastViewModelXCTests: XCTestCase {
    private var service: WeatherServiceMock!
    private var cache: ForecastCacheMock!
    private var location: LocationProviderMock!

    override func setUp() {
        super.setUp()
        service = WeatherServiceMock()
        cache = ForecastCacheMock()
        location = LocationProviderMock()
        service.given("forecast(for:)", willReturn: Forecast.lyon)
    }

    override func tearDown() {
        service.verify()
        cache.verify()
        location.verify()
        super.tearDown()
    }

    @MainActor
    func testLoadingCachesTheForecastAndTheCity() async {
        service.expect(.once, callsToFunction: "forecast(for:)", withArgumentsThatMatch: .equal(to: "Lyon"))
        cache.expect(
            .once, callsToFunction: "subscript(city:)",
            withArgumentsThatMatch: .equal(to: "Lyon", Optional(Forecast.lyon)))
        cache.expect(.once, callsToFunction: "lastCity", withArgumentsThatMatch: .equal(to: Optional("Lyon")))
        let model = ForecastViewModel(service: service, cache: cache, location: location)

        await model.load(city: "Lyon")

        XCTAssertEqual(model.state, .loaded(.lyon))
    }

    @MainActor
    func testLoadingTheCurrentCityAsksForItOnce() async {
        location.given(
            "currentCity(completion:)",
            willAnswer: { (completion: @escaping @Sendable (String) -> Void) in
                completion("Lyon")
            })
        location.expect(.once, callsToFunction: "currentCity(completion:)")
        service.expect(.once, callsToFunction: "forecast(for:)", withArgumentsThatMatch: .equal(to: "Lyon"))
        let model = ForecastViewModel(service: service, cache: cache, location: location)

        await model.loadCurrentCity()

        XCTAssertEqual(model.state, .loaded(.lyon))
    }
}
