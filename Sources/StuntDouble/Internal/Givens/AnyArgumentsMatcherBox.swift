final class AnyArgumentsMatcherBox: MatcherBox, @unchecked Sendable {
    static let shared = AnyArgumentsMatcherBox()

    private init() {
        super.init(acceptsAnything: true, argumentsType: Any.self, description: "any arguments")
    }
}
