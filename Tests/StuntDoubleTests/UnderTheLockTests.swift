import Foundation
import Testing

@testable import StuntDouble

/// What must never happen under a registry's lock, and what stops it: a
/// deinit run by a sweep, a re-entry of the lock, a registry freed before
/// the call that holds it is done, and the bound on what `resetStub()`
/// keeps for calls that may still be running.
struct UnderTheLockTests {
    // MARK: Re-entering the lock

    #if DEBUG
        /// Taking a lock on the thread that holds it never returns: a debug
        /// build stops with a message naming the re-entry instead. The trap
        /// itself would end the test process, so this tests what decides it.
        @Test func aLockTellsTheThreadHoldingItThatTakingItAgainWouldHang() throws {
            let lock = Lock()
            #expect(lock.reentryFailure() == nil)

            lock.lock()
            let whileHeld = lock.reentryFailure()
            let fromAnotherThread = try withinDeadline { [lock] in [lock.reentryFailure()] }
            lock.unlock()

            #expect(whileHeld == Lock.reentryMessage)
            #expect(fromAnotherThread == [nil])
            #expect(lock.reentryFailure() == nil)
        }

        @Test func theReentryMessageSaysWhatHappenedAndWhoseBugItIs() {
            let message = Lock.reentryMessage
            #expect(message.hasPrefix("StuntDouble: this thread took a registry's lock that it already holds"))
            #expect(message.contains("would hang"))
            #expect(message.contains("This is a bug in StuntDouble"))
        }
    #endif
}
