import Foundation
import Testing

@testable import StuntDouble

/// Completion handlers: a closure answer whose arguments differ from the
/// member's only by `@Sendable` or `@escaping` applies (issue #23, item 3).
/// Swift's dynamic casts refuse a `@Sendable` function as a plain one, so
/// before, such an answer never applied: a note, and a completion never
/// called.
struct CompletionHandlerTests {
    @Test func aTupleClosureThatLeavesOutSendableApplies() {
        let client = DownloadClientMock()
        client.given(
            "load(_:completion:)",
            willAnswer: { (args: (String, (Result<Data, any Error>) -> Void)) in args.1(.success(Data(args.0.utf8))) })
        let received = ReceivedTexts()

        let notes = captureFailures { client.load("Lyon") { received.append($0) } }

        #expect(received.all == ["Lyon"])
        #expect(notes.isEmpty)
    }

    /// `@escaping` may be written only on a parameter, not in a tuple
    /// type: a closure with one parameter per argument takes it.
    @Test func aClosureWithEscapingParametersApplies() {
        let client = DownloadClientMock()
        client.given(
            "load(_:completion:)",
            willAnswer: { (name: String, completion: @escaping (Result<Data, any Error>) -> Void) in
                completion(.success(Data(name.utf8)))
            })
        let received = ReceivedTexts()

        client.load("Lyon") { received.append($0) }

        #expect(received.all == ["Lyon"])
    }

    /// The test that hung: an `async` wrapper awaits a completion that
    /// the answer never called.
    @Test func anAsyncWrapperAroundTheCompletionReturns() async throws {
        let client = DownloadClientMock()
        client.given(
            "load(_:completion:)",
            willAnswer: { (name: String, completion: @escaping (Result<Data, any Error>) -> Void) in
                completion(.success(Data(name.utf8)))
            })

        let data = try await withinDeadline(seconds: 120) { try await Downloader(client: client).data(named: "Lyon") }

        #expect(data == Data("Lyon".utf8))
    }

    @Test func anOptionalCompletionWithoutSendableApplies() {
        let client = DownloadClientMock()
        client.given(
            "ping(completion:)",
            willAnswer: { (completion: ((Bool) -> Void)?) in if let completion { completion(true) } })
        let received = ReceivedTexts()

        client.ping { received.append(.success(Data("\($0)".utf8))) }

        #expect(received.all == ["true"])
    }

    @Test func anAsyncAnswerWithoutSendableApplies() async {
        let client = DownloadClientMock()
        client.given(
            "upload(_:progress:)",
            willAnswer: { (data: Data, progress: @escaping (Double) -> Void) async in
                progress(1)
                return data.count
            })
        let received = ReceivedTexts()

        let sent = await client.upload(Data([1, 2])) { received.append(.success(Data("\($0)".utf8))) }

        #expect(sent == 2)
        #expect(received.all == ["1.0"])
    }

    /// The closure form reported such an answer at its line, and gave
    /// nothing.
    @Test func aClosureFormAnswerThatLeavesOutSendableApplies() {
        let client = DownloadClientMock()
        let received = ReceivedTexts()

        let failures = captureFailures {
            client.given { $0.ping(completion: arg(.any)) }
                .willAnswer { (completion: ((Bool) -> Void)?) in if let completion { completion(true) } }
            client.ping { received.append(.success(Data("\($0)".utf8))) }
        }

        #expect(received.all == ["true"])
        #expect(failures.isEmpty)
    }

    /// Of two overloads that differ only by `@Sendable`, each answer keeps
    /// to its own: a closure over the member's exact types wins over a
    /// newer one that leaves out `@Sendable`.
    @Test func anAnswerOfTheExactTypesWinsOverANewerOneWithoutSendable() {
        let client = OverloadedClientMock()
        client.given(
            "notify(completion:)", willAnswer: { (completion: @escaping @Sendable (Int) -> Void) in completion(1) })
        client.given("notify(completion:)", willAnswer: { (completion: @escaping (Int) -> Void) in completion(2) })
        var received: [Int] = []
        let plain: (Int) -> Void = { received.append($0) }
        let sendable: @Sendable (Int) -> Void = { _ in }

        client.notify(completion: plain)
        client.notifySendable(completion: sendable)
        client.notify(completion: plain)

        #expect(received == [2, 2])
        #expect(client.sendableReceived.all == [1])
    }

    /// The other way round is not allowed: a closure that adds `@Sendable`
    /// could send a completion that must not be sent. The note says why.
    @Test func aClosureThatAddsSendableDoesNotApplyAndTheNoteSaysWhy() {
        let client = OverloadedClientMock()
        client.given(
            "notify(completion:)", willAnswer: { (completion: @escaping @Sendable (Int) -> Void) in completion(1) })
        var received: [Int] = []
        let plain: (Int) -> Void = { received.append($0) }

        let notes = captureFailures { client.notify(completion: plain) }

        #expect(received.isEmpty)
        #expect(
            notes.first?.message.contains(
                "its closure takes @Sendable (Int) -> (), but the call passed (Int) -> () (the member's closure is"
                    + " not @Sendable, so the answer's cannot be)") == true)
    }
}

private final class DownloadClientMock: Mocking, @unchecked Sendable {
    func load(_ name: String, completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        didCallFunction(withArguments: name, completion)
    }
    func ping(completion: (@Sendable (Bool) -> Void)?) { didCallFunction(withArguments: completion) }
    func upload(_ data: Data, progress: @escaping @Sendable (Double) -> Void) async -> Int {
        await didCallAsyncFunction(withArguments: data, progress)
    }
}

/// Two members of one name, as overloads have: one takes a `@Sendable`
/// completion, the other a plain one. (Swift cannot call overloads that
/// differ only by `@Sendable` apart, so the second names itself.)
private final class OverloadedClientMock: Mocking {
    let sendableReceived = ReceivedInts()

    func notify(completion: @escaping (Int) -> Void) { didCallFunction(withArguments: completion) }

    /// The `@Sendable` overload, recording what it passes on.
    func notifySendable(completion: @escaping @Sendable (Int) -> Void) {
        let received = sendableReceived
        let recording: @Sendable (Int) -> Void = { value in
            received.append(value)
            completion(value)
        }
        didCallFunction("notify(completion:)", withArguments: recording, caller: "notify(completion:)")
    }
}

/// The code under test: an `async` wrapper around the completion handler.
private struct Downloader {
    let client: DownloadClientMock

    func data(named name: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            client.load(name) { continuation.resume(with: $0) }
        }
    }
}

/// What completions received, as text, from whichever thread called them.
private final class ReceivedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []

    func append(_ result: Result<Data, any Error>) {
        lock.withLock { values.append((try? String(decoding: result.get(), as: UTF8.self)) ?? "an error") }
    }
    var all: [String] { lock.withLock { values } }
}

private final class ReceivedInts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
}
