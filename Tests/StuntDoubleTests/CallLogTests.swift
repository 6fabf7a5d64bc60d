import Testing

@testable import StuntDouble

/// `CallLog`, which keeps its first calls' arguments in its own allocation
/// (its room) and moves them to an array once they outgrow it: every read
/// must see the same calls, in order, on either side of that move.
struct CallLogTests {
    private func log<Arguments>(of type: Arguments.Type) -> CallLog<Arguments> {
        CallLog<Arguments>.make(member: "load(id:)", kind: .method, index: 0, isWrite: false)
    }

    /// The two ways a matcher reads a log: a scan compiled for the type,
    /// and a predicate called per call.
    private func matchers(_ matches: @escaping (Int) -> Bool) -> [MatcherBox] {
        [
            ArgumentMatcher(matcher: matches).box,
            TypedMatcherBox<Int>(description: nil, matches: matches),
        ]
    }

    @Test func readsTheSameCallsBeforeAndAfterTheyOutgrowTheRoom() {
        let log = log(of: Int.self)
        let room = CallLog<Int>.roomCapacity
        #expect(room == 4)
        for count in 1...(room * 3) {
            log.append(count * 10)
            let expected = (1...count).map { $0 * 10 }
            #expect(log.count == count)
            #expect(log.arguments == expected)
            #expect(log.argument(at: count - 1) == count * 10)
            #expect(log.arguments(at: 0) as? Int == 10)
            for matcher in matchers({ $0 % 20 == 0 }) {
                #expect(log.countMatches(matcher) == count / 2)
                #expect(log.firstMatch(matcher, in: 0..<count) == (count >= 2 ? 1 : nil))
                #expect(log.firstMatch(matcher, in: (count - 1)..<count) == (count % 2 == 0 ? count - 1 : nil))
            }
            #expect(log.matches(TypedMatcherBox<Int>(description: nil, matches: { $0 == 10 }), at: 0))
        }
    }

    @Test func aCopyKeepsTheCallsOfTheMomentItWasTaken() {
        for callsBeforeCopy in [2, 9] {
            let log = log(of: String.self)
            for index in 0..<callsBeforeCopy { log.append("call \(index)") }
            let copy = log.copy()
            log.append("after the copy")
            #expect(copy.count == callsBeforeCopy)
            #expect((copy as? CallLog<String>)?.arguments == (0..<callsBeforeCopy).map { "call \($0)" })
            #expect(log.count == callsBeforeCopy + 1)
            #expect(log.arguments.last == "after the copy")
        }
    }

    @Test func removeAllHandsBackTheCallsAndTheRoomIsUsedAgain() {
        for calls in [3, 7] {
            let log = log(of: Int.self)
            for index in 0..<calls { log.append(index) }
            #expect(log.removeAll() as? [Int] == Array(0..<calls))
            #expect(log.count == 0)
            #expect(log.arguments == [])
            log.append(42)
            #expect(log.arguments == [42])
            #expect(log.withUnsafeMutablePointerToHeader { $0.pointee.roomCount } == 1)
        }
    }

    @Test func aLogOfCallsWithoutArgumentsCountsThem() {
        let log = log(of: Void.self)
        for _ in 0..<10 { log.append(()) }
        #expect(log.count == 10)
        #expect(log.arguments.count == 10)
        #expect(log.copy().count == 10)
        #expect(log.countMatches(TypedMatcherBox<Void>(description: nil, matches: { true })) == 10)
        _ = log.removeAll()
        #expect(log.count == 0)
    }

    @Test func argumentsWiderThanTheRoomGetARoomOfOne() {
        typealias Wide = (Int, Int, Int, Int, Int)
        #expect(CallLog<Wide>.roomCapacity == 1)
        let log = log(of: Wide.self)
        for index in 0..<3 { log.append((index, 1, 2, 3, 4)) }
        #expect(log.arguments.map(\.0) == [0, 1, 2])
    }

    @Test func overAlignedArgumentsLieAlignedInTheRoom() {
        let log = log(of: SIMD4<Double>.self)
        for index in 0..<5 {
            log.append(SIMD4(repeating: Double(index)))
            let room = UInt(bitPattern: log.room)
            #expect(room % UInt(MemoryLayout<SIMD4<Double>>.alignment) == 0)
        }
        #expect(log.arguments.map(\.x) == [0, 1, 2, 3, 4])
    }

    /// A log's `deinit` destroys its array only if it was used, and the
    /// room only if its arguments need it: a log and its copy must still
    /// release every argument, in the room or in the array.
    @Test func theLogAndItsCopyReleaseTheArgumentsTheyKept() {
        final class Part {}
        #expect(CallLog<Part>.roomCapacity == 4)
        for calls in [1, 6] {
            weak var weakFirst: Part?
            weak var weakLast: Part?
            do {
                let log = log(of: Part.self)
                let parts = (0..<calls).map { _ in Part() }
                weakFirst = parts.first
                weakLast = parts.last
                for part in parts { log.append(part) }
                let copy = log.copy() as? CallLog<Part>
                #expect(log.arguments.map(ObjectIdentifier.init) == parts.map(ObjectIdentifier.init))
                #expect(copy?.arguments.map(ObjectIdentifier.init) == parts.map(ObjectIdentifier.init))
            }
            #expect(weakFirst == nil)
            #expect(weakLast == nil)
        }
    }

    @Test func aLogEmptiedAfterItsArrayReleasesWhatItKeepsNext() {
        final class Part {}
        weak var weakPart: Part?
        do {
            let log = log(of: Part.self)
            for _ in 0..<6 { log.append(Part()) }
            _ = log.removeAll()
            let part = Part()
            weakPart = part
            log.append(part)
            #expect(log.count == 1)
        }
        #expect(weakPart == nil)
    }
}
