/// The backend contract for buttons and switches: `Button` (with its role and keyboard shortcut), `Toggle`,
/// `Menu`, the joined box of `ControlGroup` and the colour button of `ColorPicker`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ControlsBackend: BackendCore {
    /// The handle of a button widget (see `makeButton`); the backend's `Widget` unless it keeps more.
    associatedtype ButtonWidget: BackendWidget = Widget where ButtonWidget.Widget == Widget
    /// The handle of a toggle widget (see `makeToggle`); the backend's `Widget` unless it keeps more.
    associatedtype ToggleWidget: BackendWidget = Widget where ToggleWidget.Widget == Widget
    /// The handle of a menu widget (see `makeMenu`); the backend's `Widget` unless it keeps more.
    associatedtype MenuWidget: BackendWidget = Widget where MenuWidget.Widget == Widget
    /// The handle of a control group's box (see `makeControlGroup`); the backend's `Widget` unless it keeps more.
    associatedtype ControlGroupWidget: BackendWidget = Widget where ControlGroupWidget.Widget == Widget
    /// The handle of a colour button (see `makeColorPicker`); the backend's `Widget` unless it keeps more.
    associatedtype ColorPickerWidget: BackendWidget = Widget where ColorPickerWidget.Widget == Widget

    /// A button (`Button`); its label views come through `setChildren`.
    func makeButton() -> ButtonWidget

    /// Sets what runs when the user clicks (only while `environment.isEnabled`) and the button style of `environment`.
    func updateButton(_ widget: ButtonWidget, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)

    /// Shows a button in the style of its role (destructive, cancel, or none); called with each
    /// update of the button, after `updateButton`.
    func setButtonRole(_ button: ButtonWidget, _ role: ButtonRole?)

    /// Lets `shortcut` activate a button from `makeButton()` anywhere in its window while the
    /// button is in it (nil removes it). Called on every update of the button; a backend changes
    /// nothing when the shortcut is the same.
    func setKeyboardShortcut(_ widget: ButtonWidget, _ shortcut: KeyboardShortcut?)

    /// A toggle control (`Toggle`) of `appearance`, with its label views (via `setChildren`): a
    /// switch after them, a check box before them, or a button holding them. A toggle whose style
    /// changes is made anew, so the appearance of a widget never changes.
    func makeToggle(_ appearance: ToggleAppearance) -> ToggleWidget

    /// Shows `isOn`; `onChange` receives the user's flips (not the ones an update makes).
    func updateToggle(
        _ widget: ToggleWidget, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    )

    /// A menu button whose popover holds items.
    func makeMenu() -> MenuWidget

    /// Puts the label widgets in the button and the item widgets in the popover; choosing a
    /// button among the items closes the popover. Called after make and whenever either list changes.
    func setMenuChildren(_ menu: MenuWidget, label: [Widget], items: [Widget])

    /// A row holding a `ControlGroup`'s controls side by side, drawn as one joined control.
    func makeControlGroup() -> ControlGroupWidget

    /// Puts the controls' widgets in the row, in order. Called after make and whenever they change.
    func setControlGroupChildren(_ group: ControlGroupWidget, _ children: [Widget])

    /// A colour button (`ColorPicker`) that opens the platform's colour chooser.
    func makeColorPicker() -> ColorPickerWidget

    /// Shows `color` (already resolved for the colour scheme; opaque when `supportsOpacity` is
    /// false) and lets the chooser offer opacity or not; `onChange` receives the user's choices
    /// (not the colours an update sets). `title` is the chooser's title, when the picker has one.
    func updateColorPicker(
        _ widget: ColorPickerWidget, color: Color.Components, supportsOpacity: Bool, title: String?,
        onChange: @escaping @MainActor (Color.Components) -> Void, _ environment: EnvironmentValues)
}
