import Foundation
import StuntDouble

// The code under test of the closure double tests: a weather client with a
// callback, a checker with an injected predicate, a loader with an
// injected `async throws` function and a store mock. Every name starts with
// `Closure` or is used only by these tests.

struct ClosureForecast: Equatable, Sendable {
    var city: String
    var degrees: Int
}

enum ClosureLoadError: Error, Equatable {
    case offline
}

/// A weather service that reports each forecast through its callback.
final class ClosureWeatherService: @unchecked Sendable {
    var onUpdate: @Sendable (ClosureForecast) -> Void = { _ in }
    let store: ClosureStoreMock

    init(store: ClosureStoreMock = ClosureStoreMock()) {
        self.store = store
    }

    func refresh(_ forecast: ClosureForecast) {
        onUpdate(forecast)
        store.save(forecast)
    }
}

/// Asks an injected predicate.
struct ClosureChecker {
    let isAllowed: (String, Int) -> Bool

    func check(_ user: String, level: Int) -> Bool { isAllowed(user, level) }
}

/// Loads through an injected `async throws` function.
struct ClosureLoader {
    let fetch: @Sendable (String) async throws -> Int

    func load(_ key: String) async -> Int? { try? await fetch(key) }
}

/// A store the service saves each forecast to.
final class ClosureStoreMock: Mocking, Sendable {
    func save(_ forecast: ClosureForecast) { didCallFunction(withArguments: forecast) }
}

/// A value with no default stub value.
struct ClosureRecord: Equatable, Sendable {
    var id: Int
}
