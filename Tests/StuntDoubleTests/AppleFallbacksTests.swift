import Testing

@testable import StuntDouble

/// `.ci/run` runs the whole suite once more in a build with
/// `-D STUNTDOUBLE_APPLE_FALLBACKS`, which takes the paths of Apple
/// platforms before macOS 15 and iOS 18 on Linux: this test fails when a
/// build does not take the paths it says it takes.
@Suite struct AppleFallbacksTests {
    @Test func theBuildTakesThePathsItSays() {
        #if STUNTDOUBLE_APPLE_FALLBACKS
            #expect(AppleFallbacks.areForced)
            #expect(!SlotState.isLockFree)
            #expect(CallSequence.counter is LockedCounter)
            #expect(CallSequence.makeCounter() is LockedCounter)
        #else
            #expect(!AppleFallbacks.areForced)
            #if !canImport(Darwin)
                #expect(SlotState.isLockFree)
                #expect(!(CallSequence.counter is LockedCounter))
            #endif
        #endif
    }
}
