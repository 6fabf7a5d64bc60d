/// What a setter stored, for later reads to return: a property's value, or
/// a subscript's value at one index. A write is a given of its own, so
/// that the newer of a write and a test's given answers a read, as between
/// two givens. A `@Stubbed` property's starting value is one too, older
/// than every other given.
enum StoredValue: Equatable {
    case property
    case index(AnyHashable)
    /// A `@Stubbed` property's starting value: kept by resets, never
    /// reported unused.
    case starting

    /// The given that answers later reads with what a setter wrote;
    /// `arguments` are the setter's (the new value, after the index for a
    /// subscript). `nil` for a subscript with several indices or an index
    /// that is not `Hashable`: its writes are recorded, not stored.
    static func given<Arguments>(for arguments: Arguments, isSubscript: Bool, _ location: CodeLocation) -> Given? {
        guard isSubscript else {
            return Given(
                matcher: AnyArgumentsMatcherBox.shared, answer: ValueAnswer(arguments), location: location,
                storedValue: .property)
        }
        let parts = Mirror(reflecting: arguments).children.map(\.value)
        guard parts.count == 2, let index = parts[0] as? AnyHashable else { return nil }
        let indexValue = parts[0]
        let value = parts[1]
        // The getter's arguments are the index alone, of its dynamic type.
        func matcher<Index>(_: Index.Type) -> MatcherBox {
            TypedMatcherBox<Index>(description: ValueDescription.of(indexValue), expectedArguments: indexValue) {
                ($0 as? AnyHashable) == index
            }
        }
        func answer<Value>(_: Value.Type) -> Answer? { (value as? Value).map(ValueAnswer.init) }
        guard let answer = _openExistential(type(of: value), do: answer) else { return nil }
        return Given(
            matcher: _openExistential(type(of: indexValue), do: matcher), answer: answer, location: location,
            storedValue: .index(index))
    }

    /// Whether `self` is a subscript's write. Unlike `==`, asks nothing
    /// of the index.
    var isIndexed: Bool {
        if case .index = self { return true }
        return false
    }

    /// How messages show a given that holds a write: `set to "Draft" by a
    /// write`.
    static func summary(of given: Given) -> String {
        let value = given.answer.valueDescription ?? "a value"
        switch given.storedValue {
        case .index?: return "set to \(value) by a write to index \(given.matcher.description)"
        case .starting?: return "starts at \(value), its starting value"
        default: return "set to \(value) by a write"
        }
    }
}
