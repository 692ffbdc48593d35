/// A titled box grouping related content.
///
/// ```swift
/// GroupBox("Account") {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
/// }
/// ```
///
/// On GTK it is a `GtkFrame` with the title on its border and the content in a column.
public struct GroupBox<Content: View>: View, _PrimitiveView {
    /// `Never`: `GroupBox` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let title: String?
    let content: Content

    /// A group with a title.
    ///
    /// - Parameters:
    ///   - title: Shown on the border.
    ///   - content: The grouped views, in a column.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    /// A group with no title.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    /// One slot: the box's content.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `GroupBox` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGroupBox()
    }
    /// Brings `GroupBox`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGroupBox(context.handle(), title: title)
    }
    /// Puts the child widgets of each slot into `GroupBox`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Lays the box's content out as a vertical stack would.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}
