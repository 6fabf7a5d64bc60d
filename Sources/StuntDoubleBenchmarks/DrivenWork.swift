import StuntDouble

// The `--drive` subjects of the figures that are not a call: a fixed amount
// of work for an instruction counter. The work itself is in a function of
// its own, `drivenWork…`, so that
// `valgrind --tool=callgrind --toggle-collect='*drivenWork*'` counts it
// without the calls that set it up.

enum DrivenWork: String, CaseIterable {
    /// `verify()` of one expectation with a closure matcher after 200,000
    /// recorded calls (`verify_1m_ms`).
    case verify
    /// Creating 2,000 README mocks and calling each once
    /// (`create_10k_doubles_ms`).
    case create
    /// The same after 2,000 doubles were created, called and released, as
    /// in `create_10k_doubles_ms`'s repetitions after the first: the
    /// creations sweep the released doubles' registries from the table.
    case createAfterRelease = "create-after-release"
    /// Creating 2,000 mocks whose property is `@Stubbed` and reading it
    /// once: each double's first access finds the property's name.
    case createStubbed = "create-stubbed"
    /// A 3-step `verifyInOrder` over two mocks with 100,000 recorded calls
    /// each, interleaved (`verify_in_order_1m_ms`).
    case verifyInOrder = "verify-in-order"

    static var names: [String] { allCases.map(\.rawValue) }

    /// Runs the subject; returns a checksum to print.
    func run() -> Int {
        switch self {
        case .verify:
            let subject = makeSubject(.recorded)
            _ = drive(subject, calls: 200_000)
            return drivenWorkVerify(subject as! FetcherMock, calls: 200_000)
        case .create:
            return drivenWorkCreate(2_000)
        case .createAfterRelease:
            let released = drivenWorkCreate(2_000)
            return released &+ drivenWorkCreate(2_000)
        case .createStubbed:
            return drivenWorkCreateStubbed(2_000)
        case .verifyInOrder:
            let first = FetcherMock()
            let second = FetcherMock()
            for id in 0..<100_000 {
                _ = first.fetch(id: id)
                _ = second.fetch(id: id)
            }
            return drivenWorkVerifyInOrder(first, second)
        }
    }
}

@inline(never)
func drivenWorkVerify(_ mock: FetcherMock, calls: Int) -> Int {
    mock.expect(
        .exactly(amount: calls), callsToFunction: "fetch(id:)",
        withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 })
    mock.verify()
    return calls
}

@inline(never)
func drivenWorkCreate(_ count: Int) -> Int {
    var doubles: [FetcherMock] = []
    doubles.reserveCapacity(count)
    var checksum = 0
    for id in 0..<count {
        let mock = FetcherMock()
        checksum &+= mock.fetch(id: id).utf8.count
        doubles.append(mock)
    }
    return checksum &+ doubles.count
}

@inline(never)
func drivenWorkCreateStubbed(_ count: Int) -> Int {
    var doubles: [StubbedTitledMock] = []
    doubles.reserveCapacity(count)
    var checksum = 0
    for _ in 0..<count {
        let mock = StubbedTitledMock()
        checksum &+= mock.title.utf8.count
        doubles.append(mock)
    }
    return checksum &+ doubles.count
}

@inline(never)
func drivenWorkVerifyInOrder(_ first: FetcherMock, _ second: FetcherMock) -> Int {
    let held = verifyInOrder(
        .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 200)),
        .call(to: "fetch(id:)", on: second, withArgumentsThatMatch: .equal(to: 50_000)),
        .call(to: "fetch(id:)", on: first, withArgumentsThatMatch: .equal(to: 99_999)))
    precondition(held, "the calls were made in this order")
    return held ? 1 : 0
}
