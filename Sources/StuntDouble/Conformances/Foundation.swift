import Foundation

// Default stub values for Foundation's value types with an obvious,
// deterministic zero. `Date` and `UUID` have none (now? the epoch?), so they
// are left for tests to give.

extension Data: ProvidingDefaultStubValue { public static func defaultStubValue() -> Data { Data() } }
extension Decimal: ProvidingDefaultStubValue { public static func defaultStubValue() -> Decimal { 0 } }
extension CGFloat: ProvidingDefaultStubValue { public static func defaultStubValue() -> CGFloat { 0 } }
extension CGPoint: ProvidingDefaultStubValue { public static func defaultStubValue() -> CGPoint { .zero } }
extension CGSize: ProvidingDefaultStubValue { public static func defaultStubValue() -> CGSize { .zero } }
extension CGRect: ProvidingDefaultStubValue { public static func defaultStubValue() -> CGRect { .zero } }
extension IndexSet: ProvidingDefaultStubValue { public static func defaultStubValue() -> IndexSet { IndexSet() } }
extension IndexPath: ProvidingDefaultStubValue { public static func defaultStubValue() -> IndexPath { IndexPath() } }
extension URLComponents: ProvidingDefaultStubValue {
    public static func defaultStubValue() -> URLComponents { URLComponents() }
}
extension DateComponents: ProvidingDefaultStubValue {
    public static func defaultStubValue() -> DateComponents { DateComponents() }
}
