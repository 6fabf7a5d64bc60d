/// The order in which a dump prints the elements of a set and the entries
/// of a dictionary: by the text each prints as, numbers in that text by
/// their value.
///
/// A set's own order changes from run to run (and from one set to an equal
/// one), so a dump sorts it, for messages that read the same every time.
/// It sorts the printed text rather than the values for two reasons:
///
/// - It calls no operation of the user's: a `Comparable` type's `<` may
///   have preconditions (comparing amounts of different currencies) that a
///   test which never compared anything must not trip over.
/// - It is a total order on every value, NaN included, so equal sets
///   always print alike.
///
/// Comparing numbers by value keeps the order people expect of integer
/// keys: `[-1: …, 2: …, 10: …]`, not `[-1, 10, 2]` as plain text would.
///
/// ```swift
/// RenderedOrder.precedes("2", "10")                     // true
/// RenderedOrder.precedes("\"item 9\"", "\"item 10\"")   // true
/// RenderedOrder.precedes("-3.5", "-3.25")               // true
/// RenderedOrder.precedes("nan", "1.0")                  // false: text after numbers
/// ```
enum RenderedOrder {
    /// Whether `a` prints before `b`. Texts equal but for how they write
    /// their numbers (`01`, `1`) are ordered by their scalars, so the order
    /// is total: two texts are in no order only when they are equal.
    static func precedes(_ a: String, _ b: String) -> Bool {
        precedes(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    /// `precedes(_:_:)` for texts already split into scalars, as a sort
    /// compares each text many times.
    static func precedes(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        switch compareNaturally(a, b) {
        case .ascending: return true
        case .descending: return false
        case .same: return a.lexicographicallyPrecedes(b) { $0.value < $1.value }
        }
    }

    private enum Comparison { case ascending, same, descending }

    private static func compareNaturally(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Comparison {
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if let left = number(in: a, at: i), let right = number(in: b, at: j) {
                let order = compare(left, in: a, right, in: b)
                if order != .same { return order }
                i = left.end
                j = right.end
                continue
            }
            if a[i] != b[j] { return a[i].value < b[j].value ? .ascending : .descending }
            i += 1
            j += 1
        }
        if i == a.count, j == b.count { return .same }
        return i == a.count ? .ascending : .descending
    }

    /// A number written in a dump: an optional `-`, digits, and optionally
    /// `.` and more digits. `end` is the index past it.
    private struct Number {
        var isNegative: Bool
        var integer: Range<Int>
        var fraction: Range<Int>
        var end: Int
    }

    private static func number(in text: [Unicode.Scalar], at start: Int) -> Number? {
        var index = start
        // A `-` is a sign only where a value starts, not inside a word.
        let isNegative = text[index] == "-" && (index == 0 || " ([,:".unicodeScalars.contains(text[index - 1]))
        if isNegative { index += 1 }
        let integerStart = index
        while index < text.count, isDigit(text[index]) { index += 1 }
        guard index > integerStart else { return nil }
        let integer = integerStart..<index
        var fraction = index..<index
        if index + 1 < text.count, text[index] == ".", isDigit(text[index + 1]) {
            let fractionStart = index + 1
            index = fractionStart
            while index < text.count, isDigit(text[index]) { index += 1 }
            fraction = fractionStart..<index
        }
        return Number(isNegative: isNegative, integer: integer, fraction: fraction, end: index)
    }

    private static func compare(
        _ left: Number, in a: [Unicode.Scalar], _ right: Number, in b: [Unicode.Scalar]
    ) -> Comparison {
        if left.isNegative != right.isNegative { return left.isNegative ? .ascending : .descending }
        let magnitude = compareMagnitudes(left, in: a, right, in: b)
        guard left.isNegative else { return magnitude }
        switch magnitude {
        case .ascending: return .descending
        case .descending: return .ascending
        case .same: return .same
        }
    }

    /// Compares digit strings exactly, however long: integer parts without
    /// their leading zeros by length, then digit by digit; then fractions
    /// digit by digit, a missing digit counting as zero.
    private static func compareMagnitudes(
        _ left: Number, in a: [Unicode.Scalar], _ right: Number, in b: [Unicode.Scalar]
    ) -> Comparison {
        let leftInteger = a[left.integer].drop { $0 == "0" }
        let rightInteger = b[right.integer].drop { $0 == "0" }
        if leftInteger.count != rightInteger.count {
            return leftInteger.count < rightInteger.count ? .ascending : .descending
        }
        for (l, r) in zip(leftInteger, rightInteger) where l != r {
            return l.value < r.value ? .ascending : .descending
        }
        let leftFraction = a[left.fraction]
        let rightFraction = b[right.fraction]
        for offset in 0..<max(leftFraction.count, rightFraction.count) {
            let l = offset < leftFraction.count ? leftFraction[leftFraction.startIndex + offset].value : 48
            let r = offset < rightFraction.count ? rightFraction[rightFraction.startIndex + offset].value : 48
            if l != r { return l < r ? .ascending : .descending }
        }
        return .same
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}
