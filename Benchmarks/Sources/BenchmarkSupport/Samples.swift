/// Repeated measurements of one quantity, in nanoseconds.
public struct Samples: Sendable {
    public private(set) var values: [Double] = []

    public init() {}

    public mutating func add(_ nanoseconds: Double) { values.append(nanoseconds) }

    /// The median (the mean of the middle two for an even count); 0 when empty.
    public var median: Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The spread of the middle half (75th minus 25th percentile) relative to the median.
    public var relativeSpread: Double {
        guard values.count >= 4, median > 0 else { return 0 }
        let sorted = values.sorted()
        let q1 = sorted[sorted.count / 4]
        let q3 = sorted[(sorted.count * 3) / 4]
        return (q3 - q1) / median
    }
}

/// Formats durations and ratios for result tables.
public enum Format {
    /// `850 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
    public static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return "\(fixed(nanoseconds, 0)) ns"
        case ..<1_000_000: return "\(fixed(nanoseconds / 1_000, nanoseconds < 100_000 ? 1 : 0)) µs"
        case ..<1_000_000_000: return "\(fixed(nanoseconds / 1_000_000, nanoseconds < 100_000_000 ? 2 : 1)) ms"
        default: return "\(fixed(nanoseconds / 1_000_000_000, 2)) s"
        }
    }

    /// `1.23×`.
    public static func ratio(_ value: Double) -> String { "\(fixed(value, 2))×" }

    /// `value` with `digits` decimals.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if digits == 0 {
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let decimals = parts.count > 1 ? String(parts[1]) : ""
        return String(parts[0]) + "." + decimals.prefix(digits)
            + String(repeating: "0", count: max(0, digits - decimals.count))
    }
}
