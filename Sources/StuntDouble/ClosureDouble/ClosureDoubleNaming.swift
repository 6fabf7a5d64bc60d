/// How a closure double's name becomes the name of its one member.
enum ClosureDoubleNaming {
    /// `onUpdate` with one argument is `onUpdate(_:)`, `now` with none
    /// `now()`; a name with parentheses is a member's name already.
    static func memberName(_ name: String, arity: Int) -> String {
        if name.contains("(") { return name }
        return name + "(" + String(repeating: "_:", count: arity) + ")"
    }
}
