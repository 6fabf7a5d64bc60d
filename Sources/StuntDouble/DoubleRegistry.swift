/// The givens, expectations and recorded calls of one test double.
///
/// You rarely touch a registry: a class that conforms to ``Stubbing`` gets
/// one on first use, and a struct or enum declares one stored property:
///
/// ```swift
/// struct ClockStub: Stubbing, Clock {
///     let doubleRegistry = DoubleRegistry()
///     func now() -> Int { didCallFunction() }
/// }
/// ```
///
/// A registry is safe to use from any task or thread. It keeps the
/// arguments of recorded calls (strongly) until the double is reset or
/// released.
///
/// For a class without a stored registry, StuntDouble keeps the registry in
/// a table keyed by the object's identity and holding the object weakly. A
/// new object never sees the state of a freed one at the same address. The
/// state of freed doubles is released in sweeps, which come once as many
/// doubles have been created since the last sweep as were alive after it.
public final class DoubleRegistry: Sendable {
    /// Everything the registry knows. The table's registries share their
    /// shard's lock; see `RegistryTable`.
    @usableFromInline let state: Locked<RegistryState>

    /// Creates an empty registry.
    public convenience init() {
        self.init(sharing: Lock())
    }

    /// A registry guarded by `lock`, which others may share: the registries
    /// of the identity table share their shard's lock.
    init(sharing lock: Lock) {
        state = Locked(RegistryState(), sharing: lock)
    }

    deinit {
        state.withStateInOwnersDeinit { $0.deallocateMembers() }
    }
}
