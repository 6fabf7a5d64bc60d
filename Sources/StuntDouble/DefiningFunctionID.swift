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
public protocol DefiningFunctionID {
    /// The members of the double, each named by its raw value.
    associatedtype FunctionID: RawRepresentable where FunctionID.RawValue == String
}

extension Stubbing where Self: DefiningFunctionID {
    /// Records a call to the member `id` that returns nothing.
    @inlinable
    public func didCallFunction<each Argument>(
        withID id: FunctionID, withArguments arguments: repeat each Argument,
        function: StaticString = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        _ = receiveCall(
            id, calledFrom: function, (repeat each arguments), answering: Void.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Records a call to the member `id` and returns the given value, or
    /// `Result.defaultStubValue()`.
    @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID, withArguments arguments: repeat each Argument,
        function: StaticString = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let packed = (repeat each arguments)
        let value = receiveCall(
            id, calledFrom: function, packed, answering: Result.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return valueOrDefault(value, for: id.rawValue, packed)
    }

    /// Records a call to the member `id` and returns the given value;
    /// reports and traps when none applies.
    @inlinable
    public func didCallFunction<each Argument, Result>(
        withID id: FunctionID, withArguments arguments: repeat each Argument,
        function: StaticString = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let packed = (repeat each arguments)
        let value = receiveCall(id, calledFrom: function, packed, answering: Result.self, location)
        return valueOrReport(value, for: id.rawValue, packed, location)
    }

    /// Records a call to the member `id` from the member whose `#function`
    /// is `function`, and answers it from `id`'s givens. The first call
    /// from each call site also checks for a copy-paste slip, after the call
    /// and before anything could trap.
    @inlinable
    func receiveCall<Arguments, Result>(
        _ id: FunctionID, calledFrom function: StaticString, _ arguments: Arguments,
        answering resultType: Result.Type, _ location: CodeLocation
    ) -> Result? {
        let received = receiveCall(.id(id.rawValue, site: function), arguments, answering: resultType)
        if received.isNewSite { checkForSlip(id, calledFrom: function, location) }
        return received.answer
    }

    /// Reports a member that passes another member's case: its `#function`
    /// is the raw value of a case other than `id`, and `id`'s raw value is
    /// a method's `#function` too. Raw values are the user's names, so a
    /// `#function` that is no raw value says nothing, and neither does an
    /// ID of the user's own scheme (a property's setter passing `.setTitle`
    /// while its getter's `#function`, `title`, is a case).
    @usableFromInline
    func checkForSlip(_ id: FunctionID, calledFrom function: StaticString, _ location: CodeLocation) {
        guard let own = FunctionID(rawValue: function.description), own.rawValue != id.rawValue,
            id.rawValue.contains("(")
        else { return }
        FailureReporter.report(
            RegistrySnapshot.functionIDSlipMessage(
                double: doubleRegistry.snapshot().displayName(ofType: Self.self), function: function.description,
                passed: "\(id)", passedRawValue: id.rawValue, own: "\(own)"),
            at: location)
    }

    /// Makes the member `id` return `value` for calls that `matcher` accepts.
    public func given<Arguments, Value>(
        callToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        willReturn value: Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        given(
            id.rawValue, withArgumentsThatMatch: matcher, willReturn: value,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Mocking where Self: DefiningFunctionID {
    /// Expects at least one call to the member `id` that `matcher` accepts.
    public func expect<Arguments>(
        callToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(
            callToFunction: id.rawValue, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `amount` calls to the member `id` that `matcher` accepts.
    public func expect<Arguments>(
        _ amount: CallAmount, callsToFunctionWithID id: FunctionID,
        withArgumentsThatMatch matcher: ArgumentMatcher<Arguments> = .any,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        expect(
            amount, callsToFunction: id.rawValue, withArgumentsThatMatch: matcher,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
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
