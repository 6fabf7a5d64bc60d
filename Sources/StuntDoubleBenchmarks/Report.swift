import Foundation

/// Figures under their JSON keys, in the order they were added: a figure is
/// named once, where it is measured, and a ratio by the figures it divides,
/// so that no list of keys has to be kept in step with the measurements.
///
/// ```swift
/// var report = Report()
/// let handWritten = report.add("hand_written_ns_per_call", 45.7)
/// let recorded = report.add("recorded_ns_per_call", 41.5)
/// report.ratio("recorded_call_ratio", of: recorded, over: handWritten)
/// ```
struct Report {
    /// A figure of this report, for the ratios that read it.
    struct Figure {
        fileprivate let index: Int
    }

    /// The figures in the order added; `nil` where the platform cannot tell.
    private(set) var entries: [(key: String, value: Double?)] = []

    /// Adds `value` under `key`.
    @discardableResult
    mutating func add(_ key: String, _ value: Double?) -> Figure {
        entries.append((key, value))
        return Figure(index: entries.count - 1)
    }

    /// Adds under `key` `numerator` over `denominator`; with `extra`,
    /// `numerator` plus `extra` over `denominator`: what a figure would be
    /// with the work of `extra` added to it, which is how a floor ratio
    /// reads. `nil` where a figure it reads is.
    @discardableResult
    mutating func ratio(_ key: String, of numerator: Figure, plus extra: Figure? = nil, over denominator: Figure)
        -> Figure
    {
        let added = extra.map { self[$0] } ?? 0
        guard let numerator = self[numerator], let added, let denominator = self[denominator] else {
            return add(key, nil)
        }
        return add(key, (numerator + added) / denominator)
    }

    subscript(figure: Figure) -> Double? { entries[figure.index].value }

    /// The value under `key`; `nil` where there is none or the platform
    /// cannot tell.
    func value(of key: String) -> Double? { entries.first { $0.key == key }?.value ?? nil }
}

func format(_ value: Double?) -> String {
    guard let value else { return "null" }
    return String(format: "%.2f", value)
}

/// One line of JSON, of the keys and values in order.
func jsonLine(_ entries: [(key: String, value: Double?)]) -> String {
    "{" + entries.map { "\"\($0.key)\": \(format($0.value))" }.joined(separator: ", ") + "}"
}
