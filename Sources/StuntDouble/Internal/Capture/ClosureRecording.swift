/// Runs the closure of a closure form with its calls to `double` recorded,
/// and makes the one call it recorded into a member and a matcher.
enum ClosureRecording {
    /// Runs `body` at once, on this task.
    static func record<Double: Stubbing>(
        on double: Double, _ form: CaptureForm, _ location: CodeLocation, _ body: () throws -> Void
    ) -> RecordedMember? {
        let capture = CallCapture(
            registry: double.doubleRegistry, doubleType: Double.self, form: form, location: location)
        capture.registry.beginRecording()
        // `Stop` is how a recorded call without a value leaves; any other
        // error is the closure's own, after the call it recorded.
        do { try CallCapture.$current.withValue(capture, operation: body) } catch {}
        capture.registry.endRecording()
        return capture.recordedMember()
    }

    /// Runs `body` on a task of its own that inherits the recording, and
    /// waits until it returns, throws, or suspends for good in a recorded
    /// member with nothing to return; such a task is left suspended.
    static func record<Double: Stubbing>(
        on double: Double, _ form: CaptureForm, _ location: CodeLocation,
        isolation: isolated (any Actor)?, _ body: SentCall
    ) async -> RecordedMember? {
        let capture = CallCapture(
            registry: double.doubleRegistry, doubleType: Double.self, form: form, location: location)
        capture.registry.beginRecording()
        CallCapture.$current.withValue(capture) {
            Task {
                _ = try? await body.run()
                capture.settle()
            }
        }
        await capture.waitUntilSettled()
        capture.registry.endRecording()
        return capture.recordedMember()
    }
}

/// The closure of an `async` closure form, with its double, handed to a
/// task of its own. The form's task waits while that task runs, so the two
/// never use the double at once.
struct SentCall: @unchecked Sendable {
    let run: () async throws -> Void
}
