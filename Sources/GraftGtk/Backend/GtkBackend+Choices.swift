import GraftCore
import GtkBridge

/// A `Picker`: a `GtkDropDown`, or linked toggle buttons for the segmented style.
@MainActor
public final class NativeChoice: NativeWidget {
    /// The control showing the choices.
    enum Control {
        /// A drop-down menu.
        case dropDown(Gtk.DropDown)
        /// A row of joined toggle buttons.
        case segmented(Gtk.Box)
    }
    let control: Control
    /// The segmented style's buttons, their titles and the tokens of their `toggled` handlers.
    var segments: [(label: String, button: Gtk.ToggleButton, token: SignalToken)] = []
    /// What runs when the user chooses (an index).
    var onSelect: (@MainActor (Int) -> Void)?
    init(_ control: Control) {
        self.control = control
        switch control {
        case .dropDown(let dropDown): super.init(dropDown)
        case .segmented(let box): super.init(box)
        }
    }
    override func dropCallbacks() { onSelect = nil }
}

/// A `DatePicker`'s calendar: inline, or in the popover of a button showing the date.
@MainActor
public final class NativeDatePicker: NativeWidget {
    let parts: GtkBackend.DatePickerParts
    init(_ widget: Gtk.Widget, parts: GtkBackend.DatePickerParts) {
        self.parts = parts
        super.init(widget)
    }
    override func dropCallbacks() { parts.onPick = nil }
}

extension GtkBackend {
    /// A row of linked toggle buttons (segmented), or a `GtkDropDown` (menu).
    public func makeChoice(segmented: Bool) -> NativeChoice {
        if segmented {
            let box = Gtk.Box(orientation: .horizontal, spacing: 0)
            box.addCSSClass("linked")
            return NativeChoice(.segmented(box))
        }
        let dropDown = Gtk.DropDown()
        let view = NativeChoice(.dropDown(dropDown))
        view.tokens.append(
            dropDown.onSelectionChanged { [weak view] index in
                guard let view, !view.isApplyingUpdate, let index else { return }
                view.onSelect?(index)
            })
        return view
    }

    /// Sets the choices' titles and the selected one; the user's choice goes to `onSelect`.
    public func updateChoice(
        _ view: NativeChoice, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        view.onSelect = onSelect
        view.isApplyingUpdate = true
        defer { view.isApplyingUpdate = false }
        view.widget.isSensitive = environment.isEnabled
        switch view.control {
        case .dropDown(let dropDown):
            dropDown.titles = titles
            if dropDown.selectedIndex != selected { dropDown.selectedIndex = selected }
        case .segmented(let box):
            updateSegments(view, box, titles: titles, selected: selected)
        }
    }

    private func updateSegments(_ view: NativeChoice, _ box: Gtk.Box, titles: [String], selected: Int?) {
        var buttons = view.segments
        if buttons.map({ $0.label }) != titles {
            for button in buttons { box.remove(button.button) }
            buttons = titles.enumerated().map { index, title in
                let button = Gtk.ToggleButton(label: title)
                let token = button.onToggled { [weak view] isActive in
                    guard let view, !view.isApplyingUpdate, isActive else { return }
                    view.onSelect?(index)
                }
                return (title, button, token)
            }
            for (offset, entry) in buttons.enumerated() {
                if offset > 0 { entry.button.join(buttons[0].button) }
                box.append(entry.button)
            }
            view.segments = buttons
        }
        for (index, entry) in buttons.enumerated() where entry.button.isActive != (index == selected) {
            entry.button.isActive = index == selected
        }
    }

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
