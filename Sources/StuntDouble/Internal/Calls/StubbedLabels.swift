/// The labels of the `@Stubbed` properties of each double class, by the
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
/// The walk runs without the table's lock: a `CustomReflectable` double's
/// `customMirror` is the user's code.
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
    }

    private let entries = Locked<[Key: Entry]>([:])

    /// The label of `property`'s storage (`_logLevel`) without its
    /// underscore, among the stored properties of `double` and its
    /// superclasses; `nil` when its `Mirror` does not show it.
    func label(of property: StubbedProperty, in double: AnyObject) -> String? {
        let key = Key(ObjectIdentifier(type(of: double)), property.location)
        if let key, case .label(let label) = entries.withLock({ $0[key] }) { return label }
        let (label, found) = Self.walk(double, finding: property)
        entries.withLock { entries in
            for (key, entry) in found { entries[key] = entries[key].map { $0 == entry ? entry : .ambiguous } ?? entry }
        }
        return label
    }

    /// `property`'s label, found by identity, and what the walk learnt of
    /// every `@Stubbed` wrapper of `double`'s class.
    private static func walk(
        _ double: AnyObject, finding property: StubbedProperty
    ) -> (label: String?, found: [Key: Entry]) {
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
        return (label, found)
    }
}
