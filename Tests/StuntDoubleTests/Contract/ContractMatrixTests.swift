import Testing

@testable import StuntDouble

/// The contract matrix (issue 19): every kind of given × every shape of
/// member × every way of naming it, so that the forms cannot drift apart.
/// Each cell gives, calls twice (passing 5, then 6, where the member takes
/// an argument), and checks the answers and what the givens ran, the
/// recorded calls, and that verification passes for the calls made and
/// fails, naming the double and the member, for others.
struct ContractMatrixTests {
    @Test(arguments: ContractCell.all)
    func cell(_ cell: ContractCell) async {
        switch cell.naming {
        case .function: await check(cell, on: ContractFunctionMock())
        case .literal: await check(cell, on: ContractLiteralMock())
        case .string: await check(cell, on: ContractStringMock())
        case .functionID: await check(cell, on: ContractIDMock())
        }
    }

    /// The table leaves out only the cells that trap: a given that cannot
    /// fit a member returning a `ContractToken` that cannot throw one.
    @Test func theTableLeavesOutOnlyTheCellsThatTrap() {
        // 42 members with a getter or a method and 2 setters, 4 namings, 6 kinds.
        #expect(ContractMember.all.count == 44)
        let trapping = ContractMember.all.count * 4 * 6 - ContractCell.all.count
        // willThrow on plain and async `ContractToken` members, async
        // willAnswer on plain and typed ones: 2 × 2 effects × 3 members × 4.
        // Every kind fits an `async` typed-throws member.
        #expect(trapping == 48)
    }

    private func check(_ cell: ContractCell, on double: some ContractSurface) async {
        cell.given.give(to: cell.givenMember, of: double)
        if case .setter(let accessor) = cell.member {
            await checkWrite(cell, accessor, on: double)
        } else {
            await checkCalls(cell, on: double)
        }
    }

    private func checkCalls(_ cell: ContractCell, on double: some ContractSurface) async {
        let member = cell.member
        let arguments = member.takesArgument ? [5, 6] : [nil, nil]
        double.expectCalls(.exactly(amount: 2), to: member)
        var answers: [ContractAnswer] = []
        let reported = await captureFailuresAsync {
            for argument in arguments { answers.append(await member.call(on: double, argument: argument ?? 0)) }
        }

        // (a) The answers, and what the given's closures or the real
        // implementation ran; a given that cannot fit is noted once, and
        // the member answers its default, or throws where it has none.
        let fits = cell.given.fits(member.effect)
        let expected = arguments.indices.map { call in
            cell.given.answer(call: call, argument: arguments[call], through: member)
                ?? defaultAnswer(of: member.result)
        }
        #expect(answers == expected)
        #expect(double.log.all == (fits ? arguments.compactMap { cell.given.logEntry(argument: $0) } : []))
        let notes = reported.filter(\.isNote)
        let failures = reported.filter { !$0.isNote }
        #expect(notes.count == (fits ? 0 : 1))
        #expect(failures.count == (fits || member.result != .token ? 0 : 2))
        for failure in reported { expectNamed(failure, cell, double) }

        // (b) The recorded calls: reads or calls, never writes.
        #expect(double.numberOfCalls(toFunction: cell.name) == 2)
        #expect(double.numberOfWrites(ofProperty: cell.name) == 0)
        if member.takesArgument {
            #expect(double.receivedArguments(forCallsToFunction: cell.name, as: Int.self) == [5, 6])
        } else {
            #expect(double.numberOfReads(ofProperty: cell.name) == 2)
        }

        // (c) Verification: the expectation holds, checks of the calls made
        // hold, a check for other arguments fails and says where.
        #expect(captureFailures { double.verify() }.map(\.message) == [])
        if member.takesArgument {
            #expect(double.verifyCalls(.once, to: member, matching: .equal(to: 5)))
            #expect(double.verifyCalls(.once, to: member, matching: .equal(to: 6)))
        } else {
            #expect(double.verifyCalls(.exactly(amount: 2), to: member, matching: .read))
        }
        expectWrongCheckFails(cell, on: double, matching: .equal(to: 99))
    }

    /// A write is recorded as one, stored, and read back over the given; a
    /// subscript's other indices still read the given.
    private func checkWrite(
        _ cell: ContractCell, _ accessor: ContractAccessor, on double: some ContractSurface
    ) async {
        let getter = cell.givenMember
        var answers: [ContractAnswer] = []
        let reported = await captureFailuresAsync {
            _ = await cell.member.call(on: double, argument: 5)
            answers.append(await getter.call(on: double, argument: 5))
            if accessor == .subscript { answers.append(await getter.call(on: double, argument: 6)) }
        }

        // (a) The written value, then (for index 6) the given's answer, or
        // the default when it cannot answer.
        let fits = cell.given.fits(getter.effect)
        var expected = [ContractAnswer.int(ContractMember.written)]
        var log: [String] = []
        if accessor == .subscript {
            expected.append(cell.given.answer(call: 0, argument: 6, through: getter) ?? .int(0))
            if fits, let entry = cell.given.logEntry(argument: 6) { log.append(entry) }
        }
        #expect(answers == expected)
        #expect(double.log.all == log)
        // A given that cannot fit is not noted here: the stored write is a
        // given that fits the getter's types (it only rejects index 6).
        #expect(reported.map(\.message) == [])

        // (b) One write of 42, and the reads after it.
        #expect(double.numberOfWrites(ofProperty: cell.name) == 1)
        #expect(double.numberOfReads(ofProperty: cell.name) == expected.count)
        #expect(double.valuesWritten(toProperty: cell.name, as: Int.self) == [ContractMember.written])

        // (c) A check of the write holds; one of another value fails.
        if accessor == .subscript {
            #expect(double.verifyCalls(.once, to: cell.member, matching: .equal(to: 5, ContractMember.written)))
            expectWrongCheckFails(cell, on: double, matching: .equal(to: 5, 43))
        } else {
            #expect(double.verifyCalls(.once, to: cell.member, matching: .equal(to: ContractMember.written)))
            expectWrongCheckFails(cell, on: double, matching: .equal(to: 43))
        }
    }

    /// The default a member answers when no given can: `nil` for a
    /// `ContractToken`, whose member throws `StuntDoubleError` instead.
    private func defaultAnswer(of result: ContractResult) -> ContractAnswer {
        switch result {
        case .nothing: .nothing
        case .int: .int(0)
        case .token: .threw("StuntDoubleError")
        }
    }

    private func expectWrongCheckFails<Arguments>(
        _ cell: ContractCell, on double: some ContractSurface, matching matcher: ArgumentMatcher<Arguments>
    ) {
        var held = true
        let reported = captureFailures { held = double.verifyCalls(.atLeast(1), to: cell.member, matching: matcher) }
        #expect(!held)
        #expect(reported.count == 1)
        for failure in reported {
            expectNamed(failure, cell, double)
            #expect(failure.message.hasPrefix("Expected \(type(of: double)).\(cell.name) to be called"))
            #expect(
                failure.fileID.hasSuffix("ContractSurface.swift") || failure.fileID.hasSuffix("ContractIDMock.swift"))
        }
    }

    /// A failure or note about the cell's member names the double and the member.
    private func expectNamed(_ failure: CapturedFailure, _ cell: ContractCell, _ double: some ContractSurface) {
        #expect(failure.message.contains("\(type(of: double))"), "\(failure.message)")
        #expect(failure.message.contains(cell.name), "\(failure.message)")
    }
}
