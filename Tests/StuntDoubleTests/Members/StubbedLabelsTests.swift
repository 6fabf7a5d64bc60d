import Testing

@testable import StuntDouble

/// `StubbedLabels`: a `@Stubbed` property's name is found by one `Mirror`
/// walk per double class and declaration, not one per double; a
/// `CustomReflectable` double's `customMirror` is never run.
struct StubbedLabelsTests {
    @Test func aClassIsWalkedOnceForAllItsDoubles() {
        let labels = StubbedLabels()
        for _ in 0..<5 {
            let double = TwoLevelsMock()
            #expect(labels.name(of: double.primaryState, in: double) == "primary")
        }
        #expect(labels.walks == 1)
    }

    @Test func aTableLearnsEveryPropertyOfTheClassInOneWalk() {
        let labels = StubbedLabels()
        let double = TwoLevelsMock()
        #expect(labels.name(of: double.primaryState, in: double) == "primary")
        #expect(labels.name(of: double.secondaryState, in: double) == "secondary")
        let another = TwoLevelsMock()
        #expect(labels.name(of: another.secondaryState, in: another) == "secondary")
        #expect(labels.name(of: another.primaryState, in: another) == "primary")
        #expect(labels.walks == 1)
    }

    /// Its `customMirror` is the user's code: it may read the property
    /// being named. Each property goes by its declaration, with the column,
    /// so that two declared on one line differ, and is noted once per
    /// class and declaration.
    @Test func aCustomReflectableDoubleIsNamedByItsDeclarationsWithoutItsMirror() {
        let labels = StubbedLabels()
        var names: [String] = []
        let reported = captureFailures {
            for _ in 0..<2 {
                let double = TwoOnOneLineMirroredMock()
                names.append(labels.name(of: double.firstState, in: double))
                names.append(labels.name(of: double.secondState, in: double))
            }
        }
        let (line, columns) = (TwoOnOneLineMirroredMock.line, TwoOnOneLineMirroredMock.columns)
        let file = "StuntDoubleTests/StubbedLabelsTests.swift"
        let declarations = columns.map { column in "@Stubbed at \(file):\(line):\(column)" }
        #expect(names == declarations + declarations)
        #expect(TwoOnOneLineMirroredMock.mirrors.withLock { $0 } == 0)
        #expect(labels.walks == 0)
        let notes = declarations.map { (name: String) -> String in
            "note: StuntDouble cannot find the name of the @Stubbed property declared at \(file):\(line):"
                + " TwoOnOneLineMirroredMock is CustomReflectable, and StuntDouble does not run its customMirror,"
                + " so it goes by \"\(name)\". Name it: @Stubbed(named: \"…\")."
        }
        #expect(reported.map(\.message) == notes)
    }

    /// A wrapper that is not the double's (none is, in practice) is named
    /// by its declaration too, with a note that gives the reason.
    @Test func aPropertyTheWalkDoesNotFindGoesByItsDeclaration() {
        let labels = StubbedLabels()
        let owner = TwoLevelsMock()
        let stranger = SamePlaceMock()
        var name = ""
        let reported = captureFailures { name = labels.name(of: owner.primaryState, in: stranger) }
        let declaration = "StuntDoubleTests/StubbedLabelsTests.swift:\(TwoLevelsMock.line)"
        #expect(name == "@Stubbed at \(declaration):6")
        #expect(
            reported.map(\.message) == [
                "note: StuntDouble cannot find the name of the @Stubbed property declared at \(declaration):"
                    + " SamePlaceMock's Mirror does not show it, so it goes by \"\(name)\"."
                    + " Name it: @Stubbed(named: \"…\")."
            ])
        #expect(labels.walks == 1)
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

/// Two properties declared on one line of a double whose `Mirror` is its
/// own, which counts the times it is asked for.
// swift-format-ignore: DoNotUseSemicolons
final class TwoOnOneLineMirroredMock: Mocking, CustomReflectable {
    static let mirrors = Locked(0)
    static let (line, columns): (Int, [Int]) = (#line + 1, [6, 30])
    @Stubbed var first = 1; @Stubbed var second = 2
    var firstState: StubbedProperty { _first.property }
    var secondState: StubbedProperty { _second.property }

    var customMirror: Mirror {
        Self.mirrors.withLock { $0 += 1 }
        return Mirror(self, children: ["_first": _first, "_second": _second])
    }
}

final class TwoLevelsMock: Mocking {
    static let line = #line + 1
    @Stubbed var primary: LogLevel = .info
    @Stubbed var secondary: LogLevel = .debug
    var primaryState: StubbedProperty { _primary.property }
    var secondaryState: StubbedProperty { _secondary.property }
}

final class SamePlaceMock: Mocking {
    @Stubbed(fileID: "Same/Place.swift", filePath: "/Same/Place.swift", line: 1, column: 1) var first = 1
    @Stubbed(fileID: "Same/Place.swift", filePath: "/Same/Place.swift", line: 1, column: 1) var second = 2
}
