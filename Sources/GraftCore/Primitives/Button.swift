/// A control that runs an action when clicked.
///
/// ```swift
/// Button("Save") { document.save() }
/// Button(action: refresh) { Label("Refresh") }
/// ```
public struct Button<Label: View>: View, _PrimitiveView {
    /// `Never`: `Button` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let label: Label
    let action: @MainActor () -> Void
    var role: ButtonRole?

    /// A button with any view as its label.
    ///
    /// - Parameters:
    ///   - action: Runs on each click.
    ///   - label: The button's content.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// One slot: the button's label, styled by the environment's button style.
    package var _slots: [any View] { [_StyledButtonLabel(label: label)] }
    /// Makes the native widget for this `Button` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeButton()
    }
    /// Brings `Button`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        var action = self.action
        if context.environment._dismissesOnButtonAction {
            // An alert's buttons close it after their action.
            let run = action
            let dismiss = context.environment.dismiss
            action = {
                run()
                dismiss()
            }
        }
        context.backend.updateButton(context.handle(), action: action, context.environment)
        context.backend.setButtonRole(context.handle(), role)
        context.backend.setKeyboardShortcut(context.handle(), context.environment.keyboardShortcut)
    }
    /// Puts the child widgets of each slot into `Button`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension Button: _RoleButton {
    var _role: ButtonRole? { role }

    /// A button with a role and any view as its label.
    ///
    /// - Parameters:
    ///   - role: What the button does (`.destructive`, `.cancel`).
    ///   - action: Runs on each click.
    ///   - label: The button's content.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button titled `title` with a role.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - role: What the button does (`.destructive`, `.cancel`).
    ///   - action: Runs on each click.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
        self.role = role
    }

    /// A button titled `title`.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - action: Runs on each click.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}
