#if !canImport(Darwin)
    import Synchronization
#endif

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
    /// value to the double's registry. Every read asks, so off Apple
    /// platforms it is published once through an atomic word, read with
    /// a load; a lock cost each read a compare-and-swap and 24
    /// instructions (measured). Apple platforms keep `os_unfair_lock`, as
    /// `Lock` does, where `Atomic` needs macOS 15 or iOS 18.
    #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
        private let found = Locked<String?>(nil)
    #else
        /// An `Unmanaged<FoundName>`'s bits, retained; 0 until found.
        @usableFromInline let found = Atomic<UInt>(0)
    #endif

    init(
        named name: String?, _ location: CodeLocation,
        addStartingValue: ((DoubleRegistry, String) -> Void)? = nil
    ) {
        self.givenName = name
        self.location = location
        self.addStartingValue = addStartingValue
    }

    #if !canImport(Darwin) && !STUNTDOUBLE_APPLE_FALLBACKS
        deinit {
            let bits = found.load(ordering: .acquiring)
            if bits != 0 { FoundName.unmanaged(bits).release() }
        }
    #endif

    /// The declaration, once the property's name in `double` is found:
    /// on the first access. A call then names the member by this object
    /// (`MemberKey.stubbed`), and only a registry that has not seen it yet
    /// reads the name.
    @inlinable
    func declarationOnceNamed<Double: Stubbing & AnyObject>(in double: Double) -> CodeLocation {
        if !isNameFound { resolveName(in: double) }
        return location
    }

    #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
        @usableFromInline var resolvedName: String? { found.withLock { $0 } }
        @usableFromInline var isNameFound: Bool { resolvedName != nil }
    #else
        @inlinable var isNameFound: Bool { found.load(ordering: .acquiring) != 0 }
        @inlinable var resolvedName: String? {
            let bits = found.load(ordering: .acquiring)
            return bits == 0 ? nil : FoundName.unmanaged(bits)._withUnsafeGuaranteedRef { $0.name }
        }
    #endif

    /// The name, found by the time a call names the member by this
    /// property (see `declarationOnceNamed(in:)`).
    @inlinable var foundName: String { resolvedName ?? "" }

    /// Finds the name, once per double, and gives the starting value to
    /// the double's registry, which keeps the first one given.
    @usableFromInline @inline(never)
    func resolveName<Double: Stubbing & AnyObject>(in double: Double) {
        let name = givenName ?? StubbedLabels.shared.name(of: self, in: double)
        addStartingValue?(double.doubleRegistry, name)
        publish(name)
    }

    /// Makes `name` what every later read finds; the first published
    /// stays when two threads found it at once.
    private func publish(_ name: String) {
        #if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS
            found.withLock { $0 = $0 ?? name }
        #else
            let box = Unmanaged.passRetained(FoundName(name))
            let bits = UInt(bitPattern: box.toOpaque())
            if !found.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing).exchanged {
                box.release()
            }
        #endif
    }
}

#if !canImport(Darwin) && !STUNTDOUBLE_APPLE_FALLBACKS
    /// A found name, boxed so that one atomic word publishes it.
    @usableFromInline
    final class FoundName: Sendable {
        @usableFromInline let name: String

        init(_ name: String) { self.name = name }

        @inlinable
        static func unmanaged(_ bits: UInt) -> Unmanaged<FoundName> {
            Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
        }
    }
#endif

/// A `@Stubbed` wrapper of any type, as a `Mirror` shows its storage.
protocol StubbedStorage {
    var property: StubbedProperty { get }
}

extension Stubbed: StubbedStorage {}
