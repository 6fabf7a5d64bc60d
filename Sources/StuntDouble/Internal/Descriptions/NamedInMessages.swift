/// A type that messages name otherwise than Swift spells it: a
/// `StaticDouble<FactoryMock>` is `FactoryMock.statics`, as the test
/// writes it. ``TypeName/of(_:)`` asks.
protocol NamedInMessages {
    /// The name messages give the type.
    static var nameInMessages: String { get }
}
