import Foundation
import GraftCore

extension RecordingBackend {
    /// Records the role's name (or `none`) as `role`.
    public func setButtonRole(_ button: RecordedWidget, _ role: ButtonRole?) {
        button.properties["role"] = role?.name ?? "none"
    }

    /// Records a widget of kind `"menu"`.
    public func makeMenu() -> RecordedWidget { RecordedWidget(kind: "menu") }

    /// Records the label's widgets, then the items', as the menu's children.
    public func setMenuChildren(_ menu: RecordedWidget, label: [RecordedWidget], items: [RecordedWidget]) {
        menu.children = (label + items)
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

    /// Records a widget of kind `"button"`.
    public func makeButton() -> RecordedWidget { make("button") }

    /// Records the call (see `Backend.updateButton`).
    public func updateButton(
        _ widget: RecordedWidget, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(widget, ["enabled": environment.isEnabled])
        widget.action = environment.isEnabled ? action : nil
    }

    /// Records a widget of kind `"toggle"`, with its appearance (`"switch"`, `"checkbox"`, `"button"`)
    /// as the property `"appearance"`.
    public func makeToggle(_ appearance: ToggleAppearance) -> RecordedWidget {
        let widget = make("toggle")
        widget.properties["appearance"] = "\(appearance)"
        return widget
    }

    /// Records the call (see `Backend.updateToggle`).
    public func updateToggle(
        _ widget: RecordedWidget, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["isOn": isOn, "enabled": environment.isEnabled])
        widget.boolChange = onChange
    }

    /// Records a widget of kind `"controlGroup"`.
    public func makeControlGroup() -> RecordedWidget { RecordedWidget(kind: "controlGroup") }

    /// Records the controls' widgets as the group's children.
    public func setControlGroupChildren(_ group: RecordedWidget, _ children: [RecordedWidget]) {
        group.children = children
    }

    /// Records a widget of kind `"colorPicker"`.
    public func makeColorPicker() -> RecordedWidget { make("colorPicker") }

    /// Records the colour's components as `red`, `green`, `blue`, `opacity`, and `supportsOpacity`.
    public func updateColorPicker(
        _ widget: RecordedWidget, color: Color.Components, supportsOpacity: Bool, title: String?,
        onChange: @escaping @MainActor (Color.Components) -> Void, _ environment: EnvironmentValues
    ) {
        set(
            widget,
            [
                "red": color.red, "green": color.green, "blue": color.blue, "opacity": color.opacity,
                "supportsOpacity": supportsOpacity,
            ])
    }
}
