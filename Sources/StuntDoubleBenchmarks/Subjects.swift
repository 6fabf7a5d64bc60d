import StuntDouble

/// The protocol every contender implements.
protocol Fetching: AnyObject {
    func fetch(id: Int) -> String
}

/// The baseline: what a developer writes by hand without a library.
final class HandWrittenFetcher: Fetching {
    var callCount = 0
    var receivedIDs: [Int] = []
    var result = "stunt"

    func fetch(id: Int) -> String {
        callCount += 1
        receivedIDs.append(id)
        return result
    }
}

/// Declared as the README declares a mock: a class with no extra code.
final class FetcherMock: Mocking, Fetching {
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// The same member on a double that only answers givens.
final class FetcherStub: Stubbing, Fetching {
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// A mock that stores its registry, skipping the identity table.
final class FetcherMockWithStoredRegistry: Mocking, Fetching {
    let doubleRegistry = DoubleRegistry()
    func fetch(id: Int) -> String { didCallFunction(withArguments: id) }
}

/// A mock that names its members with an enum.
final class FetcherMockWithFunctionID: Mocking, DefiningFunctionID, Fetching {
    enum FunctionID: String {
        case fetch = "fetch(id:)"
    }

    func fetch(id: Int) -> String { didCallFunction(withID: .fetch, withArguments: id) }
}

/// Calls `fetch(id:)` `count` times through an existential, as code under
/// test would, without letting the optimizer see the concrete type.
@inline(never)
func drive(_ fetcher: any Fetching, calls count: Int) -> Int {
    var checksum = 0
    for id in 0..<count {
        checksum &+= fetcher.fetch(id: id).utf8.count
    }
    return checksum
}
