/// Content that scrolls when it is larger than the space offered; it stacks its children along
/// the scrolling axis.
///
/// ```swift
/// ScrollView {
///     ForEach(messages) { Text($0.text) }
/// }
/// ```
public struct ScrollView<Content: View>: View, _PrimitiveView {
    /// `Never`: `ScrollView` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A scroll view.
    ///
    /// - Parameters:
    ///   - axes: The directions that scroll (vertical by default).
    ///   - showsIndicators: Whether the scroll bars show (GTK's overlay scroll bars, while
    ///     scrolling); `false` hides them as `.scrollIndicators(.hidden)` does.
    ///   - content: The scrolled views.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// One slot: the scrolled content.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `ScrollView` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeScrollView()
    }
    /// Brings `ScrollView`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateScrollView(context.handle(), axes: axes, context.environment)
        var scrolling = context.environment
        if !showsIndicators {
            scrolling.horizontalScrollIndicatorVisibility = .hidden
            scrolling.verticalScrollIndicatorVisibility = .hidden
        }
        context.backend.updateScrolling(context.widget, scrolling)
    }
    /// Puts the child widgets of each slot into `ScrollView`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Lays the content out along the scroll axis: horizontally for a horizontal-only scroll view.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = axes == .horizontal ? .horizontal : .vertical
    }
}
