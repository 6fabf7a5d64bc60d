#if canImport(Darwin)
    import Darwin
#endif

/// How StuntDouble reaches XCTest without linking it on Apple platforms,
/// where a non-test product that links XCTest fails to launch, and doubles
/// end up in preview and demo targets.
enum XCTestLookup {
    /// What StuntDouble can do with XCTest in this process.
    enum Reach: Equatable {
        /// XCTest is not in the process.
        case absent
        /// XCTest is linked (Linux): StuntDouble knows whether a test is
        /// running to take a failure (`LinkedXCTest`).
        case confirming
        /// `XCTFail` was found by name (Apple platforms): whether a running
        /// test took a failure is not known.
        case unconfirmed
        /// XCTest is loaded but `XCTFail` was not found: failures cannot
        /// reach it.
        case unreachable
    }

    #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
        static let reach = Reach.confirming
    #elseif canImport(Darwin)
        static let reach: Reach =
            xcTestFail != nil ? .unconfirmed : xcTestIsLoaded ? .unreachable : .absent
    #else
        static let reach = Reach.absent
    #endif

    /// Fails the running XCTest test: `true` when one took the failure,
    /// `false` when none runs, `nil` when that is not known.
    static func fail(_ message: String, at location: CodeLocation) -> Bool? {
        #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
            LinkedXCTest.fail(message, filePath: location.filePath, line: location.line)
        #elseif canImport(Darwin)
            guard let xcTestFail else { return false }
            xcTestFail(message, location.filePath, location.line)
            return nil
        #else
            return false
        #endif
    }

    /// The number of the XCTest test the process is in (Linux), 0 where
    /// StuntDouble does not follow XCTest's tests (see `LinkedXCTest`).
    static var currentTestNumber: UInt64 {
        #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
            LinkedXCTest.currentTestNumber
        #else
            0
        #endif
    }

    /// Whether XCTest is known to run a test other than the one numbered
    /// `origin`, where the double was last set up (Linux only: elsewhere
    /// `false`).
    static func isRunningAnotherTest(than origin: UInt64?) -> Bool {
        #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
            LinkedXCTest.isRunningAnotherTest(than: origin)
        #else
            false
        #endif
    }

    /// Whether this process runs XCTest tests, as far as StuntDouble can
    /// tell: on Linux, where every process links XCTest, once a test was
    /// seen; on Apple platforms, where only test processes load it, when
    /// it is loaded.
    static var runsTests: Bool {
        #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
            return LinkedXCTest.sawTests
        #else
            return reach != .absent
        #endif
    }

    #if canImport(Darwin)
        private typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

        /// `XCTFail`, by its mangled name: a public function of XCTest's
        /// Swift overlay.
        private static let xcTestFail: XCTFail? = {
            guard let symbol = symbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF") else { return nil }
            return unsafeBitCast(symbol, to: XCTFail.self)
        }()

        /// Whether XCTest's framework is loaded: its `XCTestCase` class.
        private static let xcTestIsLoaded = symbol("OBJC_CLASS_$_XCTestCase") != nil

        private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
            guard let process = dlopen(nil, RTLD_NOW) else { return nil }
            return dlsym(process, name)
        }
    #endif
}
