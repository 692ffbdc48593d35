/// The backend contract for values in a range: `ProgressView` (bar and spinner), `Slider`, `Stepper`
/// and the level bar of `Gauge`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol RangesBackend: BackendCore {
    /// The handle of a progress bar widget (see `makeProgressBar`); the backend's `Widget` unless it keeps more.
    associatedtype ProgressBarWidget: BackendWidget = Widget where ProgressBarWidget.Widget == Widget
    /// The handle of a spinner widget (see `makeSpinner`); the backend's `Widget` unless it keeps more.
    associatedtype SpinnerWidget: BackendWidget = Widget where SpinnerWidget.Widget == Widget
    /// The handle of a slider widget (see `makeSlider`); the backend's `Widget` unless it keeps more.
    associatedtype SliderWidget: BackendWidget = Widget where SliderWidget.Widget == Widget
    /// The handle of a stepper widget (see `makeStepper`); the backend's `Widget` unless it keeps more.
    associatedtype StepperWidget: BackendWidget = Widget where StepperWidget.Widget == Widget
    /// The handle of a level bar widget (see `makeLevelBar`); the backend's `Widget` unless it keeps more.
    associatedtype LevelBarWidget: BackendWidget = Widget where LevelBarWidget.Widget == Widget

    /// A linear progress bar (`ProgressView(value:)`), flexible in width.
    func makeProgressBar() -> ProgressBarWidget

    /// Shows `fraction` (clamped to 0…1), animated when `transaction` is.
    func updateProgressBar(
        _ widget: ProgressBarWidget, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction)

    /// An indeterminate activity indicator (`ProgressView()`).
    func makeSpinner() -> SpinnerWidget

    /// Called with each update of the spinner's view (nothing to change on most backends).
    func updateSpinner(_ widget: SpinnerWidget, _ environment: EnvironmentValues)

    /// A horizontal slider.
    func makeSlider() -> SliderWidget

    /// Shows `value` in `bounds`; `onChange` receives the user's moves (not `value` itself).
    func updateSlider(
        _ widget: SliderWidget, value: Double, bounds: ClosedRange<Double>, step: Double?,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)

    /// A stepper: its label views (set with `setChildren`) and a number field with − and +.
    func makeStepper() -> StepperWidget

    /// Shows `value` in `bounds`; `onChange` receives the user's steps.
    func updateStepper(
        _ widget: StepperWidget, value: Double, bounds: ClosedRange<Double>, step: Double,
        onChange: @escaping @MainActor (Double) -> Void, _ environment: EnvironmentValues)

    /// A level bar (the linear styles of `Gauge`), flexible in width.
    func makeLevelBar() -> LevelBarWidget

    /// Shows `value` (already clamped into `bounds`, never NaN) as the filled part of `bounds`.
    func updateLevelBar(
        _ widget: LevelBarWidget, value: Double, bounds: ClosedRange<Double>, _ environment: EnvironmentValues)
}
