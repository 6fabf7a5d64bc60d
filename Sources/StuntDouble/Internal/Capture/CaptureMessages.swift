/// The failures of the closure forms, word for word (see the golden tests
/// in `Tests/StuntDoubleTests/ClosureForms/`).
enum CaptureMessages {
    static func noCall(_ form: CaptureForm, double: String) -> String {
        """
        \(form.spelling) recorded no call to \(double).
          Its closure must call exactly one member of the double it is given; \
        a call to another double is not recorded, and is answered as usual.
        """
    }

    static func severalCalls(_ form: CaptureForm, double: String, members: [String]) -> String {
        """
        \(form.spelling) recorded \(members.count) calls to \(double): \(members.joined(separator: ", then ")).
          Its closure must call exactly one member of the double it is given.
        """
    }

    static func notEquatable(
        _ form: CaptureForm, double: String, member: String, argument: NotEquatableArgument
    ) -> String {
        """
        \(form.spelling) cannot compare argument \(argument.position) of \(RegistrySnapshot.member(member, of: double)): \
        \(TypeName.of(argument.type)) is not Equatable.
          Pass every argument through arg(_:), such as arg(.identical(to: …)), arg(.satisfying(…)) or arg(.any).
        """
    }

    static func mixedConditions(
        _ form: CaptureForm, double: String, member: String, conditions: Int, arguments: Int
    ) -> String {
        """
        \(form.spelling) recorded \(RegistrySnapshot.member(member, of: double)) with arg(_:) for \(conditions) of its \(arguments) arguments.
          Pass every argument through arg(_:), or none: a condition's argument is known only by counting them.
        """
    }

    static func unknownPositions(_ form: CaptureForm, double: String, member: String) -> String {
        """
        \(form.spelling) cannot tell which arguments of \(RegistrySnapshot.member(member, of: double)) its arg(_:) conditions are for: \
        an argument evaluated later than the others, such as an @autoclosure parameter, makes their positions unknown.
          To fix it, either:
            give those arguments conditions that pass distinct values, such as arg(.equal(to: …))
            or use the name-based form with an ArgumentMatcher, such as \(form.nameBasedMatching(member))
        """
    }

    static func nothingToReturn<Result>(
        _ form: CaptureForm, double: String, member: String, type: Result.Type, throwing failure: Any.Type?
    ) -> String {
        let type = TypeName.of(Result.self)
        let cannot = failure.map { "throws only \(TypeName.of($0)) and is not async" } ?? "neither throws nor is async"
        return """
            \(form.spelling) cannot record \(RegistrySnapshot.member(member, of: double)): it returns \(type), which has no default stub value, \
            and it \(cannot), so it has nothing to return.
              To fix it, either:
                conform \(type) to ProvidingDefaultStubValue
                or use the name-based form, such as \(form.nameBased(member))
              The member cannot return, so the process stops here.
            """
    }

    static func placeholderCalled(returning type: Any.Type?, hasDefault: Bool = false) -> String {
        let returns =
            type.map { type in
                hasDefault
                    ? "it returns the default \(TypeName.of(type))."
                    : "it has no \(TypeName.of(type)) to return, so the process stops here."
            } ?? "it throws a StuntDoubleError."
        return """
            The placeholder closure that arg(_:) passed for a recorded call was called: \(returns)
              A recorded call is not a call: the code under test's own closure reaches willAnswer, not this one.
            """
    }

    static func argumentOutsideRecording(condition: String) -> String {
        """
        arg(_:) was used outside the closure of given, expect or verify: its condition "\(condition)" applies to nothing.
          Use arg(_:) for an argument of the member called in such a closure, such as given { $0.save(arg(.any)) }.
        """
    }

    static func answerOfAnotherResult(
        _ form: CaptureForm, double: String, member: String, result: Any.Type, answer: String
    ) -> String {
        """
        \(form.spelling) recorded \(RegistrySnapshot.member(member, of: double)), which returns \(TypeName.of(result)); \
        \(answer) can never answer it, so nothing was given.
          Make the member's call the closure's value, not an expression on what it returns (such as try? or .id).
        """
    }

    static func notUpdating(double: String, member: String, result: Any.Type, answer: String) -> String {
        """
        given { … } recorded \(RegistrySnapshot.member(member, of: double)), which answers \(TypeName.of(result)); \
        \(answer) cannot be its new value, so nothing was given.
          willUpdate applies to a member whose inout parameter is of that type, forwarded with \
        didCallFunction(withArguments:updating:).
        """
    }

    static func answerOfAnotherType(closure: Any.Type, double: String, member: String, arguments: Any.Type)
        -> String
    {
        """
        willAnswer's closure takes \(TypeName.of(closure)), but \(RegistrySnapshot.member(member, of: double)) passes \
        \(TypeName.of(arguments)): nothing was given.
        """
    }
}
