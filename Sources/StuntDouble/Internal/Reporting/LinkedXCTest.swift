// On Linux StuntDouble links XCTest, as it links Swift Testing, so that it
// knows whether an XCTest test is running: corelibs XCTest drops a failure
// reported when none is (after the test ended, from a detached task, a
// timer), and `XCTFail` returns as if it had recorded it. On Apple
// platforms it must not link XCTest (XCTestLookup.swift).
#if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
    import Foundation
    internal import XCTest
    import Synchronization

    /// XCTest, linked: ``XCTestLookup/reach`` on Linux.
    ///
    /// An observer follows the tests XCTest starts and finishes. It is
    /// registered when the first double is made on the main thread, which
    /// is most often in a running test whose start it missed: until it sees
    /// a test start or finish, whether one runs is not known. A process
    /// that has run a Swift Testing test runs no XCTest test (`swift test`
    /// runs each framework's tests in a process of its own).
    final class LinkedXCTest: XCTestObservation, Sendable {
        private struct State {
            /// Whether a test is running; `nil` until a test starts or
            /// finishes after the observer was registered.
            var isRunningTest: Bool?
        }

        static let observer = LinkedXCTest()

        private let state = Locked(State())
        private let isRegistered = Atomic(false)
        /// Which test the process is in, as far as the observer knows: 0
        /// before it is registered, 1 from then until it sees a test start
        /// (whatever runs then), one more at each start. A registry keeps
        /// the number under which the test last gave or expected something
        /// of it: a failure of a double set up in another test than the one
        /// running is not that test's.
        private let testNumber = Atomic<UInt64>(0)

        private init() {}

        /// Called when a registry is made. On the main thread, where XCTest
        /// runs its tests, registers the observer once: XCTest tells its
        /// observers there, from a set that it does not guard. Elsewhere,
        /// where Swift Testing runs its tests, notes whether one is current.
        static func noteRegistryMade() {
            if !observer.isRegistered.load(ordering: .relaxed), MainThread.isCurrent { observeOnMainThread() }
            if !SwiftTestingLookup.sawTest, SwiftTestingLookup.mayBeInTest, LinkedSwiftTesting.isInTest {
                SwiftTestingLookup.noteTestSeen()
            }
        }

        /// The number of the test the process is in (see `testNumber`).
        static var currentTestNumber: UInt64 { observer.testNumber.load(ordering: .acquiring) }

        private static func observeOnMainThread() {
            guard !observer.isRegistered.load(ordering: .relaxed) else { return }
            observer.isRegistered.store(true, ordering: .relaxed)
            observer.testNumber.store(1, ordering: .releasing)
            XCTestObservationCenter.shared.addTestObserver(observer)
        }

        /// Whether this process has run an XCTest test that the observer saw.
        static var sawTests: Bool { observer.state.withLock { $0.isRunningTest != nil } }

        /// Whether a test is known to run other than the one numbered
        /// `origin`, where the double was last set up: its failure is not
        /// the running test's.
        static func isRunningAnotherTest(than origin: UInt64?) -> Bool {
            guard let origin else { return false }
            let isRunningTest = observer.state.withLock { $0.isRunningTest }
            return isRunningTest == true && origin != observer.testNumber.load(ordering: .acquiring)
        }

        /// Fails the running XCTest test, unless none runs, which would drop
        /// the failure: `true` when one runs, `false` when none does, `nil`
        /// when that is not known yet.
        static func fail(_ message: String, filePath: StaticString, line: UInt) -> Bool? {
            if MainThread.isCurrent { observeOnMainThread() }
            let isRunningTest = observer.state.withLock { $0.isRunningTest }
            if isRunningTest == false || (isRunningTest == nil && SwiftTestingLookup.sawTest) { return false }
            XCTFail(message, file: filePath, line: line)
            return isRunningTest
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            testNumber.add(1, ordering: .releasing)
            state.withLock { $0.isRunningTest = true }
            // Each test method starts with fresh statics.
            StaticDoubleTable.process.removeAll()
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            state.withLock { $0.isRunningTest = false }
        }
    }
#endif
