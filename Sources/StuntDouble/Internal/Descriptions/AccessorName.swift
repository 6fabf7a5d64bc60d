/// How `#function` names a property's or subscript's accessors: a
/// property by its bare name (`title`), a subscript as `subscript(key:)`.
/// Their calls that pass a value and return nothing are writes.
enum AccessorName {
    static func isSubscript(_ name: String) -> Bool { name.hasPrefix("subscript(") }

    /// Whether `name` is a property's or a subscript's.
    static func isAccessor(_ name: String) -> Bool { isSubscript(name) || !name.contains("(") }
}
