import Testing

@testable import StuntDouble

struct WaitDescriptionTests {
    @Test func waitsReadInMillisecondsOrSeconds() {
        #expect(WaitDescription.of(.milliseconds(150)) == "150 ms")
        #expect(WaitDescription.of(.seconds(2)) == "2.0 s")
        #expect(WaitDescription.of(.milliseconds(2_345)) == "2.3 s")
    }
}
