import Testing

@testable import StuntDouble

struct HistoryTests {
    // MARK: receivedArgumentsOfInferredType

    @Test func argumentsOfTheInferredTypeFromEveryMember() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 1)
        engine.put("a", 1)
        engine.setAltitude(200)
        engine.start()
        engine.setSpeed(to: 2)
        let doubles: [Double] = engine.receivedArgumentsOfInferredType()
        #expect(doubles == [1, 200, 2])
    }

    @Test func argumentsOfTheInferredTypeForOneFunction() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 1)
        engine.setAltitude(200)
        engine.setSpeed(to: 2)
        let speeds: [Double] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        let altitudes: [Double] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "setAltitude(_:)")
        #expect(speeds == [1, 2])
        #expect(altitudes == [200])
    }

    @Test func argumentsOfAnotherTypeAreLeftOut() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 1)
        _ = engine.gear(named: "first")
        let ints: [Int] = engine.receivedArgumentsOfInferredType()
        let speedsAsInts: [Int] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        let strings: [String] = engine.receivedArgumentsOfInferredType()
        #expect(ints.isEmpty)
        #expect(speedsAsInts.isEmpty)
        #expect(strings == ["first"])
    }

    @Test func noCallsGiveNoArguments() {
        let engine = CoreEngineMock()
        let doubles: [Double] = engine.receivedArgumentsOfInferredType()
        let speeds: [Double] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        let unknown: [Double] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "unknown()")
        #expect(doubles.isEmpty)
        #expect(speeds.isEmpty)
        #expect(unknown.isEmpty)
    }

    @Test func twoArgumentsComeAsATypedTuple() {
        let engine = CoreEngineMock()
        engine.put("a", 1)
        engine.setSpeed(to: 9)
        engine.put("b", 2)
        let puts: [(String, Int)] = engine.receivedArgumentsOfInferredType()
        #expect(puts.map(\.0) == ["a", "b"])
        #expect(puts.map(\.1) == [1, 2])
        let forPut: [(String, Int)] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "put(_:_:)")
        #expect(forPut.map(\.0) == ["a", "b"])
        let swapped: [(Int, String)] = engine.receivedArgumentsOfInferredType()
        #expect(swapped.isEmpty)
    }

    @Test func threeArgumentsAndClassTypedArguments() {
        let engine = CoreEngineMock()
        let tableView = CoreTableView()
        _ = engine.mix(1, "lime", true)
        _ = engine.tableView(tableView, numberOfRowsInSection: 3)
        let mixes: [(Int, String, Bool)] = engine.receivedArgumentsOfInferredType()
        #expect(mixes.count == 1)
        #expect(mixes.first?.1 == "lime")
        #expect(mixes.first?.2 == true)
        let rows: [(CoreTableView, Int)] = engine.receivedArgumentsOfInferredType(
            forCallsToFunction: "tableView(_:numberOfRowsInSection:)")
        #expect(rows.count == 1)
        #expect(rows.first?.0 === tableView)
        #expect(rows.first?.1 == 3)
    }

    @Test func callsWithoutArgumentsRecordAnEmptyTuple() {
        let engine = CoreEngineMock()
        engine.start()
        engine.start()
        let starts: [Void] = engine.receivedArgumentsOfInferredType(forCallsToFunction: "start()")
        #expect(starts.count == 2)
    }

    @Test func getterAndSetterKeepTheirArgumentsApart() {
        let engine = CoreEngineMock()
        _ = engine.title
        engine.title = "a"
        _ = engine.title
        engine.title = "b"
        engine.title = "c"
        _ = engine.title
        #expect(engine.receivedArguments(forCallsToFunction: "title", as: String.self) == ["a", "b", "c"])
        #expect(engine.receivedArguments(forCallsToFunction: "title", as: Void.self).count == 3)
        #expect(engine.numberOfCalls(toFunction: "title") == 6)
        let last: String? = engine.lastReceivedArgumentsOfInferredType(forCallsToFunction: "title")
        #expect(last == "c")
    }

    @Test func historyAfterResetMockStartsOver() {
        let engine = CoreEngineMock()
        engine.setSpeed(to: 1)
        engine.put("a", 1)
        engine.resetMock()
        engine.setSpeed(to: 2)
        engine.setAltitude(3)
        let doubles: [Double] = engine.receivedArgumentsOfInferredType()
        #expect(doubles == [2, 3])
        #expect(engine.numberOfCalls(toFunction: "put(_:_:)") == 0)
        let first: Double? = engine.firstReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        #expect(first == 2)
    }

    // MARK: first and last

    @Test func firstAndLastArgumentsOfTheInferredType() {
        let engine = CoreEngineMock()
        engine.setAltitude(100)
        engine.setSpeed(to: 1)
        engine.setSpeed(to: 2)
        engine.setSpeed(to: 3)
        engine.setAltitude(300)
        let first: Double? = engine.firstReceivedArgumentsOfInferredType()
        let last: Double? = engine.lastReceivedArgumentsOfInferredType()
        let firstSpeed: Double? = engine.firstReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        let lastSpeed: Double? = engine.lastReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        #expect(first == 100)
        #expect(last == 300)
        #expect(firstSpeed == 1)
        #expect(lastSpeed == 3)
        let lastPut: (String, Int)? = engine.lastReceivedArgumentsOfInferredType()
        #expect(lastPut == nil)
    }

    @Test func firstAndLastAreNilWithoutCalls() {
        let engine = CoreEngineMock()
        let first: Double? = engine.firstReceivedArgumentsOfInferredType()
        let last: Double? = engine.lastReceivedArgumentsOfInferredType(forCallsToFunction: "setSpeed(to:)")
        #expect(first == nil)
        #expect(last == nil)
        engine.setSpeed(to: 4)
        let firstInt: Int? = engine.firstReceivedArgumentsOfInferredType()
        #expect(firstInt == nil)
    }

    // MARK: receivedArguments(forCallsToFunction:as:) and numberOfCalls

    @Test func typedArgumentsOfOneFunction() {
        let engine = CoreEngineMock()
        engine.put("a", 1)
        engine.put("b", 2)
        engine.setSpeed(to: 3)
        let puts = engine.receivedArguments(forCallsToFunction: "put(_:_:)", as: (String, Int).self)
        #expect(puts.map(\.0) == ["a", "b"])
        #expect(puts.map(\.1) == [1, 2])
        #expect(engine.receivedArguments(forCallsToFunction: "setSpeed(to:)", as: Double.self) == [3])
        #expect(engine.receivedArguments(forCallsToFunction: "setSpeed(to:)", as: Int.self).isEmpty)
        #expect(engine.receivedArguments(forCallsToFunction: "setAltitude(_:)", as: Double.self).isEmpty)
    }

    @Test func numberOfCallsCountsEveryCallWhateverItsArguments() {
        let engine = CoreEngineMock()
        #expect(engine.numberOfCalls(toFunction: "setSpeed(to:)") == 0)
        engine.setSpeed(to: 1)
        engine.setSpeed(to: 2)
        engine.put("a", 1)
        #expect(engine.numberOfCalls(toFunction: "setSpeed(to:)") == 2)
        #expect(engine.numberOfCalls(toFunction: "put(_:_:)") == 1)
        #expect(engine.numberOfCalls(toFunction: "start()") == 0)
        #expect(engine.numberOfCalls(toFunction: "setSpeed") == 0)
    }

    @Test func historyRecordsCallsAnsweredByGivens() {
        let engine = CoreEngineMock()
        engine.given("gear(named:)", willReturn: 2)
        _ = engine.gear(named: "second")
        _ = engine.gear(named: "third")
        #expect(engine.numberOfCalls(toFunction: "gear(named:)") == 2)
        #expect(engine.receivedArguments(forCallsToFunction: "gear(named:)", as: String.self) == ["second", "third"])
    }
}
