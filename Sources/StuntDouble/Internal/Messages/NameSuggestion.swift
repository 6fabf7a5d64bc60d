/// Near-miss suggestions for member names a test spelled differently from
/// the double.
///
/// Names are compared by edit distance: inserting, deleting or replacing a
/// character, or swapping two neighbours, costs one edit; a change of case
/// alone (`settitle` for `setTitle`) costs half. A candidate is close when
/// it is at most `max(2, name.count / 3)` edits away, short of rewriting
/// the shorter name whole. A candidate with the same base name also counts
/// as close however its argument labels differ, and a bare base name
/// (`fetch`) is as close to each of its overloads as to the others.
///
/// ```swift
/// let names = ["setSpeed(to:)", "fetch(_:)", "fetch(id:name:)", "title"]
/// NameSuggestion.didYouMean("setSped(to:)", among: names)
/// NameSuggestion.didYouMean("fetch(id:)", among: names)
/// NameSuggestion.didYouMean("fetch", among: names)
/// NameSuggestion.didYouMean("reset()", among: names)
/// ```
///
/// gives
///
/// ```
/// did you mean `setSpeed(to:)`?
/// did you mean `fetch(_:)`?
/// did you mean `fetch(_:)` or `fetch(id:name:)`?
/// nil
/// ```
enum NameSuggestion {
    /// The candidates close to `name`, closest first, ties in name order.
    ///
    /// - Parameters:
    ///   - name: The name as the test wrote it.
    ///   - candidates: The names it may have meant; duplicates and `name`
    ///     itself are ignored.
    /// - Returns: The close candidates; empty when none is close.
    static func closest(to name: String, among candidates: [String]) -> [String] {
        ranked(name, Set(candidates)).map(\.name)
    }

    /// A suggestion for a message: "did you mean `put(_:_:)`?", or
    /// "did you mean `a` or `b`?" when candidates are equally close.
    ///
    /// - Parameters:
    ///   - name: The name as the test wrote it.
    ///   - candidates: The names it may have meant.
    ///   - byBaseName: Whether a candidate with the same base name is close
    ///     however its labels differ; `false` where both names are likely
    ///     real members, such as a delegate's overloads.
    /// - Returns: The suggestion, or `nil` when no candidate is close.
    static func didYouMean(_ name: String, among candidates: [String], byBaseName: Bool = true) -> String? {
        let ranked = ranked(name, Set(candidates), byBaseName: byBaseName)
        guard let best = ranked.first?.cost else { return nil }
        let names = ranked.prefix { $0.cost == best }.map { "`\($0.name)`" }
        let listed =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return "did you mean \(listed)?"
    }

    /// The edit distance between two names, in edits; a change of case
    /// alone counts half.
    static func distance(_ a: String, _ b: String) -> Double {
        Double(halfEdits(Array(a), Array(b))) / 2
    }

    // MARK: - Ranking

    private static func ranked(_ name: String, _ candidates: Set<String>, byBaseName: Bool = true)
        -> [(name: String, cost: Int)]
    {
        let characters = Array(name)
        let base = baseName(name)
        let isBare = !name.contains("(")
        let limit = 2 * max(2, characters.count / 3)
        var close: [(name: String, cost: Int)] = []
        for candidate in candidates where candidate != name {
            let other = Array(candidate)
            let sameBase = byBaseName && baseName(candidate) == base
            if sameBase, isBare {
                close.append((candidate, 0))
                continue
            }
            let cost = halfEdits(characters, other)
            let rewritesWhole = cost >= 2 * min(characters.count, other.count)
            if sameBase || (cost <= limit && !rewritesWhole) {
                close.append((candidate, cost))
            }
        }
        return close.sorted { ($0.cost, $0.name) < ($1.cost, $1.name) }
    }

    /// `fetch` for `fetch(id:)`; a property's name is its own base.
    private static func baseName(_ name: String) -> Substring {
        name.prefix { $0 != "(" }
    }

    /// Optimal string alignment distance in half edits: every edit costs
    /// two, a substitution that only changes case costs one.
    private static func halfEdits(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return 2 * b.count }
        if b.isEmpty { return 2 * a.count }
        // Three rows suffice: transpositions look two rows back.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map { 2 * $0 }
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = 2 * i
            for j in 1...b.count {
                let substitution = substitutionCost(a[i - 1], b[j - 1])
                var cost = min(
                    previous[j] + 2,
                    current[j - 1] + 2,
                    previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    cost = min(cost, previous2[j - 2] + 2)
                }
                current[j] = cost
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    private static func substitutionCost(_ a: Character, _ b: Character) -> Int {
        if a == b { return 0 }
        return a.lowercased() == b.lowercased() ? 1 : 2
    }
}
