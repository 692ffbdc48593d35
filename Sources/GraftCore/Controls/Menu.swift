/// A button that opens a menu of actions (a GTK menu button with a popover).
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { sort(.name) }
///     Button("By date") { sort(.date) }
/// }
/// ```
///
/// The items are any views, shown in a column; choosing a button runs its action and closes the
/// menu.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
    /// `Never`: `Menu` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A menu with any label.
    ///
    /// - Parameters:
    ///   - content: The items.
    ///   - label: The menu button's content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Two slots: the label on the menu button, then the menu's items.
    package var _slots: [any View] { [label, content] }
    /// Makes the native widget for this `Menu` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeMenu()
    }
    /// Brings `Menu`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    /// Puts the child widgets of each slot into `Menu`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setMenuChildren(context.handle(), label: slots[0], items: slots[1])
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    ///
    /// - Parameters:
    ///   - title: The menu button's text.
    ///   - content: The items.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
