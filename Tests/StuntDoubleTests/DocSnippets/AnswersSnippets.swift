// The code blocks of Guides/Answers.md: each region between snippet markers
// is a block of the guide, kept identical to it by DocumentationSnippetTests,
// and the tests below run it and check what the guide says it does. The
// guide's weather client is namespaced in `AnswersGuide`.
import Foundation
import StuntDouble
import Testing

enum AnswersGuide {
    struct Forecast: Equatable {
        let city: String
        let celsius: Double
    }

    enum NetworkError: Error {
        case offline
        case notFound
    }

    protocol WeatherAPI: Sendable {
        func cachedForecast(for city: String) -> Forecast?
        func forecast(for city: String) throws -> Forecast
        func refresh() throws(NetworkError)
        func tick() async -> Int
        func download(city: String) async throws -> Forecast
        func upload(_ forecast: Forecast) async throws(NetworkError)
    }

    // snippet: members
    final class WeatherAPIMock: Mocking, WeatherAPI {
        func cachedForecast(for city: String) -> Forecast? { didCallFunction(withArguments: city) }
        func forecast(for city: String) throws -> Forecast { try didCallThrowingFunction(withArguments: city) }
        func refresh() throws(NetworkError) { try didCallThrowingFunction(throwing: NetworkError.self) }
        func tick() async -> Int { await didCallAsyncFunction() }
        func download(city: String) async throws -> Forecast {
            try await didCallAsyncThrowingFunction(withArguments: city)
        }
        func upload(_ forecast: Forecast) async throws(NetworkError) {
            try await didCallAsyncThrowingFunction(throwing: NetworkError.self, withArguments: forecast)
        }
    }
    // end snippet

    /// The code under test of the retry: asks again once after going offline.
    struct RetryingClient {
        let api: any WeatherAPI

        func forecast(for city: String) throws -> Forecast {
            do {
                return try api.forecast(for: city)
            } catch NetworkError.offline {
                return try api.forecast(for: city)
            }
        }
    }

    /// The code under test of the loading state: loading while it downloads.
    final class ForecastViewModel: @unchecked Sendable {
        private let api: any WeatherAPI
        private let lock = NSLock()
        private var loading = false
        private var loaded: Forecast?

        init(api: any WeatherAPI) { self.api = api }

        var isLoading: Bool { lock.withLock { loading } }
        var forecast: Forecast? { lock.withLock { loaded } }

        func load(_ city: String) async {
            lock.withLock { loading = true }
            let forecast = try? await api.download(city: city)
            lock.withLock {
                loading = false
                loaded = forecast
            }
        }
    }

    enum Status {
        case busy
        case ready
    }

    final class StatusAPIMock: Mocking {
        func status() -> Status { didCallFunction() }
    }

    struct User: Equatable {
        let id: Int
        let name: String
    }

    final class UsersMock: Mocking {
        func user(id: Int) -> User { didCallFunction(withArguments: id) }
    }

    final class CacheMock: Mocking {
        func put(_ key: String, _ value: Data) -> Int { didCallFunction(withArguments: key, value) }
    }

    struct City: Equatable {
        let name: String
    }

    enum LocatorError: Error {
        case denied
    }

    protocol Locator {
        func locate(completion: @escaping @Sendable (Result<City, LocatorError>) -> Void)
    }

    protocol Downloader: Sendable {
        func download(_ city: String, completion: @escaping @Sendable (Result<Data, any Error>) -> Void)
    }

    // snippet: downloader-mock
    final class DownloaderMock: Mocking, Downloader {
        func download(_ city: String, completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {
            didCallFunction(withArguments: city, completion)
        }
    }
    // end snippet

    /// The real type of the partial mock: a total less the discount.
    class Pricing {
        func discount() -> Double { 0 }

        func total(for items: [Item]) -> Decimal {
            let gross = items.reduce(Decimal(0)) { $0 + $1.price }
            return gross - gross * Decimal(discount())
        }

        func reset() {}
    }

    struct Item {
        let price: Decimal
    }

    /// What a completion handler received, from whichever thread called it.
    final class Received<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Value] = []

        func append(_ value: Value) { lock.withLock { values.append(value) } }
        var all: [Value] { lock.withLock { values } }
    }
}

extension AnswersGuide {
    struct Tests {
        @Test func eachMemberFormAnswersWithItsKindsOfAnswer() async throws {
            let api = WeatherAPIMock()
            api.given("cachedForecast(for:)", willReturn: Forecast(city: "Lyon", celsius: 21))
            api.given("refresh()", willThrow: NetworkError.offline)
            api.given("tick()", willReturn: 1, then: 2)
            api.given("download(city:)", willAnswer: { (city: String) async in Forecast(city: city, celsius: 18) })

            #expect(api.cachedForecast(for: "Lyon") == Forecast(city: "Lyon", celsius: 21))
            #expect(throws: NetworkError.offline) { try api.refresh() }
            #expect(await api.tick() == 1)
            #expect(await api.tick() == 2)
            #expect(try await api.download(city: "Paris") == Forecast(city: "Paris", celsius: 18))
        }

        @Test func closureGivensAnswerWithEachKind() async throws {
            // snippet: closure-forms
            let api = WeatherAPIMock()
            api.given { $0.cachedForecast(for: "Lyon") }.willReturn(Forecast(city: "Lyon", celsius: 21))
            api.given { try $0.forecast(for: arg(.any)) }.willThrow(NetworkError.offline)
            api.given { try $0.forecast(for: "Oslo") }
                .willAnswer { (city: String) in Forecast(city: city, celsius: -3) }
            await api.given { await $0.tick() }.willReturn(1, then: 2, 3)
            // end snippet

            #expect(api.cachedForecast(for: "Lyon") == Forecast(city: "Lyon", celsius: 21))
            #expect(api.cachedForecast(for: "Paris") == nil)
            #expect(throws: NetworkError.offline) { try api.forecast(for: "Paris") }
            #expect(try api.forecast(for: "Oslo") == Forecast(city: "Oslo", celsius: -3))
            #expect(await [api.tick(), api.tick(), api.tick(), api.tick()] == [1, 2, 3, 3])
        }

        @Test func consecutiveValuesAnswerInOrderAndTheLastAnswersEveryCallAfter() {
            let api = StatusAPIMock()
            // snippet: consecutive-values
            api.given("status()", willReturn: Status.busy, then: .busy, .ready)
            // status() → .busy, .busy, .ready, .ready, …
            // end snippet

            #expect((1...5).map { _ in api.status() } == [.busy, .busy, .ready, .ready, .ready])
        }

        // snippet: retry
        @Test func retriesOnceAfterGoingOffline() throws {
            let api = WeatherAPIMock()
            api.given { try $0.forecast(for: "Lyon") }
                .willThrow(NetworkError.offline).thenReturn(Forecast(city: "Lyon", celsius: 21))

            let forecast = try RetryingClient(api: api).forecast(for: "Lyon")

            #expect(forecast.celsius == 21)
            api.verify(.exactly(amount: 2)) { try $0.forecast(for: "Lyon") }
        }
        // end snippet

        @Test func aRetryByAComputedAnswerThatCountsItsCalls() throws {
            let api = WeatherAPIMock()
            // snippet: retry-by-hand
            var attempts = 0
            api.given { try $0.forecast(for: arg(.any)) }
                .willAnswer { (city: String) throws -> Forecast in
                    attempts += 1
                    if attempts == 1 { throw NetworkError.offline }
                    return Forecast(city: city, celsius: 21)
                }
            // end snippet
            #expect(try RetryingClient(api: api).forecast(for: "Lyon").celsius == 21)
        }

        @Test func computedAnswersReceiveTheArgumentsAsAMatcherDoes() {
            let users = UsersMock()
            let cache = CacheMock()
            // snippet: computed-answers
            users.given("user(id:)", willAnswer: { (id: Int) in User(id: id, name: "user \(id)") })
            cache.given { $0.put(arg(.any), arg(.any)) }.willAnswer { (key: String, value: Data) in value.count }
            // end snippet

            #expect(users.user(id: 7) == User(id: 7, name: "user 7"))
            #expect(cache.put("forecast", Data([1, 2, 3])) == 3)
        }

        @Test func aCompletionHandlerIsCalledByTheGivensClosure() {
            // snippet: completion-handler
            final class LocatorMock: Mocking, Locator {
                func locate(completion: @escaping @Sendable (Result<City, LocatorError>) -> Void) {
                    didCallFunction(withArguments: completion)
                }
            }

            let locator = LocatorMock()
            locator.given { $0.locate(completion: arg(.any)) }
                .willAnswer { (completion: @escaping @Sendable (Result<City, LocatorError>) -> Void) in
                    completion(.success(City(name: "Lyon")))
                }
            // end snippet

            let received = Received<Result<City, LocatorError>>()
            locator.locate { received.append($0) }

            #expect(received.all == [.success(City(name: "Lyon"))])
        }

        @Test func aTwoArgumentCompletionHandlerIsCalledByAClosureWithoutSendable() {
            // snippet: two-argument-completion
            let downloader = DownloaderMock()
            downloader.given { $0.download(arg(.any), completion: arg(.any)) }
                .willAnswer { (city: String, completion: @escaping (Result<Data, any Error>) -> Void) in
                    completion(.success(Data(city.utf8)))
                }
            // end snippet

            let received = Received<Data?>()
            downloader.download("Lyon") { received.append(try? $0.get()) }

            #expect(received.all == [Data("Lyon".utf8)])
        }

        // snippet: async-wrapper
        struct DataLoader {
            let downloader: any Downloader

            func data(for city: String) async throws -> Data {
                try await withCheckedThrowingContinuation { continuation in
                    downloader.download(city) { continuation.resume(with: $0) }
                }
            }
        }

        @Test func theAsyncWrapperReturnsWhatTheCompletionReceived() async throws {
            let downloader = DownloaderMock()
            downloader.given { $0.download(arg(.any), completion: arg(.any)) }
                .willAnswer { (city: String, completion: @escaping (Result<Data, any Error>) -> Void) in
                    completion(.success(Data(city.utf8)))
                }

            #expect(try await DataLoader(downloader: downloader).data(for: "Lyon") == Data("Lyon".utf8))
        }
        // end snippet

        @Test func givensThrowErrorsThroughTheThrowingForms() {
            let api = WeatherAPIMock()
            // snippet: errors
            api.given { try $0.forecast(for: arg(.any)) }.willThrow(NetworkError.offline)
            api.given { try $0.forecast(for: "Atlantis") }.willThrow(NetworkError.notFound)
            // end snippet

            #expect(throws: NetworkError.offline) { try api.forecast(for: "Lyon") }
            #expect(throws: NetworkError.notFound) { try api.forecast(for: "Atlantis") }
        }

        // snippet: loading-state
        @Test func showsLoadingWhileTheForecastDownloads() async throws {
            let api = WeatherAPIMock()
            let (gate, opened) = AsyncStream.makeStream(of: Void.self)
            await api.given { try await $0.download(city: arg(.any)) }
                .willAnswer { (city: String) async in
                    for await _ in gate { break }
                    return Forecast(city: city, celsius: 21)
                }
            let model = ForecastViewModel(api: api)

            let load = Task { await model.load("Lyon") }
            while await api.numberOfCalls({ try await $0.download(city: arg(.any)) }) == 0 { await Task.yield() }
            #expect(model.isLoading)

            opened.yield()
            await load.value
            #expect(!model.isLoading)
        }
        // end snippet

        @Test func theLoadedForecastIsTheAsyncAnswers() async {
            let api = WeatherAPIMock()
            api.given("download(city:)", willAnswer: { (city: String) async in Forecast(city: city, celsius: 21) })
            let model = ForecastViewModel(api: api)

            await model.load("Lyon")

            #expect(model.forecast == Forecast(city: "Lyon", celsius: 21))
        }

        @Test func aPartialMockRunsItsRealImplementationAndGivensStillWin() {
            // snippet: partial-mock
            final class PricingMock: Pricing, Mocking {
                override func total(for items: [Item]) -> Decimal {
                    didCallFunction(withArguments: items) { super.total(for: items) }
                }
                override func discount() -> Double { didCallFunction(realImplementation: { super.discount() }) }
                override func reset() { didCallFunction(realImplementation: { super.reset() }) }
            }

            let pricing = PricingMock()
            pricing.callsThroughByDefault = true  // real totals…
            pricing.given { $0.discount() }.willReturn(0.1)  // …but givens still win
            // end snippet

            let total = pricing.total(for: [Item(price: 60), Item(price: 40)])

            #expect(abs(total - 90) < 0.000_001)
            #expect(pricing.numberOfCalls(toFunction: "total(for:)") == 1)
            #expect(pricing.numberOfCalls(toFunction: "discount()") == 1)
        }
    }
}
