// Default stub values for the standard library: zero, false, empty, nil. The
// numbers but `Float80` are generated (`Generated/Conformances+Numbers.swift`).

#if !(os(Windows) || os(Android) || ($Embedded && !os(Linux) && !(os(macOS) || os(iOS) || os(watchOS) || os(tvOS)))) && (arch(i386) || arch(x86_64))
    extension Float80: ProvidingDefaultStubValue { public static func defaultStubValue() -> Float80 { 0 } }
#endif

extension Bool: ProvidingDefaultStubValue { public static func defaultStubValue() -> Bool { false } }
extension String: ProvidingDefaultStubValue { public static func defaultStubValue() -> String { "" } }
extension Substring: ProvidingDefaultStubValue { public static func defaultStubValue() -> Substring { "" } }

extension Optional: ProvidingDefaultStubValue { public static func defaultStubValue() -> Wrapped? { nil } }

extension Array: ProvidingDefaultStubValue { public static func defaultStubValue() -> [Element] { [] } }
extension ContiguousArray: ProvidingDefaultStubValue {
    public static func defaultStubValue() -> ContiguousArray<Element> { [] }
}
extension ArraySlice: ProvidingDefaultStubValue {
    public static func defaultStubValue() -> ArraySlice<Element> { [] }
}
extension Dictionary: ProvidingDefaultStubValue { public static func defaultStubValue() -> [Key: Value] { [:] } }
extension Set: ProvidingDefaultStubValue { public static func defaultStubValue() -> Set<Element> { [] } }
