import Foundation
import Testing

@testable import StuntDouble

// A closure double's closures are `@Sendable`: under Swift 6 they fit
// `@Sendable`, `@MainActor` and plain closure parameters, and the double
// crosses into other tasks.

/// A view model on the main actor that takes a main-actor callback.
@MainActor
final class ClosureMainActorModel {
    let onSelect: @MainActor (Int) -> Void

    init(onSelect: @escaping @MainActor (Int) -> Void) {
        self.onSelect = onSelect
    }

    func select(_ row: Int) { onSelect(row) }
}

/// Takes a plain, non-`Sendable`, non-escaping closure.
private func forEachRow(_ rows: [Int], _ body: (Int) -> Void) {
    for row in rows { body(row) }
}

/// Takes a `@Sendable` closure and calls it from another task.
private func runDetached(_ body: @escaping @Sendable (Int) async throws -> Bool) async -> Bool {
    await Task.detached { (try? await body(1)) ?? false }.value
}

@Suite struct ClosureDoubleIsolationTests {
    @MainActor @Test func fitsAMainActorParameter() {
        let onSelect = ClosureDouble<Int, Void>("onSelect")
        let model = ClosureMainActorModel(onSelect: onSelect.closure)

        model.select(3)

        #expect(onSelect.receivedArguments == [3])
    }

    @Test func fitsAPlainParameter() {
        let onRow = ClosureDouble<Int, Void>("onRow")

        forEachRow([1, 2], onRow.closure)

        #expect(onRow.receivedArguments == [1, 2])
    }

    @Test func fitsASendableParameterCalledFromAnotherTask() async {
        let check = ClosureDouble<Int, Bool>("check")
        check.given(willReturn: true)

        #expect(await runDetached(check.asyncThrowingClosure))
        #expect(await Task.detached { check(2) }.value)
        #expect(check.receivedArguments == [1, 2])
    }
}
