/// A title that shows or hides its content when clicked.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// ```
///
/// On GTK it is a `GtkExpander`; its content stays mounted while collapsed.
public struct DisclosureGroup<Content: View>: View, _PrimitiveView {
    /// `Never`: `DisclosureGroup` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let title: String
    let isExpanded: Binding<Bool>?
    let content: Content

    /// A group that remembers whether it is open by itself (closed at first).
    ///
    /// - Parameters:
    ///   - title: The clickable title.
    ///   - content: The views shown while open, in a column.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        isExpanded = nil
        self.content = content()
    }

    /// A group whose openness is bound to `isExpanded`.
    ///
    /// - Parameters:
    ///   - title: The clickable title.
    ///   - isExpanded: Whether the content shows; clicking the title changes it.
    ///   - content: The views shown while open.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.title = title
        self.isExpanded = isExpanded
        self.content = content()
    }

    /// The child views shown inside `DisclosureGroup`'s widget, one entry per slot.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `DisclosureGroup` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeDisclosureGroup()
    }
    /// Brings `DisclosureGroup`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = isExpanded
        context.backend.updateDisclosureGroup(
            context.handle(), title: title, isExpanded: binding?.wrappedValue,
            onToggle: { isOpen in if let binding, binding.wrappedValue != isOpen { binding.wrappedValue = isOpen } })
    }
    /// Puts the child widgets of each slot into `DisclosureGroup`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Changes the environment `DisclosureGroup`'s child views see.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}
