/// A column of controls shown as grouped rows, for settings and data entry.
///
/// ```swift
/// Form {
///     TextField("Name", text: $name)
///     Toggle("Notifications", isOn: $notify)
/// }
/// ```
///
/// On GTK it is a scrolling `GtkListBox` with the `boxed-list` style (GNOME's settings rows):
/// each child view is one row. It fills the space it is offered.
public struct Form<Content: View>: View, _PrimitiveView {
    /// `Never`: `Form` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let content: Content

    /// A form of `content`'s views, one row each.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The child views shown inside `Form`'s widget, one entry per slot.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `Form` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeForm()
    }
    /// Brings `Form`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    /// Puts the child widgets of each slot into `Form`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setFormRows(context.handle(), slots[0], context.environment)
    }
}
