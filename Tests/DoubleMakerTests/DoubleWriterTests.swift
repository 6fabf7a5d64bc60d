// What the writer makes of each shape it refuses, and of the choices a
// user makes: the golden doubles of every shape it writes are checked by
// .ci/make-doubles-check, on a real package.
import Foundation
import Testing

@testable import DoubleMaker

struct DoubleWriterTests {
    private func write(
        _ graph: SymbolGraph, _ name: String, associatedTypes: [String: String] = [:],
        dependencies: [SymbolGraph] = []
    ) -> Result<DoubleFile, ProtocolRefusal> {
        let reader = ProtocolReader(graph: graph, dependencies: dependencies)
        let writer = DoubleWriter(reader: reader, associatedTypes: associatedTypes, importsOfFile: { _ in [] })
        return writer.write(reader.protocols.first { $0.name == name }!)
    }

    private func refusals(_ graph: SymbolGraph, _ name: String) -> [String] {
        guard case .failure(let refusal) = write(graph, name) else { return [] }
        return refusal.refusals.map { "\($0.member): \($0.reason)" }
    }

    @Test func aNamedAssociatedTypeBecomesATypealias() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Store", "⦃protocol⦄ Store")
        builder.addRequirement(
            of: "Store", kind: "swift.associatedtype", name: "Item", "⦃associatedtype⦄ Item : Sendable")
        builder.addRequirement(
            of: "Store", kind: "swift.method", name: "all()",
            "⦃func⦄ all() -> [⟪Self⟫.⟪Item|s:4Shop5StoreP4ItemQa⟫]")  // as the compiler writes it
        let generic = try write(builder.graph, "Store").get().text
        #expect(generic.contains("final class StoreMock<Item: Sendable>: Mocking, Store {"))
        #expect(generic.contains("    func all() -> [Item] { didCallFunction() }"))
        let named = try write(builder.graph, "Store", associatedTypes: ["Item": "Product"]).get().text
        #expect(named.contains("final class StoreMock: Mocking, Store {\n    typealias Item = Product\n"))
    }

    @Test func inoutShapesWithoutAFormAreRefused() {
        var builder = GraphBuilder()
        builder.addProtocol("Tracer", "⦃protocol⦄ Tracer")
        builder.addRequirement(
            of: "Tracer", kind: "swift.method", name: "inject(_:into:)",
            "⦃func⦄ inject(⟨_⟩ «context»: ⦃inout⦄ Int, ⟨into⟩ «carrier»: ⦃inout⦄ String)")
        builder.addRequirement(
            of: "Tracer", kind: "swift.method", name: "extract(_:)",
            "⦃func⦄ extract(⟨_⟩ «context»: ⦃inout⦄ Int) async")
        builder.addRequirement(
            of: "Tracer", kind: "swift.method", name: "update(_:)", "⦃func⦄ update(⟨_⟩ «context»: ⦃inout⦄ Int) -> Bool")
        #expect(
            refusals(builder.graph, "Tracer") == [
                "inject(_:into:): more than one inout parameter",
                "extract(_:): an inout parameter on a member that is async or throws",
                "update(_:): an inout parameter on a member that returns a value",
            ])
    }

    @Test func protocolsOfOtherModulesAndObjCAreRefusedByName() {
        var builder = GraphBuilder()
        builder.addProtocol("Feed", "⦃protocol⦄ Feed : Sequence")
        builder.addRefinement("Feed", of: "Swift.Sequence")
        builder.addProtocol("Legacy", "⟦@objc⟧ ⦃protocol⦄ Legacy")
        builder.addRequirement(
            of: "Legacy", kind: "swift.method", name: "refresh()", "⦃func⦄ refresh()",
            relationship: "optionalRequirementOf")
        #expect(
            refusals(builder.graph, "Feed") == [
                "Feed: it refines Swift.Sequence, a protocol of another module whose requirements"
                    + " the symbol graph does not list"
            ])
        #expect(
            refusals(builder.graph, "Legacy") == [
                "Legacy: an @objc protocol, which only an NSObject subclass can adopt",
                "refresh(): an optional requirement of an @objc protocol",
            ])
    }

    @Test func twoGlobalActorsAreRefused() {
        var builder = GraphBuilder()
        builder.addProtocol("Screen", "⟦@⟧⟦MainActor⟧ ⦃protocol⦄ Screen")
        builder.addProtocol("Store", "⟦@⟧⟦StoreActor⟧ ⦃protocol⦄ Store : Screen")
        builder.addRefinement("Store", of: "Screen")
        #expect(
            refusals(builder.graph, "Store") == [
                "Store: isolated to several global actors: [\"@MainActor\", \"@StoreActor\"]"
            ])
    }

    /// swift-log's `@preconcurrency protocol LogHandler`: not an actor.
    @Test func onlyAGlobalActorIsCopiedToTheDouble() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Handler", "⟦@⟧⟦preconcurrency⟧ ⦃protocol⦄ Handler")
        builder.addProtocol("Screen", "⟦@⟧⟦MainActor⟧ ⟦@⟧⟦preconcurrency⟧ ⦃protocol⦄ Screen")
        #expect(
            try write(builder.graph, "Handler").get().text.contains("\nfinal class HandlerMock: Mocking, Handler {"))
        #expect(
            try write(builder.graph, "Screen").get().text.contains(
                "\n@MainActor final class ScreenMock: Mocking, Screen {"))
    }

    @Test func aProtocolNestedInATypeIsNamedByItsPath() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Observer", "⦃protocol⦄ Observer", in: "Store")
        let file = try write(builder.graph, "Observer").get()
        #expect(file.fileName == "StoreObserverMock.swift")
        #expect(file.text.contains("\nfinal class StoreObserverMock: Mocking, Store.Observer {"))
    }

    /// swift-distributed-tracing's `Tracer`: `associatedtype Span: Span`.
    @Test func anAssociatedTypeThatShadowsATypeQualifiesTheType() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Tracer", "⦃protocol⦄ Tracer")
        builder.addRequirement(
            of: "Tracer", kind: "swift.associatedtype", name: "Span",
            "⦃associatedtype⦄ Span : ⟪Span|s:4Shop4SpanP⟫")
        builder.addRequirement(
            of: "Tracer", kind: "swift.method", name: "start()",
            "⦃func⦄ start() -> ⟪Span|s:4Shop6TracerP4SpanQa⟫")
        builder.addRequirement(
            of: "Tracer", kind: "swift.method", name: "any()", "⦃func⦄ any() -> ⦃any⦄ ⟪Span|s:4Shop4SpanP⟫")
        let text = try write(builder.graph, "Tracer").get().text
        #expect(text.contains("final class TracerMock<Span: Shop.Span>: Mocking, Tracer {"))
        #expect(text.contains("    func start() -> Span { didCallFunction() }"))
        #expect(text.contains("    func any() -> any Shop.Span { didCallFunction() }"))
    }

    @Test func theProtocolsAvailabilityAndDeprecationAreTheDoubles() throws {
        var builder = GraphBuilder()
        builder.availability = [
            .init(
                domain: "iOS", introduced: .init(major: 17, minor: nil, patch: nil), deprecated: nil,
                isUnconditionallyDeprecated: nil),
            .init(
                domain: "macOS", introduced: .init(major: 14, minor: 2, patch: nil), deprecated: nil,
                isUnconditionallyDeprecated: nil),
            .init(domain: "*", introduced: nil, deprecated: nil, isUnconditionallyDeprecated: true),
        ]
        builder.addProtocol("Old", "⦃protocol⦄ Old")
        let text = try write(builder.graph, "Old").get().text
        #expect(text.contains("\n@available(macOS 14.2, iOS 17.0, *)\n@available(*, deprecated)\nfinal class OldMock"))
    }

    /// A protocol refining one of another module whose graph is given.
    @Test func aParentOfAnotherModuleIsWrittenFromItsGraph() throws {
        var core = GraphBuilder()
        core.module = "Core"
        core.addProtocol("Auditing", "⦃protocol⦄ Auditing")
        core.addRequirement(of: "Auditing", kind: "swift.method", name: "audit()", "⦃func⦄ audit()")
        var shop = GraphBuilder()
        shop.addProtocol("Ledger", "⦃protocol⦄ Ledger : Auditing")
        shop.relationships.append(
            .init(
                kind: "conformsTo", source: "s:4ShopLedgerP", target: "s:4CoreAuditingP",
                targetFallback: "Core.Auditing"))
        #expect(refusals(shop.graph, "Ledger").count == 1, "without Core's graph, Auditing is unknown")
        let text = try write(shop.graph, "Ledger", dependencies: [core.graph]).get().text
        #expect(text.contains("import Core\nimport Shop\nimport StuntDouble\n"))
        #expect(text.contains("    func audit() { didCallFunction() }"))
    }

    @Test func anInternalProtocolIsImportedForTesting() throws {
        var builder = GraphBuilder()
        builder.addProtocol("Audit", "⦃protocol⦄ Audit", access: "internal")
        let text = try write(builder.graph, "Audit").get().text
        #expect(text.contains("import StuntDouble\n\n@testable import Shop\n"))
    }
}
