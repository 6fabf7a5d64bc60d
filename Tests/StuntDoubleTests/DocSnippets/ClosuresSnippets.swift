// The code blocks of Guides/Closures.md: each region between snippet
// markers is a block of the guide, kept identical to it by
// DocumentationSnippetTests, and the tests around them run it and check
// what the guide says it does. The guide's code is namespaced in
// `ClosuresGuide`.
import Foundation
import StuntDouble
import Testing

enum ClosuresGuide {
    struct User: Equatable, Sendable {
        let id: Int
    }

    struct Forecast: Equatable, Sendable {
        let city: String
        let celsius: Double
    }

    enum LoadError: Error, Equatable {
        case offline
    }

    /// Code under test that reports through a completion handler.
    struct UserClient {
        func load(id: Int, completion: @escaping @Sendable (Result<User, LoadError>) -> Void) {
            completion(.success(User(id: id)))
        }
    }

    /// Code under test that reads an injected clock.
    struct Stopwatch {
        let now: @Sendable () -> Date
        let start: Date

        init(now: @escaping @Sendable () -> Date) {
            self.now = now
            start = now()
        }

        func lap() -> TimeInterval { now().timeIntervalSince(start) }
    }

    /// A dependency made of closures, as pointfree's clients are.
    struct WeatherClient: Sendable {
        var fetch: @Sendable (String) async throws -> Forecast
        var save: @Sendable (Forecast) async -> Void
    }

    /// Code under test that fetches and saves through the client.
    struct Refresher {
        let client: WeatherClient

        /// Saves the city's forecast; does nothing when offline.
        func refresh(city: String) async {
            guard let forecast = try? await client.fetch(city) else { return }
            await client.save(forecast)
        }
    }

    @Suite struct ClosuresSnippets {
        @Test func aCompletionHandlerIsCalledOnceWithTheUser() {
            let client = UserClient()
            // snippet: completion-handler
            let completion = ClosureDouble<Result<User, LoadError>, Void>("completion")
            client.load(id: 7, completion: completion.closure)
            completion.verify(.once, withArgumentsThatMatch: .equal(to: .success(User(id: 7))))
            // end snippet
            #expect(completion.receivedArguments == [.success(User(id: 7))])
        }

        @Test func anInjectedClockAnswersInTurn() {
            let date1 = Date(timeIntervalSince1970: 0)
            let date2 = Date(timeIntervalSince1970: 60)
            // snippet: injected-clock
            let now = ClosureDouble<Date>("now")
            now.given(willReturn: date1, then: date2)
            let stopwatch = Stopwatch(now: now.closure)
            #expect(stopwatch.lap() == 60)
            // end snippet
            #expect(now.numberOfCalls == 2)
        }

        @Test func aStructOfClosuresDependency() async {
            // snippet: struct-of-closures
            let fetch = ClosureDouble<String, Forecast>("fetch")
            let save = ClosureDouble<Forecast, Void>("save")
            fetch.given(willThrow: LoadError.offline)
            let client = WeatherClient(fetch: fetch.asyncThrowingClosure, save: save.asyncClosure)

            await Refresher(client: client).refresh(city: "Oslo")

            fetch.verify(.once, withArgumentsThatMatch: .equal(to: "Oslo"))
            save.verify(.never)
            // end snippet
        }

        @Test func aDirectCall() {
            // snippet: direct-call
            let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
            isAllowed.given(willReturn: true)
            #expect(isAllowed("root", 0))  // callAsFunction
            let check = isAllowed.closure  // or take the closure first
            #expect(check("guest", 1))
            // end snippet
            #expect(isAllowed.numberOfCalls == 2)
        }
    }
}
