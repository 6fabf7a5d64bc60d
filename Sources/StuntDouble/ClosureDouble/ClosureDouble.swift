/// A double of a closure: a callback, a completion handler, an injected
/// function, stubbed and verified like any member of a double.
///
/// The generic parameters are the closure's argument types, then its
/// result type: `ClosureDouble<Forecast, Void>` stands for
/// `(Forecast) -> Void`, `ClosureDouble<String, Int, Bool>` for
/// `(String, Int) -> Bool`, `ClosureDouble<Date>` for `() -> Date`. Pass
/// one of its closures to the code under test, then give, expect and
/// verify on the double:
///
/// ```swift
/// let onUpdate = ClosureDouble<Forecast, Void>("onUpdate")
/// service.onUpdate = onUpdate.closure
/// service.refresh()
/// onUpdate.verify(.once, withArgumentsThatMatch: .equal(to: forecast))
///
/// let isAllowed = ClosureDouble<String, Int, Bool>("isAllowed")
/// isAllowed.given(willReturn: true)
/// let checker = Checker(isAllowed: isAllowed.closure)
/// ```
///
/// ``closure``, ``throwingClosure``, ``asyncClosure`` and
/// ``asyncThrowingClosure`` may be taken any number of times: every copy
/// records into this double. They are `@Sendable`, so they fit
/// `@Sendable`, `@MainActor` and plain closure parameters alike.
///
/// A closure double is a ``Mocking`` double whose one member is the
/// closure: givens (the newest that applies answers), default values
/// (``ProvidingDefaultStubValue``), the ``StubbingPolicy``, the call
/// history, expectations and every verification, `resetMock()` and the
/// `.verifiesDoubles` trait work as they do for any double. Messages name
/// it by its name and arity, as in `Expected onUpdate(_:) to be called
/// once; it was never called.`
///
/// Calling a pack-typed closure property straight on the double does not
/// compile in Swift 6.3 (`isAllowed.closure("a", 1)`: "cannot pass value
/// pack expansion to non-pack parameter"); call the double itself,
/// `isAllowed("a", 1)` (see ``callAsFunction(_:fileID:filePath:line:column:)``),
/// or take the closure into a constant first: `let check = isAllowed.closure`.
/// A closure without arguments can be called straight: `now.closure()`.
public final class ClosureDouble<each Argument, Result>: Mocking, Sendable {
    /// The name messages give this double, such as `onUpdate`.
    public let name: String

    /// The name of the one member the calls are recorded under: the double's
    /// name and one `_:` per argument, `onUpdate(_:)`, so that messages read
    /// as for a function of that name.
    @usableFromInline let memberName: String

    /// Where the double was made, in the test: where the calls of its
    /// closures report what goes wrong, since a closure has no call site
    /// of its own to report at.
    @usableFromInline let location: CodeLocation

    /// Creates a double of a closure named `name` in failure messages.
    ///
    /// ```swift
    /// let onUpdate = ClosureDouble<Forecast, Void>("onUpdate")
    /// let now = ClosureDouble<Date>()   // named "closure"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name messages give the double, as the test calls the
    ///     closure; `closure` by default. A name with parentheses, such as
    ///     `load(id:)`, is taken as the member's full name.
    ///   - fileID: Where failures about a call through a closure are
    ///     reported, such as a call that nothing answers: the line that makes
    ///     the double, by default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of those failures: the caller's, by default.
    ///   - column: The column of those failures; leave the default.
    public init(
        _ name: String = "closure",
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        var arity = 0
        for _ in repeat (each Argument).self { arity += 1 }
        memberName = ClosureDoubleNaming.memberName(name, arity: arity)
        location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        doubleRegistry.name = name
    }

    /// How each call of the closures names the member: by the `String`
    /// that the registry compares with the one it found last. The caller,
    /// a method's `#function`, makes no call a property's write.
    @usableFromInline var key: MemberKey { .name(memberName, caller: "callAsFunction(_:)") }
}

extension ClosureDouble: NamedInMessages, NamedByItsName {
    /// `ClosureDouble<(Forecast) -> ()>`: only a double whose `doubleName`
    /// was set to `nil` goes by its type.
    static var nameInMessages: String {
        "ClosureDouble<" + TypeName.of(((repeat each Argument) -> Result).self) + ">"
    }
}
