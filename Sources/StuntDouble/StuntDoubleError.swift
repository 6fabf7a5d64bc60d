/// The error a throwing member throws when nothing answers its call.
///
/// A member declared `throws` (or `async throws`) whose call no given
/// answers, and whose return type has no default stub value, reports the
/// call as a test failure and then throws this error instead of stopping
/// the process: the test fails at that line, and the tests running beside
/// it go on.
public struct StuntDoubleError: Error, CustomStringConvertible, Sendable {
    /// The failure report, as the test failure shows it.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
