// How the writer reads a requirement's declaration: parameter names and
// kinds, effects, accessors.
import Testing

@testable import DoubleMaker

struct DeclarationTests {
    @Test func parametersAreNamedAndKnownByKind() {
        let declaration = Declaration(
            fragments: fragments(
                "⦃func⦄ log(⟨_⟩ «message»: ⟦@autoclosure⟧ () -> String, ⟨_⟩: Int, ⟨into⟩ «context»: ⦃inout⦄ [String: Int],"
                    + " ⟨using⟩ «body»: (Int) throws -> Void, ⟨then⟩ «done»: ⟦@escaping⟧ () -> Void,"
                    + " ⟨or⟩ «fallback»: (() -> Void)?)"))
        #expect(declaration.parameters.map(\.name) == ["message", "argument2", "context", "body", "done", "fallback"])
        #expect(
            declaration.parameters.map(\.kind) == [
                .autoclosure, .plain, .inout, .nonEscapingClosure, .plain, .plain,
            ])
        #expect(declaration.head.contains("⟨_⟩") == false)
        #expect(declaration.head.contains("(_ message: @autoclosure () -> String, _ argument2: Int,"))
    }

    @Test func effectsAreReadAfterTheParameters() {
        func effects(_ text: String) -> Declaration.Effects { Declaration(fragments: fragments(text)).effects }
        #expect(effects("⦃func⦄ a(⟨x⟩: (Int) async throws -> Int) -> Int") == .init())
        #expect(
            effects("⦃func⦄ a() async throws(PaymentError) -> Int")
                == .init(isAsync: true, throwing: .typed("PaymentError")))
        #expect(effects("⦃func⦄ a() throws(any Error)") == .init(throwing: .untyped))
        #expect(effects("⦃func⦄ a() throws(Never)") == .init())
        #expect(effects("⦃func⦄ a<T>(⟨x⟩: () throws -> T) rethrows -> T") == .init(throwing: .rethrows))
    }

    @Test func accessorsAreReadFromTheBlock() {
        let declaration = Declaration(fragments: fragments("⦃var⦄ ready: Bool { ⦃get⦄ ⦃async⦄ ⦃throws⦄(LoadError) }"))
        #expect(declaration.head == "var ready: Bool")
        #expect(
            declaration.accessors == [
                .init(isSetter: false, effects: .init(isAsync: true, throwing: .typed("LoadError")))
            ])
        let settable = Declaration(fragments: fragments("⦃subscript⦄(«key»: String) -> Int? { ⦃get⦄ ⦃set⦄ }"))
        #expect(settable.accessors.map(\.isSetter) == [false, true])
        #expect(settable.parameters.map(\.name) == ["key"])
    }

    /// swift-log's `subscript(metadataKey _: String)`.
    @Test func anUnderscoredInternalNameIsNamedForTheBody() {
        let declaration = Declaration(
            fragments: fragments("⦃subscript⦄(⟨metadataKey⟩ «_»: String) -> String? { ⦃get⦄ ⦃set⦄ }"))
        #expect(declaration.head == "subscript(metadataKey argument1: String) -> String?")
        #expect(declaration.parameters.map(\.name) == ["argument1"])
    }

    @Test func aMutatingRequirementIsAPlainMethodOfAClass() {
        let declaration = Declaration(fragments: fragments("⦃mutating⦄ ⦃func⦄ reset()"))
        #expect(declaration.head == "func reset()")
    }

    @Test func modulesAreReadFromUSRs() {
        #expect(DoubleWriter.module(ofUSR: "s:10Foundation4DataV") == "Foundation")
        #expect(DoubleWriter.module(ofUSR: "s:Si") == nil)
        #expect(DoubleWriter.module(ofUSR: "c:objc(cs)NSObject") == nil)
    }
}
