// `arg(_:)` for the argument types with no default stub value whose value
// can still be made soundly: metatypes, closures, `any Error`.
import Foundation
import Testing

@testable import StuntDouble

/// A catalogue with a generic member, completion handlers of each effect,
/// and an error argument.
final class PlaceholderCatalogMock: Mocking, @unchecked Sendable {
    func lookup<T>(_ type: T.Type, key: String) -> T? { didCallFunction(withArguments: type, key) }
    func load(_ name: String, completion: @escaping @Sendable (Result<Int, any Error>) -> Void) {
        didCallFunction(withArguments: name, completion)
    }
    func observe(_ handler: @escaping (Int, String) -> Bool) { didCallFunction(withArguments: handler) }
    func transform(_ body: @escaping (Int) throws -> String) { didCallFunction(withArguments: body) }
    func fetch(_ loader: @escaping @Sendable (Int) async throws -> String) { didCallFunction(withArguments: loader) }
    func refresh(_ done: @escaping @Sendable () async -> Void) { didCallFunction(withArguments: done) }
    func record(_ error: any Error, severity: Int) { didCallFunction(withArguments: error, severity) }
    /// A double whose body calls the closure it is given.
    func run(_ body: @escaping () -> Int) -> Int {
        _ = body()
        return didCallFunction(withArguments: body)
    }
}

struct PlaceholderItem: Equatable {
    let name: String
}

struct PlaceholderOther {}

enum PlaceholderError: Error { case offline }

private let thisFile = "StuntDoubleTests/ArgPlaceholderTests.swift"

struct ArgPlaceholderTests {
    @Test func aMetatypeArgumentIsComparedByIdentity() {
        let catalog = PlaceholderCatalogMock()
        let item = PlaceholderItem(name: "lamp")
        let failures = captureFailures {
            catalog.given { $0.lookup(PlaceholderItem.self, key: "sku-1") }.willReturn(item)
        }
        #expect(failures.isEmpty)
        #expect(catalog.lookup(PlaceholderItem.self, key: "sku-1") == item)
        #expect(catalog.lookup(PlaceholderOther.self, key: "sku-1") == nil)
        #expect(catalog.numberOfCalls { $0.lookup(PlaceholderItem.self, key: "sku-1") } == 1)
        #expect(catalog.numberOfCalls { $0.lookup(arg(.any(PlaceholderItem.Type.self)), key: arg(.any)) } == 1)
        #expect(catalog.numberOfCalls { $0.lookup(arg(.any(PlaceholderOther.Type.self)), key: arg(.any)) } == 1)
    }

    @Test func aCompletionHandlerIsAnArgumentLikeAnyOther() {
        let catalog = PlaceholderCatalogMock()
        let failures = captureFailures {
            catalog.given { $0.load(arg(.hasPrefix("a")), completion: arg(.any)) }
                .willAnswer { (name: String, completion: @escaping @Sendable (Result<Int, any Error>) -> Void) in
                    completion(.success(name.count))
                }
        }
        #expect(failures.isEmpty)
        let received = Locked<[Int]>([])
        catalog.load("abc") { result in received.withLock { $0.append((try? result.get()) ?? -1) } }
        #expect(received.withLock { $0 } == [3])
        #expect(catalog.numberOfCalls { $0.load(arg(.any), completion: arg(.any)) } == 1)
    }

    @Test func closuresOfEachEffectPassThroughArg() async {
        let catalog = PlaceholderCatalogMock()
        catalog.observe { _, _ in true }
        catalog.transform { "\($0)" }
        catalog.fetch { "\($0)" }
        catalog.refresh {}
        let failures = captureFailures {
            catalog.verify { $0.observe(arg(.any)) }
            catalog.verify { $0.transform(arg(.any)) }
            catalog.verify { $0.fetch(arg(.any)) }
            catalog.verify { $0.refresh(arg(.any)) }
        }
        #expect(failures.isEmpty)
    }

    @Test func anErrorArgumentPassesThroughArg() {
        let catalog = PlaceholderCatalogMock()
        catalog.record(PlaceholderError.offline, severity: 2)
        let failures = captureFailures {
            catalog.verify { $0.record(arg(.any), severity: arg(.greaterThan(1))) }
            catalog.verify {
                $0.record(arg(.satisfying("offline") { ($0 as? PlaceholderError) == .offline }), severity: arg(.any))
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func aPlaceholderThatIsCalledIsReportedAtItsLine() {
        let catalog = PlaceholderCatalogMock()
        let line = #line + 1
        let failures = captureFailures { catalog.given { $0.run(arg(.any)) }.willReturn(7) }
        #expect(failures.map(\.line) == [UInt(line)])
        #expect(failures.first?.fileID == thisFile)
        #expect(
            failures.first?.message == """
                The placeholder closure that arg(_:) passed for a recorded call was called: it returns the default Int.
                  A recorded call is not a call: the code under test's own closure reaches willAnswer, not this one.
                """)
        // The given was made all the same.
        #expect(catalog.run { 1 } == 7)
    }

    @Test func aThrowingPlaceholderThrows() throws {
        let location = CodeLocation(fileID: "M/F.swift", filePath: "/M/F.swift", line: 3, column: 1)
        let failures = captureFailures {
            #expect(throws: StuntDoubleError.self) {
                try ArgumentPlaceholder.calledThrowing(returning: Int.self, at: location)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                The placeholder closure that arg(_:) passed for a recorded call was called: it throws a StuntDoubleError.
                  A recorded call is not a call: the code under test's own closure reaches willAnswer, not this one.
                """
            ])
    }
}
