import Testing

@testable import StuntDouble

/// Tests written the way MockNStub's own examples write them, which a
/// migrating user would run: none of them may fail because of StuntDouble.
struct FidelityTests {
    // MARK: Unused givens

    /// A shared setup gives both data source members; a test that calls
    /// only one and verifies an expectation on it passes.
    @Test func givensForMembersThisTestDoesNotCallFailNothing() {
        let dataSource = CoreDataSourceMock()
        dataSource.given("tableView(_:numberOfRowsInSection:)", willReturn: 3)
        dataSource.given("tableView(_:cellForRowAt:)", willReturn: "cell")
        dataSource.expect(callToFunction: "tableView(_:numberOfRowsInSection:)")

        #expect(dataSource.tableView(CoreTableView(), numberOfRowsInSection: 0) == 3)

        #expect(captureFailures { dataSource.verify() }.isEmpty)
        #expect(!dataSource.wouldFailIfVerified())
        #expect(dataSource.applicableFailureMessages().isEmpty)
    }

    /// The same test under the strict policy, the opt-in, fails on the
    /// unused given.
    @Test func strictPolicyReportsTheUnusedGiven() {
        let dataSource = CoreDataSourceMock()
        dataSource.stubbingPolicy = .strict
        dataSource.given("tableView(_:numberOfRowsInSection:)", willReturn: 3)
        dataSource.given("tableView(_:cellForRowAt:)", willReturn: "cell")
        _ = dataSource.tableView(CoreTableView(), numberOfRowsInSection: 0)

        let failures = captureFailures { dataSource.verify() }

        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix(
                "CoreDataSourceMock.tableView(_:cellForRowAt:) has givens but was never called") == true)
        #expect(dataSource.wouldFailIfVerified())
    }

    // MARK: FunctionID raw values of the user's choosing

    /// MockNStub's example double names its members `doThis` and
    /// `doThatWithBooleanArgument`, not by `#function`.
    @Test func functionIDsOfTheUsersOwnNamingCountAndReportNothing() {
        let example = ExampleMock()
        example.expect(.exactly(amount: 2), callsToFunctionWithID: .doThatWithBooleanArgument)
        example.expect(.exactly(amount: 1), callsToFunction: ExampleMock.FuncID.doThis.rawValue)

        let failures = captureFailures {
            example.doThis()
            example.doThat(with: true)
            example.doThat(with: false)
            example.verify()
        }

        #expect(failures.isEmpty)
        #expect(
            example.receivedArguments(forCallsToFunction: "doThatWithBooleanArgument", as: Bool.self) == [true, false])
    }

    // MARK: Names computed at run time

    @Test func aStringVariableNamesTheMember() throws {
        let example = RuntimeNamedMock()
        example.given("speed", willReturn: 88.0)
        example.given("load", willReturn: "data")

        example.setSpeed(to: 30)
        #expect(example.speed() == 88)
        #expect(try example.load() == "data")

        #expect(example.receivedArguments(forCallsToFunction: "setSpeed", as: Double.self) == [30])
        #expect(example.numberOfCalls(toFunction: "speed") == 1)
        #expect(example.numberOfCalls(toFunction: "load") == 1)
    }

    /// `#function` and literals keep the path that finds a member by the
    /// literal's address; a `String` is found by its name.
    @Test func literalsKeepTheLiteralPath() {
        let literal = CoreEngineMock()
        literal.start()
        #expect(literal.doubleRegistry.state.withLock { $0.membersByLiteral.count } == 1)

        let named = RuntimeNamedMock()
        named.setSpeed(to: 1)
        #expect(named.doubleRegistry.state.withLock { $0.membersByLiteral.isEmpty })
    }

    // MARK: Types that cannot fit

    /// A generic member legitimately holds givens of several types: the
    /// ones that do not fit a call fail nothing by default.
    @Test func genericMemberWithGivensOfSeveralTypes() {
        let store = GenericStoreMock()
        store.given("load(_:)", willReturn: 7)
        store.given("load(_:)", willReturn: "seven")

        var answers: (Int?, String?) = (nil, nil)
        let reported = captureFailures {
            answers = (store.load(Int.self), store.load(String.self))
            store.verify()
        }

        #expect(answers.0 == 7)
        #expect(answers.1 == "seven")
        #expect(reported.isEmpty)
    }

    /// A history read whose type differs slightly from the recorded one
    /// (a closure without `@Sendable`) finds nothing and says why.
    @Test func historyReadOfAnotherTypeNamesTheRecordedTypes() {
        let client = CallbackClientMock()
        client.fetch { _ in }

        var found: [(Int) -> Void] = []
        let notes = captureFailures {
            found = client.receivedArguments(forCallsToFunction: "fetch(completion:)", as: ((Int) -> Void).self)
        }

        #expect(found.isEmpty)
        #expect(
            notes.map(\.message) == [
                "note: CallbackClientMock.fetch(completion:) has recorded calls, but none with arguments of type"
                    + " (Int) -> (); they were called with @Sendable (Int) -> ()."
            ])
        #expect(notes.allSatisfy { $0.isNote })
        #expect(
            client.receivedArguments(forCallsToFunction: "fetch(completion:)", as: (@Sendable (Int) -> Void).self).count
                == 1)
    }
}

/// MockNStub's example double: its IDs are case names of the user's choice.
private final class ExampleMock: Mocking, DefiningFunctionID {
    enum FuncID: String {
        case doThis
        case doThatWithBooleanArgument
    }
    typealias FunctionID = FuncID

    func doThis() { didCallFunction(withID: .doThis) }
    func doThat(with flag: Bool) { didCallFunction(withID: .doThatWithBooleanArgument, withArguments: flag) }
}

/// Names its members with strings computed at run time.
private final class RuntimeNamedMock: Mocking {
    enum Name: String {
        case setSpeed, speed, load
    }

    func setSpeed(to value: Double) { didCallFunction(Name.setSpeed.rawValue, withArguments: value) }
    func speed() -> Double {
        let name = Name.speed.rawValue
        return didCallFunction(name)
    }
    func load() throws -> String { try didCallThrowingFunction(Name.load.rawValue) }
}

private final class GenericStoreMock: Mocking {
    func load<Value>(_ type: Value.Type) -> Value? { didCallFunction(withArguments: type) }
}

private final class CallbackClientMock: Mocking {
    func fetch(completion: @escaping @Sendable (Int) -> Void) { didCallFunction(withArguments: completion) }
}

/// The seed README's data source, both members given in a shared setup.
private final class CoreDataSourceMock: Mocking {
    func tableView(_ tableView: CoreTableView, numberOfRowsInSection section: Int) -> Int {
        didCallFunction(withArguments: tableView, section)
    }
    func tableView(_ tableView: CoreTableView, cellForRowAt row: Int) -> String {
        didCallFunction(withArguments: tableView, row)
    }
}
