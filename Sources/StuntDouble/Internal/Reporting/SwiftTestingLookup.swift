#if !canImport(Darwin)
    import Synchronization
#endif

/// What StuntDouble needs from Swift Testing: `LinkedSwiftTesting` on
/// Linux, `StuntDoubleTestSupport`'s `SwiftTestingIssueRecorder` on Apple
/// platforms.
package protocol SwiftTestingBridge: Sendable {
    /// Whether the current task runs a Swift Testing test (`Test.current`).
    static var isInTest: Bool { get }

    /// Records an issue in the current Swift Testing test.
    static func recordIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int)

    /// Records a warning in the current Swift Testing test, at `location`
    /// or else at the test's own line; `false` where Swift Testing has no
    /// warnings (before Swift 6.3).
    static func recordWarning(_ message: String, at location: WarningLocation?) -> Bool

    /// Attaches `text` to the current Swift Testing test as a file named
    /// `name`; `false` where Swift Testing has no attachments (before
    /// Swift 6.2).
    static func recordAttachment(_ text: String, named name: String, at location: WarningLocation) -> Bool
}

/// Where a warning points: a `CodeLocation` with its strings made.
package struct WarningLocation: Sendable {
    package let fileID: String
    package let filePath: String
    package let line: Int
    package let column: Int
}

/// How StuntDouble reaches Swift Testing.
///
/// On Linux it links Testing (LinkedSwiftTesting.swift). On Apple
/// platforms it must not: a non-test product that links Testing fails to
/// launch there, and doubles end up in preview and demo targets. There
/// `StuntDoubleTestSupport`, which imports Testing, has a type conforming
/// to ``SwiftTestingBridge``; StuntDouble finds it by its mangled name in
/// the type metadata the Swift runtime keeps for every loaded image. Unlike
/// `dlsym`, as for `XCTFail`, this finds a module linked statically into a
/// test executable, whose symbols are not exported.
enum SwiftTestingLookup {
    /// The mangled name of `StuntDoubleTestSupport.SwiftTestingIssueRecorder`.
    static let bridgeTypeName = "22StuntDoubleTestSupport25SwiftTestingIssueRecorderO"

    /// The bridge: always on Linux, on Apple platforms when the process
    /// links `StuntDoubleTestSupport`.
    #if !canImport(Darwin) && canImport(Testing)
        static let bridge: (any SwiftTestingBridge.Type)? = LinkedSwiftTesting.self
    #else
        static let bridge: (any SwiftTestingBridge.Type)? =
            _typeByName(bridgeTypeName) as? any SwiftTestingBridge.Type
    #endif

    /// Whether the process has loaded Swift Testing, that is `Testing.Test`.
    /// On Apple platforms only a test process has; on Linux every process
    /// that links StuntDouble has, and the bridge with it.
    static let testingIsLoaded: Bool = _typeByName("7Testing4TestV") != nil

    /// Whether StuntDouble has seen a Swift Testing test current in this
    /// process: it then runs tests, on Linux too, where every process
    /// loads Swift Testing.
    static var sawTest: Bool {
        #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
            testSeen.withLock { $0 }
        #else
            testSeen.load(ordering: .relaxed)
        #endif
    }

    /// Remembers that a Swift Testing test was current.
    static func noteTestSeen() {
        #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
            testSeen.withLock { $0 = true }
        #else
            testSeen.store(true, ordering: .relaxed)
        #endif
    }

    /// Whether a Swift Testing test may be current in the caller, cheaply,
    /// for the paths that would otherwise ask `Test.current` on every call
    /// (about 800 instructions, measured). On Linux, where every process
    /// links Swift Testing, a process that has not yet seen a test asks
    /// only off the main thread: Swift Testing runs its tests in tasks of
    /// the cooperative pool, while XCTest, benchmarks and tools run on the
    /// main thread. So a `@MainActor` test is seen once any test was.
    static var mayBeInTest: Bool {
        #if canImport(Darwin)
            true
        #else
            sawTest || !MainThread.isCurrent
        #endif
    }

    #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
        private static let testSeen = Locked(false)
    #else
        private static let testSeen = Atomic(false)
    #endif
}
