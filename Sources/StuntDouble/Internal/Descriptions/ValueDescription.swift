/// How messages print values and types: through `ValueDump`, on one line
/// inside listings, indented where a value stands alone.
enum ValueDescription {
    /// A value on one line, long collections and strings elided.
    static func of(_ value: Any) -> String {
        ValueDump.of(value, lineWidth: .max)
    }

    /// A value over several lines when it does not fit in one, indented by
    /// `indent` after the first.
    static func indented(_ value: Any, by indent: String) -> String {
        ValueDump.of(value).replacingOccurrences(of: "\n", with: "\n" + indent)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
