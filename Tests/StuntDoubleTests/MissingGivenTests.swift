import Foundation
import Testing

@testable import StuntDouble

/// A member whose result has no default stub value, called with no
/// applicable given, reports a failure and traps with the same text.
#if compiler(>=6.3)
    private let forceUnwrapWarnings = RecordedWarnings()
#endif

struct MissingGivenTests {
    // MARK: The trap, in a child process

    // The child records the report as a Swift Testing issue, which the
    // parent receives: `withKnownIssue` proves it was reported, at the
    // double's call site, before the trap.

    @Test func missingGivenReportsAndTrapsWithTheSameText() async {
        let reports = IssueTexts()
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let engine = CoreEngineMock()
                engine.given("part(named:)", willReturn: 7)
                engine.given(
                    "part(named:)",
                    withArgumentsThatMatch: ArgumentMatcher(description: "the name \"wheel\"") { (name: String) in
                        name == "wheel"
                    },
                    willReturn: CorePart(name: "wheel"))
                engine.given(
                    "part(named:)", withArgumentsThatMatch: ArgumentMatcher { (_: (String, Int)) in true },
                    willReturn: CorePart(name: "pair"))
                _ = engine.part(named: "spark")
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            reports.matches(issue, naming: "CoreEngineMock.part(named:)")
        }
        for part in [
            "CoreEngineMock", "part(named:)", #""spark""#, "CorePart",
            "willReturn 7", "its value is Int",
            "willReturn CorePart(wheel)", #"the name "wheel""#, "rejected",
            "willReturn CorePart(pair)", "(String, Int)", "the call passed String",
        ] {
            #expect(standardError.contains(part), "stderr lacks \(part): \(standardError)")
        }
        #expect(reports.all.count == 1)
        for report in reports.all {
            #expect(standardError.contains(report), "the trap's text differs from the report")
        }
    }

    @Test func missingGivenWithNoGivensTraps() async {
        let reports = IssueTexts()
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CoreEngineMock().recipe(for: 4)
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            reports.matches(issue, naming: "CoreEngineMock.recipe(for:)")
        }
        for part in ["CoreEngineMock", "recipe(for:)", "recipe(for: 4)", "CoreRecipe", "none"] {
            #expect(standardError.contains(part), "stderr lacks \(part): \(standardError)")
        }
    }

    /// A typed-throws member whose error cannot hold a `StuntDoubleError`
    /// can only trap, and says so.
    @Test func typedThrowsMemberWhoseErrorCannotHoldOursSaysWhyItTraps() async {
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = try? GaugeMock().reading()
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("GaugeMock.reading()") }
                || String(describing: issue).contains("GaugeMock.reading()")
        }
        #expect(
            standardError.contains(
                "The member throws only GaugeError, which cannot hold a StuntDoubleError, and has nothing to return,"
                    + " so the process stops here."), "\(standardError)")
    }

    /// A throwing member has something to do besides trapping: it reports
    /// the call and throws, so the test fails at that line and the tests
    /// running beside it go on.
    @Test func throwingMemberThrowsWithoutAGiven() throws {
        var thrown: (any Error)?
        let failures = captureFailures {
            do { _ = try CoreEngineMock().load("spark") } catch { thrown = error }
        }
        let error = try #require(thrown as? StuntDoubleError)
        #expect(failures.map(\.message) == [error.description])
        #expect(error.description.hasPrefix("No given answers CoreEngineMock.load(_:), and CorePart has no default"))
        #expect(error.description.contains(#"load("spark")"#))
        #expect(error.description.hasSuffix("The call throws a StuntDoubleError: the test fails here and goes on."))
    }

    @Test func genericMemberTrapsForATypeWithoutDefault() async {
        let reports = IssueTexts()
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let engine = CoreEngineMock()
                engine.given("make()", willReturn: 5)
                let recipe: CoreRecipe = engine.make()
                _ = recipe
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            reports.matches(issue, naming: "CoreEngineMock.make()")
        }
        #expect(standardError.contains("CoreRecipe"))
        #expect(standardError.contains("its value is Int"))
    }

    @Test func idFormTrapsWithoutAGiven() async {
        let reports = IssueTexts()
        var standardError = ""
        await withKnownIssue {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = CoreCacheMock().recipe(forKey: "soup")
            }
            standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        } matching: { issue in
            reports.matches(issue, naming: "CoreCacheMock.recipe(forKey:)")
        }
        #expect(standardError.contains(#"recipe(forKey: "soup")"#))
    }

    #if compiler(>=6.3)
        // The seed README promises diagnostics before the force unwrap
        // traps: the child records them as a warning of the test, which
        // reaches the parent before the trap ends the child.
        @Test(forceUnwrapWarnings.trait) func forceUnwrappedFormTrapsWithoutAGiven() async throws {
            await #expect(processExitsWith: .failure) {
                let engine = CoreEngineMock()
                engine.given(
                    "forcedPart(at:_:)",
                    withArgumentsThatMatch: ArgumentMatcher { (args: (Int, Bool)) in args.0 == 2 },
                    willReturn: CorePart(name: "two"))
                _ = engine.forcedPart(at: 3, true)
            }
            let warning = try #require(forceUnwrapWarnings.all.first)
            #expect(forceUnwrapWarnings.all.count == 1)
            #expect(warning.message.contains("CoreEngineMock.forcedPart(at:_:)"))
            #expect(warning.message.contains("rejected"))
            #expect(warning.fileID == "StuntDoubleTests/MissingGivenTests.swift")
        }
    #endif

    @Test func applicableGivenDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let engine = CoreEngineMock()
            engine.given("recipe(for:)", willReturn: CoreRecipe(title: "soup"))
            engine.given("forcedPart(at:_:)", willReturn: CorePart(name: "any"))
            engine.given("load(_:)", willReturn: CorePart(name: "loaded"))
            let cache = CoreCacheMock()
            cache.given(callToFunctionWithID: .recipe, willReturn: CoreRecipe(title: "stew"))
            guard engine.recipe(for: 4).title == "soup",
                engine.forcedPart(at: 3, true).name == "any",
                (try? engine.load("x"))?.name == "loaded",
                cache.recipe(forKey: "a").title == "stew"
            else { exit(2) }
        }
    }

    // MARK: missingAnswerMessage

    private func message(
        _ engine: CoreEngineMock, for name: String = "spark"
    ) -> String {
        engine.doubleRegistry.snapshot().missingAnswerMessage(
            double: "CoreEngineMock", function: "part(named:)", arguments: name, resultType: CorePart.self, form: .plain
        )
    }

    @Test func messageNamesDoubleMemberArgumentsAndResultType() {
        let message = message(CoreEngineMock())
        #expect(message.contains("CoreEngineMock.part(named:)"))
        #expect(message.contains(#"part(named: "spark")"#))
        #expect(message.contains("CorePart"))
        #expect(message.contains("ProvidingDefaultStubValue"))
    }

    @Test func messageSaysWhenThereAreNoGivens() {
        let engine = CoreEngineMock()
        engine.given("recipe(for:)", willReturn: CoreRecipe(title: "soup"))
        let message = message(engine)
        #expect(message.contains("Givens for part(named:)"))
        #expect(message.contains("none"))
    }

    @Test func messageExplainsAValueOfAnotherType() {
        let engine = CoreEngineMock()
        let line = #line + 1
        engine.given("part(named:)", willReturn: 7)
        let message = message(engine)
        #expect(message.contains("willReturn 7"))
        #expect(message.contains("\(#fileID):\(line)"))
        #expect(message.contains("its value is Int"))
        #expect(message.contains("returns CorePart"))
    }

    @Test func messageExplainsAMatcherForOtherArguments() {
        let engine = CoreEngineMock()
        engine.given(
            "part(named:)", withArgumentsThatMatch: ArgumentMatcher { (_: (String, Int)) in true },
            willReturn: CorePart(name: "pair"))
        let message = message(engine)
        #expect(message.contains("CorePart(pair)"))
        #expect(message.contains("its matcher takes (String, Int)"))
        #expect(message.contains("the call passed String"))
    }

    @Test func messageExplainsAMatcherThatRejected() {
        let engine = CoreEngineMock()
        engine.given(
            "part(named:)",
            withArgumentsThatMatch: ArgumentMatcher(description: "the name \"wheel\"") { (name: String) in
                name == "wheel"
            },
            willReturn: CorePart(name: "wheel"))
        let message = message(engine)
        #expect(message.contains(#"the name "wheel""#))
        #expect(message.contains("rejected"))
        let undescribed = CoreEngineMock()
        undescribed.given(
            "part(named:)", withArgumentsThatMatch: ArgumentMatcher { (name: String) in name == "wheel" },
            willReturn: CorePart(name: "wheel"))
        #expect(self.message(undescribed).contains("String"))
        #expect(self.message(undescribed).contains("rejected"))
    }

    @Test func messageListsGivensNewestFirst() throws {
        let engine = CoreEngineMock()
        engine.given("part(named:)", willReturn: 1)
        engine.given("part(named:)", willReturn: "two")
        let message = message(engine)
        let one = try #require(message.range(of: "willReturn 1"))
        let two = try #require(message.range(of: #"willReturn "two""#))
        #expect(two.lowerBound < one.lowerBound)
        #expect(message.contains("its value is String"))
    }

    @Test func messageLeavesOutOtherMembersGivens() {
        let engine = CoreEngineMock()
        engine.given("optionalPart(named:)", willReturn: 1)
        #expect(!message(engine).contains("willReturn 1"))
    }
}

/// The text of the issues a test matched, collected from `@Sendable`
/// matching closures.
private final class IssueTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    /// Whether `issue` is StuntDouble's missing-given report for `member`,
    /// recorded at the double's call site; keeps its text when it is.
    func matches(_ issue: Issue, naming member: String) -> Bool {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        guard text.contains(member),
            issue.sourceLocation?.fileID == "StuntDoubleTests/Doubles.swift"
        else { return false }
        lock.withLock { texts.append(text) }
        return true
    }

    var all: [String] { lock.withLock { texts } }
}

/// A member that throws a typed error which cannot hold a `StuntDoubleError`.
private enum GaugeError: Error {
    case stuck
}

private final class GaugeMock: Mocking {
    func reading() throws(GaugeError) -> CorePart { try didCallThrowingFunction(throwing: GaugeError.self) }
}
