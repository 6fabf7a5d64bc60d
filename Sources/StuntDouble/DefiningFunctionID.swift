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
/// the case's `rawValue`.
public protocol DefiningFunctionID {
    /// The members of the double; each raw value is the member's `#function`.
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
        checkFunctionID(
            id, calledFrom: function, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        _ = doubleRegistry.receiveCall(
            named: id.rawValue, (repeat each arguments), recording: self.recordsCalls, answering: Void.self)
    }

    /// Records a call to the member `id` and returns the given value, or
    /// `Result.defaultStubValue()`.
    @inlinable
    public func didCallFunction<each Argument, Result: ProvidingDefaultStubValue>(
        withID id: FunctionID, withArguments arguments: repeat each Argument,
        function: StaticString = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Result {
        checkFunctionID(
            id, calledFrom: function, CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        let packed = (repeat each arguments)
        return given(answer(named: id.rawValue, packed, as: Result.self), orDefaultFor: id.rawValue, packed)
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
        checkFunctionID(id, calledFrom: function, location)
        let packed = (repeat each arguments)
        return given(answer(named: id.rawValue, packed, as: Result.self), orFailFor: id.rawValue, packed, location)
    }

    /// Reports, once per member, a `#function` that is none of the enum's
    /// raw values: the enum lacks a case, or a case's raw value is misspelled.
    @usableFromInline
    func checkFunctionID(_ id: FunctionID, calledFrom function: StaticString, _ location: CodeLocation) {
        guard doubleRegistry.isFirstSighting(of: function),
            FunctionID(rawValue: function.description) == nil
        else { return }
        FailureReporter.report(
            DoubleRegistry.unknownFunctionIDMessage(
                double: doubleRegistry.displayName(ofType: Self.self), function: function.description,
                passedID: id.rawValue),
            at: location)
    }

    @inlinable
    func answer<Arguments, Result>(
        named function: String, _ arguments: Arguments, as resultType: Result.Type
    ) -> Result? {
        doubleRegistry.receiveCall(named: function, arguments, recording: self.recordsCalls, answering: resultType)
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

/// The raw values of a double's `FunctionID` cases, when the enum is
/// `CaseIterable`: candidates for "did you mean" in messages.
enum FunctionIDNames {
    static func of(_ type: Any.Type) -> [String] {
        guard let defining = type as? any DefiningFunctionID.Type else { return [] }
        return rawValues(of: defining)
    }

    private static func rawValues<Double: DefiningFunctionID>(of type: Double.Type) -> [String] {
        guard let cases = Double.FunctionID.self as? any CaseIterable.Type else { return [] }
        return allCases(of: cases).compactMap { ($0 as? Double.FunctionID)?.rawValue }
    }

    private static func allCases<Cases: CaseIterable>(of type: Cases.Type) -> [Any] {
        Array(Cases.allCases)
    }
}
