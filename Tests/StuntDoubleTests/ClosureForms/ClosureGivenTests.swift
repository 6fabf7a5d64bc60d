import Testing

@testable import StuntDouble

/// `given { … }` on an instance double: every spelling of the issue, and
/// that each behaves as the name-based form it records.
@Suite struct ClosureGivenTests {
    let mock = ClosureServiceMock()

    @Test func theIssuesSpellingsCompileAndAnswer() throws {
        let user = ClosureUser(id: 3)
        mock.given { $0.fetch(id: 3) }.willReturn(user)
        mock.given { $0.next() }.willReturn(1, then: 2, 3)
        mock.given { $0.name(of: 7) }.willAnswer { (id: Int) in "user \(id)" }
        mock.given { try $0.load() }.willThrow(LoadError.offline)
        mock.given { $0.sum(2, 3) }.willCallThrough()
        mock.given { $0.title }.willReturn("Draft")

        #expect(mock.fetch(id: 3) == user)
        let values: [Int] = [mock.next(), mock.next(), mock.next(), mock.next()]
        #expect(values == [1, 2, 3, 3])
        #expect(mock.name(of: 7) == "user 7")
        #expect(throws: LoadError.offline) { try mock.load() }
        #expect(mock.sum(2, 3) == 5)
        #expect(mock.title == "Draft")
    }

    @Test func plainArgumentsMeanEquality() {
        mock.given { $0.fetch(id: 3) }.willReturn(ClosureUser(id: 30))

        #expect(mock.fetch(id: 3) == ClosureUser(id: 30))
        #expect(mock.fetch(id: 4) == ClosureUser(id: 0))  // the default: the given is for 3
    }

    @Test func equalityForSeveralArguments() {
        let table = ClosureTable()
        mock.given { $0.sum(2, 3) }.willReturn(50)
        mock.given { $0.row(arg(.identical(to: table)), arg(.satisfying("a positive row") { $0 > 0 })) }
            .willReturn(3)

        #expect(mock.sum(2, 3) == 50)
        #expect(mock.sum(3, 2) == 0)
        #expect(mock.row(table, 4) == 3)
        #expect(mock.row(table, 0) == 0)
        #expect(mock.row(ClosureTable(), 4) == 0)
    }

    @Test func argumentConditions() {
        mock.given { $0.fetch(id: arg(.any)) }.willReturn(ClosureUser(id: 1))
        mock.given { $0.fetch(id: arg(.equal(to: 9))) }.willReturn(ClosureUser(id: 9))

        #expect(mock.fetch(id: 5) == ClosureUser(id: 1))
        #expect(mock.fetch(id: 9) == ClosureUser(id: 9))
    }

    @Test func theNewestGivenWinsAsWithTheNameBasedForms() {
        mock.given("fetch(id:)", willReturn: ClosureUser(id: 1))
        mock.given { $0.fetch(id: 2) }.willReturn(ClosureUser(id: 2))

        #expect(mock.fetch(id: 2) == ClosureUser(id: 2))
        #expect(mock.fetch(id: 3) == ClosureUser(id: 1))
    }

    @Test func aThrowingMemberWithoutDefaultIsRecordedByItsThrow() throws {
        mock.given { try $0.loadProfile() }.willReturn(ClosureProfile(name: "Ada"))

        #expect(try mock.loadProfile() == ClosureProfile(name: "Ada"))
    }

    @Test func anUnfinishedBuilderGivesNothing() {
        _ = mock.given { $0.next() }

        #expect(mock.next() == 0)
        #expect(mock.doubleRegistry.snapshot().members.allSatisfy { $0.givens.isEmpty })
    }

    @Test func aSubscriptLikeGenericAnswerOfAnotherOverload() {
        mock.given { $0.put("a", 1) }.willAnswer { (key: String, value: Int) in () }
        mock.put("a", 1)
        #expect(mock.numberOfCalls(toFunction: "put(_:_:)") == 1)
    }

    @Test func subscriptsOverloadsAndGenericMembers() {
        mock.given { $0[key: "a"] }.willReturn(1)
        mock.given { $0.find(1) }.willReturn("by id")
        mock.given { $0.find("x") }.willReturn("by name")
        mock.given { $0.make() as Int? }.willReturn(7)

        #expect(mock[key: "a"] == 1)
        #expect(mock[key: "b"] == 0)
        #expect(mock.find(1) == "by id")
        #expect(mock.find("x") == "by name")
        #expect((mock.make() as Int?) == 7)
        #expect((mock.make() as String?) == nil)

        mock[key: "a"] = 5
        let failures = captureFailures {
            #expect(mock.verify(.once) { $0[key: "a"] = 5 })
            #expect(mock.verify(.once) { $0.find("x") })
        }
        #expect(failures.isEmpty)
    }
}
