// The semantics of members named by their function name, as MockNStub's
// README promises them: the contract StuntDouble follows (issue 2), with
// UIKit's types replaced by stand-ins. Each test quotes the README line it
// proves.
//
// A plain import, not `@testable`: the examples must compile with the public
// API alone, as they do in a user's test target.
import Foundation
import StuntDouble
import Testing

/// The README's types with UIKit replaced; namespaced so that other tests
/// may declare their own `TableView`.
enum FunctionNameSemantics {
    final class TableView {}
    final class TableViewCell {}

    protocol TableViewDataSource: AnyObject {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    }

    // README, "Stubbing / Creating stubs / Using function names".
    class TableViewDataSourceStub: Stubbing, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            return didCallFunction(withArguments: tableView, section)
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            return didCallFunction(withArguments: tableView, indexPath)
        }
    }

    // README, "Mocking / Creating mocks / Using function names".
    class TableViewDataSourceMock: NSObject, Mocking, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            return didCallFunction(withArguments: tableView, section)!
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            return didCallFunction(withArguments: tableView, indexPath)!
        }
    }

    /// The code under test: asks its data source for the rows of each
    /// section and for a cell per row, as a table view does.
    static func cells(of tableView: TableView, sections: Int, from dataSource: TableViewDataSource) -> [TableViewCell] {
        (0..<sections).flatMap { section in
            (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { row in
                dataSource.tableView(tableView, cellForRowAt: [section, row])
            }
        }
    }

    // README, "Properties / Using function names": "This get set pattern is
    // identical on any property."
    final class HeaderMock: Mocking {
        var title: String {
            get {
                return didCallFunction()
            }
            set {
                didCallFunction(withArguments: newValue)
            }
        }

        var rowHeight: Double {
            get {
                return didCallFunction()
            }
            set {
                didCallFunction(withArguments: newValue)
            }
        }

        var selectedCell: TableViewCell? {
            get {
                return didCallFunction()
            }
            set {
                didCallFunction(withArguments: newValue)
            }
        }
    }

    /// A type of the user's that conforms to `ProvidingDefaultStubValue`.
    struct Temperature: Equatable, ProvidingDefaultStubValue {
        var celsius: Double
        static func defaultStubValue() -> Temperature { Temperature(celsius: 20) }
    }

    /// A type of the user's that does not.
    struct MyType: Equatable {
        var name = "made by the double"
    }

    // README, "Default return values of didCall()".
    final class DefaultsStub: Stubbing {
        func rowCount() -> Int { return didCallFunction() }
        func name() -> String { return didCallFunction() }
        func isEditing() -> Bool { return didCallFunction() }
        func sectionTitles() -> [String] { return didCallFunction() }
        func selection() -> IndexPath { return didCallFunction() }
        func temperature(in room: String) -> Temperature { return didCallFunction(withArguments: room) }
        func myType() -> MyType { return didCallFunction() ?? MyType() }
    }
}

// MARK: - Stubbing

extension FunctionNameSemantics {
    @Suite("Function-name semantics: Stubbing")
    struct StubbingTests {
        // "Return values can be added as many times as desired"
        // stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
        // stub.given("tableView(_:cellForRowAt:)", willReturn: UITableViewCell())
        @Test func givenValuesAreReturnedByTheStubsMembers() {
            let stub = TableViewDataSourceStub()
            let cell = TableViewCell()
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 3)
            stub.given("tableView(_:cellForRowAt:)", willReturn: cell)

            let tableView = TableView()
            #expect(stub.tableView(tableView, numberOfRowsInSection: 0) == 3)
            #expect(stub.tableView(tableView, cellForRowAt: [0, 1]) === cell)
            #expect(cells(of: tableView, sections: 2, from: stub).count == 6)
        }

        // "in the case where they are provided for the same signature, the
        // value that was last provided is returned."
        @Test func theValueProvidedLastForASignatureIsReturned() {
            let stub = TableViewDataSourceStub()
            let first = TableViewCell()
            let last = TableViewCell()
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 7)
            stub.given("tableView(_:cellForRowAt:)", willReturn: first)
            stub.given("tableView(_:cellForRowAt:)", willReturn: last)

            #expect(stub.tableView(TableView(), numberOfRowsInSection: 0) == 7)
            #expect(stub.tableView(TableView(), cellForRowAt: [0, 0]) === last)

            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            #expect(stub.tableView(TableView(), numberOfRowsInSection: 0) == 0)
        }

        // The same signature means the same return type too: a value of
        // another type is never returned, so it does not replace the last one.
        @Test func aValueOfAnotherTypeDoesNotReplaceTheLastValue() {
            let stub = TableViewDataSourceStub()
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 7)
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: "seven")

            #expect(stub.tableView(TableView(), numberOfRowsInSection: 0) == 7)
        }

        // stub.given("tableView(_:numberOfRowsInSection:)", withArgumentsThatMatch: ArgumentMatcher(matcher:
        //     { (args: (UITableView, Int)) -> Bool in return args.0 === expectedTableView && args.1 == 2 }),
        //     willReturn: 42)
        @Test func aGivenWithAMatcherAppliesOnlyToTheCallsItMatches() {
            let stub = TableViewDataSourceStub()
            let expectedTableView = TableView()
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            stub.given(
                "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (args: (TableView, Int)) -> Bool in
                    return args.0 === expectedTableView && args.1 == 2
                }), willReturn: 42)

            #expect(stub.tableView(expectedTableView, numberOfRowsInSection: 2) == 42)
            #expect(stub.tableView(expectedTableView, numberOfRowsInSection: 1) == 0)
            #expect(stub.tableView(TableView(), numberOfRowsInSection: 2) == 0)
        }

        // A general given provided after a specific one is "the value that
        // was last provided", so it wins even for the specific arguments.
        @Test func aLaterGeneralGivenWinsOverAnEarlierMatchingOne() {
            let stub = TableViewDataSourceStub()
            let expectedTableView = TableView()
            stub.given(
                "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (args: (TableView, Int)) -> Bool in
                    return args.0 === expectedTableView && args.1 == 2
                }), willReturn: 42)
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 5)

            #expect(stub.tableView(expectedTableView, numberOfRowsInSection: 2) == 5)
        }

        // "Argument matcher won't match if argument types are not correct."
        @Test(arguments: WrongTypes.allCases)
        func aMatcherOfOtherArgumentTypesNeverMatches(_ wrongTypes: WrongTypes) {
            let stub = TableViewDataSourceStub()
            let asked = Flag()
            stub.given("tableView(_:numberOfRowsInSection:)", willReturn: 1)
            wrongTypes.registerGivenThatAcceptsAnything(on: stub, returning: 42, asked: asked)

            #expect(stub.tableView(TableView(), numberOfRowsInSection: 2) == 1)
            #expect(!asked.isSet, "StuntDouble ran a matcher of \(wrongTypes) on (TableView, Int)")
        }

        /// Argument types other than the `(TableView, Int)` of
        /// `tableView(_:numberOfRowsInSection:)`.
        enum WrongTypes: CaseIterable, CustomTestStringConvertible {
            case swapped, otherInteger, firstOnly, secondOnly, none

            var testDescription: String {
                switch self {
                case .swapped: "(Int, TableView)"
                case .otherInteger: "(TableView, Int64)"
                case .firstOnly: "TableView"
                case .secondOnly: "Int"
                case .none: "()"
                }
            }

            /// Registers a given whose matcher takes these types, accepts
            /// anything and sets `asked` whenever it runs.
            func registerGivenThatAcceptsAnything(
                on stub: TableViewDataSourceStub, returning value: Int, asked: Flag
            ) {
                let function = "tableView(_:numberOfRowsInSection:)"
                switch self {
                case .swapped:
                    stub.given(
                        function,
                        withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: (Int, TableView)) -> Bool in
                            asked.set()
                        }), willReturn: value)
                case .otherInteger:
                    stub.given(
                        function,
                        withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: (TableView, Int64)) -> Bool in
                            asked.set()
                        }), willReturn: value)
                case .firstOnly:
                    stub.given(
                        function,
                        withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: TableView) -> Bool in
                            asked.set()
                        }), willReturn: value)
                case .secondOnly:
                    stub.given(
                        function,
                        withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: Int) -> Bool in
                            asked.set()
                        }), willReturn: value)
                case .none:
                    stub.given(
                        function,
                        withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: ()) -> Bool in
                            asked.set()
                        }), willReturn: value)
                }
            }
        }

        // "Notes: No need to manually provide a function name." The member's
        // name comes from #function; an explicit one is the same member.
        @Test func theFunctionNameComesFromTheMember() {
            final class ExplicitStub: Stubbing {
                func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                    return didCallFunction("tableView(_:numberOfRowsInSection:)", withArguments: tableView, section)
                }
            }
            let implicit = TableViewDataSourceStub()
            let explicit = ExplicitStub()
            implicit.given("tableView(_:numberOfRowsInSection:)", willReturn: 4)
            explicit.given("tableView(_:numberOfRowsInSection:)", willReturn: 4)

            #expect(implicit.tableView(TableView(), numberOfRowsInSection: 0) == 4)
            #expect(explicit.tableView(TableView(), numberOfRowsInSection: 0) == 4)
        }
    }
}

extension FunctionNameSemantics {
    /// Whether a matcher ran.
    final class Flag {
        private(set) var isSet = false

        /// Sets the flag and accepts the arguments.
        func set() -> Bool {
            isSet = true
            return true
        }
    }
}

// MARK: - Mocking

extension FunctionNameSemantics {
    @Suite("Function-name semantics: Mocking")
    struct MockingTests {
        // "Every mock directly suports stubbing":
        // return didCallFunction(withArguments: tableView, section)!
        @Test func aMockAnswersGivensThroughItsForceUnwrappedCalls() {
            let mock = TableViewDataSourceMock()
            let cell = TableViewCell()
            mock.given("tableView(_:numberOfRowsInSection:)", willReturn: 2)
            mock.given("tableView(_:cellForRowAt:)", willReturn: cell)

            let cells = cells(of: TableView(), sections: 1, from: mock)

            #expect(cells.count == 2)
            #expect(cells.allSatisfy { $0 === cell })
        }

        // "Force unwrap the return value provided by the didCall ... When this
        // isn't done, your test will crash when calling the stubbed or mocked method."
        @Test func aForceUnwrappedCallWithoutAGivenCrashes() async {
            await #expect(processExitsWith: .failure) {
                let mock = TableViewDataSourceMock()
                _ = mock.tableView(TableView(), cellForRowAt: [0, 0])
            }
        }

        // mock.expect(callToFunction: "tableView(_:cellForRowAt:)")
        // mock.expect(callToFunction: "tableView(_:numberOfRowsInSection:)")
        // mock.verify()
        @Test func verifyPassesWhenTheExpectedFunctionsWereCalled() {
            let mock = TableViewDataSourceMock()
            mock.given("tableView(_:numberOfRowsInSection:)", willReturn: 1)
            mock.given("tableView(_:cellForRowAt:)", willReturn: TableViewCell())
            mock.expect(callToFunction: "tableView(_:cellForRowAt:)")
            mock.expect(callToFunction: "tableView(_:numberOfRowsInSection:)")

            _ = cells(of: TableView(), sections: 1, from: mock)

            #expect(captureFailures { mock.verify() }.isEmpty)
            #expect(!mock.wouldFailIfVerified())
            mock.verify()  // Also through the real reporter: an issue here fails this test.
        }

        // "This will result in an XCT failure when one ore more expectations
        // have not been met." One failure per unmet expectation.
        @Test func verifyFailsOncePerUnmetExpectation() {
            let mock = TableViewDataSourceMock()
            mock.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            mock.expect(callToFunction: "tableView(_:cellForRowAt:)")
            mock.expect(callToFunction: "tableView(_:numberOfRowsInSection:)")

            _ = cells(of: TableView(), sections: 1, from: mock)  // No rows, so no cells.

            #expect(captureFailures { mock.verify() }.count == 1)
            let messages = mock.applicableFailureMessages()
            #expect(messages.count == 1)
            #expect(messages.first?.contains("TableViewDataSourceMock.tableView(_:cellForRowAt:)") == true)

            mock.resetMock()
            mock.expect(callToFunction: "tableView(_:cellForRowAt:)")
            mock.expect(callToFunction: "tableView(_:numberOfRowsInSection:)")
            #expect(captureFailures { mock.verify() }.count == 2)
        }

        // The same, through Swift Testing itself: the failure is an issue
        // recorded at the line of mock.verify().
        @Test func verifyRecordsAnIssueAtItsLineWhenAnExpectationIsUnmet() {
            let mock = TableViewDataSourceMock()
            mock.expect(callToFunction: "tableView(_:cellForRowAt:)")

            let line = #line + 2
            withKnownIssue {
                mock.verify()
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined(separator: "\n")
                return issue.sourceLocation?.line == line
                    && issue.sourceLocation?.fileID == #fileID
                    && text.contains("TableViewDataSourceMock.tableView(_:cellForRowAt:)")
            }
        }

        // mock.expect(callToFunction: "tableView(_:numberOfRowsInSection:)", withArgumentsThatMatch:
        //     ArgumentMatcher(matcher: { (args: (UITableView, Int)) -> Bool in
        //         return args.0 === tableView && args.1 == 42 }))
        @Test func anExpectationWithAMatcherIsMetOnlyByMatchingCalls() {
            let mock = TableViewDataSourceMock()
            let tableView = TableView()
            mock.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            mock.expect(
                callToFunction: "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (args: (TableView, Int)) -> Bool in
                    return args.0 === tableView && args.1 == 42
                }))

            _ = mock.tableView(tableView, numberOfRowsInSection: 41)
            _ = mock.tableView(TableView(), numberOfRowsInSection: 42)
            #expect(captureFailures { mock.verify() }.count == 1)

            _ = mock.tableView(tableView, numberOfRowsInSection: 42)
            #expect(captureFailures { mock.verify() }.isEmpty)
        }

        // "Argument matcher won't match if argument types are not correct",
        // for expectations too.
        @Test func anExpectationWhoseMatcherHasOtherArgumentTypesIsNeverMet() {
            let mock = TableViewDataSourceMock()
            mock.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            mock.expect(
                callToFunction: "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (_: (TableView, String)) -> Bool in true }))

            _ = mock.tableView(TableView(), numberOfRowsInSection: 42)

            #expect(captureFailures { mock.verify() }.count == 1)
        }

        // "All Mocks are Stubs ... all you need to do is change it's conformance
        // from Stubbing to Mocking", and class mocks share the interface: "There's
        // never a need to inherit from a concrete type from this library."
        @Test func aClassMockSharesTheInterfaceOfAProtocolMock() {
            class Table {
                func reloadData() {}
                func numberOfSections() -> Int { 1 }
            }
            final class TableMock: Table, Mocking {
                override func reloadData() { didCallFunction() }
                override func numberOfSections() -> Int { return didCallFunction() }
            }
            let table = TableMock()
            table.given("numberOfSections()", willReturn: 3)
            table.expect(callToFunction: "reloadData()")

            #expect(table.numberOfSections() == 3)
            #expect(captureFailures { table.verify() }.count == 1)
            table.reloadData()
            #expect(captureFailures { table.verify() }.isEmpty)
        }
    }
}

// MARK: - Properties

extension FunctionNameSemantics {
    @Suite("Function-name semantics: Properties")
    struct PropertyTests {
        // get { return didCallFunction() }  set { didCallFunction(withArguments: newValue) }
        @Test func aPropertyAnswersGivensAndRecordsItsSetter() {
            let header = HeaderMock()
            header.given("title", willReturn: "Inbox")
            header.expect(
                callToFunction: "title",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (newValue: String) -> Bool in
                    newValue == "Archive"
                }))

            #expect(header.title == "Inbox")
            #expect(captureFailures { header.verify() }.count == 1)

            header.title = "Archive"

            #expect(captureFailures { header.verify() }.isEmpty)
            #expect(header.receivedArguments(forCallsToFunction: "title", as: String.self) == ["Archive"])
        }

        // "This get set pattern is identical on any property."
        @Test func thePatternWorksForPropertiesOfAnyType() {
            let header = HeaderMock()
            let cell = TableViewCell()
            #expect(header.rowHeight == 0)
            #expect(header.selectedCell == nil)

            header.given("rowHeight", willReturn: 44.0)
            header.given("selectedCell", willReturn: cell)
            #expect(header.rowHeight == 44)
            #expect(header.selectedCell === cell)
            // A write is newer than the givens: later reads return it.
            header.rowHeight = 60
            header.selectedCell = nil

            #expect(header.rowHeight == 60)
            #expect(header.selectedCell == nil)
            #expect(header.receivedArguments(forCallsToFunction: "rowHeight", as: Double.self) == [60])
            #expect(header.receivedArguments(forCallsToFunction: "selectedCell", as: TableViewCell?.self).count == 1)
            #expect(header.numberOfCalls(toFunction: "rowHeight") == 4)
        }
    }
}

// MARK: - Default return values

extension FunctionNameSemantics {
    @Suite("Function-name semantics: Default return values of didCall()")
    struct DefaultValueTests {
        // "when return didCallFunction() is called in a method that returns a value
        // that conforms to ProvidingDefaultStubValue there will be no need to unwrap"
        @Test func conformingReturnTypesAnswerTheirDefaultValue() {
            let stub = DefaultsStub()

            #expect(stub.rowCount() == 0)
            #expect(stub.name() == "")
            #expect(stub.isEditing() == false)
            #expect(stub.sectionTitles() == [])
            #expect(stub.selection() == IndexPath())
            #expect(stub.temperature(in: "hall") == Temperature(celsius: 20))
        }

        // "these default stub values will only be provided when no other values
        // are provided through the given... methods."
        @Test func givenValuesTakePrecedenceOverDefaults() {
            let stub = DefaultsStub()
            stub.given("rowCount()", willReturn: 12)
            stub.given("name()", willReturn: "Inbox")
            stub.given("isEditing()", willReturn: true)
            stub.given("sectionTitles()", willReturn: ["A", "B"])
            stub.given("selection()", willReturn: IndexPath(indexes: [1, 2]))
            stub.given(
                "temperature(in:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (room: String) -> Bool in room == "sauna" }),
                willReturn: Temperature(celsius: 90))

            #expect(stub.rowCount() == 12)
            #expect(stub.name() == "Inbox")
            #expect(stub.isEditing() == true)
            #expect(stub.sectionTitles() == ["A", "B"])
            #expect(stub.selection() == IndexPath(indexes: [1, 2]))
            #expect(stub.temperature(in: "sauna") == Temperature(celsius: 90))
            #expect(stub.temperature(in: "hall") == Temperature(celsius: 20))
        }

        // "Manually provide a default value in case nil is provided:
        // return didCallFunction() ?? MyType()"
        @Test func aNonConformingTypeFallsBackToTheValueAfterTheNilCoalescingOperator() {
            let stub = DefaultsStub()
            #expect(stub.myType() == MyType())

            stub.given("myType()", willReturn: MyType(name: "given"))
            #expect(stub.myType() == MyType(name: "given"))
        }
    }
}
