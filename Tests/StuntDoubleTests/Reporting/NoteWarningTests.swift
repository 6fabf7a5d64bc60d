// Inside a Swift Testing test, each kind of note is a warning of the test
// at the line it is about: a given's, a question's, a declaration's. Each
// test keeps its warnings (`RecordedWarnings`), so any issue that is not
// a warning still fails it: a note recorded as an error would.
#if compiler(>=6.3)
    import Testing

    @testable import StuntDouble

    /// A mock for the warnings' tests.
    final class WarningPumpMock: Mocking {
        func start() { didCallFunction() }
        func pressure() -> Double { didCallFunction() }
        func part(at index: Int) -> String? { didCallFunction(withArguments: index) }
        var label: String {
            get { didCallFunction() }
            set { didCallFunction(withArguments: newValue) }
        }
    }

    private let thisFile = "StuntDoubleTests/NoteWarningTests.swift"

    private let misspelledGiven = RecordedWarnings()
    private let misspelledGivenInScope = RecordedWarnings()
    private let nilAnswer = RecordedWarnings()
    private let unfitGiven = RecordedWarnings()
    private let unnamedProperty = RecordedWarnings()
    private let wrongWriteType = RecordedWarnings()
    private let wrongResultType = RecordedWarnings()
    private let wrongArgumentsType = RecordedWarnings()
    private let misspelledQuestion = RecordedWarnings()
    private let filtered = RecordedWarnings()

    struct NoteWarningTests {
        @Test(misspelledGiven.trait) func aMisspelledGivenIsAWarningAtItsLine() {
            let pump = WarningPumpMock()
            let line = #line + 1
            pump.given("pressur()", willReturn: 2.5)
            _ = pump.pressure()
            pump.verify()
            #expect(
                misspelledGiven.all == [
                    .init(
                        message: """
                            WarningPumpMock.pressur() has givens but was never called; did you mean `pressure()`?
                              Givens for pressur(), newest first:
                                At \(thisFile):\(line), willReturn 2.5
                            """,
                        fileID: thisFile, line: line)
                ])
        }

        @Test(misspelledGivenInScope.trait) func theTraitsNoteIsAWarningAtTheGivensLine() async throws {
            var line = 0
            try await VerificationScope.verifying {
                let pump = WarningPumpMock()
                line = #line + 1
                pump.given("pressur()", willReturn: 2.5)
                _ = pump.pressure()
            }
            #expect(misspelledGivenInScope.all.map(\.line) == [line])
            #expect(
                misspelledGivenInScope.all.first?.message.hasPrefix(
                    "WarningPumpMock.pressur() has givens but was never called; did you mean `pressure()`?") == true)
        }

        @Test(nilAnswer.trait) func anOptionalAnsweringNilDespiteGivensIsAWarningAtTheNewestGiven() {
            let pump = WarningPumpMock()
            pump.given("part(at:)", withArgumentsThatMatch: .equal(to: 1), willReturn: "one")
            let line = #line + 1
            pump.given("part(at:)", withArgumentsThatMatch: .equal(to: 2), willReturn: "two")
            #expect(pump.part(at: 3) == nil)
            #expect(nilAnswer.all.map(\.line) == [line])
            #expect(nilAnswer.all.map(\.fileID) == [thisFile])
            #expect(
                nilAnswer.all.first?.message.hasPrefix(
                    "no given applies to WarningPumpMock.part(at:), so it returns nil.") == true)
        }

        @Test(unfitGiven.trait) func aGivenThatCannotFitIsAWarningAtTheNewestGiven() {
            let pump = WarningPumpMock()
            let line = #line + 1
            pump.given("pressure()", willReturn: "high")
            #expect(pump.pressure() == 0)
            #expect(unfitGiven.all.map(\.line) == [line])
            #expect(
                unfitGiven.all.first?.message.hasPrefix(
                    "No given for WarningPumpMock.pressure() fits a call of type () -> Double.") == true)
        }

        @Test(unnamedProperty.trait) func aStubbedPropertyWithoutANameIsAWarningAtItsDeclaration() {
            let labels = StubbedLabels()
            let double = TwoOnOneLineMirroredMock()
            _ = labels.name(of: double.firstState, in: double)
            #expect(unnamedProperty.all.map(\.line) == [TwoOnOneLineMirroredMock.line])
            #expect(unnamedProperty.all.map(\.fileID) == ["StuntDoubleTests/StubbedLabelsTests.swift"])
            #expect(
                unnamedProperty.all.first?.message.hasPrefix(
                    "StuntDouble cannot find the name of the @Stubbed property declared at") == true)
        }

        @Test(wrongWriteType.trait) func valuesWrittenOfAnotherTypeIsAWarningAtTheQuestion() {
            let pump = WarningPumpMock()
            pump.label = "Main"
            let line = #line + 1
            #expect(pump.valuesWritten(toProperty: "label", as: Substring.self).isEmpty)
            #expect(
                wrongWriteType.all == [
                    .init(
                        message: "WarningPumpMock.label was written, but never with a value of type Substring;"
                            + " it was written with String.",
                        fileID: thisFile, line: line)
                ])
        }

        @Test(wrongResultType.trait) func returnedValuesOfAnotherTypeIsAWarningAtTheQuestion() {
            let pump = WarningPumpMock()
            _ = pump.pressure()
            let line = #line + 1
            #expect(pump.returnedValues(forCallsToFunction: "pressure()", as: Int.self).isEmpty)
            #expect(wrongResultType.all.map(\.line) == [line])
            #expect(
                wrongResultType.all.first?.message.hasPrefix(
                    "WarningPumpMock.pressure() has returned values, but none of type Int") == true)
        }

        @Test(wrongArgumentsType.trait) func receivedArgumentsOfAnotherTypeIsAWarningAtTheQuestion() {
            let pump = WarningPumpMock()
            _ = pump.part(at: 1)
            let line = #line + 1
            #expect(pump.receivedArguments(forCallsToFunction: "part(at:)", as: String.self).isEmpty)
            #expect(wrongArgumentsType.all.map(\.line) == [line])
            #expect(
                wrongArgumentsType.all.first?.message.hasPrefix(
                    "WarningPumpMock.part(at:) has recorded calls, but none with arguments of type String") == true)
        }

        @Test(misspelledQuestion.trait) func aQuestionAboutANameNoCallUsedIsAWarningAtTheQuestion() {
            let pump = WarningPumpMock()
            pump.label = "Main"
            _ = pump.pressure()
            var lines: [Int] = []
            lines.append(#line + 1)
            #expect(pump.numberOfWrites(ofProperty: "lable") == 0)
            lines.append(#line + 1)
            #expect(pump.numberOfReads(ofProperty: "lable") == 0)
            lines.append(#line + 1)
            #expect(pump.numberOfCalls(toFunction: "presure()") == 0)
            lines.append(#line + 1)
            #expect(pump.receivedArguments(forCallsToFunction: "presure()", as: Void.self).isEmpty)
            lines.append(#line + 1)
            #expect(pump.valuesWritten(toProperty: "lable", as: String.self).isEmpty)
            // A name close to none that was used is no sign of a mistake.
            #expect(pump.numberOfCalls(toFunction: "start()") == 0)
            // A test that polls is told once.
            for _ in 0..<3 { _ = pump.numberOfWrites(ofProperty: "lable") }
            #expect(misspelledQuestion.all.map(\.line) == lines)
            #expect(
                misspelledQuestion.all.map(\.message) == [
                    "numberOfWrites was asked about WarningPumpMock.lable, which no call used; did you mean `label`?",
                    "numberOfReads was asked about WarningPumpMock.lable, which no call used; did you mean `label`?",
                    "numberOfCalls was asked about WarningPumpMock.presure(), which no call used;"
                        + " did you mean `pressure()`?",
                    "receivedArguments was asked about WarningPumpMock.presure(), which no call used;"
                        + " did you mean `pressure()`?",
                    "valuesWritten was asked about WarningPumpMock.lable, which no call used; did you mean `label`?",
                ])
        }

        // The Swift Testing guide's way to quiet the notes: Swift Testing's
        // own trait. The recorder, listed first, sees what the filter lets
        // through.
        @Test(filtered.trait, .filterIssues { $0.severity != .warning })
        func filterIssuesQuietsTheNotes() {
            let pump = WarningPumpMock()
            pump.given("pressur()", withArgumentsThatMatch: .any, willReturn: 2.5)
            _ = pump.pressure()
            pump.verify()
            #expect(filtered.all.isEmpty)
        }
    }
#endif
