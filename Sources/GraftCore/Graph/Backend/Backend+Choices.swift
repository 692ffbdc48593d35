/// The backend contract for choosing one of many: `Picker` (menu or segmented) and `DatePicker`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ChoicesBackend: BackendCore {
    /// The handle of a choice widget (see `makeChoice`); the backend's `Widget` unless it keeps more.
    associatedtype ChoiceWidget: BackendWidget = Widget where ChoiceWidget.Widget == Widget
    /// The handle of a date picker (see `makeDatePicker`); the backend's `Widget` unless it keeps more.
    associatedtype DatePickerWidget: BackendWidget = Widget where DatePickerWidget.Widget == Widget

    /// A choice control: a drop-down menu, or (`segmented`) a row of joined toggle buttons.
    func makeChoice(segmented: Bool) -> ChoiceWidget

    /// Shows `titles` with `selected` chosen; `onSelect` receives the user's choice (an index).
    func updateChoice(
        _ widget: ChoiceWidget, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues)

    /// A date picker's calendar control: a button that shows the date and opens a calendar
    /// (`graphical == false`), or the calendar inline. The style is fixed at make.
    func makeDatePicker(graphical: Bool) -> DatePickerWidget

    /// Shows `day` (and, on the button, `title`), and sets what runs when the user picks another
    /// day: `onPick` returns false when the day is refused, and the control then goes back to `day`.
    func updateDatePicker(
        _ widget: DatePickerWidget, day: CalendarDay, title: String,
        onPick: @escaping @MainActor (CalendarDay) -> Bool, _ environment: EnvironmentValues)
}
