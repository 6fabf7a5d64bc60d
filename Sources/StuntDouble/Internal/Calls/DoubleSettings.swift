/// A double's settings that the call path reads under the lock.
@usableFromInline
struct DoubleSettings {
    @usableFromInline var stubbingPolicy = StubbingPolicy.lenient
    @usableFromInline var callsThroughByDefault = false

    @usableFromInline init() {}

    @usableFromInline var isStrict: Bool { stubbingPolicy == .strict }
}
