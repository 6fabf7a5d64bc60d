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
/// a table keyed by the object's identity, which does not keep the object
/// alive. A new object never sees the state of a freed one at the same
/// address. The state of freed doubles is released in sweeps, which come
/// once three times as many doubles have been created since the last sweep
/// as were alive after it.
///
/// A double's `deinit` may call the double: its calls find its registry.
/// A sweep lets a freed double's registry go only a second after it first
/// found the double gone, so a `deinit` that still calls its double after
/// that finds an empty registry; a double whose `deinit` may run that long
/// stores its registry.
public final class DoubleRegistry: Sendable {
    /// Everything the registry knows. The table's registries share their
    /// shard's lock; see `RegistryTable`.
    @usableFromInline let state: Locked<RegistryState>

    /// Creates an empty registry.
    public convenience init() {
        let lock = Lock()
        self.init(sharing: .passUnretained(lock), keptBy: lock)
    }

    /// For a registry of `RegistryTable`, which is its own entry there: its
    /// object, held weakly to tell when it is gone (its deinit has begun);
    /// `nil` for any other.
    /// Read-only, and a weak load is atomic, so any thread may read it. A
    /// `let` spares every read an exclusivity check; compilers before
    /// Swift 6.2 have no `weak let` and get the `var`.
    #if compiler(>=6.2)
        @usableFromInline nonisolated(unsafe) weak let tableOwner: AnyObject?
    #else
        @usableFromInline nonisolated(unsafe) weak var tableOwner: AnyObject?
    #endif
    /// Keeps `tableOwner`'s memory, and so its address, while the entry
    /// exists, where `unowned` does (Swift-native reference counting;
    /// `nil` for a test's entry that models Objective-C counting); see
    /// `RegistryTable`.
    nonisolated(unsafe) unowned let tablePin: AnyObject?
    /// Whether identity alone finds the entry: `tablePin` is known to keep
    /// the address (see `RegistryTable.entriesPinAddresses`).
    @usableFromInline let pinsAddress: Bool
    /// When a sweep first found `tableOwner` gone: the entry stays a while,
    /// as the double's deinit may still be calling it (see
    /// `RegistryTable.deinitGrace`). Guarded by the shard's lock.
    nonisolated(unsafe) var foundGoneAt: ContinuousClock.Instant?

    /// A registry guarded by `lock`, which `lockOwner` keeps unless it
    /// lives as long as the process, and which others may share: the
    /// registries of the identity table share their shard's lock. `owner`
    /// is the object whose table entry it is, if any.
    init(
        sharing lock: Unmanaged<Lock>, keptBy lockOwner: Lock?, owner: AnyObject? = nil,
        pinningAddress: Bool = false
    ) {
        state = Locked(
            sharing: lock, keptBy: lockOwner, withRoomFor: MemberRecord.self, plus: ResultRoom.byteCount
        ) { room in
            var state = RegistryState(firstMemberRoom: room)
            // `.verifiesDoubles(stubbingPolicy:)`: a double made in the test
            // starts with the trait's policy, and one the test sets wins.
            if let policy = VerificationScope.policyForNewDoubles { state.settings.stubbingPolicy = policy }
            return state
        }
        #if !canImport(Darwin) && canImport(XCTest) && canImport(Testing)
            // So that the failures of a test that has ended are known to be
            // a test process's (`FailureReporter.steps`).
            LinkedXCTest.noteRegistryMade()
        #endif
        tableOwner = owner
        #if _runtime(_ObjC)
            // Kept for a Swift-native object, not for an Objective-C one, and
            // which it is is not asked: lookups check the owner as well.
            tablePin = owner
        #else
            // Tests make entries that keep no address, as an Objective-C
            // object's, to exercise what lookups check where they are.
            tablePin = pinningAddress ? owner : nil
        #endif
        pinsAddress = pinningAddress && owner != nil
    }

    deinit {
        state.withStateInOwnersDeinit { $0.deallocateMembers() }
    }
}
