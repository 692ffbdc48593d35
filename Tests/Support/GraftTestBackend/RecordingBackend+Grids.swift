import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"grid"`.
    public func makeGrid() -> RecordedWidget { make("grid") }

    /// Records `alignment`, `horizontalSpacing`, `verticalSpacing` in the widget's properties (an update, counted).
    public func updateGrid(
        _ widget: RecordedWidget, alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double,
        _ environment: EnvironmentValues
    ) {
        set(
            widget,
            ["alignment": "\(alignment)", "horizontalSpacing": horizontalSpacing, "verticalSpacing": verticalSpacing])
    }

    /// Records a widget of kind `"gridRow"`.
    public func makeGridRow() -> RecordedWidget { make("gridRow") }

    /// Records `alignment` (`"none"` for `nil`) in the widget's properties (an update, counted).
    public func updateGridRow(_ widget: RecordedWidget, alignment: VerticalAlignment?, _ environment: EnvironmentValues)
    {
        set(widget, ["alignment": alignment.map { "\($0)" } ?? "none"])
    }

    /// Records a widget of kind `"gridCell"`.
    public func makeGridCell() -> RecordedWidget { make("gridCell") }

    /// Records the layout's fields in the widget's properties (an update, counted).
    public func updateGridCell(_ widget: RecordedWidget, _ layout: GridCellLayout) {
        set(
            widget,
            [
                "columns": layout.columns ?? 1, "columnAlignment": layout.columnAlignment.map { "\($0)" } ?? "none",
                "anchor": layout.anchor.map { "\($0.x),\($0.y)" } ?? "none", "unsizedAxes": layout.unsizedAxes.rawValue,
            ])
    }
}
