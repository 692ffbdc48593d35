import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let kind: Kind
        enum Kind: Sendable, Equatable { case time, date, relative, offset, timer }

        /// The time of day, short (`3:45 PM`).
        public static let time = DateStyle(kind: .time)
        /// The day, long (`June 3, 2026`).
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in its two largest units (`2 hr, 5 min`).
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now (`+2 hr, 5 min`, `-30 sec`).
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch reading of the time since or until the date (`2:05`, `1:02:05`).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows a date in one of the system's styles, in the current locale and time zone.
    ///
    /// `.relative`, `.offset` and `.timer` are measured from the moment the text is made: the
    /// text changes when the view showing it is evaluated again, as inside a `TimelineView`.
    ///
    /// ```swift
    /// TimelineView(.periodic(from: .now, by: 1)) { context in
    ///     Text(start, style: .timer)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public init(_ date: Date, style: DateStyle) {
        self.init(Self.string(date, style: style, now: Date()))
    }

    /// Shows a range of dates, from its start to its end (`3:00 PM – 4:30 PM`).
    ///
    /// - Parameter dates: The range.
    public init(_ dates: ClosedRange<Date>) {
        self.init(Self.intervalString(dates.lowerBound, dates.upperBound))
    }

    /// Shows a date interval, from its start to its end.
    ///
    /// - Parameter interval: The interval.
    public init(_ interval: DateInterval) {
        self.init(Self.intervalString(interval.start, interval.end))
    }

    static func intervalString(_ start: Date, _ end: Date) -> String {
        let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
        let formatter = DateFormatter()
        formatter.dateStyle = sameDay ? .none : .medium
        formatter.timeStyle = .short
        return "\(formatter.string(from: start)) – \(formatter.string(from: end))"
    }

    static func string(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style.kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.dateStyle = style.kind == .date ? .long : .none
            formatter.timeStyle = style.kind == .time ? .short : .none
            return formatter.string(from: date)
        case .relative:
            return relative(abs(date.timeIntervalSince(now)))
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + relative(abs(seconds))
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
        }
    }

    /// The two largest non-zero units of `interval` (at least seconds): `2 hr, 5 min`.
    static func relative(_ interval: TimeInterval) -> String {
        guard interval.isFinite else { return "" }
        let total = Int(min(interval, 1e15).rounded(.down))
        let units: [(Int, String, String)] = [
            (total / 86_400, "day", "days"), (total / 3600 % 24, "hr", "hr"), (total / 60 % 60, "min", "min"),
            (total % 60, "sec", "sec"),
        ]
        let shown = units.drop { $0.0 == 0 }.prefix(2).filter { $0.0 != 0 }
        guard !shown.isEmpty else { return "0 sec" }
        return shown.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
    }
}
