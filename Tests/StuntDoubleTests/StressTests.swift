import Testing

@testable import StuntDouble

/// Eight tasks call one double at once while other tasks add givens and
/// read its history and verification; nothing may be lost or answered wrongly.
///
/// Each calling task makes `STUNTDOUBLE_STRESS_CALLS` calls (100,000 by
/// default, 800,000 in all). The ThreadSanitizer pass of `.ci/run` lowers
/// the count, since TSan runs this code 5 to 15 times slower (about 75 s
/// instead of 5 at the default count on 2 cores):
///
/// ```sh
/// STUNTDOUBLE_STRESS_CALLS=10000 swift test --sanitize=thread --filter StressTests
/// ```
struct StressTests {
    /// The values the stressed member can answer: the first given's, and
    /// those of the givens added while it is called.
    enum Answer {
        static let initial = 1
        /// `plain + n`: the `n`th added given, for any arguments.
        static let plain = 1_000_000
        /// `matched + n`: the `n`th added given, for ids with `id % 3 == n % 3`.
        static let matched = 2_000_000
        static let givensAdded = 200

        /// Adds the `n`th given while calls are running: alternately one
        /// for any arguments and one with a matcher, which the double must
        /// run outside its lock; and a given for a new member, which grows
        /// the double's member table under the callers' feet.
        static func addGiven(_ n: Int, to double: some Stubbing) {
            if n.isMultiple(of: 2) {
                double.given("fetch(id:)", willReturn: plain + n)
            } else {
                double.given(
                    "fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id % 3 == n % 3 },
                    willReturn: matched + n)
            }
            double.given("member\(n)()", willReturn: n)
        }

        /// Why `answer` cannot be what a call with `id` returned, or nil
        /// when it can be.
        static func problem(_ answer: Int, for id: Int) -> String? {
            switch answer {
            case initial:
                return nil
            case plain..<(plain + givensAdded) where (answer - plain).isMultiple(of: 2):
                return nil
            case matched..<(matched + givensAdded) where (id - (answer - matched)) % 3 == 0:
                return nil
            default:
                return "fetch(id: \(id)) answered \(answer), which no applicable given returns"
            }
        }
    }

    @Test func mockRecordsEveryCallFromEightTasks() async {
        let mock = StressMock()
        let tasks = StressConfiguration.callingTasks
        let perTask = StressConfiguration.callsPerTask
        let total = tasks * perTask
        mock.given("fetch(id:)", willReturn: Answer.initial)
        // Expectations met all along, so that a reader seeing one unmet has
        // found a torn read. (An unmet one would also make every read build
        // a message listing up to 800,000 calls.)
        mock.expect(.atMost(total), callsToFunction: "fetch(id:)")
        mock.expect(
            .atLeast(0), callsToFunction: "fetch(id:)",
            withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id >= 0 })
        mock.expect(.never, callsToFunction: "note(_:)")
        let finished = StressCounter()
        let readsDuringCalls = StressCounter()

        let problems = await withTaskGroup(of: [String].self) { group in
            group.addTask {
                await Self.addGivens(to: mock, until: { finished.value == tasks })
            }
            group.addTask {
                // The history only grows while nobody resets, so every read
                // must see at least as many calls as the read before.
                var problems: [String] = []
                var previous = 0
                repeat {
                    let count = mock.numberOfCalls(toFunction: "fetch(id:)")
                    let history: [Int] = mock.receivedArgumentsOfInferredType()
                    if count < previous { problems.append("numberOfCalls fell from \(previous) to \(count)") }
                    if history.count < count {
                        problems.append("the history had \(history.count) calls after numberOfCalls said \(count)")
                    }
                    if count > 0 && history.count < total { readsDuringCalls.increment() }
                    previous = history.count
                    try? await Task.sleep(nanoseconds: 25_000_000)
                } while finished.value < tasks
                return problems
            }
            group.addTask {
                var problems: [String] = []
                repeat {
                    if mock.wouldFailIfVerified() { problems.append("wouldFailIfVerified() was true") }
                    let messages = mock.applicableFailureMessages()
                    if !messages.isEmpty { problems.append("unmet expectations reported: \(messages)") }
                    try? await Task.sleep(nanoseconds: 25_000_000)
                } while finished.value < tasks
                return problems
            }
            for task in 0..<tasks {
                group.addTask {
                    let problems = await Self.call(task: task, perTask: perTask) { mock.fetch(id: $0) }
                    finished.increment()
                    return problems
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }

        #expect(problems.isEmpty)
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == total)
        let recorded = mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self)
        #expect(StressArguments.problems(in: recorded, tasks: tasks, perTask: perTask).isEmpty)
        let inferred: [Int] = mock.receivedArgumentsOfInferredType()
        #expect(inferred == recorded)
        #expect(captureFailures { mock.verify() }.isEmpty)
        mock.expect(.exactly(amount: total), callsToFunction: "fetch(id:)")
        #expect(captureFailures { mock.verify() }.isEmpty)
        mock.expect(.exactly(amount: total + 1), callsToFunction: "fetch(id:)")
        let failures = captureFailures { mock.verify() }
        #expect(failures.count == 1)
        // The message quotes the count: all calls were seen by the expectation.
        #expect(failures.first?.message.contains("called \(total) times") == true)
        if perTask >= 10_000 {
            // With fewer calls the callers may finish before a reader wakes.
            #expect(readsDuringCalls.value > 0, "the history was never read while calls were running")
        }
    }

    @Test func stubAnswersFromEightTasks() async {
        let stub = StressStub()
        let tasks = StressConfiguration.callingTasks
        let perTask = StressConfiguration.callsPerTask
        stub.given("fetch(id:)", willReturn: Answer.initial)
        let finished = StressCounter()

        let outcomes = await withTaskGroup(of: StressStubOutcome.self) { group in
            group.addTask {
                StressStubOutcome(problems: await Self.addGivens(to: stub, until: { finished.value == tasks }))
            }
            for task in 0..<tasks {
                group.addTask {
                    var outcome = StressStubOutcome()
                    for call in 0..<perTask {
                        let id = task * perTask + call
                        let answer = stub.fetch(id: id)
                        if let problem = Answer.problem(answer, for: id), outcome.problems.count < 5 {
                            outcome.problems.append(problem)
                        }
                        switch answer {
                        case Answer.initial: outcome.initial += 1
                        case Answer.matched...: outcome.matched += 1
                        default: outcome.plain += 1
                        }
                        if call % 1_024 == 0 { await Task.yield() }
                    }
                    finished.increment()
                    return outcome
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(outcomes.flatMap(\.problems).isEmpty)
        let answers = outcomes.reduce(0) { $0 + $1.initial + $1.plain + $1.matched }
        #expect(answers == tasks * perTask)
        // Nothing is recorded for a Stubbing-only double.
        #expect(stub.doubleRegistry.snapshot().history.order.isEmpty)
        // The givens all arrived: the last one added is the newest for ids it matches.
        let last = Answer.givensAdded - 1
        #expect(stub.fetch(id: last % 3) == Answer.matched + last)
        stub.given("fetch(id:)", willReturn: 42)
        #expect(stub.fetch(id: 0) == 42)
    }

    /// Returned values kept from eight tasks at once: a plain given's under
    /// the lock, a computed answer's after it: every call's value is kept
    /// once, at its call's place.
    @Test func returnedValuesKeepEveryCallsValueFromEightTasks() async {
        let mock = StressMock()
        mock.given("fetch(id:)", willAnswer: { (id: Int) in id * 2 })
        mock.given("fetch(id:)", withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id < 0 }, willReturn: -1)
        let tasks = StressConfiguration.callingTasks
        let perTask = 500

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<perTask {
                        _ = mock.fetch(id: call.isMultiple(of: 2) ? task * perTask + call : -1)
                    }
                }
            }
        }

        let arguments = mock.receivedArguments(forCallsToFunction: "fetch(id:)", as: Int.self)
        let returned = mock.returnedValues(forCallsToFunction: "fetch(id:)", as: Int.self)
        #expect(returned.count == tasks * perTask)
        #expect(returned == arguments.map { $0 < 0 ? -1 : $0 * 2 })
    }

    /// Closure answers running on eight tasks while another resets the
    /// givens and gives the closure again: a call holds its given
    /// unretained, so a reset must not free one a call is running (the
    /// AddressSanitizer run reports a use after free).
    @Test func closureAnswersWhileAnotherTaskResetsTheGivens() async {
        let stub = StressStub()
        stub.given("fetch(id:)", willAnswer: { (id: Int) in id * 2 })
        let tasks = StressConfiguration.callingTasks
        let perTask = min(StressConfiguration.callsPerTask, 20_000)
        let finished = StressCounter()

        let wrong = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                var resets = 0
                while finished.value < tasks || resets == 0 {
                    stub.resetStub()
                    stub.given("fetch(id:)", willAnswer: { (id: Int) in id * 2 })
                    resets += 1
                    if resets % 64 == 0 { await Task.yield() }
                }
                return 0
            }
            for task in 0..<tasks {
                group.addTask {
                    var wrong = 0
                    for call in 0..<perTask {
                        let id = task * perTask + call + 1
                        // Between a reset and the given after it: the default.
                        if ![id * 2, 0].contains(stub.fetch(id: id)) { wrong += 1 }
                        if call % 1_024 == 0 { await Task.yield() }
                    }
                    finished.increment()
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }

        #expect(wrong == 0)
    }

    /// Consecutive givens answered from eight tasks at once: each value is
    /// handed out exactly as often as its sequence says, none lost or
    /// duplicated, for a given for any arguments and one with a matcher
    /// (whose position advances outside the registry's lock).
    @Test func consecutiveGivensHandOutEachValueOnceFromEightTasks() async {
        let stub = StressStub()
        let length = 1_000
        let location = CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        stub.addGiven("fetch(id:)", ArgumentMatcher<Any>.any.box, SequenceAnswer(Array(0..<length)), location)
        stub.addGiven(
            "fetch(id:)", ArgumentMatcher { (id: Int) in id < 0 }.box,
            SequenceAnswer(Array(length..<(2 * length))), location)
        let tasks = StressConfiguration.callingTasks
        let perTask = length / tasks

        let (plain, matched) = await withTaskGroup(of: ([Int], [Int]).self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var answers: ([Int], [Int]) = ([], [])
                    for _ in 0..<perTask {
                        answers.0.append(stub.fetch(id: task))
                        answers.1.append(stub.fetch(id: -1))
                    }
                    return answers
                }
            }
            return await group.reduce(into: ([Int](), [Int]())) { all, answers in
                all.0 += answers.0
                all.1 += answers.1
            }
        }

        #expect(plain.sorted() == Array(0..<length))
        #expect(matched.sorted() == Array(length..<(2 * length)))
    }

    /// Waiters for calls while eight tasks call: each is woken by the call
    /// that satisfies it, and none misses its call.
    @Test func waitersWhileEightTasksCall() async {
        let mock = StressMock()
        let tasks = StressConfiguration.callingTasks
        let perTask = min(StressConfiguration.callsPerTask, 10_000)

        async let callers: Void = withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask { for call in 0..<perTask { _ = mock.fetch(id: task * perTask + call) } }
            }
        }
        let waits = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    await mock.verify(
                        .atLeast(1), callsToFunction: "fetch(id:)",
                        withArgumentsThatMatch: .equal(to: task * perTask + perTask - 1), within: .seconds(600))
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        await callers

        #expect(waits == Array(repeating: true, count: tasks))
        #expect(mock.numberOfCalls(toFunction: "fetch(id:)") == tasks * perTask)
    }

    /// A closure double called from eight tasks, each through a copy of
    /// `.closure` of its own, while givens are added and the history read:
    /// every copy records into the one double, and no call is lost.
    @Test func closureDoubleRecordsEveryCallFromEightTasks() async {
        let fetch = ClosureDouble<Int, Int>("fetch")
        let tasks = StressConfiguration.callingTasks
        let perTask = StressConfiguration.callsPerTask
        let total = tasks * perTask
        fetch.given(willReturn: Answer.initial)
        fetch.expect(.atMost(total))
        let finished = StressCounter()

        let problems = await withTaskGroup(of: [String].self) { group in
            group.addTask {
                for n in 0..<Answer.givensAdded {
                    if n.isMultiple(of: 2) {
                        fetch.given(willReturn: Answer.plain + n)
                    } else {
                        fetch.given(
                            withArgumentsThatMatch: ArgumentMatcher { (id: Int) in id % 3 == n % 3 },
                            willReturn: Answer.matched + n)
                    }
                    if finished.value < tasks { try? await Task.sleep(nanoseconds: 2_000_000) }
                }
                return []
            }
            group.addTask {
                var problems: [String] = []
                var previous = 0
                repeat {
                    let count = fetch.numberOfCalls
                    let history = fetch.receivedArguments
                    if count < previous { problems.append("numberOfCalls fell from \(previous) to \(count)") }
                    if history.count < count {
                        problems.append("the history had \(history.count) calls after numberOfCalls said \(count)")
                    }
                    if fetch.wouldFailIfVerified() { problems.append("wouldFailIfVerified() was true") }
                    previous = history.count
                    try? await Task.sleep(nanoseconds: 25_000_000)
                } while finished.value < tasks
                return problems
            }
            for task in 0..<tasks {
                let closure = fetch.closure
                group.addTask {
                    let problems = await Self.call(task: task, perTask: perTask, closure)
                    finished.increment()
                    return problems
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }

        #expect(problems.isEmpty)
        #expect(fetch.numberOfCalls == total)
        #expect(StressArguments.problems(in: fetch.receivedArguments, tasks: tasks, perTask: perTask).isEmpty)
        #expect(fetch.returnedValues.count == total)
        #expect(captureFailures { fetch.verify() }.isEmpty)
        #expect(fetch.verify(.exactly(amount: total)))
    }

    /// Makes calling task `task`'s calls through `fetch`, each with its
    /// own id; returns the first few answers no applicable given returns.
    private static func call(task: Int, perTask: Int, _ fetch: (Int) -> Int) async -> [String] {
        var problems: [String] = []
        for call in 0..<perTask {
            let id = task * perTask + call
            if let problem = Answer.problem(fetch(id), for: id), problems.count < 5 {
                problems.append(problem)
            }
            if call % 1_024 == 0 { await Task.yield() }
        }
        return problems
    }

    /// Adds ``Answer/givensAdded`` givens, spread over the calls, and stops
    /// early only when `isDone`; returns no problems.
    private static func addGivens(to double: some Stubbing & Sendable, until isDone: @Sendable () -> Bool) async
        -> [String]
    {
        for n in 0..<Answer.givensAdded {
            Answer.addGiven(n, to: double)
            if !isDone() { try? await Task.sleep(nanoseconds: 2_000_000) }
        }
        return []
    }
}

/// What one task of the stub's stress test saw.
struct StressStubOutcome: Sendable {
    var problems: [String] = []
    var initial = 0
    var plain = 0
    var matched = 0
}
