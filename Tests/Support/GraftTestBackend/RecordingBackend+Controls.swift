import GraftCore

extension RecordingBackend {
    /// Records the role's name (or `none`) as `role`.
    public func setButtonRole(_ button: RecordedWidget, _ role: ButtonRole?) {
        button.properties["role"] = role?.name ?? "none"
    }

    /// Records the tooltip (`""` for none) as `tooltip`.
    public func setTooltip(_ widget: RecordedWidget, _ text: String?) {
        widget.properties["tooltip"] = text ?? ""
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"slider"`.
    public func makeSlider() -> RecordedWidget { RecordedWidget(kind: "slider") }

    /// Records the slider's `value`.
    public func updateSlider(
        _ widget: RecordedWidget, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        widget.properties["value"] = value
    }

    /// Records a widget of kind `"stepper"`.
    public func makeStepper() -> RecordedWidget { RecordedWidget(kind: "stepper") }

    /// Records the stepper's `value`.
    public func updateStepper(
        _ widget: RecordedWidget, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        widget.properties["value"] = value
    }
}

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
}

extension RecordingBackend {
    /// Records a widget of kind `"menu"`.
    public func makeMenu() -> RecordedWidget { RecordedWidget(kind: "menu") }

    /// Records the label's widgets, then the items', as the menu's children.
    public func setMenuChildren(_ menu: RecordedWidget, label: [RecordedWidget], items: [RecordedWidget]) {
        menu.children = (label + items)
    }
}

// MARK: Date pickers and keyboard shortcuts (issue 13)

extension RecordingBackend {
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

    /// Records the shortcut's key name as `keyboardShortcut` (not counted as an update).
    ///
    /// - Parameters:
    ///   - widget: The recorded button.
    ///   - shortcut: The shortcut, or nil.
    public func setKeyboardShortcut(_ widget: RecordedWidget, _ shortcut: KeyboardShortcut?) {
        // Recorded without counting as an update: every button update sets it.
        if let shortcut {
            widget.properties["keyboardShortcut"] = shortcut.key.keyName
        } else if widget.properties["keyboardShortcut"] != nil {
            widget.properties["keyboardShortcut"] = nil
        }
    }
}
