#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The failures of a test process that no running test is known to have
/// received (one from a detached task, a timer or after its test ended; on
/// Apple platforms, one of a Swift Testing test that StuntDouble cannot
/// reach): kept, so that the process fails when it exits, with a summary
/// that names each and says how to have them reported in the test.
///
/// Without this, such a failure would be dropped by XCTest, or seen on
/// standard error alone, and the run would pass.
final class UnreportedFailures: Sendable {
    /// A failure as the summary names it.
    struct Failure: Sendable, Equatable {
        /// `Module/File.swift:12`.
        let location: String
        /// The failure's text, which names the double and its member.
        let message: String
    }

    static let shared = UnreportedFailures()

    private let failures = Locked([Failure]())

    /// Keeps a failure for the summary; the first one registers the
    /// handler that writes it and ends the process with status 1.
    func keep(_ message: String, at location: String) {
        failures.withLock { $0.append(Failure(location: location, message: message)) }
        Self.failAtExit
    }

    private static let failAtExit: Void = {
        _ = atexit { UnreportedFailures.shared.failTheRun() }
    }()

    /// Writes the summary and ends the process with status 1. The lock is
    /// never given back: a failure kept from another thread while the
    /// process exits waits for the end instead of going unnamed.
    private func failTheRun() -> Never {
        failures.withLock { failures in
            let summary = Self.summary(of: failures)
            fflush(nil)
            summary.utf8CString.withUnsafeBufferPointer { text in
                _ = write(2, text.baseAddress, text.count - 1)
            }
            _exit(1)
        }
    }

    static let fix = """
        fix: a failure reaches its test when it happens in the test's own tasks before the test ends: await \
        the work the test starts, and verify in the test. On Apple platforms StuntDouble reaches Swift Testing \
        only through StuntDoubleTestSupport: add .product(name: "StuntDoubleTestSupport", package: "StuntDouble") \
        to the test target's dependencies.
        """

    /// What the process writes to standard error before it exits with
    /// status 1: each failure at its location, then the fix.
    static func summary(of failures: [Failure]) -> String {
        let count = failures.count == 1 ? "1 failure" : "\(failures.count) failures"
        let them = failures.count == 1 ? "it" : "them"
        var text = """
            error: StuntDouble: \(count) reached no test that StuntDouble knows was running, so no \
            test may have failed for \(them); the test run fails instead, with exit status 1:

            """
        for failure in failures {
            let message = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n    ")
            text += "  \(failure.location): \(message)\n"
        }
        return text + fix + "\n"
    }
}
