import StuntDouble

// Static members (issue #12): a call answered by a plain given through
// `statics`, against a hand-written static member with a call counter.
// Code under test reaches static members through a metatype, so both are
// driven through `any StaticFetching.Type`.

/// The protocol the static contenders implement.
protocol StaticFetching {
    static func fetch(id: Int) -> String
}

/// The baseline: what a developer writes by hand, as `HandWrittenFetcher`
/// does, in static storage.
enum HandWrittenStaticFetcher: StaticFetching {
    nonisolated(unsafe) static var callCount = 0
    nonisolated(unsafe) static var receivedIDs: [Int] = []
    nonisolated(unsafe) static var result = "stunt"

    static func fetch(id: Int) -> String {
        callCount += 1
        receivedIDs.append(id)
        return result
    }
}

/// Declared as Guides/Members.md declares a static member.
final class StaticFetcherMock: Mocking, StaticFetching {
    static func fetch(id: Int) -> String { statics.didCallFunction(withArguments: id) }
}

/// The static subjects, by the name `--drive` takes.
enum StaticSubjectKind: String, CaseIterable {
    case handWritten = "static-hand-written"
    /// `statics` with a plain given, outside any test: the process's own.
    case call = "static-call"

    static var names: [String] { allCases.map(\.rawValue) }
}

/// Makes a subject fresh, hidden from the optimizer as ``makeSubject(_:)``
/// hides its subjects: `drive` is compiled once, for the existential.
@inline(never) @_optimize(none)
func makeStaticSubject(_ kind: StaticSubjectKind) -> any StaticFetching.Type {
    switch kind {
    case .handWritten:
        HandWrittenStaticFetcher.callCount = 0
        HandWrittenStaticFetcher.receivedIDs = []
        return HandWrittenStaticFetcher.self
    case .call:
        StaticFetcherMock.statics.resetMock()
        StaticFetcherMock.statics.given("fetch(id:)", willReturn: "stunt")
        return StaticFetcherMock.self
    }
}

/// Calls `fetch(id:)` `count` times through the metatype, as code under
/// test would.
@inline(never)
func drive(_ fetcher: any StaticFetching.Type, calls count: Int) -> Int {
    var checksum = 0
    for id in 0..<count {
        checksum &+= fetcher.fetch(id: id).utf8.count
    }
    return checksum
}

extension Measurement {
    /// The median time per call of `calls` calls on a fresh subject per
    /// repetition.
    static func nanosecondsPerCall(_ kind: StaticSubjectKind, repetitions: Int, calls: Int) -> Double {
        let perCall = nanosecondsPerCall(
            repetitions: repetitions, calls: calls, making: { makeStaticSubject(kind) }, driving: drive)
        // Leaves no million recorded calls behind for the next figures.
        _ = makeStaticSubject(kind)
        return perCall
    }
}
