import GraftCore

extension RecordingBackend {
    /// Records the role's name (or `none`) as `role`.
    public func setButtonRole(_ button: AnyObject, _ role: ButtonRole?) {
        (button as! RecordedWidget).properties["role"] = role?.name ?? "none"
    }

    /// Records the tooltip (`""` for none) as `tooltip`.
    public func setTooltip(_ widget: AnyObject, _ text: String?) {
        (widget as! RecordedWidget).properties["tooltip"] = text ?? ""
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"slider"`.
    public func makeSlider() -> AnyObject { RecordedWidget(kind: "slider") }

    /// Records the slider's `value`.
    public func updateSlider(
        _ widget: AnyObject, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        (widget as! RecordedWidget).properties["value"] = value
    }

    /// Records a widget of kind `"stepper"`.
    public func makeStepper() -> AnyObject { RecordedWidget(kind: "stepper") }

    /// Records the stepper's `value`.
    public func updateStepper(
        _ widget: AnyObject, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        (widget as! RecordedWidget).properties["value"] = value
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"segmented"` or `"menu"`.
    public func makeChoice(segmented: Bool) -> AnyObject {
        RecordedWidget(kind: segmented ? "segmented" : "menu")
    }

    /// Records the choices' `titles` (comma-separated) and the `selected` index (-1 for none).
    public func updateChoice(
        _ widget: AnyObject, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        (widget as! RecordedWidget).properties["titles"] = titles.joined(separator: ",")
        (widget as! RecordedWidget).properties["selected"] = selected ?? -1
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"menu"`.
    public func makeMenu() -> AnyObject { RecordedWidget(kind: "menu") }

    /// Records the label's widgets, then the items', as the menu's children.
    public func setMenuChildren(_ menu: AnyObject, label: [AnyObject], items: [AnyObject]) {
        (menu as! RecordedWidget).children = (label + items).map { $0 as! RecordedWidget }
    }
}

// MARK: Date pickers and keyboard shortcuts (issue 13)

extension RecordingBackend {
    /// Records a `calendar` (graphical) or `dateButton` widget.
    ///
    /// - Parameter graphical: Whether the calendar is inline.
    /// - Returns: The recorded widget.
    public func makeDatePicker(graphical: Bool) -> AnyObject {
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
        _ widget: AnyObject, day: CalendarDay, title: String, onPick: @escaping @MainActor (CalendarDay) -> Bool,
        _ environment: EnvironmentValues
    ) {
        let widget = widget as! RecordedWidget
        widget.properties["day"] = "\(day.year)-\(day.month)-\(day.day)"
        widget.properties["title"] = title
    }

    /// Records the shortcut's key name as `keyboardShortcut` (not counted as an update).
    ///
    /// - Parameters:
    ///   - widget: The recorded button.
    ///   - shortcut: The shortcut, or nil.
    public func setKeyboardShortcut(_ widget: AnyObject, _ shortcut: KeyboardShortcut?) {
        // Recorded without counting as an update: every button update sets it.
        let widget = widget as! RecordedWidget
        if let shortcut {
            widget.properties["keyboardShortcut"] = shortcut.key.keyName
        } else if widget.properties["keyboardShortcut"] != nil {
            widget.properties["keyboardShortcut"] = nil
        }
    }
}
