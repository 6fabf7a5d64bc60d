/// What a double's protocols ask of its declaration, from their attributes
/// and from the protocols of other modules they refine: its global actor,
/// whether it is an actor or `Sendable`, the members the standard
/// library's protocols need, and what it cannot write.
struct DoubleTraits {
    private(set) var isolation: String?
    private(set) var isActor = false
    private(set) var isSendable = false
    /// Members for the standard library's protocols (`==`, `description`).
    private(set) var members: [String] = []
    private(set) var refusals: [Refusal] = []
    /// `@available` lines for the double: the platforms the protocol is
    /// introduced on, and `deprecated` when it is, so that the double
    /// compiles without warnings wherever the protocol can be used.
    private(set) var availability: [String] = []

    /// Whether the class declares `Sendable`: an actor is already.
    var isSendableClass: Bool { isSendable && !isActor }

    init(protocols: [SymbolGraph.Symbol], reader: ProtocolReader, doubleName: String) {
        let name = protocols.first?.name ?? doubleName
        let attributes = protocols.flatMap(Self.attributes(of:))
        if attributes.contains("@objc") {
            refusals.append(
                Refusal(member: name, reason: "an @objc protocol, which only an NSObject subclass can adopt"))
        }
        // What is left of a protocol's attributes is its global actor.
        let isolations = Set(attributes.filter { !Self.notIsolation.contains(where: $0.hasPrefix) })
        if isolations.count > 1 {
            refusals.append(Refusal(member: name, reason: "isolated to several global actors: \(isolations.sorted())"))
        }
        isolation = isolations.first
        for parent in reader.externalParents(of: protocols) {
            adopt(parent, protocolName: name, doubleName: doubleName)
        }
        if isActor { members = members.map { "nonisolated " + $0 } }
        availability = Self.availability(of: protocols.first)
    }

    private static let platforms = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst"]

    private static func availability(of symbol: SymbolGraph.Symbol?) -> [String] {
        let entries = symbol?.availability ?? []
        let introduced = platforms.compactMap { platform -> String? in
            guard let version = entries.first(where: { $0.domain == platform })?.introduced else { return nil }
            return "\(platform) \(version.major).\(version.minor ?? 0)" + (version.patch.map { ".\($0)" } ?? "")
        }
        let deprecated = entries.contains { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil }
        return (introduced.isEmpty ? [] : ["@available(" + (introduced + ["*"]).joined(separator: ", ") + ")"])
            + (deprecated ? ["@available(*, deprecated)"] : [])
    }

    private mutating func adopt(_ parent: String, protocolName: String, doubleName: String) {
        let equality = "static func == (lhs: \(doubleName), rhs: \(doubleName)) -> Bool { lhs === rhs }"
        switch parent.split(separator: ".").last.map(String.init) ?? parent {
        case "Sendable": isSendable = true
        case "SendableMetatype", "Copyable", "Escapable", "AnyObject": break
        case "Actor": isActor = true
        case "Identifiable": break  // a class's `id` is its `ObjectIdentifier`
        case "CustomStringConvertible": add("var description: String { didCallFunction() }")
        case "CustomDebugStringConvertible": add("var debugDescription: String { didCallFunction() }")
        case "Equatable": add(equality)
        case "Hashable":
            add(equality)
            add("func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
        default:
            refusals.append(
                Refusal(
                    member: protocolName,
                    reason: "it refines \(parent), a protocol of another module whose requirements"
                        + " the symbol graph does not list"))
        }
    }

    /// Adds `member` once: `Hashable` and `Equatable` may both be listed.
    private mutating func add(_ member: String) {
        if !members.contains(member) { members.append(member) }
    }

    /// Attributes of a protocol that a class need not, or must not, copy.
    private static let notIsolation = ["@objc", "@available", "@preconcurrency", "@_", "@usableFromInline"]

    /// A protocol's attributes: `@MainActor`.
    private static func attributes(of symbol: SymbolGraph.Symbol) -> [String] {
        let fragments = (symbol.declarationFragments ?? []).joiningAttributes
        let beforeKeyword = fragments.prefix { !($0.kind == "keyword" && $0.spelling == "protocol") }
        return beforeKeyword.filter { $0.kind == "attribute" }.map(\.spelling)
    }
}
