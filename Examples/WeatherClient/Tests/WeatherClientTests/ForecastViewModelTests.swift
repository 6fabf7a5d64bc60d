import StuntDouble
import StuntDoubleTestSupport
import Testing
import WeatherClient

/// The view model tested with Swift Testing. `.verifiesDoubles` verifies
/// every `expect(...)` a test registers when the test ends, as `tearDown()`
/// would; most tests here instead verify after the act, line by line.
@MainActor
@Suite(.verifiesDoubles)
struct ForecastViewModelTests {
    let service = WeatherServiceMock()
    let cache = ForecastCacheMock()
    let location = LocationProviderMock()

    func makeModel() -> ForecastViewModel {
        ForecastViewModel(service: service, cache: cache, location: location)
    }

    // MARK: Loading

    /// A callback gets a `ClosureDouble`: no hand-written recorder.
    @Test func loadingReportsEachStateInTurn() async {
        service.given("forecast(for:)", willReturn: Forecast.lyon)
        let onStateChange = ClosureDouble<ForecastViewModel.State, Void>("onStateChange")
        let model = makeModel()
        model.onStateChange = onStateChange.closure

        await model.load(city: "Lyon")

        #expect(onStateChange.receivedArguments == [.loading, .loaded(.lyon)])
    }

    @Test func loadingShowsTheForecastAndCachesIt() async {
        service.given("forecast(for:)", willReturn: Forecast.lyon)
        let model = makeModel()

        await model.load(city: "Lyon")

        #expect(model.state == .loaded(.lyon))
        service.verify(.once, callsToFunction: "forecast(for:)", withArgumentsThatMatch: .equal(to: "Lyon"))
        service.verifyNoOtherCalls()
        // A setter's arguments end with the new value, typed as the member's
        // type: `Forecast?` and `String?`, not `Forecast` and `String`.
        verifyInOrder(
            .call(to: "forecast(for:)", on: service),
            .call(
                to: "subscript(city:)", on: cache,
                withArgumentsThatMatch: .equal(to: "Lyon", Optional(Forecast.lyon))),
            .call(to: "lastCity", on: cache, withArgumentsThatMatch: .equal(to: Optional("Lyon"))))
        cache.verifyNoOtherCalls()
    }

    @Test func refreshingShowsTheNewerForecast() async {
        service.given("forecast(for:)", willReturn: Forecast.lyon, then: .lyonTonight)
        let model = makeModel()

        await model.load(city: "Lyon")
        await model.load(city: "Lyon")

        #expect(model.state == .loaded(.lyonTonight))
        // A captor keeps what each matching write stored, in order.
        let cached = Captor<Forecast?>()
        cache.verify(.times(2)) { $0[city: arg(.equal(to: "Lyon"))] = arg(cached) }
        #expect(cached.values == [.lyon, .lyonTonight])
    }

    @Test func showsLoadingWhileTheForecastDownloads() async {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        service.given(
            "forecast(for:)",
            willAnswer: { (city: String) async in
                for await _ in gate { break }  // suspends until the test opens the gate
                return Forecast.lyon
            })
        let model = makeModel()

        let load = Task { await model.load(city: "Lyon") }
        while service.numberOfCalls(toFunction: "forecast(for:)") == 0 { await Task.yield() }
        #expect(model.state == .loading)

        open.yield()
        await load.value
        #expect(model.state == .loaded(.lyon))
    }

    // MARK: Errors

    @Test func retriesOnceAfterAnError() async {
        // Throw once, then succeed: the last outcome repeats.
        await service.given { try await $0.forecast(for: "Lyon") }.willThrow(WeatherError.offline).thenReturn(.lyon)
        let model = makeModel()

        await model.load(city: "Lyon")

        #expect(model.state == .loaded(.lyon))
        service.verify(.times(2), callsToFunction: "forecast(for:)", withArgumentsThatMatch: .equal(to: "Lyon"))
    }

    @Test func showsTheErrorWhenTheRetryFailsToo() async {
        service.given("forecast(for:)", willThrow: WeatherError.offline)
        let model = makeModel()

        await model.load(city: "Lyon")

        #expect(model.state == .failed("You are offline."))
        service.verify(.times(2), callsToFunction: "forecast(for:)")
        // A getter's arguments are the subscript's index alone, so a matcher
        // of `String` counts the reads and not the writes.
        cache.verify(.once, callsToFunction: "subscript(city:)", withArgumentsThatMatch: .equal(to: "Lyon"))
        cache.verify(.never, callsToFunction: "lastCity")
    }

    @Test func showsTheCachedForecastWhenOffline() async {
        service.given("forecast(for:)", willThrow: WeatherError.offline)
        cache.given("subscript(city:)", withArgumentsThatMatch: .equal(to: "Lyon"), willReturn: Forecast.lyon)
        let model = makeModel()

        await model.load(city: "Lyon")

        #expect(model.state == .loaded(.lyon))
    }

    @Test func anUnknownCityIsNotRetried() async {
        service.given("forecast(for:)", willReturn: Forecast.lyon)
        service.given(
            "forecast(for:)", withArgumentsThatMatch: .equal(to: "Atlantis"),
            willThrow: WeatherError.unknownCity("Atlantis"))
        // Expect, then let `.verifiesDoubles` verify when the test ends.
        service.expect(.once, callsToFunction: "forecast(for:)")
        cache.expect(.never, callsToFunction: "lastCity")
        let model = makeModel()

        await model.load(city: "Atlantis")

        #expect(model.state == .failed("No forecast for Atlantis."))
    }

    // MARK: Restoring and locating

    @Test func restoringShowsTheLastCityWithoutDownloading() {
        cache.given("lastCity", willReturn: "Lyon")
        cache.given("subscript(city:)", withArgumentsThatMatch: .equal(to: "Lyon"), willReturn: Forecast.lyon)
        let model = makeModel()

        model.restore()

        #expect(model.state == .loaded(.lyon))
        service.verifyNoOtherCalls()
    }

    @Test func restoringWithAnEmptyCacheStaysIdle() {
        let model = makeModel()

        model.restore()  // `lastCity` has no given, so it returns its default, nil

        #expect(model.state == .idle)
        cache.verify(.never, callsToFunction: "subscript(city:)")
    }

    @Test func loadsTheForecastForTheCurrentCity() async {
        location.given(
            "currentCity(completion:)",
            willAnswer: { (completion: @escaping @Sendable (String) -> Void) in
                completion("Lyon")
            })
        service.given("forecast(for:)", willReturn: Forecast.lyon)
        let model = makeModel()

        await model.loadCurrentCity()

        #expect(model.state == .loaded(.lyon))
        location.verify(.once, callsToFunction: "currentCity(completion:)")
        service.verify(.once, callsToFunction: "forecast(for:)", withArgumentsThatMatch: .equal(to: "Lyon"))
    }
}
