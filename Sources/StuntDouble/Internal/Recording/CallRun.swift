/// Calls in a registry's order of calls: `count` calls to the log
/// `log`, numbered from `first` on in the process-wide `CallSequence`.
@usableFromInline
struct CallRun {
    @usableFromInline var log: UInt32
    @usableFromInline var count: UInt32
    @usableFromInline var first: UInt64

    /// No calls.
    @usableFromInline
    init() {
        self.init(log: 0, count: 0, first: 0)
    }

    @usableFromInline
    init(log: UInt32, count: UInt32, first: UInt64) {
        self.log = log
        self.count = count
        self.first = first
    }
}
