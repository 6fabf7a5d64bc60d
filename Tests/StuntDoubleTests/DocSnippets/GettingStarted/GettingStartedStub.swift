// A code block of Guides/GettingStarted.md, "Writing a stub", kept identical
// to the region between the snippet markers by DocumentationSnippetTests.
// It starts with its import, so it is a file of its own; the tests that
// use it are in GettingStartedSnippets.swift.

// snippet: battery-stub
import StuntDouble

final class BatteryStub: Stubbing, Battery {
    var charge: Double { didCallFunction() }
    func canSupply(watts: Double) -> Bool { didCallFunction(withArguments: watts) }
}
// end snippet
