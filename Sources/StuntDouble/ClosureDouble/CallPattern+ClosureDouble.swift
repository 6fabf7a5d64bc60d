extension CallPattern {
    /// A call to the closure `double` stands for, with arguments `matcher`
    /// accepts: a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// verifyInOrder(.call(to: onUpdate), .call(to: "save(_:)", on: store))
    /// ```
    public static func call<each Argument, Result>(
        to double: ClosureDouble<repeat each Argument, Result>,
        withArgumentsThatMatch matcher: ArgumentMatcher<(repeat each Argument)> = .anyArguments
    ) -> CallPattern {
        CallPattern(
            registry: double.doubleRegistry, doubleType: ClosureDouble<repeat each Argument, Result>.self,
            function: double.memberName, matcher: matcher.box)
    }
}
