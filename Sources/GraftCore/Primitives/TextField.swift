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
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTextField()
    }
    /// Brings `TextField`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = text
        context.backend.updateTextField(
            context.handle(), text: binding.wrappedValue, placeholder: placeholder,
            onChange: { binding.wrappedValue = $0 }, onSubmit: onSubmit, context.environment)
    }
}
