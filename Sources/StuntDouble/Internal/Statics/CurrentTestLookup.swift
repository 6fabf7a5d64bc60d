/// What `statics` needs from Swift Testing: which test the current task
/// runs. The ``SwiftTestingBridge`` implements it too: `LinkedSwiftTesting`
/// on Linux, `StuntDoubleTestSupport`'s `SwiftTestingIssueRecorder`,
/// found at run time, on Apple platforms.
package protocol SwiftTestingCurrentTest: Sendable {
    /// What tells the Swift Testing test case the current task runs from
    /// every other (`TestCaseKey`); `nil` outside a test, in a detached
    /// task or on a thread of its own.
    static var currentTestID: AnyHashable? { get }

    /// The current test's name and where it is declared, for notes that
    /// the test's own code caused: `reads() at Tests/StoreTests.swift:12`.
    static var currentTestLocation: String? { get }
}

extension SwiftTestingCurrentTest {
    /// None, for a bridge that does not tell.
    package static var currentTestLocation: String? { nil }
}

/// Swift Testing's current test, reached through the bridge of
/// ``SwiftTestingLookup``.
enum CurrentTestLookup {
    /// The bridge: always on Linux, on Apple platforms when the process
    /// links `StuntDoubleTestSupport`. Elsewhere no test is ever current,
    /// and `statics` need not pay for asking on every call.
    static let bridge = SwiftTestingLookup.bridge as? any SwiftTestingCurrentTest.Type

    /// Why a Swift Testing run's `statics` used outside any test is not
    /// the test's: written once per process, the first time it happens.
    static let outsideTestNote = """
        note: StuntDouble: a static member's double (`statics`) was used where no Swift Testing test is \
        current: a detached task, a thread of its own or a dispatch queue. There it is the process's own, \
        which no test's givens, expectations or calls reach. Use it from the test's task tree (its body, \
        async let, task groups, Task { }), or give and verify it from the same context.
        """

    private static let noteOnce: Void = FailureReporter.writeNote(outsideTestNote, at: nil)

    /// Writes ``outsideTestNote`` the first time it is called.
    static func noteUseOutsideTestOnce() {
        noteOnce
    }
}

/// A Swift Testing test case, as `statics` tells them apart: the test's ID
/// (its description, as `Test.ID` is not `Sendable` in an `AnyHashable`),
/// and for a parameterized test, its case.
///
/// Swift Testing gives a test case no public identity. A case's
/// description (`String(describing: Test.Case.current)`) holds its
/// arguments and, for equal arguments, the number that tells them apart;
/// it costs tens of microseconds, so only a parameterized test's
/// `statics` pay for it: the single case of any other test is told by the
/// test's ID alone.
package struct TestCaseKey: Hashable, Sendable {
    let test: String
    let testCase: String?

    package init(test: String, parameterizedCase: String?) {
        self.test = test
        testCase = parameterizedCase
    }
}
