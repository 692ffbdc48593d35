/// A multi-line, scrolling text editor bound to a string.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
///
/// On GTK it is a `GtkTextView` in a `GtkScrolledWindow`; it fills the space it is offered.
public struct TextEditor: View, _PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`.
    ///
    /// - Parameter text: The edited string.
    public init(text: Binding<String>) { self.text = text }

    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTextEditor()
    }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = text
        context.backend.updateTextEditor(
            context.handle(), text: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
    }
}
