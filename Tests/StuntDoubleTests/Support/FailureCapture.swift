import Foundation

@testable import StuntDouble

/// A failure StuntDouble reported while `body` ran on this task.
typealias CapturedFailure = FailureReporter.Failure

/// Runs `body` with StuntDouble's failures captured instead of reported,
/// and returns them in order.
func captureFailures(_ body: () throws -> Void) rethrows -> [CapturedFailure] {
    let failures = Captured()
    try FailureReporter.$capture.withValue({ failures.append($0) }, operation: body)
    return failures.all
}

/// `captureFailures` for a body that suspends.
func captureFailuresAsync(_ body: () async throws -> Void) async rethrows -> [CapturedFailure] {
    let failures = Captured()
    try await FailureReporter.$capture.withValue({ failures.append($0) }, operation: body)
    return failures.all
}

private final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [CapturedFailure] = []

    func append(_ failure: CapturedFailure) { lock.withLock { failures.append(failure) } }
    var all: [CapturedFailure] { lock.withLock { failures } }
}

extension CapturedFailure {
    /// Whether this is a note, which fails nothing: notes carry no location.
    var isNote: Bool { fileID.isEmpty }
}
