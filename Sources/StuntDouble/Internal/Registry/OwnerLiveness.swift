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
enum OwnerLiveness {
    typealias IsDeallocating = @convention(c) (UnsafeRawPointer) -> Bool

    /// The runtime's `swift_isDeallocating`, where pinning entries may ask it.
    static let isDeallocating: IsDeallocating? = {
        #if !_runtime(_ObjC) && (canImport(Glibc) || canImport(Musl))
            guard
                let process = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(process, "swift_isDeallocating")
            else { return nil }
            return unsafeBitCast(symbol, to: IsDeallocating.self)
        #else
            return nil
        #endif
    }()
}
