/// The answer of a call that a closure form records: the call path takes
/// it as any given's answer, so recording adds no case to it.
///
/// A value is never conjured: it answers with the member's default value,
/// else throws `CallCapture.Stop` where the member throws, else suspends
/// for good where it is `async`; else it reports and stops. Two givens hold
/// it, for the forms that throw and the others, and live as long as the
/// process: the call path holds a given unretained.
final class CapturedAnswer: Answer, @unchecked Sendable {
    let canThrow: Bool

    // Unsafe for `Given.scope` alone, which only a registry's givens use:
    // these are in no registry.
    nonisolated(unsafe) static let throwingGiven = given(canThrow: true)
    nonisolated(unsafe) static let plainGiven = given(canThrow: false)

    private static func given(canThrow: Bool) -> Given {
        Given(
            matcher: ArgumentMatcher<Any>.any.box, answer: CapturedAnswer(canThrow: canThrow),
            location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }

    private init(canThrow: Bool) {
        self.canThrow = canThrow
    }

    override var summary: String { "the recording of a closure form" }
    override func unfitReason(arguments: Any.Type, result: Any.Type, form: CallForm) -> String? { nil }
    override var isAsync: Bool { true }

    override func produce<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) throws -> Result {
        if let value = CallCapture.defaultValue(Result.self) { return value }
        if canThrow { throw CallCapture.Stop() }
        CallCapture.stop(Result.self)
    }

    override func produceAsync<Arguments, Result>(_ arguments: Arguments, as type: Result.Type) async throws
        -> Result
    {
        if let value = CallCapture.defaultValue(Result.self) { return value }
        if canThrow { throw CallCapture.Stop() }
        await CallCapture.suspendForGood()
    }
}
