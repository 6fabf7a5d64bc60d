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
        _ = answer(
            id, calledFrom: function, (repeat each arguments), as: Void.self,
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
        let value = answer(
            id, calledFrom: function, packed, as: Result.self,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return given(value, orDefaultFor: id.rawValue, packed)
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
        let value = answer(id, calledFrom: function, packed, as: Result.self, location)
        return given(value, orFailFor: id.rawValue, packed, location)
    }

    /// Records a call to the member `id` from the member whose `#function`
    /// is `function`, and answers it from `id`'s givens. The first call from
    /// each member also checks that `function` is one of the IDs, after the
    /// call and before anything could trap.
    @inlinable
    func answer<Arguments, Result>(
        _ id: FunctionID, calledFrom function: StaticString, _ arguments: Arguments, as resultType: Result.Type,
        _ location: CodeLocation
    ) -> Result? {
        let name = id.rawValue
        let received: (answer: Result?, isFirstSighting: Bool)
        if let registry = lockedTableRegistry() {
            received = registry._withUnsafeGuaranteedRef {
                $0.receiveLockedCall(
                    site: function, named: name, arguments, recording: self.recordsCalls, answering: resultType)
            }
        } else {
            let registry = doubleRegistry
            registry.lock.lock()
            received = registry.receiveLockedCall(
                site: function, named: name, arguments, recording: self.recordsCalls, answering: resultType)
        }
        if received.isFirstSighting { checkFunctionID(id, calledFrom: function, location) }
        return received.answer
    }

    /// Reports a `#function` that is none of the enum's raw values: the
    /// enum lacks a case, or a case's raw value is misspelled.
    @usableFromInline
    func checkFunctionID(_ id: FunctionID, calledFrom function: StaticString, _ location: CodeLocation) {
        guard FunctionID(rawValue: function.description) == nil else { return }
        FailureReporter.report(
            DoubleRegistry.unknownFunctionIDMessage(
                double: doubleRegistry.displayName(ofType: Self.self), function: function.description,
                passedID: id.rawValue),
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
