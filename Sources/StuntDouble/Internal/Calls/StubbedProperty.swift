/// What one `@Stubbed` property of one double knows: its declaration, its
/// starting value, and its name once found. A class, so that the wrapper
/// is found by its identity among the double's stored properties.
///
/// Unchecked: the starting value, which may not be `Sendable`, is handed
/// once to the double's registry, which holds it as it holds a given's.
@usableFromInline
final class StubbedProperty: @unchecked Sendable {
    /// The declaration, where messages about the property's calls point.
    @usableFromInline let location: CodeLocation
    /// The name the declaration gave, if any.
    private let givenName: String?
    /// Gives the starting value to a double's registry; `nil` without one.
    private let addStartingValue: ((DoubleRegistry, String) -> Void)?
    /// The name, once the first access found it and gave the starting
    /// value to the double's registry.
    private let found = Locked<String?>(nil)

    init(
        named name: String?, _ location: CodeLocation,
        addStartingValue: ((DoubleRegistry, String) -> Void)? = nil
    ) {
        self.givenName = name
        self.location = location
        self.addStartingValue = addStartingValue
    }

    /// The property's name in `double`.
    @inlinable
    func name<Double: Stubbing & AnyObject>(in double: Double) -> String {
        if let name = resolvedName { return name }
        return resolveName(in: double)
    }

    @usableFromInline var resolvedName: String? { found.withLock { $0 } }

    /// Finds the name, once per double, and gives the starting value to
    /// the double's registry, which keeps the first one given.
    @usableFromInline @inline(never)
    func resolveName<Double: Stubbing & AnyObject>(in double: Double) -> String {
        let name = givenName ?? label(in: double) ?? unnamed(in: double)
        addStartingValue?(double.doubleRegistry, name)
        found.withLock { $0 = name }
        return name
    }

    /// The label of this property's storage (`_logLevel`) without its
    /// underscore, found by identity among the stored properties of the
    /// double and its superclasses.
    private func label(in double: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: double)
        while let current = mirror {
            for child in current.children {
                if let wrapper = child.value as? any StubbedStorage, wrapper.property === self, let label = child.label
                {
                    return label.hasPrefix("_") ? String(label.dropFirst()) : label
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Names a property whose name the double's `Mirror` does not show
    /// after its declaration, and says so in a note, not a failure: the
    /// property works under that name, and a test that never names it
    /// (closure forms, the starting value) is correct.
    private func unnamed(in double: AnyObject) -> String {
        let name = "@Stubbed at \(location.description)"
        FailureReporter.writeNote(
            "note: StuntDouble cannot find the name of the @Stubbed property declared at \(location.description):"
                + " \(TypeName.of(type(of: double)))'s Mirror does not show it, so it goes by \"\(name)\"."
                + " Name it: @Stubbed(named: \"…\").")
        return name
    }
}

/// A `@Stubbed` wrapper of any type, as a `Mirror` shows its storage.
protocol StubbedStorage {
    var property: StubbedProperty { get }
}

extension Stubbed: StubbedStorage {}
