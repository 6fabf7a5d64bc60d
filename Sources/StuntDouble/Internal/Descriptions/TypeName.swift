enum TypeName {
    /// A type's name as the user's code writes it: `(TableView, Int)`, `[String]`.
    static func of(_ type: Any.Type) -> String {
        (type as? any NamedInMessages.Type)?.nameInMessages ?? ValueDump.typeName(type)
    }
}
