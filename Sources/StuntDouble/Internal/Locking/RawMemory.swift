#if canImport(Glibc)
    import Glibc
#endif

/// Raw memory for the state a registry allocates by hand. With glibc,
/// `UnsafeMutableRawPointer.allocate` asks the runtime for "default"
/// alignment, which it serves with `posix_memalign` (measured: about 60
/// instructions more per allocation than `malloc`), while `malloc` already
/// aligns to twice a word; elsewhere, and for stricter alignment, the
/// standard library's allocation.
@usableFromInline
enum RawMemory {
    /// Whether memory of `alignment` comes from `malloc`: at most twice a
    /// word, the least glibc's `malloc` aligns to on any platform (16 bytes
    /// on 64-bit ones, 8 or 16 on 32-bit ones).
    @inlinable
    static func comesFromMalloc(alignment: Int) -> Bool {
        #if canImport(Glibc)
            return alignment <= 2 * MemoryLayout<Int>.size
        #else
            return false
        #endif
    }

    /// `byteCount` bytes (at least one) aligned to `alignment`; give them
    /// back with `free(_:alignment:)` and the same `alignment`.
    @inlinable
    static func allocate(byteCount: Int, alignment: Int) -> UnsafeMutableRawPointer {
        #if canImport(Glibc)
            if comesFromMalloc(alignment: alignment) {
                // Out of memory traps, as the standard library's allocation does.
                guard let memory = malloc(max(byteCount, 1)) else { fatalError("StuntDouble: out of memory") }
                return memory
            }
        #endif
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
    }

    /// Frees what `allocate(byteCount:alignment:)` returned for `alignment`.
    @inlinable
    static func free(_ memory: UnsafeMutableRawPointer, alignment: Int) {
        #if canImport(Glibc)
            if comesFromMalloc(alignment: alignment) {
                Glibc.free(memory)
                return
            }
        #endif
        memory.deallocate()
    }
}
