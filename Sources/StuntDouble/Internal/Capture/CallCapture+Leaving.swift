// How a recorded call leaves a member that has nothing to return: see
// `CapturedAnswer`.

extension CallCapture {
    /// Thrown by a recorded call to a throwing member with no default value
    /// to return; the closure form catches it.
    @usableFromInline
    struct Stop: Error {
        @usableFromInline init() {}
    }

    /// Reports a recorded call to a member that cannot throw (or throws
    /// only `failure`, a typed error), is not `async` and whose type has no
    /// default value, then stops: the member has nothing to return.
    @usableFromInline
    static func stop<Result>(_ type: Result.Type, throwing failure: Any.Type? = nil) -> Never {
        guard let capture = current, let member = capture.calls.last?.member else {
            fatalError("A recorded call has nothing to return.")
        }
        let message = CaptureMessages.nothingToReturn(
            capture.form, double: capture.doubleName, member: member, type: Result.self, throwing: failure)
        if !FailureReporter.trapWillPrint { FailureReporter.report(message, at: capture.location) }
        fatalError(message, file: capture.location.fileID, line: capture.location.line)
    }

    /// Suspends a recorded call to an `async` member with nothing to return,
    /// for good: its closure form goes on once the call settles it, and
    /// leaves the task suspended. Where the member throws only a typed
    /// error, there is no `Stop` to throw, and an `async` member need not
    /// stop the process as a synchronous one must.
    @usableFromInline
    static func suspendForGood() async -> Never {
        let capture = current
        while true {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in capture?.settle() }
        }
    }

    /// `()`, or the type's default stub value.
    static func defaultValue<Result>(_ type: Result.Type) -> Result? {
        if Result.self == Void.self { return (() as Any) as? Result }
        return DefaultStubValue.of(Result.self)
    }
}
