/// The names of the `@Stubbed` properties of each double class, by the
/// declaration each wrapper was made at, found by one walk of a double's
/// `Mirror` per class instead of one per property of every double: a walk
/// cost each double's first access to each property about 20,000
/// instructions (measured), where a double made by hand costs 3,000.
///
/// A declaration is the wrapper's `#fileID`, line and column. Two wrappers
/// of one class made at the same place (a macro's expansion, or a location
/// passed by hand) leave that place ambiguous: their properties are found
/// by walking the `Mirror` each time, by identity, as before.
///
/// A `CustomReflectable` double's `Mirror` is never asked for: its
/// `customMirror` is the user's code, which may read the very property
/// being named (it recursed until the stack overflowed) or another one (a
/// read the test never made was recorded). Its properties go by their
/// declarations unless named, noted once per class and declaration. The
/// walk of any other double reads stored properties alone, and runs
/// without the table's lock, as it costs thousands of instructions.
final class StubbedLabels: Sendable {
    /// The process's table. It holds one entry per `@Stubbed` declaration
    /// of each double class that a test reads or writes.
    static let shared = StubbedLabels()

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let fileID: UnsafeRawPointer
        let line: UInt
        let column: UInt

        /// `nil` for a location whose `#fileID` is not a literal's address.
        init?(_ type: ObjectIdentifier, _ location: CodeLocation) {
            guard location.fileID.hasPointerRepresentation else { return nil }
            self.type = type
            fileID = UnsafeRawPointer(location.fileID.utf8Start)
            line = location.line
            column = location.column
        }
    }

    private enum Entry: Equatable {
        case label(String)
        /// Two wrappers of the class were made here.
        case ambiguous
        /// The class's `Mirror` is its own: noted, named by its declaration.
        case unnamed
    }

    private let entries = Locked<[Key: Entry]>([:])
    /// How many walks this table made, for tests.
    private let walkCount = Locked(0)

    /// `property`'s name in `double`: the label of its storage (`_logLevel`)
    /// without its underscore, among the stored properties of `double` and
    /// its superclasses. Where no walk finds it (a `CustomReflectable`
    /// double), its declaration (`@Stubbed at Module/File.swift:12:6`),
    /// with a note the first time for its class and declaration.
    func name(of property: StubbedProperty, in double: AnyObject) -> String {
        let key = Key(ObjectIdentifier(type(of: double)), property.location)
        if let key {
            switch entries.withLock({ $0[key] }) {
            case .label(let label): return label
            case .unnamed: return Self.declarationName(of: property)
            case .ambiguous, nil: break
            }
        }
        let isCustomReflectable = double is CustomReflectable
        if !isCustomReflectable, let label = walk(double, finding: property) { return label }
        let isNew = key.map { key in entries.withLock { $0.updateValue(.unnamed, forKey: key) == nil } } ?? true
        if isNew { Self.noteUnnamed(property, in: double, isCustomReflectable: isCustomReflectable) }
        return Self.declarationName(of: property)
    }

    /// How many walks this table has made.
    var walks: Int { walkCount.withLock { $0 } }

    /// `property`'s label, found by identity in `double`'s `Mirror`, after
    /// keeping what the walk learnt of every `@Stubbed` wrapper of the
    /// class: `nil` when the `Mirror` does not show it.
    private func walk(_ double: AnyObject, finding property: StubbedProperty) -> String? {
        walkCount.withLock { $0 += 1 }
        let type = ObjectIdentifier(Swift.type(of: double))
        var label: String?
        var found: [Key: Entry] = [:]
        var mirror: Mirror? = Mirror(reflecting: double)
        while let current = mirror {
            for child in current.children {
                guard let wrapper = child.value as? any StubbedStorage, let childLabel = child.label else { continue }
                let name = childLabel.hasPrefix("_") ? String(childLabel.dropFirst()) : childLabel
                if wrapper.property === property { label = name }
                if let key = Key(type, wrapper.property.location) {
                    found[key] = found[key] == nil ? .label(name) : .ambiguous
                }
            }
            mirror = current.superclassMirror
        }
        entries.withLock { entries in
            for (key, entry) in found { entries[key] = entries[key].map { $0 == entry ? entry : .ambiguous } ?? entry }
        }
        return label
    }

    /// The name of a property no walk found: its declaration, with the
    /// column, so that two on one line differ.
    private static func declarationName(of property: StubbedProperty) -> String {
        let location = property.location
        return "@Stubbed at \(location.fileID):\(location.line):\(location.column)"
    }

    /// Says why `property` goes by its declaration: a note, not a failure,
    /// as the property works under that name, and a test that never names
    /// it (closure forms, the starting value) is correct.
    private static func noteUnnamed(_ property: StubbedProperty, in double: AnyObject, isCustomReflectable: Bool) {
        let type = TypeName.of(Swift.type(of: double))
        let reason =
            isCustomReflectable
            ? "\(type) is CustomReflectable, and StuntDouble does not run its customMirror"
            : "\(type)'s Mirror does not show it"
        FailureReporter.writeNote(
            "note: StuntDouble cannot find the name of the @Stubbed property declared at \(property.location.description):"
                + " \(reason), so it goes by \"\(declarationName(of: property))\". Name it: @Stubbed(named: \"…\").",
            at: property.location)
    }
}
