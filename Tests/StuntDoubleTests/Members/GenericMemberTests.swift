// Generic members: a given answers the concrete types it fits, and the call
// history, matchers and messages see the concrete types of each call. The
// region between the snippet markers is the double of Guides/Members.md's
// "Generic members", kept identical to it by DocumentationSnippetTests.
// Namespaced so that its names never collide with the doubles of other tests.
import Foundation
import Testing

@testable import StuntDouble

enum GenericMembers {
    struct User: Decodable, Equatable {
        let id: String
        let name: String
    }

    struct Order: Decodable, Equatable {
        let number: Int
    }

    /// A generic subscript: one index, values of any type.
    final class SettingsMock: Mocking {
        subscript<Value>(key: String) -> Value? {
            get { didCallFunction(withArguments: key) }
            set { didCallFunction(withArguments: key, newValue) }
        }
    }

    // snippet: generic-double
    protocol Storage {
        func load<T: Decodable>(_ type: T.Type, key: String) -> T?
        func make<T>() -> T
    }

    final class StorageMock: Mocking, Storage {
        func load<T: Decodable>(_ type: T.Type, key: String) -> T? { didCallFunction(withArguments: type, key) }
        func make<T>() -> T { didCallFunction() }
    }
    // end snippet
}

extension GenericMembers {
    struct GenericMemberTests {
        // snippet: generic-test
        @Test func aGivenAnswersTheTypeOfItsValue() {
            let storage = StorageMock()
            let ada = User(id: "u1", name: "Ada")
            storage.given("load(_:key:)", willReturn: ada)  // by name: every call whose type `ada` fits
            storage.given { $0.make() as Int }.willReturn(42)

            #expect(storage.load(User.self, key: "u1") == ada)
            #expect(storage.load(Order.self, key: "o1") == nil)  // no given of type Order: the default
            #expect(storage.make() == 42)

            let userKeys = storage.receivedArguments(forCallsToFunction: "load(_:key:)", as: (User.Type, String).self)
            #expect(userKeys.map(\.1) == ["u1"])
            storage.verify(.once) { $0.load(Order.self, key: "o1") }
        }
        // end snippet

        /// A call of a type no given fits gets its default, and one note
        /// on standard error says why, not one per call; nothing fails.
        @Test func aCallOfAnotherTypeGetsItsDefaultWithNotesOnly() {
            let storage = StorageMock()
            storage.given("load(_:key:)", willReturn: User(id: "u1", name: "Ada"))

            var orders: [Order?] = []
            let reports = captureFailures {
                orders.append(storage.load(Order.self, key: "o1"))
                orders.append(storage.load(Order.self, key: "o2"))
            }

            #expect(orders == [nil, nil])
            #expect(reports.allSatisfy { $0.isNote })
            #expect(
                reports.map { $0.message.prefix { $0 != "\n" } } == [
                    "note: No given for GenericMembers.StorageMock.load(_:key:) fits a call of type"
                        + " (GenericMembers.Order.Type, String) -> GenericMembers.Order?."
                ])
            #expect(captureFailures { storage.verify() }.isEmpty)
        }

        @Test func eachConcreteTypeHasItsOwnGiven() {
            let storage = StorageMock()
            storage.given("load(_:key:)", willReturn: User(id: "u1", name: "Ada"))
            storage.given("load(_:key:)", willReturn: Order(number: 7))

            #expect(storage.load(User.self, key: "u1") == User(id: "u1", name: "Ada"))
            #expect(storage.load(Order.self, key: "o1") == Order(number: 7))
        }

        @Test func aMatcherTypedOnTheConcreteArgumentsSelectsThoseCalls() {
            let storage = StorageMock()
            storage.given(
                "load(_:key:)",
                withArgumentsThatMatch: ArgumentMatcher { (args: (User.Type, String)) in args.1 == "admin" },
                willReturn: User(id: "admin", name: "Root"))
            storage.given(
                "load(_:key:)",
                withArgumentsThatMatch: ArgumentMatcher<(Order.Type, String)>(.any, .equal(to: "o7")),
                willReturn: Order(number: 7))

            var results: [Any?] = []
            _ = captureFailures {  // the calls answered nil write notes
                results = [
                    storage.load(User.self, key: "admin"), storage.load(User.self, key: "guest"),
                    storage.load(Order.self, key: "o7"), storage.load(Order.self, key: "o8"),
                ]
            }

            #expect(results[0] as? User == User(id: "admin", name: "Root"))
            #expect(results[1] == nil)
            #expect(results[2] as? Order == Order(number: 7))
            #expect(results[3] == nil)
        }

        @Test func aComputedAnswerReceivesTheConcreteArguments() {
            let storage = StorageMock()
            storage.given(
                "load(_:key:)",
                willAnswer: { (args: (User.Type, String)) in User(id: args.1, name: "user \(args.1)") })

            var order: Order? = Order(number: 0)
            _ = captureFailures { order = storage.load(Order.self, key: "o9") }

            #expect(storage.load(User.self, key: "u9") == User(id: "u9", name: "user u9"))
            #expect(order == nil)
        }

        @Test func historySeesTheConcreteTypes() {
            let storage = StorageMock()
            storage.given("load(_:key:)", willReturn: User(id: "u1", name: "Ada"))
            _ = captureFailures {
                _ = storage.load(User.self, key: "u1")
                _ = storage.load(Order.self, key: "o1")
                _ = storage.load(User.self, key: "u2")
            }

            let userCalls = storage.receivedArguments(forCallsToFunction: "load(_:key:)", as: (User.Type, String).self)
            let orderCalls = storage.receivedArguments(
                forCallsToFunction: "load(_:key:)", as: (Order.Type, String).self)
            let inferred: [(Order.Type, String)] = storage.receivedArgumentsOfInferredType()

            #expect(userCalls.map(\.1) == ["u1", "u2"])
            #expect(userCalls.allSatisfy { $0.0 == User.self })
            #expect(orderCalls.map(\.1) == ["o1"])
            #expect(inferred.map(\.1) == ["o1"])
            #expect(storage.numberOfCalls(toFunction: "load(_:key:)") == 3)
            #expect(storage.returnedValues(forCallsToFunction: "load(_:key:)", as: Order?.self) == [nil])
        }

        @Test func returnedValuesOfOneOptionalTypeLeaveOutTheOtherTypesNils() {
            let storage = StorageMock()
            let ada = User(id: "u1", name: "Ada")
            storage.given("load(_:key:)", willReturn: ada)
            _ = captureFailures {
                _ = storage.load(User.self, key: "u1")
                _ = storage.load(Order.self, key: "o1")
                _ = storage.load(User.self, key: "u2")
            }

            #expect(storage.returnedValues(forCallsToFunction: "load(_:key:)", as: User?.self) == [ada, ada])
        }

        @Test func expectationsCountTheCallsOfTheirConcreteType() {
            let storage = StorageMock()
            storage.expect(
                .once, callsToFunction: "load(_:key:)",
                withArgumentsThatMatch: ArgumentMatcher { (_: (User.Type, String)) in true })
            storage.expect(
                .exactly(amount: 2), callsToFunction: "load(_:key:)",
                withArgumentsThatMatch: ArgumentMatcher(.any(Order.Type.self), .any(String.self)))

            _ = storage.load(User.self, key: "u1")
            _ = storage.load(Order.self, key: "o1")
            _ = storage.load(Order.self, key: "o2")

            #expect(captureFailures { storage.verify() }.isEmpty)
        }

        @Test func anUnmetExpectationNamesTheConcreteTypes() {
            let storage = StorageMock()
            let expectLine = #line + 1
            storage.expect(
                callToFunction: "load(_:key:)",
                withArgumentsThatMatch: ArgumentMatcher { (_: (Order.Type, String)) in true })
            _ = storage.load(User.self, key: "u1")

            let line = #line + 1
            let failures = captureFailures { storage.verify() }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected GenericMembers.StorageMock.load(_:key:) to be called at least once with arguments matching a predicate on (GenericMembers.Order.Type, String); it was called 0 times with matching arguments, once in all.
                              Expected at: StuntDoubleTests/GenericMemberTests.swift:\(expectLine)
                              The matcher takes (GenericMembers.Order.Type, String), but load(_:key:) was called with (GenericMembers.User.Type, String): it can never match those calls.
                              1 call to load(_:key:), in order:
                                ✗ load(GenericMembers.User.self, key: "u1")
                              Other calls to GenericMembers.StorageMock: none
                            """,
                        fileID: "StuntDoubleTests/GenericMemberTests.swift", line: UInt(line))
                ])
        }

        @Test func aFailingCheckAfterTheActMarksTheCallsOfItsType() {
            let storage = StorageMock()
            _ = storage.load(User.self, key: "u1")
            _ = storage.load(Order.self, key: "o1")

            let line = #line + 2
            let failures = captureFailures {
                storage.verify(
                    .never, callsToFunction: "load(_:key:)",
                    withArgumentsThatMatch: ArgumentMatcher<(Order.Type, String)>(.any, .equal(to: "o1")))
            }

            #expect(
                failures == [
                    CapturedFailure(
                        message: """
                            Expected GenericMembers.StorageMock.load(_:key:) never to be called with arguments matching (any, equal to "o1"); it was called once with matching arguments, 2 times in all.
                              Verified at: StuntDoubleTests/GenericMemberTests.swift:\(line)
                              The matcher takes (GenericMembers.Order.Type, String), but load(_:key:) was called with (GenericMembers.User.Type, String): it can never match those calls.
                              2 calls to load(_:key:), in order:
                                ✗ load(GenericMembers.User.self, key: "u1")
                                ✓ load(GenericMembers.Order.self, key: "o1")
                              Other calls to GenericMembers.StorageMock: none
                            """,
                        fileID: "StuntDoubleTests/GenericMemberTests.swift", line: UInt(line))
                ])
        }

        /// `make<T>() -> T` has no argument that says `T`: givens are told
        /// apart by their value's type, and so are returned values.
        @Test func aGenericResultIsAnsweredPerType() {
            let storage = StorageMock()
            storage.given("make()", willReturn: User(id: "new", name: "New"))
            storage.given("make()", willReturn: 42)

            let user: User = storage.make()
            let number: Int = storage.make()
            var text = "unset"
            let notes = captureFailures { text = storage.make() }

            #expect(user == User(id: "new", name: "New"))
            #expect(number == 42)
            #expect(text == "")  // String's default
            #expect(notes.allSatisfy { $0.isNote } && notes.count == 1)
            #expect(storage.returnedValues(forCallsToFunction: "make()", as: User.self) == [user])
            #expect(storage.returnedValues(forCallsToFunction: "make()", as: Int.self) == [42])
            #expect(storage.returnedValues(forCallsToFunction: "make()", as: String.self) == [""])
            #expect(storage.numberOfCalls(toFunction: "make()") == 3)
        }

        /// A generic subscript stores what is written per index, and a read
        /// as another type does not see it.
        @Test func aGenericSubscriptKeepsItsWrittenValuePerType() {
            let settings = SettingsMock()
            settings["volume"] = 7 as Int?

            let volume: Int? = settings["volume"]
            var asText: String? = "unset"
            let notes = captureFailures { asText = settings["volume"] }

            #expect(volume == 7)
            #expect(asText == nil)
            #expect(notes.allSatisfy { $0.isNote })
            #expect(settings.valuesWritten(toProperty: "subscript(_:)", as: Int?.self) == [7])
        }

        /// `nil` of one optional type is no answer for another: a given of
        /// `nil as User?` is about `load(User.self, …)` only.
        @Test func aNilGivenOfOneTypeLeavesTheOtherTypesGivensAlone() {
            let storage = StorageMock()
            storage.given("load(_:key:)", willReturn: Order(number: 1))
            storage.given("load(_:key:)", willReturn: nil as User?)

            #expect(storage.load(Order.self, key: "o1") == Order(number: 1))
            #expect(storage.load(User.self, key: "u1") == nil)
        }

        /// The same for a written value: `nil` written as an `Int?` is no
        /// answer for a read as `String?`.
        @Test func aNilWrittenAsOneTypeIsNoAnswerForAReadAsAnother() {
            let settings = SettingsMock()
            settings.given("subscript(_:)", willReturn: "loud")
            settings["volume"] = nil as Int?

            var text: String?
            _ = captureFailures { text = settings["volume"] }
            let number: Int? = settings["volume"]

            #expect(text == "loud")
            #expect(number == nil)
        }
    }
}
