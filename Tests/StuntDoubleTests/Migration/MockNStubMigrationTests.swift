// The worked example of Guides/MigratingFromMockNStub.md: the region between
// the snippet markers is the article's code block, kept identical to it by
// DocumentationSnippetTests. Namespaced so that its names never collide
// with the doubles of other tests.
import Foundation
import StuntDouble
import Testing

enum MockNStubMigration {
    // snippet: worked-example
    // Stand-ins for UIKit's types, so that the example runs on Linux too.
    final class TableView {}
    final class TableViewCell {}

    protocol TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    }

    /// The code under test: builds the first `limit` cells of a table before it scrolls.
    struct CellPrefetcher {
        let limit: Int

        func cells(of tableView: TableView, sections: Int, from source: any TableViewDataSource) -> [TableViewCell] {
            var cells: [TableViewCell] = []
            for section in 0..<sections {
                for row in 0..<source.tableView(tableView, numberOfRowsInSection: section) {
                    guard cells.count < limit else { return cells }
                    cells.append(source.tableView(tableView, cellForRowAt: [section, row]))
                }
            }
            return cells
        }
    }

    final class TableViewDataSourceMock: Mocking, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            didCallFunction(withArguments: tableView, section)
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            didCallFunction(withArguments: tableView, indexPath)
        }
    }

    struct CellPrefetcherTests {
        @Test func prefetchingStopsAtTheLimit() {
            let tableView = TableView()
            let dataSource = TableViewDataSourceMock()
            dataSource.given("tableView(_:numberOfRowsInSection:)", willReturn: 0)
            dataSource.given(
                "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher(matcher: { (args: (TableView, Int)) -> Bool in
                    return args.0 === tableView && args.1 == 0
                }),
                willReturn: 2)
            dataSource.given(
                "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher<(TableView, Int)>(.identical(to: tableView), .equal(to: 1)),
                willReturn: 5)
            dataSource.given("tableView(_:cellForRowAt:)", willReturn: TableViewCell())
            dataSource.expect(.exactly(amount: 3), callsToFunction: "tableView(_:cellForRowAt:)")
            dataSource.expect(
                .never, callsToFunction: "tableView(_:numberOfRowsInSection:)",
                withArgumentsThatMatch: ArgumentMatcher { (args: (TableView, Int)) in args.1 == 2 })

            let cells = CellPrefetcher(limit: 3).cells(of: tableView, sections: 3, from: dataSource)

            #expect(cells.count == 3)
            let cellRequests = dataSource.receivedArguments(
                forCallsToFunction: "tableView(_:cellForRowAt:)", as: (TableView, IndexPath).self)
            #expect(cellRequests.map(\.1) == [[0, 0], [0, 1], [1, 0]])
            dataSource.verify()
        }
    }
    // end snippet
}
