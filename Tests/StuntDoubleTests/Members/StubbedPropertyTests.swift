import Testing

@testable import StuntDouble

/// `@Stubbed` (issue #23, item 7): a property in one line, with the long
/// form's history, givens and stored values, and a starting value older
/// than every given.
struct StubbedPropertyTests {
    @Test func theStartingValueAnswersUntilAWrite() {
        let handler = LogHandlerMock()
        #expect(handler.logLevel == .info)
        handler.logLevel = .trace
        #expect(handler.logLevel == .trace)
        #expect(handler.numberOfReads(ofProperty: "logLevel") == 2)
        #expect(handler.numberOfWrites(ofProperty: "logLevel") == 1)
        #expect(handler.valuesWritten(toProperty: "logLevel", as: LogLevel.self) == [.trace])
        #expect(handler.verify(.once, callsToFunction: "logLevel", withArgumentsThatMatch: .equal(to: LogLevel.trace)))
        #expect(handler.verify(.exactly(amount: 2), callsToFunction: "logLevel", withArgumentsThatMatch: .read))
    }

    /// The starting value joins the registry on the first access: a given
    /// made before it still wins.
    @Test func aGivenWinsOverTheStartingValueWhicheverCameFirst() {
        let early = LogHandlerMock()
        early.given("logLevel", willReturn: LogLevel.trace)
        #expect(early.logLevel == .trace)

        let late = LogHandlerMock()
        #expect(late.logLevel == .info)
        late.given("logLevel", willReturn: LogLevel.debug)
        #expect(late.logLevel == .debug)
    }

    @Test func theNewerOfAWriteAndAGivenWins() {
        let handler = LogHandlerMock()
        handler.given("logLevel", willReturn: LogLevel.debug)
        handler.logLevel = .warning
        #expect(handler.logLevel == .warning)
        handler.given("logLevel", willReturn: LogLevel.trace)
        #expect(handler.logLevel == .trace)
        handler.logLevel = .error
        #expect(handler.logLevel == .error)
    }

    @Test func resetsForgetGivensAndWritesButKeepTheStartingValue() {
        let handler = LogHandlerMock()
        handler.given("logLevel", willReturn: LogLevel.debug)
        handler.logLevel = .warning
        handler.resetStub()
        #expect(handler.logLevel == .info)
        handler.logLevel = .error
        handler.resetMock()
        #expect(handler.logLevel == .info)
        #expect(handler.numberOfReads(ofProperty: "logLevel") == 1)
    }

    @Test func theStrictPolicyNeverReportsTheStartingValue() {
        let read = LogHandlerMock()
        read.stubbingPolicy = .strict
        #expect(read.logLevel == .info)
        #expect(captureFailures { read.verify() }.isEmpty)

        let neverRead = LogHandlerMock()
        neverRead.stubbingPolicy = .strict
        neverRead.logLevel = .debug
        neverRead.resetStub()
        #expect(captureFailures { neverRead.verify() }.isEmpty)
    }

    @Test func theStrictPolicyReportsAnUnusedGivenButNotTheStartingValue() {
        let handler = LogHandlerMock()
        handler.stubbingPolicy = .strict
        let line = #line + 1
        handler.given("logLevel", withArgumentsThatMatch: .equal(to: LogLevel.trace), willReturn: LogLevel.debug)
        #expect(handler.logLevel == .info)
        let messages = captureFailures { handler.verify() }.map(\.message)
        #expect(
            messages == [
                """
                LogHandlerMock.logLevel has givens that answered no call.
                  Givens for logLevel, newest first:
                    At StuntDoubleTests/StubbedPropertyTests.swift:\(line), willReturn LogLevel.debug for arguments equal to LogLevel.trace
                  The strict stubbing policy reports every given that no call used.
                """
            ])
    }

    @Test func theClosureFormInfersTheValueFromTheProperty() {
        let handler = LogHandlerMock()
        handler.given { $0.logLevel }.willReturn(.critical)
        #expect(handler.logLevel == .critical)
        handler.verify(.once, { $0.logLevel })
    }

    // snippet: stubbed-property-test
    @Test func aStubbedPropertyAnswersGivensAndWrites() {
        let handler = LogHandlerMock()
        #expect(handler.logLevel == .info)  // the starting value
        handler.given { $0.logLevel }.willReturn(.trace)  // the type comes from the property
        #expect(handler.logLevel == .trace)
        handler.given("logLevel", willReturn: LogLevel.debug)  // by name, the type spelled out
        #expect(handler.logLevel == .debug)
        handler.logLevel = .error
        #expect(handler.logLevel == .error)
        handler.verify(.once) { $0.logLevel = .error }
    }
    // end snippet

    @Test func aKeyPathGivesAsTheClosureDoes() {
        let handler = LogHandlerMock()
        handler.given(\.logLevel).willReturn(.warning)
        #expect(handler.logLevel == .warning)
    }

    @Test func withoutAStartingValueAReadAnswersTheDefault() {
        let editor = StubbedEditorMock()
        #expect(editor.title == "")
        #expect(editor.subtitle == nil)
        editor.title = "Draft"
        #expect(editor.title == "Draft")
        editor.given("subtitle", willReturn: Optional("Given"))
        #expect(editor.subtitle == "Given")
    }

    @Test func aStubStoresWritesAndAnswersGivens() {
        let handler = LogHandlerStub()
        #expect(handler.logLevel == .info)
        handler.logLevel = .debug
        #expect(handler.logLevel == .debug)
        handler.given("logLevel", willReturn: LogLevel.error)
        #expect(handler.logLevel == .error)
    }

    @Test func aNamedPropertyIsRecordedUnderItsName() {
        let handler = NamedLevelMock()
        handler.level = .debug
        #expect(handler.level == .debug)
        #expect(handler.numberOfWrites(ofProperty: "logLevel") == 1)
        #expect(handler.numberOfReads(ofProperty: "level") == 0)
    }

    @Test func aSubclassFindsTheNamesOfItsSuperclasssProperties() {
        let handler = VerboseLogHandlerMock()
        #expect(handler.logLevel == .info)
        #expect(handler.prefix == ">")
        #expect(handler.numberOfReads(ofProperty: "logLevel") == 1)
        #expect(handler.numberOfReads(ofProperty: "prefix") == 1)
    }

    /// The same steps on the long form and on `@Stubbed`: the same
    /// history and the same message, save the double's name.
    @Test func theLongFormAndTheWrapperGiveTheSameMessages() {
        let long = failedVerification(of: EditorMock())
        let wrapped = failedVerification(of: StubbedEditorMock())
        #expect(wrapped.count == 1)
        #expect(long == wrapped.map { $0.replacingOccurrences(of: "StubbedEditorMock", with: "EditorMock") })
        #expect(wrapped.first?.contains("✗ set title to \"Draft\"") == true)
        #expect(wrapped.first?.contains("✗ read title") == true)
    }

    private func failedVerification<Double: Mocking & Editor>(of editor: Double) -> [String] {
        editor.title = "Draft"
        _ = editor.title
        return captureFailures {
            editor.verify(.once, callsToFunction: "title", withArgumentsThatMatch: .equal(to: "Final"))
        }.map(\.message)
    }

    /// A note, not a failure: the property works under its declaration's
    /// name, and a test that never names it is correct.
    @Test func aPropertyOfACustomReflectableDoubleIsNotedWithItsDeclaration() {
        let handler = HiddenLevelMock()
        var level: LogLevel?
        let reported = captureFailures { level = handler.logLevel }
        #expect(level == .info)
        let declaration = "StuntDoubleTests/StubbedPropertyTests.swift:\(HiddenLevelMock.line)"
        let name = "@Stubbed at \(declaration):6"
        #expect(
            reported.map(\.message) == [
                "note: StuntDouble cannot find the name of the @Stubbed property declared at \(declaration):"
                    + " HiddenLevelMock is CustomReflectable, and StuntDouble does not run its customMirror,"
                    + " so it goes by \"\(name)\". Name it: @Stubbed(named: \"…\")."
            ])
        #expect(captureFailures { _ = handler.logLevel }.isEmpty)
        #expect(handler.numberOfReads(ofProperty: name) == 2)
        // Once per class and declaration: another double reads it quietly.
        #expect(captureFailures { _ = HiddenLevelMock().logLevel }.isEmpty)
    }

    /// A `customMirror` that shows the double's values reads its
    /// properties: run to find their names, it recursed until the stack
    /// overflowed, and recorded reads the test never made.
    @Test func aCustomMirrorThatReadsThePropertiesIsNeverRun() {
        let status = ValueMirrorStatusMock()
        var level: LogLevel?
        _ = captureFailures { level = status.level }
        #expect(level == .info)
        #expect(status.numberOfReads(ofProperty: "message") == 0)
        #expect(status.numberOfReads(ofProperty: "level") == 0)
        #expect(status.numberOfReads(ofProperty: "@Stubbed at \(ValueMirrorStatusMock.declaration):6") == 1)
        // The property named in its declaration is recorded under that name.
        _ = status.message
        #expect(status.numberOfReads(ofProperty: "message") == 1)
    }

    @MainActor @Test func aMainActorDoubleReadsAndWrites() {
        let model = MainActorLevelMock()
        model.logLevel = .debug
        #expect(model.logLevel == .debug)
        #expect(model.numberOfWrites(ofProperty: "logLevel") == 1)
    }

    @Test func aSendableDoubleIsReadAndWrittenFromManyTasks() async {
        let handler = SendableLogHandlerMock()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    for _ in 0..<50 {
                        handler.logLevel = index.isMultiple(of: 2) ? .debug : .error
                        _ = handler.logLevel
                    }
                }
            }
        }
        #expect(handler.numberOfReads(ofProperty: "logLevel") == 400)
        #expect(handler.numberOfWrites(ofProperty: "logLevel") == 400)
        #expect([.debug, .error].contains(handler.logLevel))
    }

    /// Tasks that all make a property's first access at once find one
    /// name between them: each read is recorded under it.
    @Test func tasksThatFirstReadAPropertyAtOnceShareItsName() async {
        for _ in 0..<20 {
            let handler = SendableLogHandlerMock()
            let levels = await withTaskGroup(of: LogLevel.self) { group in
                for _ in 0..<8 { group.addTask { handler.logLevel } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(levels == Array(repeating: .info, count: 8))
            #expect(handler.numberOfReads(ofProperty: "logLevel") == 8)
        }
    }

    /// A call finds a property's member by the address of its wrapper's
    /// state, which the registry holds: a double made after another that
    /// shared its registry is gone (whose state's memory malloc is likely
    /// to hand out again) still reads its own property.
    @Test func doublesThatShareARegistryInTurnReadTheirOwnProperties() {
        let registry = DoubleRegistry()
        for round in 1...20 {
            do {
                let handler = SharedRegistryLevelMock(registry)
                #expect(handler.logLevel == .info)
            }
            let prefixed = SharedRegistryPrefixMock(registry)
            #expect(prefixed.prefix == ">")
            #expect(prefixed.numberOfReads(ofProperty: "prefix") == round)
            #expect(prefixed.numberOfReads(ofProperty: "logLevel") == round)
        }
    }
}

/// A level without a default stub value, as `Logger.Level` is.
enum LogLevel: Sendable, Equatable {
    case trace, debug, info, warning, error, critical
}

protocol LevelledHandler: AnyObject {
    var logLevel: LogLevel { get set }
}

// snippet: stubbed-property
final class LogHandlerMock: Mocking, LevelledHandler {
    @Stubbed var logLevel: LogLevel = .info
}
// end snippet

private final class LogHandlerStub: Stubbing, LevelledHandler {
    @Stubbed var logLevel: LogLevel = .info
}

class BaseLogHandlerMock: Mocking, LevelledHandler {
    @Stubbed var logLevel: LogLevel = .info
}

final class VerboseLogHandlerMock: BaseLogHandlerMock {
    @Stubbed var prefix = ">"
}

/// A handler protocol that requires `Sendable`, as swift-log's does.
protocol SendableLevelledHandler: Sendable {
    var logLevel: LogLevel { get set }
}

// snippet: stubbed-sendable
// `@unchecked`: the wrapper's storage is a `var` Swift cannot check, but
// every read and write goes through the double's registry, under its lock.
final class SendableLogHandlerMock: Mocking, SendableLevelledHandler, @unchecked Sendable {
    @Stubbed var logLevel: LogLevel = .info
}
// end snippet

@MainActor
final class MainActorLevelMock: Mocking {
    @Stubbed var logLevel: LogLevel = .info
}

final class StubbedEditorMock: Mocking, Editor {
    @Stubbed var title: String
    @Stubbed var subtitle: String?
}

/// A double whose `Mirror` shows none of its stored properties.
final class HiddenLevelMock: Mocking, CustomReflectable {
    static let line = #line + 1
    @Stubbed var logLevel: LogLevel = .info
    var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A double whose `Mirror` shows its values, as a debugging aid.
final class ValueMirrorStatusMock: Mocking, CustomReflectable {
    static let declaration = "StuntDoubleTests/StubbedPropertyTests.swift:\(#line + 1)"
    @Stubbed var level: LogLevel = .info
    @Stubbed(named: "message") var message = "ready"
    var customMirror: Mirror { Mirror(self, children: ["level": level, "message": message]) }
}

final class SharedRegistryLevelMock: Mocking {
    let doubleRegistry: DoubleRegistry
    @Stubbed var logLevel: LogLevel = .info

    init(_ registry: DoubleRegistry) { doubleRegistry = registry }
}

final class SharedRegistryPrefixMock: Mocking {
    let doubleRegistry: DoubleRegistry
    @Stubbed var prefix = ">"

    init(_ registry: DoubleRegistry) { doubleRegistry = registry }
}

final class NamedLevelMock: Mocking {
    @Stubbed(named: "logLevel") var level: LogLevel = .info
}
