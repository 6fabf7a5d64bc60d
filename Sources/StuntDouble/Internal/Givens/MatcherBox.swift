/// An `ArgumentMatcher` with its argument type erased, so that givens and
/// expectations for one member can sit in one array.
@usableFromInline
class MatcherBox {
    @usableFromInline let acceptsAnything: Bool
    /// The `Arguments` type of the matcher.
    let argumentsType: Any.Type
    @usableFromInline let argumentsTypeID: ObjectIdentifier

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
    }

    /// Whether the matcher accepts `arguments`; `false` when their type is
    /// not the matcher's `Arguments`.
    @inlinable
    final func accepts<Arguments>(_ arguments: Arguments) -> Bool {
        if acceptsAnything { return true }
        guard argumentsTypeID == ObjectIdentifier(Arguments.self) else { return false }
        return unsafeDowncast(self, to: TypedMatcherBox<Arguments>.self).matches(arguments)
    }

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
