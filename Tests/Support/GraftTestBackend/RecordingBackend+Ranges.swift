import Foundation
import GraftCore

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

    /// Records a widget of kind `"progress"`.
    public func makeProgressBar() -> RecordedWidget { make("progress") }

    /// Records the call (see `Backend.updateProgressBar`).
    public func updateProgressBar(
        _ widget: RecordedWidget, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        set(widget, ["fraction": fraction, "animated": transaction.effectiveAnimation != nil])
    }

    /// Records a widget of kind `"spinner"`.
    public func makeSpinner() -> RecordedWidget { make("spinner") }

    /// Counts an update: a spinner has no properties.
    public func updateSpinner(_ widget: RecordedWidget, _ environment: EnvironmentValues) { set(widget, [:]) }

    /// Records a widget of kind `"levelBar"`.
    public func makeLevelBar() -> RecordedWidget { RecordedWidget(kind: "levelBar") }

    /// Records the value and the range's ends as `value`, `minimum` and `maximum`.
    public func updateLevelBar(
        _ widget: RecordedWidget, value: Double, bounds: ClosedRange<Double>, _ environment: EnvironmentValues
    ) {
        set(widget, ["value": value, "minimum": bounds.lowerBound, "maximum": bounds.upperBound])
    }
}
