#if !canImport(Darwin)
    import Foundation
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Whether the calling thread is the main thread, asked of Foundation
    /// once per thread and remembered in a thread-specific value: on Linux
    /// `Thread.isMainThread` makes a system call (about 250 ns a call,
    /// measured), and the paths that ask run on every registry made and
    /// every static member's call.
    enum MainThread {
        /// `nil` where the process has no key left to make: then every
        /// call asks Foundation.
        private static let key: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()

        /// The values kept for the main thread and any other: none is a
        /// thread not asked about yet.
        private static let main: UInt = 1
        private static let other: UInt = 2

        static var isCurrent: Bool {
            guard let key else { return Thread.isMainThread }
            if let known = pthread_getspecific(key) { return UInt(bitPattern: known) == main }
            let isMain = Thread.isMainThread
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? main : other))
            return isMain
        }
    }
#endif
