/// A multi-line, scrolling text editor bound to a string.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
///
/// On GTK it is a `GtkTextView` in a `GtkScrolledWindow`; it fills the space it is offered.
public struct TextEditor: View, _PrimitiveView {
    /// `Never`: `TextEditor` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let text: Binding<String>
    /// The bound selection of `TextEditor(text:selection:)`; nil when none is bound.
    var selection: Binding<TextSelection?>? = nil

    /// An editor of `text`.
    ///
    /// - Parameter text: The edited string.
    public init(text: Binding<String>) { self.text = text }

    /// Makes the native widget for this `TextEditor` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTextEditor()
    }
    /// Brings `TextEditor`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = text
        context.backend.updateTextEditor(
            context.handle(), text: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
        if let selection {
            let offsets = selection.wrappedValue?.characterOffsets(in: binding.wrappedValue)
            context.backend.updateTextEditorSelection(
                context.handle(), offsets, onSelect: TextSelection.follower(of: selection))
        }
    }
}
