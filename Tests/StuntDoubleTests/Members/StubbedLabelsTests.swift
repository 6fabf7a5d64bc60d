import Testing

@testable import StuntDouble

/// `StubbedLabels`: a `@Stubbed` property's name is found by one `Mirror`
/// walk per double class and declaration, not one per double.
struct StubbedLabelsTests {
    @Test func aClassIsWalkedOnceForAllItsDoubles() {
        let before = CountingMirrorLevelMock.walks.withLock { $0 }
        for _ in 0..<5 {
            let double = CountingMirrorLevelMock()
            #expect(double.logLevel == .info)
            #expect(double.numberOfReads(ofProperty: "logLevel") == 1)
        }
        // Only the first double walks the class, if another test did not.
        #expect(CountingMirrorLevelMock.walks.withLock { $0 } - before <= 1)
    }

    @Test func aTableLearnsEveryPropertyOfTheClassInOneWalk() {
        let labels = StubbedLabels()
        let double = TwoLevelsMock()
        #expect(labels.label(of: double.primaryState, in: double) == "primary")
        #expect(labels.label(of: double.secondaryState, in: double) == "secondary")
        let another = TwoLevelsMock()
        #expect(labels.label(of: another.secondaryState, in: another) == "secondary")
        #expect(labels.label(of: another.primaryState, in: another) == "primary")
    }

    /// Wrappers made at one place (as a macro's expansion makes them) are
    /// each found by identity, under their own names, in every double.
    @Test func wrappersMadeAtOnePlaceKeepTheirOwnNames() {
        for _ in 0..<3 {
            let double = SamePlaceMock()
            #expect(double.first == 1)
            #expect(double.second == 2)
            #expect(double.second == 2)
            #expect(double.numberOfReads(ofProperty: "first") == 1)
            #expect(double.numberOfReads(ofProperty: "second") == 2)
        }
    }

    /// A superclass's property is found in a double of either class, each
    /// class having entries of its own.
    @Test func aBaseClassAndItsSubclassFindTheSameProperty() {
        let base = BaseLogHandlerMock()
        let verbose = VerboseLogHandlerMock()
        base.logLevel = .error
        verbose.logLevel = .debug
        #expect(base.logLevel == .error)
        #expect(verbose.logLevel == .debug)
        #expect(verbose.prefix == ">")
        #expect(base.numberOfWrites(ofProperty: "logLevel") == 1)
        #expect(verbose.numberOfWrites(ofProperty: "logLevel") == 1)
        #expect(verbose.numberOfReads(ofProperty: "prefix") == 1)
    }
}

/// A double whose `Mirror` is its own, counting the walks that ask for it.
final class CountingMirrorLevelMock: Mocking, CustomReflectable {
    static let walks = Locked(0)
    @Stubbed var logLevel: LogLevel = .info

    var customMirror: Mirror {
        Self.walks.withLock { $0 += 1 }
        return Mirror(self, children: ["_logLevel": _logLevel])
    }
}

final class TwoLevelsMock: Mocking {
    @Stubbed var primary: LogLevel = .info
    @Stubbed var secondary: LogLevel = .debug
    var primaryState: StubbedProperty { _primary.property }
    var secondaryState: StubbedProperty { _secondary.property }
}

final class SamePlaceMock: Mocking {
    @Stubbed(fileID: "Same/Place.swift", filePath: "/Same/Place.swift", line: 1, column: 1) var first = 1
    @Stubbed(fileID: "Same/Place.swift", filePath: "/Same/Place.swift", line: 1, column: 1) var second = 2
}
