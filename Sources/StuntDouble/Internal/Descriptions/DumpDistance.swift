/// How far apart two dumps read, for a message to point at the recorded
/// call that came closest to what a `.equal(to:)` matcher wanted.
///
/// The distance is the number of edits (inserting, deleting or replacing a
/// character, or swapping two neighbours) that turn one dump into the
/// other. Its cost grows with the product of the two lengths, so it is
/// bounded twice over:
///
/// - only the first `comparedLength` characters of each dump count: two
///   dumps that differ only past them are as close as each other;
/// - a comparison stops as soon as it cannot come within `limit` edits,
///   which the caller sets to the best distance found so far.
///
/// ```swift
/// DumpDistance.edits(#"("b", 3)"#, #"("b", 2)"#)               // 1
/// DumpDistance.edits(#"("a", 1)"#, #"("b", 2)"#, atMost: 1)    // nil: 2 edits
/// ```
enum DumpDistance {
    /// How many characters (Unicode scalars) of each dump are compared.
    static let comparedLength = 256

    /// The edits between the first `comparedLength` scalars of `a` and of
    /// `b`, or `nil` once it is certain they are more than `limit`.
    static func edits(_ a: String, _ b: String, atMost limit: Int = .max) -> Int? {
        var a = a.unicodeScalars.prefix(comparedLength).map(\.value)
        var b = b.unicodeScalars.prefix(comparedLength).map(\.value)
        // What both start or end with costs no edit: dumps of one type
        // share most of their text, so the table shrinks to what differs.
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        a.removeFirst(prefix)
        b.removeFirst(prefix)
        let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
        a.removeLast(suffix)
        b.removeLast(suffix)
        if a.isEmpty || b.isEmpty {
            let edits = max(a.count, b.count)
            return edits <= limit ? edits : nil
        }
        // Optimal string alignment in three rows: a swap looks two rows back.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    cost = min(cost, previous2[j - 2] + 1)
                }
                current[j] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            // Every alignment passes through this row or the one before
            // (a swap skips at most one), never getting cheaper on the way.
            if rowMinimum > limit, previousMinimum > limit { return nil }
            previousMinimum = rowMinimum
            (previous2, previous, current) = (previous, current, previous2)
        }
        let edits = previous[b.count]
        return edits <= limit ? edits : nil
    }
}
