/// An `ArgumentMatcher` with its argument type erased, so that givens and
/// expectations for one member can sit in one array.
@usableFromInline
class MatcherBox {
    @usableFromInline let acceptsAnything: Bool
    /// The `Arguments` type of the matcher.
    let argumentsType: Any.Type
    @usableFromInline let argumentsTypeID: ObjectIdentifier

    /// How messages name the matcher.
    let description: String
    /// The arguments the matcher wants, when it compares for equality:
    /// lets messages point at the call that came closest.
    let expectedArguments: Any?

    /// Fileprivate: the call path downcasts every box that does not accept
    /// anything to `TypedMatcherBox`, so the two subclasses below are the
    /// only ones there can be.
    fileprivate init(
        acceptsAnything: Bool, argumentsType: Any.Type, description: String, expectedArguments: Any? = nil
    ) {
        self.acceptsAnything = acceptsAnything
        self.description = description
        self.expectedArguments = expectedArguments
        self.argumentsType = argumentsType
        self.argumentsTypeID = ObjectIdentifier(argumentsType)
    }

    /// Whether the matcher accepts `arguments`; `false` when their type is
    /// not the matcher's `Arguments`.
    @inlinable
    final func accepts<Arguments>(_ arguments: Arguments) -> Bool {
        if acceptsAnything { return true }
        guard argumentsTypeID == ObjectIdentifier(Arguments.self) else { return false }
        return unsafeDowncast(self, to: TypedMatcherBox<Arguments>.self).matches(arguments)
    }

    /// Whether the matcher is meant for arguments of type `type`.
    func fits(_ type: Any.Type) -> Bool {
        acceptsAnything || argumentsType == type
    }

    /// Whether the matcher is meant for arguments of type `type`, for the
    /// call path.
    @inlinable
    final func takes<Arguments>(_ type: Arguments.Type) -> Bool {
        acceptsAnything || argumentsTypeID == ObjectIdentifier(type)
    }
}

@usableFromInline
final class TypedMatcherBox<Arguments>: MatcherBox {
    @usableFromInline let matches: (Arguments) -> Bool

    init(description: String?, expectedArguments: Any? = nil, matches: @escaping (Arguments) -> Bool) {
        self.matches = matches
        super.init(
            acceptsAnything: false, argumentsType: Arguments.self,
            description: description ?? "a predicate on \(TypeName.of(Arguments.self))",
            expectedArguments: expectedArguments)
    }
}

final class AnyArgumentsMatcherBox: MatcherBox, @unchecked Sendable {
    static let shared = AnyArgumentsMatcherBox()

    private init() {
        super.init(acceptsAnything: true, argumentsType: Any.self, description: "any arguments")
    }
}
