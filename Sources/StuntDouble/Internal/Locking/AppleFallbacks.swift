/// Whether this build takes the paths that Apple platforms before macOS 15
/// and iOS 18 take, whatever it runs on: a build with
/// `-D STUNTDOUBLE_APPLE_FALLBACKS`. Those paths (a locked counter and
/// locked slot states where `Synchronization`'s atomics are missing) are
/// the only ones of every user below those versions, and would otherwise
/// never run in CI, which runs on Linux; `.ci/run` runs the whole suite
/// once so.
///
/// Every `#available` check for those versions asks this first:
/// `if !AppleFallbacks.areForced, #available(macOS 15, …)`. Code that
/// Apple platforms run without `Synchronization` at all (a `@Stubbed`
/// property's name behind a lock, the table's shards through a `static
/// let`) is chosen with `#if canImport(Darwin) || STUNTDOUBLE_APPLE_FALLBACKS`.
/// Only what the OS alone offers (`os_unfair_lock`) stays untested here.
@usableFromInline
enum AppleFallbacks {
    @inlinable @inline(__always)
    static var areForced: Bool {
        #if STUNTDOUBLE_APPLE_FALLBACKS
            true
        #else
            false
        #endif
    }
}
