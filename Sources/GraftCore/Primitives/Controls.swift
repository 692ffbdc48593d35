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
    public var _slots: [any View] { [_StyledButtonLabel(label: label)] }
    /// Makes the native widget for this `Button` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeButton() }
    /// Brings `Button`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
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
        context.backend.updateButton(widget, action: action, context.environment)
        context.backend.setButtonRole(widget, role)
        context.backend.setKeyboardShortcut(widget, context.environment.keyboardShortcut)
    }
    /// Puts the child widgets of each slot into `Button`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
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

/// A switch that turns a Boolean binding on and off, with a label.
public struct Toggle<Label: View>: View, _PrimitiveView {
    /// `Never`: `Toggle` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with any view as its label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// One slot: the toggle's label.
    public var _slots: [any View] { [label] }
    /// Makes the native widget for this `Toggle` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeToggle() }
    /// Brings `Toggle`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        let binding = isOn
        context.backend.updateToggle(
            widget, isOn: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
    }
    /// Puts the child widgets of each slot into `Toggle`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}

/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Name", text: $name).onSubmit { save() }
/// ```
public struct TextField: View, _PrimitiveView {
    /// `Never`: `TextField` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    let onSubmit: @MainActor () -> Void

    /// A field showing `placeholder` while empty.
    ///
    /// - Parameters:
    ///   - placeholder: Shown while the field is empty.
    ///   - text: The edited string.
    ///   - onSubmit: Runs when the user presses Enter.
    public init(_ placeholder: String, text: Binding<String>, onSubmit: @escaping @MainActor () -> Void = {}) {
        self.placeholder = placeholder
        self.text = text
        self.onSubmit = onSubmit
    }

    /// The same field, running `action` when the user presses Enter.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> TextField {
        TextField(placeholder, text: text, onSubmit: action)
    }

    /// Makes the native widget for this `TextField` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeTextField() }
    /// Brings `TextField`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        let binding = text
        context.backend.updateTextField(
            widget, text: binding.wrappedValue, placeholder: placeholder,
            onChange: { binding.wrappedValue = $0 }, onSubmit: onSubmit, context.environment)
    }
}

/// Progress of a task: a bar for a known fraction, a spinner when unknown.
///
/// ```swift
/// ProgressView(value: page.estimatedProgress)
/// ProgressView()
/// ```
public struct ProgressView: View {
    let fraction: Double?

    /// An indeterminate spinner.
    public init() { fraction = nil }

    /// A bar filled to `value / total` (clamped to 0…1; nil shows a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        if let value, total > 0 {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = nil
        }
    }

    /// A bar (`GtkProgressBar`) for a known fraction, or a spinner (`GtkSpinner`) when it is unknown.
    public var body: some View {
        if let fraction { _ProgressBar(fraction: fraction) } else { _Spinner() }
    }
}

struct _ProgressBar: View, Equatable, _PrimitiveView {
    typealias Body = Never
    let fraction: Double
    func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeProgressBar() }
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateProgressBar(widget, fraction: fraction, context.environment, context.transaction)
    }
}

struct _Spinner: View, Equatable, _PrimitiveView {
    typealias Body = Never
    func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeSpinner() }
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateSpinner(widget, context.environment)
    }
}
