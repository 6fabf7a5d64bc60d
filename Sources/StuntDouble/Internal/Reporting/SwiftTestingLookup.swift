/// What StuntDouble needs from Swift Testing. `StuntDoubleTestSupport`
/// implements it and the test target links it.
package protocol SwiftTestingBridge: Sendable {
    /// Whether the current task runs a Swift Testing test (`Test.current`).
    static var isInTest: Bool { get }

    /// Records an issue in the current Swift Testing test.
    static func recordIssue(_ message: String, fileID: String, filePath: String, line: Int, column: Int)
}

/// Swift Testing, looked up at run time so that StuntDouble never links
/// it: on Apple platforms a non-test product that links Testing fails to
/// launch, and doubles end up in preview and demo targets.
///
/// `StuntDoubleTestSupport`, which imports Testing, has a type conforming
/// to ``SwiftTestingBridge``; StuntDouble finds it by its mangled name in
/// the type metadata the Swift runtime keeps for every loaded image. Unlike
/// `dlsym`, as for `XCTFail`, this finds a module linked statically into a
/// test executable, whose symbols Linux does not export.
enum SwiftTestingLookup {
    /// The mangled name of `StuntDoubleTestSupport.SwiftTestingIssueRecorder`.
    static let bridgeTypeName = "22StuntDoubleTestSupport25SwiftTestingIssueRecorderO"

    /// The bridge, when the process links `StuntDoubleTestSupport`.
    static let bridge: (any SwiftTestingBridge.Type)? = _typeByName(bridgeTypeName) as? any SwiftTestingBridge.Type

    /// Whether the process has loaded Swift Testing, that is `Testing.Test`.
    static let testingIsLoaded: Bool = _typeByName("7Testing4TestV") != nil

    /// Whether a failure that Swift Testing cannot receive deserves the
    /// note below: Testing is loaded, the bridge is not.
    static func supportIsMissing(testingIsLoaded: Bool, bridgeIsLinked: Bool) -> Bool {
        testingIsLoaded && !bridgeIsLinked
    }

    static let missingSupportNote = """
        note: StuntDouble records Swift Testing issues only when the test target depends on \
        StuntDoubleTestSupport: add .product(name: "StuntDoubleTestSupport", package: "StuntDouble") \
        to its dependencies. Until then StuntDouble writes its failures to standard error, and they \
        do not fail the test.
        """

    /// Writes ``missingSupportNote`` the first time it is read.
    static let noteMissingSupportOnce: Void = FailureReporter.writeNote(missingSupportNote)
}
