import Testing

@testable import StuntDouble

/// `ResultRoom`: each member record keeps the first values its calls
/// return in room of its own allocation, then in columns. Reads see them
/// in call order either way, a reset retires the room for good, and the
/// values are released with the double.
struct ResultRoomTests {
    @Test func theRoomTakesAFewValuesOfATypeThatFits() {
        #expect(ResultRoom.capacity(for: String.self) == 2)
        #expect(ResultRoom.capacity(for: Int.self) == 3)
        #expect(ResultRoom.capacity(for: (Int, Int, Int, Int, Int, Int, Int, Int).self) == 0)
        #expect(MemoryLayout<SIMD4<Double>>.alignment > MemoryLayout<MemberRecord>.alignment)
        #expect(ResultRoom.capacity(for: SIMD4<Double>.self) == 0)
    }

    @Test func valuesPastTheRoomAreInCallOrderForEveryMember() {
        let mock = RoomMock()
        mock.given("name(of:)", willAnswer: { (id: Int) in "user \(id)" })
        mock.given("score(of:)", willAnswer: { (id: Int) in id * 10 })
        for id in 0..<7 {
            _ = mock.name(of: id)
            _ = mock.score(of: id)
        }
        #expect(
            mock.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == (0..<7).map { "user \($0)" })
        #expect(mock.returnedValues(forCallsToFunction: "score(of:)", as: Int.self) == (0..<7).map { $0 * 10 })
    }

    /// Defaults are kept once the call's answer is known outside the
    /// lock, in an entry reserved under it: in the room, for the first.
    @Test func defaultsReservedInTheRoomAreFilledInCallOrder() {
        let mock = RoomMock()
        _ = mock.name(of: 1)
        mock.given("name(of:)", willReturn: "given")
        _ = mock.name(of: 2)
        mock.given("name(of:)", willAnswer: { (id: Int) in "computed \(id)" })
        _ = (mock.name(of: 3), mock.name(of: 4))
        #expect(
            mock.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == [
                "", "given", "computed 3", "computed 4",
            ])
    }

    @Test func aTypeWithoutRoomAndASecondTypeGoToColumns() {
        let mock = RoomMock()
        mock.given("make()", willAnswer: { () in 1 })
        mock.given("make()", willAnswer: { () in "one" })
        mock.given("make()", willAnswer: { () in (1, 2, 3, 4, 5, 6, 7, 8) })
        let made: (Int, String, Int, (Int, Int, Int, Int, Int, Int, Int, Int)) = (
            mock.make(), mock.make(), mock.make(), mock.make()
        )
        #expect(made.3.7 == 8)
        #expect(mock.returnedValues(forCallsToFunction: "make()", as: Int.self) == [1, 1])
        #expect(mock.returnedValues(forCallsToFunction: "make()", as: String.self) == ["one"])
        #expect(
            mock.returnedValues(forCallsToFunction: "make()", as: (Int, Int, Int, Int, Int, Int, Int, Int).self)
                .map(\.7) == [8])
    }

    @Test func afterClearingTheCallsTheirValuesAreGoneAndNewOnesAreKept() {
        let mock = RoomMock()
        mock.given("name(of:)", willAnswer: { (id: Int) in "user \(id)" })
        _ = (mock.name(of: 1), mock.name(of: 2))
        mock.clearRecordedCalls()
        #expect(mock.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == [])
        _ = (mock.name(of: 3), mock.name(of: 4), mock.name(of: 5))
        #expect(
            mock.returnedValues(forCallsToFunction: "name(of:)", as: String.self) == ["user 3", "user 4", "user 5"])
    }

    /// A double that stores its registry frees it with itself: the values
    /// in its rooms are released then.
    @Test func valuesInTheRoomAreReleasedWithTheDouble() {
        weak var first: Part?
        weak var second: Part?
        do {
            let mock = RoomMockWithStoredRegistry()
            let parts = [Part(), Part()]
            (first, second) = (parts[0], parts[1])
            var next = parts.makeIterator()
            mock.given("part()", willAnswer: { () in next.next() ?? Part() })
            _ = (mock.part(), mock.part())
            #expect(
                mock.returnedValues(forCallsToFunction: "part()", as: Part.self).map(ObjectIdentifier.init)
                    == parts.map(ObjectIdentifier.init))
        }
        #expect(first == nil)
        #expect(second == nil)
    }

    /// Clearing the calls releases the values taken from the room; the
    /// member's later values go to a column, released with the double.
    @Test func valuesTakenFromTheRoomAndLaterOnesAreReleased() {
        weak var cleared: Part?
        weak var later: Part?
        do {
            let mock = RoomMockWithStoredRegistry()
            mock.given("part()", willAnswer: { () in Part() })
            do { cleared = mock.part() }
            mock.clearRecordedCalls()
            #expect(cleared == nil)
            do { later = mock.part() }
            #expect(later != nil)
            #expect(mock.returnedValues(forCallsToFunction: "part()", as: Part.self).count == 1)
        }
        #expect(later == nil)
    }
}

private final class Part {}

private final class RoomMock: Mocking {
    func name(of id: Int) -> String { didCallFunction(withArguments: id) }
    func score(of id: Int) -> Int { didCallFunction(withArguments: id) }
    func make<T>() -> T { didCallFunction() }
}

private final class RoomMockWithStoredRegistry: Mocking {
    let doubleRegistry = DoubleRegistry()
    func part() -> Part { didCallFunction() }
}
