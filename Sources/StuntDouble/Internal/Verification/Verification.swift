/// What `verify()` says: failures, and notes that fail nothing.
struct Verification {
    var failures: [String] = []
    /// Each note with the line of the given it is about.
    var notes: [(text: String, location: CodeLocation?)] = []
}
