/// Text from the user's code written so that a message shows what it holds.
///
/// A message goes to a terminal, an IDE or a CI log. A control character
/// there (an escape sequence, a carriage return that rewrites the line) or
/// an invisible format character (a right-to-left override that reorders
/// what follows) would change how the rest of the message reads, and two
/// texts that differ only in such characters would look alike. So every
/// user-supplied text is written with those characters as Swift escapes:
/// string arguments, descriptions of values, a double's name, a matcher's
/// description.
///
/// ```swift
/// TextEscaping.quoted("a\"b\u{1B}[31m", maxLength: 200)    // "a\"b\u{1B}[31m" in quotes
/// TextEscaping.visible("Amount\u{202E}", keepingLineBreaks: true)    // Amount\u{202E}
/// ```
enum TextEscaping {
    /// The first `maxLength` characters of `text`, and what was left out
    /// (`12 more characters`), if anything. One character may hold any
    /// number of scalars (combining marks), so the kept part also stops
    /// after four scalars a character: a message stays bounded.
    static func cut(_ text: String, maxLength: Int) -> (kept: String, left: String?) {
        let kept = text.prefix(maxLength)
        let scalarLimit = 4 * maxLength
        guard kept.unicodeScalars.count > scalarLimit else {
            let left = text.count - kept.count
            return (String(kept), left > 0 ? "\(left) more characters" : nil)
        }
        let scalars = text.unicodeScalars
        let keptScalars = String.UnicodeScalarView(scalars.prefix(scalarLimit))
        return (String(keptScalars), "\(scalars.count - scalarLimit) more Unicode scalars")
    }

    /// A Swift string literal for `text`, cut after `maxLength` characters
    /// with a count of the rest: `"abc…" (12 more characters)`.
    static func quoted(_ text: String, maxLength: Int) -> String {
        let (kept, left) = cut(text, maxLength: maxLength)
        let more = left.map { "…\" (\($0))" } ?? "\""
        // Most text has nothing to escape: copy it whole, not by the scalar.
        let isPlain = !kept.unicodeScalars.contains {
            $0 == "\"" || $0 == "\\" || needsEscape($0, keepingLineBreaks: false)
        }
        if isPlain { return "\"" + kept + more }
        var literal = "\""
        for scalar in kept.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            default: appendVisible(scalar, to: &literal, keepingLineBreaks: false)
            }
        }
        return literal + more
    }

    /// `text` with its control and format characters written as escapes
    /// (`\r`, `\u{1B}`, `\u{202E}`), for text that is not in quotes, such as
    /// a value's description. Quotes and backslashes stay as they are.
    ///
    /// - Parameter keepingLineBreaks: Whether `\n` stays a line break, as
    ///   in a description of several lines that a dump lays out; otherwise
    ///   it is written `\n`, for text that must stay on one line.
    static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
        // Most text has nothing to escape: keep it without copying.
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        var visible = ""
        for scalar in text.unicodeScalars {
            appendVisible(scalar, to: &visible, keepingLineBreaks: keepingLineBreaks)
        }
        return visible
    }

    private static func appendVisible(_ scalar: Unicode.Scalar, to text: inout String, keepingLineBreaks: Bool) {
        guard needsEscape(scalar, keepingLineBreaks: keepingLineBreaks) else {
            text.unicodeScalars.append(scalar)
            return
        }
        switch scalar {
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case "\0": text += "\\0"
        default: text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        // Printable ASCII, most text, needs no look at its properties.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        if scalar == "\n" { return !keepingLineBreaks }
        // The zero-width joiner holds emoji such as 👩‍💻 together.
        if scalar == "\u{200D}" { return false }
        let category = scalar.properties.generalCategory
        return category == .control || category == .format
    }
}
