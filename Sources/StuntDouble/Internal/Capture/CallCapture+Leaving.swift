// How a recorded call leaves the member: a value is never conjured. It
// returns its default value where its type has one, else throws where its
// form throws, else suspends for good where it is `async`; a member that
// can do none of these stops the process, as a missing given does.

extension CallCapture {
    /// Thrown by a recorded call to a throwing member with no default value
    /// to return; the closure form catches it.
    @usableFromInline
    struct Stop: Error {
        @usableFromInline init() {}
    }

    /// What a recorded call to a synchronous member (or an `async` one that
    /// throws) returns: its default, else `Stop` where it throws; else a
    /// report and a trap.
    @usableFromInline
    static func leave<Result>(_ member: String, _ type: Result.Type, _ form: CallForm) throws -> Result {
        if let value = defaultValue(Result.self) { return value }
        if form.canThrow { throw Stop() }
        stop(member, Result.self)
    }

    /// What a recorded call to an `async` member that cannot throw
    /// returns: its default, else nothing ever. The closure form goes on
    /// without the task, which stays suspended.
    @usableFromInline
    static func leaveSuspending<Result>(_ member: String, _ type: Result.Type) async -> Result {
        if let value = defaultValue(Result.self) { return value }
        let capture = current
        while true {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in capture?.settle() }
        }
    }

    /// Reports a recorded call to a member that cannot throw (or throws
    /// only `failure`, a typed error), is not `async` and whose type has no
    /// default value, then stops: the member has nothing to return.
    @usableFromInline
    static func stop<Result>(_ member: String, _ type: Result.Type, throwing failure: Any.Type? = nil) -> Never {
        guard let capture = current else { fatalError("A recorded call of \(member) has nothing to return.") }
        let message = CaptureMessages.nothingToReturn(
            capture.form, double: capture.doubleName, member: member, type: Result.self, throwing: failure)
        if !FailureReporter.trapWillPrint { FailureReporter.report(message, at: capture.location) }
        fatalError(message, file: capture.location.fileID, line: capture.location.line)
    }

    /// `()`, or the type's default stub value.
    static func defaultValue<Result>(_ type: Result.Type) -> Result? {
        if Result.self == Void.self { return (() as Any) as? Result }
        return DefaultStubValue.of(Result.self)
    }
}
