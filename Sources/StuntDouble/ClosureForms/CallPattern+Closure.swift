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
        return CallPattern(recorded: member, on: double)
    }

    /// A call to the `async` member of `double` that `body` calls, with the
    /// arguments it passes: a step of ``verifyInOrder(_:fileID:filePath:line:column:)``
    /// that is made by awaiting it.
    ///
    /// The one `await` before `verifyInOrder` covers every step, so `async`
    /// and synchronous steps mix in one call:
    ///
    /// ```swift
    /// await verifyInOrder(.call(on: gateway) { try await $0.charge(amount: 10, currency: "EUR", token: "t") },
    ///                     .call(on: analytics) { $0.track("paid", properties: [:]) })
    /// ```
    ///
    /// `body` runs on a task of its own, as the closure of the `async`
    /// `verify(_:_:isolation:fileID:filePath:line:column:)` does, and the
    /// step is made once it has recorded its call; the steps are made in
    /// order, then `verifyInOrder` checks them as it checks any steps. When
    /// `body` calls no member of `double`, or more than one, a failure is
    /// reported at this line, and the step matches no call.
    @_disfavoredOverload
    public static func call<Double: Mocking, Result>(
        on double: Double, _ body: @escaping @Sendable (Double) async throws -> Result,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> CallPattern {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let member = await ClosureRecording.record(
            on: double, .callPattern, location, isolation: isolation, SentCall { _ = try await body(double) })
        return CallPattern(recorded: member, on: double)
    }

    /// The step for the member a closure recorded; without one, a step that
    /// matches no call (the recording reported why).
    private init<Double: Mocking>(recorded member: RecordedMember?, on double: Double) {
        self.init(
            registry: double.doubleRegistry, doubleType: Double.self,
            function: member?.name ?? "(no call recorded)",
            matcher: member?.matcher ?? ArgumentMatcher<Any>(description: "nothing") { _ in false }.box)
    }
}
