// How every closure form of `expect` and `verify` records the member its
// closure calls; the forms are generated (`Generated/Mocking+ClosureForms.swift`).

extension Mocking {
    /// The member a closure form's `body` calls on this double; a failure
    /// to record one is reported at the form's location.
    func recordMember<Result>(
        _ form: CaptureForm, _ body: (Self) throws -> Result,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> RecordedMember? {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return ClosureRecording.record(on: self, form, location, { _ = try body(self) })
    }

    /// The member an `async` closure form's `body` calls on this double,
    /// from a task of its own.
    func recordMember<Result>(
        _ form: CaptureForm, _ isolation: isolated (any Actor)?,
        _ body: @escaping @Sendable (Self) async throws -> Result,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) async -> RecordedMember? {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return await ClosureRecording.record(
            on: self, form, location, isolation: isolation, SentCall { _ = try await body(self) })
    }
}
