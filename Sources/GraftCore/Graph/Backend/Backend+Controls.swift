/// The backend contract for buttons and switches: `Button` (with its role and keyboard shortcut), `Toggle` and
/// `Menu`.
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
}
