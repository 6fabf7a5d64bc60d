#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether a table entry's object has begun its deinit, read without a
/// weak reference where the entry pins the object's address.
///
/// A weak reference costs each double a side table: one more allocation
/// when the entry is made, one more free when it goes, and a retain and
/// release of the object each time a sweep looks at it (measured: about a
/// quarter of `create_10k_doubles_ms`). A pinning entry's `unowned`
/// reference already keeps the object's memory, and so its reference
/// counts, until the entry goes; the Swift runtime's
/// `swift_isDeallocating` reads there whether the object is being, or has
/// been, deinitialised, retaining nothing.
///
/// The function is looked up at run time, as `XCTFail` is: it is part of
/// the runtime's exported interface, but the compiler reserves its name.
/// Where it is not found (a process that links the runtime statically and
/// exports none of its symbols), or where entries do not pin (Objective-C
/// runtimes), entries keep their weak reference.
///
/// Begun is not done: a double's deinit may call the double, whose calls
/// use its registry unretained, as a live double keeps it. So an owner is
/// gone once its deinit has returned: the runtime then gives back the
/// unowned count that its strong references held, and only the entry's is
/// left (`swift_unownedRetainCount` reads 1). Swept during the deinit, the
/// registry was freed under a call still using it, and the deinit's next
/// call got an empty one. An owner that the test holds `unowned` as well
/// stays until that reference goes.
struct OwnerLiveness: Sendable {
    typealias IsDeallocating = @convention(c) (UnsafeRawPointer) -> Bool
    typealias UnownedRetainCount = @convention(c) (UnsafeRawPointer) -> Int

    private let isDeallocating: IsDeallocating
    private let unownedRetainCount: UnownedRetainCount

    /// The runtime's answers, where pinning entries may ask them. Function
    /// pointers, not a closure: a sweep asks once per entry, and calling a
    /// closure retained and released its context (measured).
    static let runtime: OwnerLiveness? = {
        #if !_runtime(_ObjC) && (canImport(Glibc) || canImport(Musl))
            guard
                let process = dlopen(nil, RTLD_NOW),
                let deallocating = dlsym(process, "swift_isDeallocating"),
                let unownedCount = dlsym(process, "swift_unownedRetainCount")
            else { return nil }
            return OwnerLiveness(
                isDeallocating: unsafeBitCast(deallocating, to: IsDeallocating.self),
                unownedRetainCount: unsafeBitCast(unownedCount, to: UnownedRetainCount.self))
        #else
            return nil
        #endif
    }()

    /// Whether the pinned owner at `owner` has returned from its deinit.
    @inline(__always)
    func isGone(_ owner: UnsafeRawPointer) -> Bool {
        isDeallocating(owner) && unownedRetainCount(owner) <= 1
    }
}
