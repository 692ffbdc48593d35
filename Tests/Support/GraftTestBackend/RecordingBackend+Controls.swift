import GraftCore

extension RecordingBackend {
    public func setButtonRole(_ button: RecordedWidget, _ role: ButtonRole?) {
        button.properties["role"] = role?.name ?? "none"
    }

    public func setTooltip(_ widget: RecordedWidget, _ text: String?) {
        widget.properties["tooltip"] = text ?? ""
    }
}

extension RecordingBackend {
    public func makeSlider() -> RecordedWidget { RecordedWidget(kind: "slider") }

    public func updateSlider(
        _ widget: RecordedWidget, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        widget.properties["value"] = value
    }

    public func makeStepper() -> RecordedWidget { RecordedWidget(kind: "stepper") }

    public func updateStepper(
        _ widget: RecordedWidget, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues
    ) {
        widget.properties["value"] = value
    }
}

extension RecordingBackend {
    public func makeChoice(segmented: Bool) -> RecordedWidget {
        RecordedWidget(kind: segmented ? "segmented" : "menu")
    }

    public func updateChoice(
        _ widget: RecordedWidget, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        widget.properties["titles"] = titles.joined(separator: ",")
        widget.properties["selected"] = selected ?? -1
    }
}

extension RecordingBackend {
    public func makeMenu() -> RecordedWidget { RecordedWidget(kind: "menu") }

    public func setMenuChildren(_ menu: RecordedWidget, label: [RecordedWidget], items: [RecordedWidget]) {
        menu.children = (label + items)
    }
}
