/// A double that names its members with an enum instead of strings, so that
/// tests get code completion and the compiler catches typos.
///
/// ```swift
/// final class CacheMock: Mocking, DefiningFunctionID, Cache {
///     enum FunctionID: String {
///         case put = "put(_:_:)"
///         case value = "value(forKey:)"
///     }
///     func put(_ key: String, _ value: Int) { didCallFunction(withID: .put, withArguments: key, value) }
///     func value(forKey key: String) -> Int? { didCallFunction(withID: .value, withArguments: key) }
/// }
///
/// cache.given(callToFunctionWithID: .value, willReturn: 7)
/// ```
///
/// Every ID-based form is identical in effect to the name-based form with
/// the case's `rawValue`. The raw values are yours to choose: `#function`
/// spellings (as above) let tests mix the ID and name forms, but any names
/// work, such as plain case names. When a member's `#function` is the raw
/// value of another case than the one it passes (a copy-paste slip), the
/// first call from that member reports it.
///
/// Every form that names one member has an ID form: the `didCall…` forms,
/// givens and `callThrough`, `expect`, `verify` (also the waiting one),
/// `CallPattern.call`, the history reads (`receivedArguments…`,
/// `returnedValues`, `numberOfCalls`) and the property reads
/// (`numberOfReads`, `numberOfWrites`, `valuesWritten`). Forms that name
/// no member have none, as there is nothing to name: `verify()`,
/// `verifyNoOtherCalls()`, `resetMock()`, `clearRecordedCalls()`, and the
/// `receivedArguments…OfInferredType` reads across all members (their
/// `forCallsToFunction:` left `nil`).
public protocol DefiningFunctionID {
    /// The members of the double, each named by its raw value.
    associatedtype FunctionID: RawRepresentable where FunctionID.RawValue == String
}

/// What a double's `FunctionID` enum tells about member names.
struct FunctionIDCases {
    /// The raw values, when the enum is `CaseIterable`: candidates for
    /// "did you mean" in messages.
    let rawValues: [String]
    /// Whether a name is one of the raw values; `nil` for a double without
    /// a `FunctionID` enum.
    let recognizes: ((String) -> Bool)?

    static func of(_ type: Any.Type) -> FunctionIDCases {
        guard let defining = type as? any DefiningFunctionID.Type else {
            return FunctionIDCases(rawValues: [], recognizes: nil)
        }
        return cases(of: defining)
    }

    private static func cases<Double: DefiningFunctionID>(of type: Double.Type) -> FunctionIDCases {
        let all = (Double.FunctionID.self as? any CaseIterable.Type).map { allCases(of: $0) } ?? []
        return FunctionIDCases(
            rawValues: all.compactMap { ($0 as? Double.FunctionID)?.rawValue },
            recognizes: { Double.FunctionID(rawValue: $0) != nil })
    }

    private static func allCases<Cases: CaseIterable>(of type: Cases.Type) -> [Any] {
        Array(Cases.allCases)
    }
}

extension Stubbing {
    /// Reports a member that passes another member's `FunctionID` case:
    /// its `#function` is the raw value of a case other than the one it
    /// passed, whose raw value is a method's `#function` too. Raw values
    /// are the user's names, so a `#function` that is no raw value says
    /// nothing, and neither does an ID of the user's own scheme (a
    /// property's setter passing `.setTitle` while its getter's
    /// `#function`, `title`, is a case). Asked once per call site.
    @usableFromInline
    func checkForSlip(_ key: MemberKey, _ location: CodeLocation) {
        guard case .id(let passed, let site) = key, passed.contains("("),
            let defining = Self.self as? any DefiningFunctionID.Type,
            let (passedCase, ownCase) = Self.caseNames(of: defining, passed: passed, own: site.description)
        else { return }
        FailureReporter.report(
            RegistrySnapshot.functionIDSlipMessage(
                double: doubleRegistry.snapshot(includingCalls: false).displayName(ofType: Self.self),
                function: site.description,
                passed: passedCase, passedRawValue: passed, own: ownCase),
            at: location)
    }

    /// The case names for the raw values `passed` and `own`, when both are
    /// cases and differ.
    private static func caseNames<Double: DefiningFunctionID>(
        of type: Double.Type, passed: String, own: String
    ) -> (passed: String, own: String)? {
        guard passed != own, let passedCase = Double.FunctionID(rawValue: passed),
            let ownCase = Double.FunctionID(rawValue: own)
        else { return nil }
        return ("\(passedCase)", "\(ownCase)")
    }
}
