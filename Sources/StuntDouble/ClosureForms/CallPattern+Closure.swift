extension CallPattern {
    /// A call to the member of `double` that `body` calls, with the
    /// arguments it passes: a step of ``verifyInOrder(_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// verifyInOrder(.call(on: engine) { $0.turnOn() }, .call(on: battery) { $0.drain(by: 5) })
    /// ```
    ///
    /// `body` runs once, at once, and must call exactly one member of
    /// `double`; that call is not a call. When it does not, a failure is
    /// reported at this line, and the step matches no call.
    public static func call<Double: Mocking, Result>(
        on double: Double, _ body: (Double) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> CallPattern {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let member = ClosureRecording.record(on: double, .callPattern, location) { _ = try body(double) }
        return CallPattern(
            registry: double.doubleRegistry, doubleType: Double.self,
            function: member?.name ?? "(no call recorded)",
            matcher: member?.matcher ?? ArgumentMatcher<Any>(description: "nothing") { _ in false }.box)
    }
}
