/// A type with a value that a stub returns when a test gave it none.
///
/// StuntDouble conforms the standard library's numbers, `Bool`, strings,
/// collections and `Optional`, and Foundation's value types with an obvious
/// zero. Conform your own types the same way:
///
/// ```swift
/// extension Temperature: ProvidingDefaultStubValue {
///     static func defaultStubValue() -> Temperature { Temperature(celsius: 0) }
/// }
/// ```
public protocol ProvidingDefaultStubValue {
    /// The value a member returns when no given applies to a call.
    static func defaultStubValue() -> Self
}

/// Looks up a default stub value for a type known only at run time, for
/// members whose return type is a generic parameter.
@usableFromInline
enum DefaultStubValue {
    @usableFromInline
    static func of<Value>(_ type: Value.Type) -> Value? {
        (type as? any ProvidingDefaultStubValue.Type)?.defaultStubValue() as? Value
    }
}

/// Lets generic code ask whether a type is an `Optional`, and of what.
@usableFromInline
protocol OptionalMarker {
    static var wrappedType: Any.Type { get }
    var isNone: Bool { get }
}

extension Optional: OptionalMarker {
    @usableFromInline static var wrappedType: Any.Type { Wrapped.self }

    @usableFromInline var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
