/// An `ArgumentMatcher` with its argument type erased, so that givens and
/// expectations for one member can sit in one array.
@usableFromInline
class MatcherBox {
    @usableFromInline let acceptsAnything: Bool
    /// The `Arguments` type of the matcher.
    let argumentsType: Any.Type
    @usableFromInline let argumentsTypeID: ObjectIdentifier
    /// Whether `Arguments` names tuple labels, `(operationName: String,
    /// kind: Int)`, which a call's unlabelled arguments convert to: such a
    /// matcher takes them through `relabelled(for:)`, off the paths that
    /// compare types by identity.
    @usableFromInline let namesLabels: Bool

    /// How messages name the matcher, worked out when a message first
    /// needs it: a passing test never pays for it, nor runs a value's
    /// `description` it never asked for.
    var description: String { lazyDescription.value }
    private let lazyDescription: LazyText
    /// The arguments the matcher wants, when it compares for equality:
    /// lets messages point at the call that came closest.
    let expectedArguments: Any?
    /// The captors of a closure form's pattern, which a check gives the
    /// arguments of the calls it counted (see `RegistrySnapshot`).
    let captors: [CaptorSlot]

    /// Fileprivate: the call path downcasts every box that does not accept
    /// anything to `TypedMatcherBox`, so the two subclasses below are the
    /// only ones there can be.
    init(
        acceptsAnything: Bool, argumentsType: Any.Type, description: @autoclosure @escaping () -> String,
        expectedArguments: Any? = nil, captors: [CaptorSlot] = []
    ) {
        self.acceptsAnything = acceptsAnything
        self.captors = captors
        self.lazyDescription = LazyText(description)
        self.expectedArguments = expectedArguments
        self.argumentsType = argumentsType
        self.argumentsTypeID = ObjectIdentifier(argumentsType)
        self.namesLabels = !acceptsAnything && ArgumentsConversion.namesLabels(argumentsType)
    }

    /// Whether the matcher accepts `arguments`; `false` when their type is
    /// not the matcher's `Arguments`.
    @inlinable
    final func accepts<Arguments>(_ arguments: Arguments) -> Bool {
        if acceptsAnything { return true }
        guard argumentsTypeID == ObjectIdentifier(Arguments.self) else {
            return namesLabels && acceptsRelabelled(arguments)
        }
        return unsafeDowncast(self, to: TypedMatcherBox<Arguments>.self).matches(arguments)
    }

    /// `accepts` for a matcher that names labels the call's arguments lack.
    @usableFromInline
    final func acceptsRelabelled<Arguments>(_ arguments: Arguments) -> Bool {
        relabelled(for: Arguments.self)?.matches(arguments) ?? false
    }

    /// For a matcher whose `Arguments` differ from `type` only by tuple
    /// labels, the same matcher over `type`; else `nil`.
    func relabelled<Arguments>(for type: Arguments.Type) -> TypedMatcherBox<Arguments>? { nil }

    /// For a matcher built from one condition per argument, the positions
    /// of the arguments of a call that fail theirs; `nil` for any other
    /// matcher. Runs no condition's description: a listing ranks every
    /// rejected call by it.
    func failingPositions(of arguments: Any) -> [Int]? { nil }

    /// Whether the matcher is built from one condition per argument.
    var hasConditions: Bool { false }

    /// A given's matcher that gives `captors` the arguments of each call it
    /// accepts: the given answers the calls its matcher accepts.
    func keepingCaptured() -> MatcherBox { self }

    /// What the arguments at `positions` should be, each named by its
    /// label where `labels` has one that is not `_`, else by its position:
    /// `id should be equal to 3; argument 2 should be any Int`.
    func failingConditions(at positions: [Int], labels: [String]?) -> String? { nil }

    /// Whether the matcher is meant for arguments of type `type`, by
    /// their own type or with labels they lack.
    @usableFromInline
    func fits(_ type: Any.Type) -> Bool {
        acceptsAnything || argumentsType == type
            || namesLabels && ArgumentsConversion.converts(from: type, to: argumentsType, labelsOnly: true)
    }

    /// Whether the matcher is meant for arguments of type `type` itself,
    /// for the call path: then it is a `TypedMatcherBox<Arguments>`, or
    /// accepts anything. A matcher that names labels the type lacks takes
    /// it only through `relabelled(for:)`.
    @inlinable
    final func takes<Arguments>(_ type: Arguments.Type) -> Bool {
        acceptsAnything || argumentsTypeID == ObjectIdentifier(type)
    }
}
