/// What a registry knows about one member: its givens and its call logs.
/// Guarded by the registry's lock.
@usableFromInline
final class MemberRecord {
    @usableFromInline let name: String
    @usableFromInline var givens: [Given] = []
    /// One log per argument type the member was called with; more than one
    /// only for overloads that share a name.
    @usableFromInline var logs: [AnyCallLog] = []
    /// The log of the latest call, checked first.
    @usableFromInline var lastLog: AnyCallLog?

    @usableFromInline
    init(name: String) {
        self.name = name
    }
}
