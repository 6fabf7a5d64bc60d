// Default stub values for the standard library: zero, false, empty, nil.

extension Int: ProvidingDefaultStubValue { public static func defaultStubValue() -> Int { 0 } }
extension Int8: ProvidingDefaultStubValue { public static func defaultStubValue() -> Int8 { 0 } }
extension Int16: ProvidingDefaultStubValue { public static func defaultStubValue() -> Int16 { 0 } }
extension Int32: ProvidingDefaultStubValue { public static func defaultStubValue() -> Int32 { 0 } }
extension Int64: ProvidingDefaultStubValue { public static func defaultStubValue() -> Int64 { 0 } }
extension UInt: ProvidingDefaultStubValue { public static func defaultStubValue() -> UInt { 0 } }
extension UInt8: ProvidingDefaultStubValue { public static func defaultStubValue() -> UInt8 { 0 } }
extension UInt16: ProvidingDefaultStubValue { public static func defaultStubValue() -> UInt16 { 0 } }
extension UInt32: ProvidingDefaultStubValue { public static func defaultStubValue() -> UInt32 { 0 } }
extension UInt64: ProvidingDefaultStubValue { public static func defaultStubValue() -> UInt64 { 0 } }
extension Double: ProvidingDefaultStubValue { public static func defaultStubValue() -> Double { 0 } }
extension Float: ProvidingDefaultStubValue { public static func defaultStubValue() -> Float { 0 } }
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
