// How messages write a member of a double: `EngineMock.start()`. A closure
// double's one member is named after the double (see `ClosureDouble`), so
// it is written alone: `onUpdate(_:)`, not `onUpdate.onUpdate(_:)`.

extension RegistrySnapshot {
    /// `function` of `double` as messages write it; `function` may be a
    /// recorded call's description, `onUpdate(Forecast(…))`.
    static func member(_ function: String, of double: String) -> String {
        isOwnMember(function, of: double) ? function : "\(double).\(function)"
    }

    /// How a message suggests a given for `function`: the name-based form,
    /// or a closure double's own, `onUpdate.given(willReturn: …)`.
    static func givenExample(_ function: String, of double: String) -> String {
        isOwnMember(function, of: double)
            ? "\(double).given(willReturn: …)" : "given(\"\(function)\", willReturn: …)"
    }

    /// Whether `function` is the member named after `double`: its name,
    /// or its name followed by parentheses. A double of any other type is written with
    /// its type's name, which no member's name starts with that way.
    static func isOwnMember(_ function: String, of double: String) -> Bool {
        function.hasPrefix(double) && [nil, "("].contains(function.dropFirst(double.count).first)
    }
}
