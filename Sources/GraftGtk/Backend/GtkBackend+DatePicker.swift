import GraftCore
import GtkBridge

// DatePicker on GtkCalendar: inline (`.graphical`), or in the popover of a GtkMenuButton that
// shows the date (`.compact`).
extension GtkBackend {
    /// What a date picker keeps beside its widget.
    @MainActor final class DatePickerParts {
        let calendar: Gtk.Calendar
        let button: Gtk.MenuButton?
        let title: Gtk.Label?
        var day = CalendarDay(year: 1970, month: 1, day: 1)
        var onPick: (@MainActor (CalendarDay) -> Bool)?
        var isApplying = false
        init(calendar: Gtk.Calendar, button: Gtk.MenuButton?, title: Gtk.Label?) {
            self.calendar = calendar
            self.button = button
            self.title = title
        }

        /// Shows `day` without reporting it as picked.
        func show(_ day: CalendarDay) {
            self.day = day
            let shown = calendar.date
            guard shown != (day.year, day.month, day.day) else { return }
            isApplying = true
            calendar.select(year: day.year, month: day.month, day: day.day)
            isApplying = false
        }
    }

    /// A `GtkCalendar` inline (`graphical`), or a `GtkMenuButton` showing the date whose popover
    /// holds the calendar.
    ///
    /// - Parameter graphical: Whether the calendar is shown inline.
    /// - Returns: The control's native view.
    public func makeDatePicker(graphical: Bool) -> NativeDatePicker {
        let calendar = Gtk.Calendar()
        let parts: DatePickerParts
        let view: NativeDatePicker
        if graphical {
            parts = DatePickerParts(calendar: calendar, button: nil, title: nil)
            view = NativeDatePicker(calendar, parts: parts)
        } else {
            let button = Gtk.MenuButton()
            let title = Gtk.Label("")
            button.child = title
            button.itemBox.append(calendar)
            parts = DatePickerParts(calendar: calendar, button: button, title: title)
            view = NativeDatePicker(button, parts: parts)
        }
        view.tokens += calendar.onDateChanged { [weak parts] year, month, day in
            guard let parts, !parts.isApplying else { return }
            let picked = CalendarDay(year: year, month: month, day: day)
            guard picked != parts.day else { return }
            if parts.onPick?(picked) ?? false {
                parts.day = picked
            } else {
                // Refused (outside the picker's range): back to the bound day.
                parts.show(parts.day)
            }
        }
        return view
    }

    /// Shows `day` in the calendar and `title` on the button; a day the user picks goes to
    /// `onPick`, and a refused one sends the calendar back to `day`.
    ///
    /// - Parameters:
    ///   - view: A view from ``makeDatePicker(graphical:)``.
    ///   - day: The bound day.
    ///   - title: The button's text (the formatted date).
    ///   - onPick: Takes a picked day; false refuses it.
    ///   - environment: The environment (`isEnabled`).
    public func updateDatePicker(
        _ view: NativeDatePicker, day: CalendarDay, title: String,
        onPick: @escaping @MainActor (CalendarDay) -> Bool, _ environment: EnvironmentValues
    ) {
        let parts = view.parts
        parts.onPick = onPick
        parts.show(day)
        if let label = parts.title, label.text != title { label.text = title }
        if view.widget.isSensitive != environment.isEnabled { view.widget.isSensitive = environment.isEnabled }
    }
}
