import Testing

@testable import StuntDouble

/// The ID form of an optional member notes why it answers `nil` despite
/// givens, exactly as the name form does.
struct DefiningFunctionIDNilAnswerTests {
    @Test func optionalMemberNotesWhyItAnswersNil() {
        let cache = CoreCacheMock()
        cache.given(
            callToFunctionWithID: .entry, withArgumentsThatMatch: .equal(to: "wheel"),
            willReturn: CorePart(name: "wheel"))

        let notes = captureFailures { #expect(cache.entry(forKey: "door") == nil) }

        #expect(notes.count == 1)
        #expect(
            notes.first?.message.hasPrefix(
                "note: no given applies to CoreCacheMock.entry(forKey:), so it returns nil.") == true)
        #expect(notes.first?.message.contains("its matcher (equal to \"wheel\") rejected these arguments") == true)
    }
}
