import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"segmented"` or `"menu"`.
    public func makeChoice(segmented: Bool) -> RecordedWidget {
        RecordedWidget(kind: segmented ? "segmented" : "menu")
    }

    /// Records the choices' `titles` (comma-separated) and the `selected` index (-1 for none).
    public func updateChoice(
        _ widget: RecordedWidget, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        widget.properties["titles"] = titles.joined(separator: ",")
        widget.properties["selected"] = selected ?? -1
    }

    /// Records a `calendar` (graphical) or `dateButton` widget.
    ///
    /// - Parameter graphical: Whether the calendar is inline.
    /// - Returns: The recorded widget.
    public func makeDatePicker(graphical: Bool) -> RecordedWidget {
        RecordedWidget(kind: graphical ? "calendar" : "dateButton")
    }

    /// Records the shown day (`year-month-day`) and the title.
    ///
    /// - Parameters:
    ///   - widget: The recorded widget.
    ///   - day: The day.
    ///   - title: The button's text.
    ///   - onPick: Not called.
    ///   - environment: Ignored.
    public func updateDatePicker(
        _ widget: RecordedWidget, day: CalendarDay, title: String, onPick: @escaping @MainActor (CalendarDay) -> Bool,
        _ environment: EnvironmentValues
    ) {
        widget.properties["day"] = "\(day.year)-\(day.month)-\(day.day)"
        widget.properties["title"] = title
    }
}
