import StuntDouble

// The subjects of the member figures (issue #12): a property read answered
// by the value a write stored, against a hand-written stored property that
// counts its reads.

protocol Titled: AnyObject {
    var title: String { get set }
}

final class HandWrittenTitled: Titled {
    var reads = 0
    var storedTitle = ""

    var title: String {
        get {
            reads += 1
            return storedTitle
        }
        set { storedTitle = newValue }
    }
}

final class TitledMock: Mocking, Titled {
    var title: String {
        get { didCallFunction() }
        set { didCallFunction(withArguments: newValue) }
    }
}

/// The same property in one line (issue #23): `stubbed_property_get_ratio`
/// and `--drive stubbed-property-get` read it, for its cost beside the long
/// form's.
final class StubbedTitledMock: Mocking, Titled {
    @Stubbed var title = ""
}

/// A subject with "stunt" written to its title, hidden from the optimizer
/// as `makeSubject` hides the others.
@inline(never) @_optimize(none)
func makeTitled(handWritten: Bool, stubbed: Bool = false) -> any Titled {
    let subject: any Titled =
        handWritten ? HandWrittenTitled() : stubbed ? StubbedTitledMock() as any Titled : TitledMock()
    subject.title = "stunt"
    return subject
}

/// Reads `title` `count` times through an existential.
@inline(never)
func readTitles(_ subject: any Titled, count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count { checksum &+= subject.title.utf8.count }
    return checksum
}

enum MemberBenchmarks {
    /// The median time per read of `calls` reads on a fresh subject.
    static func nanosecondsPerRead(
        handWritten: Bool, stubbed: Bool = false, repetitions: Int, calls: Int
    ) -> Double {
        Measurement.nanosecondsPerCall(
            repetitions: repetitions, calls: calls,
            making: { makeTitled(handWritten: handWritten, stubbed: stubbed) }, driving: readTitles)
    }

    /// `create_10k_stubbed_doubles_ms`: milliseconds to create `count`
    /// doubles whose `title` is `@Stubbed` and read it once each, all kept
    /// alive, as `create_10k_doubles_ms` does with the README's mock: the
    /// first access finds the property's name and gives the registry its
    /// starting value.
    static func createStubbed(_ count: Int, repetitions: Int) -> Double {
        RuntimeFigures.createDoubles(
            count, repetitions: repetitions, making: StubbedTitledMock.init, calling: { mock, _ in _ = mock.title })
    }
}
