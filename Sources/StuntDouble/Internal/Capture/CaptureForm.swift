/// The closure form a capture records for: messages name it, and suggest
/// its name-based twin.
enum CaptureForm: Sendable {
    case given
    case expect
    case verify
    case callPattern
    /// `numberOfCalls { … }`.
    case question

    /// `given { … }`, as messages name the form.
    var spelling: String {
        switch self {
        case .given: "given { … }"
        case .expect: "expect { … }"
        case .verify: "verify { … }"
        case .callPattern: ".call(on:) { … }"
        case .question: "numberOfCalls { … }"
        }
    }

    /// The name-based form for `member`, as a fix.
    func nameBased(_ member: String) -> String {
        let name = ValueDescription.of(member)
        return switch self {
        case .given: "given(\(name), willReturn: …)"
        case .expect: "expect(callToFunction: \(name))"
        case .verify: "verify(callToFunction: \(name))"
        case .callPattern: ".call(to: \(name), on: …)"
        case .question: "numberOfCalls(toFunction: \(name))"
        }
    }

    /// The name-based form for `member` with a matcher, as a fix.
    func nameBasedMatching(_ member: String) -> String {
        let name = ValueDescription.of(member)
        return switch self {
        case .given: "given(\(name), withArgumentsThatMatch: …, willReturn: …)"
        case .expect: "expect(callToFunction: \(name), withArgumentsThatMatch: …)"
        case .verify, .question: "verify(callToFunction: \(name), withArgumentsThatMatch: …)"
        case .callPattern: ".call(to: \(name), on: …, withArgumentsThatMatch: …)"
        }
    }
}
