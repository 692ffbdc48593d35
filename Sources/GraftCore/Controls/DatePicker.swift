import Foundation

/// A control for picking a calendar day, bound to a `Date`.
///
/// ```swift
/// @State private var due = Date()
///
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
///     .datePickerStyle(.graphical)
/// ```
///
/// Only the day is picked (`displayedComponents: .date`); the time of day of the bound date is
/// kept. A day outside `in:` is refused: the binding keeps its value and the calendar goes back
/// to it. Days are read in the Gregorian calendar and the local time zone. `.compact` (the default) is a
/// button showing the date that opens a calendar; `.graphical` is the calendar itself.
public struct DatePicker<Label: View>: View {
    @Environment(\.datePickerStyle) private var style
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?

    /// A date picker with any label.
    ///
    /// - Parameters:
    ///   - selection: The picked date.
    ///   - range: The dates that may be picked; nil for any.
    ///   - displayedComponents: What is picked; only `.date` is supported.
    ///   - label: Shown before (compact) or above (graphical) the control.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = .date, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.range = range
        self.label = label()
    }

    /// The body: the label beside the calendar control, announced by the label's text.
    public var body: some View {
        let binding = selection
        let range = self.range
        let date = binding.wrappedValue
        let control = _DateControl(
            day: CalendarDay(date), title: Self.title(of: date), isGraphical: style == .graphical,
            onPick: { day in
                guard let picked = Self.date(day, keepingTimeOf: binding.wrappedValue, in: range) else { return false }
                if picked != binding.wrappedValue { binding.wrappedValue = picked }
                return true
            })
        return Group {
            if style == .graphical {
                VStack(alignment: .leading, spacing: 6) {
                    _ControlLabel(content: label)
                    named(control)
                }
            } else {
                HStack(spacing: 12) {
                    _ControlLabel(content: label)
                    named(control)
                }
            }
        }
    }

    /// The control, announced by the label's text as SwiftUI's picker is (the label is a
    /// separate widget here).
    @ViewBuilder private func named(_ control: _DateControl) -> some View {
        if let title = (label as? Text)?.content {
            control.accessibilityLabel(title)
        } else {
            control
        }
    }

    /// How the compact button shows `date`: the medium date style of the C and en_US locales
    /// ("Nov 15, 2026"), whatever the locale (a formatter for other locales is Foundation's).
    static func title(of date: Date) -> String { LocalTime.mediumText(of: CalendarDay(date)) }

    /// The date on `day` at `old`'s time of day, moved into `range` when it is on the range's
    /// first or last day; nil when the day is outside the range.
    static func date(_ day: CalendarDay, keepingTimeOf old: Date, in range: ClosedRange<Date>?) -> Date? {
        guard let date = LocalTime.date(on: day, atTimeOf: old), CalendarDay(date) == day else { return nil }
        guard let range else { return date }
        if date < range.lowerBound {
            return CalendarDay(range.lowerBound) == day ? range.lowerBound : nil
        }
        if date > range.upperBound {
            return CalendarDay(range.upperBound) == day ? range.upperBound : nil
        }
        return date
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    ///
    /// - Parameters:
    ///   - title: The label's text (also the control's accessible name).
    ///   - selection: The picked date.
    ///   - range: The dates that may be picked; nil for any.
    ///   - displayedComponents: What is picked; only `.date` is supported.
    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title` whose dates start at `range`'s lower bound.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - selection: The picked date.
    ///   - range: The earliest date that may be picked, and later ones.
    ///   - displayedComponents: What is picked; only `.date` is supported.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(
            title, selection: selection, in: range.lowerBound...Date.distantFuture,
            displayedComponents: displayedComponents)
    }

    /// A date picker titled `title` whose dates end at `range`'s upper bound.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - selection: The picked date.
    ///   - range: The latest date that may be picked, and earlier ones.
    ///   - displayedComponents: What is picked; only `.date` is supported.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(
            title, selection: selection, in: Date.distantPast...range.upperBound,
            displayedComponents: displayedComponents)
    }
}

/// What a `DatePicker` lets the user pick.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Makes a set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute (not supported yet: a picker shows only the day).
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// How a `DatePicker` shows its date.
public enum DatePickerStyle: Sendable, Hashable {
    /// The platform's choice: `.compact`.
    case automatic
    /// A button showing the date that opens a calendar in a popover.
    case compact
    /// A calendar shown inline.
    case graphical
}

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyle.automatic }

extension EnvironmentValues {
    /// How date pickers below show their date.
    public var datePickerStyle: DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how date pickers below show their date.
    ///
    /// - Parameter style: `.compact` or `.graphical`.
    public func datePickerStyle(_ style: DatePickerStyle) -> some View { environment(\.datePickerStyle, style) }
}

/// A day of the Gregorian calendar, as a backend's calendar widget shows it.
public struct CalendarDay: Sendable, Hashable {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// A day.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month, from 1.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in the Gregorian calendar and the local time zone (1 January 1970
    /// for a date too far off to place).
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) {
        self = LocalTime.day(of: date) ?? CalendarDay(year: 1970, month: 1, day: 1)
    }
}

/// The calendar control of a `DatePicker`: a button opening a calendar, or the calendar inline.
struct _DateControl: View, _PrimitiveView {
    typealias Body = Never
    let day: CalendarDay
    let title: String
    let isGraphical: Bool
    let onPick: @MainActor (CalendarDay) -> Bool

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeDatePicker(graphical: isGraphical)
    }

    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateDatePicker(context.handle(), day: day, title: title, onPick: onPick, context.environment)
    }
}
