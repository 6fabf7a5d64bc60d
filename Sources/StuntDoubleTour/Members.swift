import StuntDouble

/// The dashboard shows what the car's display double was told, and reads
/// it back: a property keeps what was written, and its reads and writes
/// are told apart.
protocol Display: AnyObject {
    var message: String { get set }
}

final class DisplayMock: Mocking, Display {
    var message: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

/// Displays come from a factory: a static member, doubled through
/// `statics`, the double of the type's static members.
protocol DisplayFactory {
    static func make(size: Int) -> Self
}

extension DisplayMock: DisplayFactory {
    static func make(size: Int) -> Self { statics.didCallFunction(withArguments: size) }
}

func showMembers() {
    step("A property keeps what was written, and counts reads and writes apart.")
    let display = DisplayMock()
    say("  display.message before any write → \"\(display.message)\" (the default)")
    display.message = "Charging"
    display.message = "Ready"
    say("  after two writes, display.message → \"\(display.message)\"")
    say("  numberOfReads(ofProperty: \"message\") → \(display.numberOfReads(ofProperty: "message"))")
    say("  numberOfWrites(ofProperty: \"message\") → \(display.numberOfWrites(ofProperty: "message"))")
    let written = display.valuesWritten(toProperty: "message", as: String.self)
    say("  valuesWritten(toProperty: \"message\", as: String.self) → \(written)")

    step("A failed verification shows the reads and writes in order.")
    say()
    display.verify(.once) { $0.message = "Driving" }

    step("A static factory: DisplayMock.statics gives, records and verifies static members.")
    say("  make(size:) returns a DisplayMock, a type without a default value, so a closure could")
    say("  not record the call: the given names the member instead.")
    DisplayMock.statics.given("make(size:)", willReturn: display)
    let made = DisplayMock.make(size: 7)
    say("  DisplayMock.make(size: 7) === the given display → \(made === display)")
    let verified = DisplayMock.statics.verify(.once, callsToFunction: "make(size:)")
    say("  DisplayMock.statics.verify(.once, callsToFunction: \"make(size:)\") → \(verified)")
    DisplayMock.statics.resetMock()
}
