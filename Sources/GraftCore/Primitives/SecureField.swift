/// A single-line field whose text is hidden behind bullets, for passwords.
///
/// ```swift
/// SecureField("Password", text: $password)
/// SecureField("Password", text: $password, prompt: Text("8 characters or more"))
/// ```
///
/// On GTK it is a `GtkEntry` with its text hidden (GTK's password mode). Title, prompt and label
/// work as `TextField`'s.
public struct SecureField<Label: View>: View, _PrimitiveView {
    /// `Never`: `SecureField` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let field: _TextFieldContent
    let label: Label

    /// A hidden-text field labelled by any view, showing `prompt` while empty.
    ///
    /// - Parameters:
    ///   - text: The edited string.
    ///   - prompt: Shown while the field is empty.
    ///   - label: What the field is for; a `Text` label names it for assistive technology.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        field = _TextFieldContent(labelledBy: self.label, prompt: prompt, text: text)
    }

    /// Makes the native widget for this `SecureField` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        let widget = context.backend.makeTextField()
        context.backend.setTextFieldSecure(widget, true)
        return widget
    }
    /// Brings `SecureField`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) { field.update(context) }
}

extension SecureField where Label == Text {
    /// A hidden-text field titled `title`, which it shows while empty.
    ///
    /// - Parameters:
    ///   - title: Names the field and is shown while it is empty.
    ///   - text: The edited string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A hidden-text field titled `title` that shows `prompt` while empty.
    ///
    /// - Parameters:
    ///   - title: Names the field (for assistive technology; the placeholder when `prompt` is `nil`).
    ///   - text: The edited string.
    ///   - prompt: Shown while the field is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        (label, field) = _TextFieldContent.titled(String(title), prompt: prompt, text: text, onSubmit: nil)
    }

    /// A hidden-text field that runs `onSubmit` when the user presses Enter.
    ///
    /// - Parameters:
    ///   - placeholder: Names the field and is shown while it is empty.
    ///   - text: The edited string.
    ///   - onSubmit: Runs when the user presses Enter (before the `.onSubmit` actions around it).
    public init(_ placeholder: String, text: Binding<String>, onSubmit: @escaping @MainActor () -> Void) {
        (label, field) = _TextFieldContent.titled(placeholder, prompt: nil, text: text, onSubmit: onSubmit)
    }
}
