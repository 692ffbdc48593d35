import GraftCore
import GtkBridge

/// A `Toggle`: its label views in a box, with the control its style names — a `GtkSwitch` after
/// them, a `GtkCheckButton` holding them after its box, or a `GtkToggleButton` holding them.
@MainActor
public final class NativeToggle: NativeBox {
    /// The control the user flips (`GtkSwitch`, `GtkCheckButton` or `GtkToggleButton`).
    let control: Gtk.Widget
    /// What runs when the user flips the control.
    var onChange: (@MainActor (Bool) -> Void)?
    init(_ widget: Gtk.Widget, labels: Gtk.Box, control: Gtk.Widget) {
        self.control = control
        super.init(widget, childBox: labels)
    }
    /// Whether the control shows on.
    var isActive: Bool {
        get {
            switch control {
            case let toggle as Gtk.Switch: toggle.isActive
            case let check as Gtk.CheckButton: check.isActive
            case let button as Gtk.ToggleButton: button.isActive
            default: false
            }
        }
        set {
            switch control {
            case let toggle as Gtk.Switch: toggle.isActive = newValue
            case let check as Gtk.CheckButton: check.isActive = newValue
            case let button as Gtk.ToggleButton: button.isActive = newValue
            default: break
            }
        }
    }
    override var accessibleTarget: Gtk.Widget { control }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { [box] }
    override func dropCallbacks() { onChange = nil }
}

extension GtkBackend {
    /// The control of `appearance` with a box for the label views: a row of the labels and a
    /// `GtkSwitch` at its end, a `GtkCheckButton` or a `GtkToggleButton` whose child is the box.
    public func makeToggle(_ appearance: ToggleAppearance) -> NativeToggle {
        let labels = Gtk.Box(orientation: .horizontal, spacing: 6)
        let view: NativeToggle
        let token: SignalToken
        switch appearance {
        case .switch:
            let row = Gtk.Box(orientation: .horizontal, spacing: 12)
            labels.hexpand = true
            let toggle = Gtk.Switch()
            toggle.valign = .center
            row.append(labels)
            row.append(toggle)
            view = NativeToggle(row, labels: labels, control: toggle)
            token = toggle.onActiveChanged { [weak view] in view?.userFlipped($0) }
        case .checkbox:
            let check = Gtk.CheckButton()
            check.child = labels
            view = NativeToggle(check, labels: labels, control: check)
            token = check.onToggled { [weak view] in view?.userFlipped($0) }
        case .button:
            let button = Gtk.ToggleButton(label: "")
            button.child = labels
            labels.halign = .center
            view = NativeToggle(button, labels: labels, control: button)
            token = button.onToggled { [weak view] in view?.userFlipped($0) }
        }
        view.tokens.append(token)
        return view
    }

    /// Sets the control's state; the user's flips go to `onChange`.
    public func updateToggle(
        _ view: NativeToggle, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        if view.isActive != isOn {
            view.isApplyingUpdate = true
            view.isActive = isOn
            view.isApplyingUpdate = false
        }
        view.widget.isSensitive = environment.isEnabled
    }
}

extension NativeToggle {
    /// Hands a flip to the view's `onChange`, unless an update made it.
    fileprivate func userFlipped(_ isOn: Bool) {
        guard !isApplyingUpdate else { return }
        onChange?(isOn)
    }
}
