/// What `given { $0.fetch(id: 3) }` recorded, waiting for its answer:
/// `.willReturn`, `.willAnswer`, `.willThrow` or `.willCallThrough()`.
///
/// ```swift
/// users.given { $0.fetch(id: 3) }.willReturn(user)
/// counter.given { $0.next() }.willReturn(1, then: 2, 3)
/// loader.given { try $0.load() }.willThrow(LoadError.offline)
/// ```
///
/// The compiler checks the member, its arguments and that the answer is of
/// `Result`, the closure's value. Where that is not the member's return
/// type (`given { try? $0.load() }`, `given { $0.fetch(id: 3).id }`), an
/// answer that can never be the member's is reported at the `given` line,
/// and nothing is given. Nothing is given until one of these
/// methods is called; each forwards to the name-based form for the member
/// recorded, with a matcher made from its arguments, so it behaves exactly
/// as that form does. When the recording failed (a failure was reported at
/// the `given` line), they do nothing.
public struct CapturedGiven<Double: Stubbing, Result> {
    let double: Double
    let member: RecordedMember?
    let location: CodeLocation

    init(double: Double, member: RecordedMember?, location: CodeLocation) {
        self.double = double
        self.member = member
        self.location = location
    }

    var matcher: ArgumentMatcher<Any>? { member.map { ArgumentMatcher(box: $0.matcher) } }

    /// Makes the member return `value` when called with these arguments.
    ///
    /// ```swift
    /// editor.given { $0.title }.willReturn("Draft")
    /// store.given { try $0.load() }.willReturn(data).thenThrow(LoadError.offline)
    /// ```
    ///
    /// - Returns: The given, to add what the calls after the first get:
    ///   ``GivenSequence/thenReturn(_:)``, ``GivenSequence/thenThrow(_:)``,
    ///   ``GivenSequence/thenAnswer(_:fileID:filePath:line:column:)``.
    @discardableResult
    public func willReturn(_ value: Result) -> GivenSequence<Double, Result> {
        guard let member = answerable(by: [value]), let matcher else { return GivenSequence(failed: self) }
        let given = double.addGiven(member.name, matcher.box, ValueAnswer(value), location)
        return GivenSequence(self, member, given, [.value(value)])
    }

    /// Makes the member return `first`, then `second` and so on; the last
    /// value answers every call after.
    ///
    /// ```swift
    /// counter.given { $0.next() }.willReturn(1, then: 2, 3)   // 1, 2, 3, 3, 3, …
    /// ```
    public func willReturn(_ first: Result, then second: Result, _ rest: Result...) {
        guard let member = answerable(by: [first, second] + rest), let matcher else { return }
        double.addGiven(member.name, matcher.box, SequenceAnswer([first, second] + rest), location)
    }

    /// Makes the member answer with what `answer` computes from the call's
    /// arguments, which it takes one by one.
    ///
    /// ```swift
    /// users.given { $0.name(of: 7) }.willAnswer { (id: Int) in "user \(id)" }
    /// ```
    ///
    /// The closure applies to the calls with these arguments. Its argument
    /// types must be the member's, but that it may leave out `@Sendable`
    /// (and write `@escaping`, as a closure parameter may), or take them
    /// as one labelled tuple, `{ (call: (id: Int, name: String)) in … }`:
    /// otherwise a
    /// failure is reported at this line, and nothing is given.
    public func willAnswer<each Argument>(
        _ answer: @escaping (repeat each Argument) throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let answerLocation = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard closureAnswersCanFit(), let member = fitting((repeat each Argument).self, answerLocation)
        else { return }
        let answer = ComputedAnswer { (arguments: (repeat each Argument)) in try answer(repeat each arguments) }
        double.addGiven(member.name, member.matcher, answer, location)
    }

    /// Makes an `async` member answer with what the `async` closure
    /// computes from the call's arguments; it may suspend.
    ///
    /// ```swift
    /// api.given { await $0.fetch(id: 7) }.willAnswer { (id: Int) async in await store.user(id) }
    /// ```
    public func willAnswer<each Argument>(
        _ answer: @escaping (repeat each Argument) async throws -> Result,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let answerLocation = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard closureAnswersCanFit(), let member = fitting((repeat each Argument).self, answerLocation)
        else { return }
        let answer = AsyncComputedAnswer { (arguments: (repeat each Argument)) in
            try await answer(repeat each arguments)
        }
        double.addGiven(member.name, member.matcher, answer, location)
    }

    /// Makes a throwing member throw `error` when called with these
    /// arguments.
    ///
    /// ```swift
    /// loader.given { try $0.load() }.willThrow(LoadError.offline)
    /// await gateway.given { try await $0.charge(amount: 10) }.willThrow(PaymentError.transient).thenReturn(chargeID)
    /// ```
    ///
    /// - Returns: The given, to add what the calls after the first get:
    ///   ``GivenSequence/thenReturn(_:)``, ``GivenSequence/thenThrow(_:)``.
    @discardableResult
    public func willThrow(_ error: any Error) -> GivenSequence<Double, Result> {
        guard let member, let matcher else { return GivenSequence(failed: self) }
        let given = double.addGiven(member.name, matcher.box, ThrowingAnswer(error), location)
        return GivenSequence(self, member, given, [.error(error)])
    }

    /// Makes the member run its real implementation when called with these
    /// arguments: the closure it passes as `realImplementation`.
    ///
    /// ```swift
    /// calculator.given { $0.sum(2, 3) }.willCallThrough()
    /// ```
    public func willCallThrough() {
        guard let member, let matcher else { return }
        double.callThrough(
            member.name, withArgumentsThatMatch: matcher,
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }

    /// The member, when each of `values` can answer it; else `nil`, after
    /// reporting the first that cannot at the `given` line.
    func answerable(by values: [Result]) -> RecordedMember? {
        guard let member else { return nil }
        guard Result.self != member.resultType,
            let stranger = values.first(where: { !canAnswer($0, returning: member.resultType) })
        else { return member }
        reportUnanswerable(member, "willReturn's \(ValueDescription.of(stranger)) (\(TypeName.of(Result.self)))")
        return nil
    }

    /// Whether a closure returning `Result` may answer the member: else
    /// reports at the `given` line. Its values are checked at each call.
    func closureAnswersCanFit() -> Bool {
        guard let member else { return false }
        if canReturn(Result.self, as: member.resultType) { return true }
        reportUnanswerable(member, "willAnswer's closure returns \(TypeName.of(Result.self)), which")
        return false
    }

    private func reportUnanswerable(_ member: RecordedMember, _ answer: String) {
        FailureReporter.report(
            CaptureMessages.answerOfAnotherResult(
                .given, double: member.doubleName, member: member.name, result: member.resultType, answer: answer),
            at: location)
    }

    /// The member, when a closure over `closureArguments` can answer it;
    /// else `nil`, after reporting at `answerLocation`.
    func fitting(_ closureArguments: Any.Type, _ answerLocation: CodeLocation) -> RecordedMember? {
        guard let member else { return nil }
        // A closure may leave out the member's `@Sendable`, as Swift lets
        // a `@Sendable` closure pass for a plain one, and label the
        // arguments' tuple.
        guard ArgumentsConversion.converts(from: member.argumentsType, to: closureArguments) else {
            FailureReporter.report(
                CaptureMessages.answerOfAnotherType(
                    closure: closureArguments, double: member.doubleName, member: member.name,
                    arguments: member.argumentsType),
                at: answerLocation)
            return nil
        }
        return member
    }
}
