/// A single-line field whose text is hidden behind bullets, for passwords.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// On GTK it is a `GtkEntry` with its text hidden (GTK's password mode).
public struct SecureField: View, _PrimitiveView {
    /// `Never`: `SecureField` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>
    let onSubmit: @MainActor () -> Void

    /// A hidden-text field showing `placeholder` while empty.
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

    /// Makes the native widget for this `SecureField` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        let widget = context.backend.makeTextField()
        context.backend.setTextFieldSecure(widget, true)
        return widget
    }
    /// Brings `SecureField`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = text
        context.backend.updateTextField(
            context.handle(), text: binding.wrappedValue, placeholder: placeholder,
            onChange: { binding.wrappedValue = $0 }, onSubmit: onSubmit, context.environment)
    }
}
