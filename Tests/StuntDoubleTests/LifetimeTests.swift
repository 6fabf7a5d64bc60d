import Foundation
import Testing

@testable import StuntDouble

/// Per-instance state and the release rule of `DoubleRegistry`: a class
/// double's state lives in a table keyed by identity; freed doubles'
/// state is released by sweeps that come as often as doubles are created.
/// Tests run in parallel and use doubles too, so these tests never rely on
/// the table's exact size or on being the only ones to sweep it.
struct LifetimeTests {
    // MARK: Instances never share state

    @Test func twoClassInstancesNeverShareState() {
        let first = CoreEngineMock()
        let second = CoreEngineMock()
        first.given("currentSpeed()", willReturn: 88.0)
        first.expect(callToFunction: "setSpeed(to:)")
        first.put("a", 1)

        #expect(second.numberOfCalls(toFunction: "put(_:_:)") == 0)
        #expect(!second.wouldFailIfVerified())
        #expect(second.currentSpeed() == 0)

        second.given("currentSpeed()", willReturn: 1.0)
        second.setSpeed(to: 3)
        #expect(first.currentSpeed() == 88)
        #expect(first.wouldFailIfVerified())
        #expect(first.numberOfCalls(toFunction: "setSpeed(to:)") == 0)
        #expect(second.numberOfCalls(toFunction: "put(_:_:)") == 0)
    }

    @Test func twoStructInstancesNeverShareState() {
        let first = CoreClockMock()
        let second = CoreClockMock()
        first.given("now()", willReturn: 9)
        first.set(hour: 1, minute: 2)
        #expect(second.now() == 0)
        #expect(second.numberOfCalls(toFunction: "set(hour:minute:)") == 0)
        #expect(first.now() == 9)
        #expect(first.doubleRegistry !== second.doubleRegistry)
    }

    @Test func eachInstanceHasOneRegistryForItsWholeLife() {
        let engine = CoreEngineMock()
        #expect(!RegistryTable.holdsRegistry(for: engine))
        engine.start()
        #expect(RegistryTable.holdsRegistry(for: engine))
        let registry = engine.doubleRegistry
        for _ in 0..<100 { _ = CoreEmptyMock().doubleRegistry }
        #expect(engine.doubleRegistry === registry)
    }

    // MARK: A new double starts empty

    @Test func newDoubleStartsEmptyEvenAtAFreedDoublesAddress() {
        var addresses = Set<ObjectIdentifier>()
        var reusedAddresses = 0
        var leaks: [String] = []
        // A freed double's entry stays for `deinitGrace`, keeping its
        // address: the loop runs past it, until addresses are reused.
        let deadline = ContinuousClock.now + RegistryTable.deinitGrace * 3
        var iteration = 0
        while iteration < 2_000 || (reusedAddresses < 20 && ContinuousClock.now < deadline) {
            defer { iteration += 1 }
            let engine = CoreEngineMock()
            if !addresses.insert(ObjectIdentifier(engine)).inserted { reusedAddresses += 1 }

            if engine.numberOfCalls(toFunction: "start()") != 0 { leaks.append("\(iteration): calls") }
            if !engine.doubleRegistry.snapshot().givens(for: "currentSpeed()").isEmpty {
                leaks.append("\(iteration): givens")
            }
            if !engine.doubleRegistry.snapshot().expectations.isEmpty { leaks.append("\(iteration): expectations") }
            if engine.currentSpeed() != 0 { leaks.append("\(iteration): answer") }
            // One leak is enough; more would only make the failure slow.
            if !leaks.isEmpty { break }

            engine.given("currentSpeed()", willReturn: Double(iteration + 1))
            engine.expect(callToFunction: "setSpeed(to:)")
            engine.start()
            engine.install(CorePart(name: "\(iteration)"))
            // An entry pins its freed double's address until a sweep, and a
            // parallel test holding many doubles makes sweeps rare: sweep
            // now and then so that addresses are reused here.
            if iteration.isMultiple(of: 50) {
                RegistryTable.sweepNow()
                if iteration >= 2_000 { usleep(1_000) }
            }
        }
        #expect(leaks.isEmpty, "state leaked into a new double: \(leaks)")
        // Freed memory is reused, so the loop did test doubles at a freed
        // double's address; AddressSanitizer quarantines freed memory instead.
        if !addressSanitizerIsLoaded {
            #expect(reusedAddresses > 0)
        }
    }

    /// Where an entry does not pin its object's address (an `NSObject`
    /// subclass on Apple platforms), a new double at a freed double's
    /// address is told apart by the entry's weak owner, on the fast path
    /// (the entry its shard found last) and in the table alike.
    @Test func newDoubleAtAFreedAddressStartsEmptyWhereEntriesDoNotPin() {
        var reusedAddresses = 0
        var leaks: [String] = []
        var previous: ObjectIdentifier?
        for iteration in 0..<2_000 {
            let engine = CoreEngineMock()
            let id = ObjectIdentifier(engine)
            _ = RegistryTable.registry(for: engine, pinningAddress: false)
            if id == previous { reusedAddresses += 1 }
            previous = id

            if engine.currentSpeed() != 0 { leaks.append("\(iteration): answer") }
            if engine.numberOfCalls(toFunction: "start()") != 0 { leaks.append("\(iteration): calls") }
            if !leaks.isEmpty { break }

            engine.given("currentSpeed()", willReturn: Double(iteration + 1))
            engine.start()
            // The shard now remembers this entry as the one it found last.
            _ = engine.currentSpeed()
        }
        #expect(leaks.isEmpty, "state leaked into a new double: \(leaks)")
        if !addressSanitizerIsLoaded {
            #expect(reusedAddresses > 0)
        }
    }

    /// An entry holds its double weakly, to tell a sweep when it is gone,
    /// and unowned, which keeps its address from a new double's: the same
    /// on every platform, asking the Swift runtime nothing of its own.
    @Test func anEntryHoldsItsDoubleWeaklyAndPinsItsAddress() throws {
        var engine: CoreEngineMock? = CoreEngineMock()
        let registry = try #require(engine.map { RegistryTable.registry(for: $0) })
        #expect(registry.tableOwner === engine)
        #expect(registry.tablePin === engine)
        #expect(registry.pinsAddress == RegistryTable.entriesPinAddresses)

        engine = nil
        #expect(registry.tableOwner == nil)
    }

    /// Creating doubles costs amortised O(1): sweeps look at a number of
    /// entries proportional to the doubles created, not to their square
    /// (10,000 live doubles used to take 50 million looks).
    @Test func creatingManyLiveDoublesSweepsLinearly() {
        let before = RegistryTable.Sweeping.entriesVisitedSoFar
        let engines = (0..<10_000).map { _ in CoreEngineMock() }
        for engine in engines { engine.start() }

        let visited = RegistryTable.Sweeping.entriesVisitedSoFar - before
        // Parallel tests create doubles too: the bound leaves room for them.
        #expect(visited < 100_000, "sweeps looked at \(visited) entries")
        #expect(engines.allSatisfy { $0.numberOfCalls(toFunction: "start()") == 1 })
    }

    @Test func doublesCreatedConcurrentlyStartEmpty() async {
        let leaks = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var leaks = 0
                    for iteration in 0..<250 {
                        let engine = CoreEngineMock()
                        if engine.currentSpeed() != 0 { leaks += 1 }
                        engine.given("currentSpeed()", willReturn: Double(task * 1_000 + iteration + 1))
                        engine.expect(callToFunction: "setSpeed(to:)")
                        if engine.currentSpeed() != Double(task * 1_000 + iteration + 1) { leaks += 1 }
                        if engine.numberOfCalls(toFunction: "currentSpeed()") != 2 { leaks += 1 }
                    }
                    return leaks
                }
            }
            return await group.reduce(0, +)
        }
        #expect(leaks == 0)
    }

    @Test func liveDoubleKeepsItsStateWhileOthersComeAndGo() {
        let engine = CoreEngineMock()
        let spark = CorePart(name: "spark")
        engine.given("currentSpeed()", willReturn: 88.0)
        engine.install(spark)
        for _ in 0..<1_000 {
            let other = CoreEngineMock()
            other.start()
        }
        #expect(engine.currentSpeed() == 88)
        #expect(engine.receivedArguments(forCallsToFunction: "install(_:)", as: CorePart.self).first === spark)
    }

    /// Doubles in one shard of the table share a lock and the shard's
    /// memory of the double it served last; calls that alternate between
    /// them still reach each one's own state.
    @Test func doublesSharingAShardKeepTheirOwnState() {
        let (first, second, _) = twoMocksSharingAShard()
        first.given("fetch(id:)", willReturn: 1)
        second.given("fetch(id:)", willReturn: 2)
        var answers: [Int] = []
        for id in 0..<100 {
            answers.append(first.fetch(id: id))
            answers.append(second.fetch(id: -id))
        }
        #expect(answers == Array(repeating: [1, 2], count: 100).flatMap { $0 })
        #expect(first.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == Array(0..<100))
        #expect(second.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self) == (0..<100).map { -$0 })
    }

    /// A class that stores its registry keeps its state there, not in the
    /// table, and releases it with itself, as a struct does.
    @Test func classWithAStoredRegistryUsesItAndReleasesItWithItself() {
        weak var weakArgument: CorePart?
        weak var weakRegistry: DoubleRegistry?
        do {
            let mock = CoreStoredRegistryMock()
            let argument = CorePart(name: "argument")
            mock.given("part(named:)", willReturn: argument)
            #expect(mock.part(named: "spark") === argument)
            #expect(mock.receivedArguments(forCallsToFunction: "part(named:)", as: String.self) == ["spark"])
            #expect(mock.doubleRegistry.snapshot().givens(for: "part(named:)").count == 1)
            #expect(!RegistryTable.holdsRegistry(for: mock))
            weakArgument = argument
            weakRegistry = mock.doubleRegistry
        }
        #expect(weakArgument == nil)
        #expect(weakRegistry == nil)
    }

    // MARK: Release

    @Test func freedDoubleAndItsArgumentsAreReleased() {
        weak var weakEngine: CoreEngineMock?
        weak var weakArgument: CorePart?
        weak var weakGiven: CorePart?
        weak var weakRegistry: DoubleRegistry?
        do {
            let engine = CoreEngineMock()
            let argument = CorePart(name: "argument")
            let given = CorePart(name: "given")
            engine.install(argument)
            engine.given("part(named:)", willReturn: given)
            engine.expect(callToFunction: "install(_:)")
            weakEngine = engine
            weakArgument = argument
            weakGiven = given
            weakRegistry = engine.doubleRegistry
        }
        // The table holds the double weakly. A sweep that a parallel test's
        // creations started loads each owner's weak reference, which makes
        // a strong one, released at once: give it that instant, however
        // long a loaded machine makes it.
        let deadline = ContinuousClock.now + .seconds(60)
        while weakEngine != nil, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(weakEngine == nil)

        // Its state goes with a sweep, which comes once as many doubles have
        // been created as were alive after the last one: more when parallel
        // tests keep many alive, so after 40,000 creations this test sweeps
        // itself (creating more would only slow the tests that count
        // sweeps' work). A parallel test's sweep may hold the registry until
        // it has swept every shard, and be descheduled meanwhile: the wait
        // is in time.
        var rounds = 0
        while weakArgument != nil || weakGiven != nil || weakRegistry != nil, ContinuousClock.now < deadline {
            if rounds < 400 {
                for _ in 0..<100 { _ = CoreEmptyMock().doubleRegistry }
            } else {
                RegistryTable.sweepNow()
            }
            rounds += 1
            usleep(1_000)
        }
        #expect(weakArgument == nil)
        #expect(weakGiven == nil)
        #expect(weakRegistry == nil)
    }

    /// A double's deinit may call the double (a partial mock of a class
    /// whose deinit calls an overridable member): a sweep while it runs
    /// leaves its registry for `deinitGrace`, so the deinit's next call
    /// finds its givens, however many sweeps parallel tests make; the
    /// registry goes with a later sweep.
    @Test func aDeinitThatCallsItsDoubleKeepsTheRegistryUntilItReturns() {
        weak var weakRegistry: DoubleRegistry?
        do {
            let mock = DeinitCallerMock()
            weakRegistry = mock.doubleRegistry
            mock.given(
                "cleanup()",
                willAnswer: { () -> Int in
                    // Any thread's sweep, at this moment.
                    RegistryTable.sweepNow()
                    DeinitCallerMock.registryLivedThroughTheSweep.withLock { $0 = weakRegistry != nil }
                    return 7
                })
            mock.given("farewell()", willReturn: 9)
        }
        #expect(DeinitCallerMock.registryLivedThroughTheSweep.withLock { $0 } == true)
        #expect(DeinitCallerMock.answers.withLock { $0 } == [7, 9])

        let deadline = ContinuousClock.now + .seconds(60)
        while weakRegistry != nil, ContinuousClock.now < deadline {
            RegistryTable.sweepNow()
            usleep(1_000)
        }
        #expect(weakRegistry == nil)
    }

    /// Where a lookup checks the entry's weak owner (every class on Apple
    /// platforms), which a deinit has made `nil`, the deinit's calls find
    /// the double's registry too, as where identity alone finds it.
    @Test func aDeinitFindsItsRegistryWhereLookupsCheckTheOwner() {
        let answers = DeinitAnswers()
        do {
            let mock = DeinitAnswerRecorder(keepingAnswersIn: answers)
            _ = RegistryTable.registry(for: mock, pinningAddress: false)
            mock.given("cleanup()", willReturn: 7)
            mock.given("farewell()", willReturn: 9)
        }
        #expect(answers.kept == [7, 9])
    }

    /// A weak reference tells that a deinit has begun, not that it has
    /// returned: a deinit that still calls its double `deinitGrace` after a
    /// sweep found the double gone finds a new, empty registry. The call
    /// running when the registry went finishes with it, retained.
    @Test func aDeinitStillCallingAfterTheGraceFindsAnEmptyRegistry() {
        let answers = DeinitAnswers()
        weak var weakRegistry: DoubleRegistry?
        do {
            let mock = DeinitAnswerRecorder(keepingAnswersIn: answers)
            weakRegistry = mock.doubleRegistry
            mock.given(
                "cleanup()",
                willAnswer: { () -> Int in
                    RegistryTable.sweepNow()
                    Thread.sleep(forTimeInterval: Double(RegistryTable.deinitGrace.components.seconds) + 0.1)
                    RegistryTable.sweepNow()
                    return 7
                })
            mock.given("farewell()", willReturn: 9)
        }
        #expect(answers.kept == [7, 0])
        // A parallel test's sweep may hold it for an instant.
        let deadline = ContinuousClock.now + .seconds(30)
        while weakRegistry != nil, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(weakRegistry == nil)
    }

    @Test func structDoubleReleasesItsStateWithIt() {
        weak var weakArgument: CorePart?
        weak var weakRegistry: DoubleRegistry?
        do {
            let clock = CoreClockMock()
            let argument = CorePart(name: "argument")
            clock.given("now()", willReturn: argument)
            weakArgument = argument
            weakRegistry = clock.doubleRegistry
        }
        #expect(weakArgument == nil)
        #expect(weakRegistry == nil)
    }

    @Test func resetMockReleasesRecordedArguments() {
        let engine = CoreEngineMock()
        weak var weakArgument: CorePart?
        do {
            let argument = CorePart(name: "argument")
            engine.install(argument)
            weakArgument = argument
        }
        // Recorded arguments are held strongly while the double lives.
        #expect(weakArgument != nil)
        #expect(engine.receivedArguments(forCallsToFunction: "install(_:)", as: CorePart.self).count == 1)
        engine.resetMock()
        #expect(weakArgument == nil)
    }

    @Test func resetStubReleasesGivenValues() {
        let engine = CoreEngineMock()
        weak var weakGiven: CorePart?
        do {
            let given = CorePart(name: "given")
            engine.given("part(named:)", willReturn: given)
            weakGiven = given
        }
        #expect(weakGiven != nil)
        #expect(engine.part(named: "any").name == "given")
        engine.resetStub()
        // What the call returned is history now, held as recorded
        // arguments are (for `returnedValues`), until the calls go.
        #expect(weakGiven != nil)
        engine.clearRecordedCalls()
        #expect(weakGiven == nil)
    }

    /// A computed answer's value, kept for `returnedValues` without the
    /// lock, is released when the calls are cleared, as arguments are.
    @Test func clearRecordedCallsReleasesComputedValues() {
        let engine = CoreEngineMock()
        weak var weakReturned: CorePart?
        engine.given("part(named:)", willAnswer: { (name: String) in CorePart(name: name) })
        do {
            let part = engine.part(named: "computed")
            weakReturned = part
        }
        #expect(weakReturned != nil)
        #expect(engine.returnedValues(forCallsToFunction: "part(named:)", as: CorePart.self).count == 1)
        engine.clearRecordedCalls()
        #expect(weakReturned == nil)
        #expect(engine.returnedValues(forCallsToFunction: "part(named:)", as: CorePart.self).isEmpty)
    }

    // A call borrows the given whose closure answers it, unretained, from
    // the registry's lock to the answer's end: a reset meanwhile must not
    // free it. (StressTests races resets with calls.)

    @Test func resetStubKeepsAClosureAnswerUntilTheDoubleIsFreed() {
        weak var weakCapture: CorePart?
        do {
            let clock = CoreClockMock()
            do {
                let capture = CorePart(name: "captured")
                weakCapture = capture
                clock.given("now()", willAnswer: { () in capture.name.count })
            }
            #expect(clock.now() == 8)
            clock.resetStub()
            #expect(clock.now() == 0)
            #expect(weakCapture != nil)
        }
        #expect(weakCapture == nil)
    }

    @Test func resetStubReleasesAGivenValueNeverReturned() {
        let engine = CoreEngineMock()
        weak var weakGiven: CorePart?
        do {
            let given = CorePart(name: "given")
            engine.given("part(named:)", willReturn: given)
            weakGiven = given
        }
        #expect(weakGiven != nil)
        engine.resetStub()
        #expect(weakGiven == nil)
    }
}

/// A double whose deinit calls two of its members, keeping their answers.
private final class DeinitCallerMock: Mocking {
    static let answers = Locked<[Int]>([])
    static let registryLivedThroughTheSweep = Locked<Bool?>(nil)

    func cleanup() -> Int { didCallFunction() }
    func farewell() -> Int { didCallFunction() }

    deinit {
        let answers = [cleanup(), farewell()]
        Self.answers.withLock { $0 = answers }
    }
}

/// A double whose deinit calls two of its members, keeping their answers
/// where the test says.
private final class DeinitAnswerRecorder: Mocking {
    let answers: DeinitAnswers

    init(keepingAnswersIn answers: DeinitAnswers) { self.answers = answers }

    func cleanup() -> Int { didCallFunction() }
    func farewell() -> Int { didCallFunction() }

    deinit {
        answers.keep([cleanup(), farewell()])
    }
}

/// The answers a `DeinitAnswerRecorder`'s deinit got.
private final class DeinitAnswers: Sendable {
    private let answers = Locked<[Int]>([])

    var kept: [Int] { answers.withLock { $0 } }

    func keep(_ kept: [Int]) { answers.withLock { $0 = kept } }
}

/// Whether the process runs under AddressSanitizer, which delays the reuse
/// of freed memory.
private let addressSanitizerIsLoaded = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
