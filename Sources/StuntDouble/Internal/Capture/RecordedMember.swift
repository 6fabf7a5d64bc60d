/// The member a closure form recorded, and the matcher its arguments make:
/// what the form hands to its name-based twin.
struct RecordedMember {
    let name: String
    let matcher: MatcherBox
    /// The call's `Arguments` type, for `willAnswer`'s closure.
    let argumentsType: Any.Type
    /// The member's return type, for what a given answers.
    let resultType: Any.Type
    /// The recording, which names the double in messages.
    let capture: CallCapture

    /// The display name of the double, worked out when a message needs it:
    /// it reads a snapshot of the registry.
    var doubleName: String { capture.doubleName }
}

extension CallCapture {
    /// The one call recorded, made into a member and a matcher; `nil`
    /// after reporting why there is none.
    func recordedMember() -> RecordedMember? {
        let calls = calls
        guard calls.count == 1, let call = calls.first else {
            let double = doubleName
            report(
                calls.isEmpty
                    ? CaptureMessages.noCall(form, double: double)
                    : CaptureMessages.severalCalls(form, double: double, members: calls.map(\.member)))
            return nil
        }
        guard var matcher = matcher(for: call) else { return nil }
        // A given's captors keep what its calls pass as they are answered.
        if form == .given { matcher = matcher.keepingCaptured() }
        return RecordedMember(
            name: call.member, matcher: matcher, argumentsType: call.arguments.argumentsType,
            resultType: call.resultType, capture: self)
    }

    /// Equality without conditions, the conditions with one per argument;
    /// a property's read takes `.read`, so that its writes do not count.
    private func matcher(for call: CapturedCall) -> MatcherBox? {
        var conditions = call.conditions
        let count = call.arguments.count(conditions: conditions)
        if count == 0 {
            return call.isAccessor ? ArgumentMatcher<Void>.read.box : ArgumentMatcher<Any>.any.box
        }
        // An `inout` parameter cannot go through `arg(_:)`: its value
        // passed in takes `.any` when every other argument did.
        if let updated = call.updatedValueCondition, !conditions.isEmpty, conditions.count == count - 1 {
            conditions.append(updated)
        }
        if conditions.isEmpty {
            switch call.arguments.equalityMatcher() {
            case .success(let matcher): return matcher
            case .failure(let argument):
                report(CaptureMessages.notEquatable(form, double: doubleName, member: call.member, argument: argument))
                return nil
            }
        }
        guard conditions.count == count else {
            report(
                CaptureMessages.mixedConditions(
                    form, double: doubleName, member: call.member, conditions: conditions.count, arguments: count))
            return nil
        }
        // One argument is the condition's; several are bound to theirs by
        // type and value, whatever order `arg(_:)` ran in.
        guard let bound = ArgumentBinding.bind(conditions, to: call.arguments.elements(count: count)) else {
            report(CaptureMessages.unknownPositions(form, double: doubleName, member: call.member))
            return nil
        }
        return call.arguments.conditionsMatcher(bound)
    }

    private func report(_ message: String) {
        FailureReporter.report(message, at: location)
    }
}
