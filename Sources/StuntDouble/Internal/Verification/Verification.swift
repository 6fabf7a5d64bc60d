/// What `verify()` says: failures, and notes that fail nothing.
struct Verification {
    var failures: [String] = []
    var notes: [String] = []
}
