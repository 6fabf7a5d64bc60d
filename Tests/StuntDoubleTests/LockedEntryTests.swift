import Testing

@testable import StuntDouble

/// A call whose double is not the one its table shard found last finds or
/// makes the double's entry under the shard's lock, which it already holds
/// (`RegistryTable.lockedEntry`), where the table can tell that the
/// double's `doubleRegistry` is the table's; otherwise it leaves the
/// double to its `doubleRegistry`.
struct LockedEntryTests {
    @Test func anotherDoubleOfAClassTheShardKnowsGetsItsEntryUnderTheLock() throws {
        let (first, second, others) = twoMocksSharingAShard()
        #expect(!RegistryTable.holdsRegistry(for: second))

        // `nil` while the entry would make a sweep due, which other tests'
        // doubles may bring about at any time (it failed once in CI, under
        // ThreadSanitizer): an entry made through `doubleRegistry` sweeps
        // and starts the count again, and the next try makes the entry.
        var made: Unmanaged<DoubleRegistry>?
        for _ in 0..<100 where made == nil {
            made = withShardLocked(of: second, knowingTheClassOf: first) { shard in
                RegistryTable.lockedEntry(for: .passUnretained(second), in: shard)
            }
            if made == nil {
                #expect(!RegistryTable.holdsRegistry(for: second))
                _ = StressMock().doubleRegistry
            }
        }

        let registry = try #require(made).takeUnretainedValue()
        #expect(RegistryTable.holdsRegistry(for: second))
        #expect(second.doubleRegistry === registry)
        #expect(first.doubleRegistry !== registry)
        second.given("fetch(id:)", willReturn: 7)
        #expect(second.fetch(id: 1) == 7)
        #expect(first.fetch(id: 1) == 0)
        #expect(second.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [1])
        withExtendedLifetime(others) {}
    }

    @Test func theEntryOfADoubleTheShardHoldsIsFoundUnderTheLock() throws {
        let (first, second, others) = twoMocksSharingAShard()
        second.note("made")
        let held = second.doubleRegistry

        let found = withShardLocked(of: second, knowingTheClassOf: first) { shard in
            RegistryTable.lockedEntry(for: .passUnretained(second), in: shard)
        }

        #expect(try #require(found).takeUnretainedValue() === held)
        withExtendedLifetime(others) {}
    }

    /// A class that stores its registry never passes through the table,
    /// so no shard learns it: the call path leaves it to its
    /// `doubleRegistry`, whatever class its shard knows, and gives the
    /// shard's lock back (`holdsRegistry` takes it again).
    @Test func aDoubleOfAClassNoShardKnowsIsLeftToItsDoubleRegistry() {
        let stored = CoreStoredRegistryMock()

        let found = stored.lockedTableRegistry(ObjectIdentifier(stored))

        #expect(found == nil)
        #expect(!RegistryTable.holdsRegistry(for: stored))
    }

    /// A double whose `doubleRegistry` is another double's gets no entry of
    /// its own, however its calls alternate with a table double's.
    @Test func aDoubleForwardingToAnotherDoublesRegistryGetsNoEntry() {
        let table = StressMock()
        let target = StressMock()
        let forwarding = ForwardingMock(target: target)

        for id in 0..<3 {
            _ = table.fetch(id: id)
            _ = forwarding.fetch(id: id)
        }

        #expect(!RegistryTable.holdsRegistry(for: forwarding))
        #expect(target.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [0, 1, 2])
        #expect(table.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == [0, 1, 2])
    }

    /// Entries made under the caller's lock count toward the next sweep as
    /// those `doubleRegistry` makes do: without it, doubles made and freed
    /// through their first calls alone would never be swept.
    @Test func everyEntryMadeCountsTowardTheNextSweep() {
        let before = RegistryTable.Sweeping.entriesCreatedSoFar
        let mocks = (0..<200).map { _ in StressMock() }
        for mock in mocks { mock.note("first call") }

        #expect(RegistryTable.Sweeping.entriesCreatedSoFar - before >= 200)
        #expect(mocks.allSatisfy { RegistryTable.holdsRegistry(for: $0) })
    }

    // MARK: Helpers

    /// Runs `body` with `object`'s shard locked, once the shard knows the
    /// class of `known`, which it holds too: other tests may teach it
    /// another class at any time, so this waits until it is `known`'s.
    private func withShardLocked<Result>(
        of object: AnyObject, knowingTheClassOf known: AnyObject, _ body: (Unmanaged<RegistryTable>) -> Result
    ) -> Result {
        let shard = RegistryTable.shard(for: ObjectIdentifier(object))
        precondition(
            shard.toOpaque() == RegistryTable.shard(for: ObjectIdentifier(known)).toOpaque(),
            "the two share a shard, as twoMocksSharingAShard's do")
        let table = shard.takeUnretainedValue()
        let knownClass = UInt(bitPattern: ObjectIdentifier(type(of: known)))
        while true {
            _ = RegistryTable.registry(for: known)
            table.state.takeLock()
            if table.state.assumingLocked({ $0.tableClass }) == knownClass {
                defer { table.state.giveBackLock() }
                return body(shard)
            }
            table.state.giveBackLock()
        }
    }
}

/// A double whose registry is another double's.
private final class ForwardingMock: Mocking {
    let target: StressMock
    var doubleRegistry: DoubleRegistry { target.doubleRegistry }

    init(target: StressMock) { self.target = target }

    func fetch(id: Int) -> Int { didCallFunction(withArguments: id) }
}
