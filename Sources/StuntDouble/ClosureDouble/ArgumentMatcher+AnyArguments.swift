extension ArgumentMatcher {
    /// A matcher that accepts any arguments, typed as a closure double's
    /// forms take them: their default. (`.any` is an `ArgumentMatcher<Any>`.)
    @usableFromInline
    static var anyArguments: ArgumentMatcher {
        ArgumentMatcher(box: AnyArgumentsMatcherBox.shared)
    }
}
