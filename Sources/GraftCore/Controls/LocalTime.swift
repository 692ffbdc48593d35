import Foundation
import Glibc

/// Dates read and made in the local time zone (`TZ`, else `/etc/localtime`) through the C library,
/// as `Calendar.current` does, without asking `Calendar` for each day the date picker shows.
enum LocalTime {
    /// The local year, month (1–12) and day of `date`; nil for a date the C library cannot place.
    static func day(of date: Date) -> CalendarDay? {
        guard let fields = fields(of: date) else { return nil }
        return CalendarDay(year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday))
    }

    /// The date on `day` at the local time of day of `old` (its fraction of a second too); nil when
    /// the C library cannot place either. A day that does not exist (30 February) comes back
    /// normalized (2 March), so callers compare the result's day with the one asked for.
    static func date(on day: CalendarDay, atTimeOf old: Date) -> Date? {
        guard var fields = fields(of: old) else { return nil }
        fields.tm_year = Int32(clamping: day.year - 1900)
        fields.tm_mon = Int32(clamping: day.month - 1)
        fields.tm_mday = Int32(clamping: day.day)
        fields.tm_isdst = -1
        let seconds = mktime(&fields)
        let fraction = old.timeIntervalSince1970 - old.timeIntervalSince1970.rounded(.down)
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The medium-style text of `day` in English, as Foundation's `DateFormatter` writes it in the
    /// C and en_US locales: "Nov 15, 2026".
    static func mediumText(of day: CalendarDay) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months.indices.contains(day.month - 1) ? months[day.month - 1] : "\(day.month)"
        return "\(month) \(day.day), \(day.year)"
    }

    private static func fields(of date: Date) -> tm? {
        let interval = date.timeIntervalSince1970.rounded(.down)
        // Far beyond any calendar a person picks from (Date.distantPast and distantFuture included).
        guard interval.magnitude < 1e15 else { return nil }
        var seconds = time_t(interval)
        var fields = tm()
        guard localtime_r(&seconds, &fields) != nil else { return nil }
        return fields
    }
}
