/// Content that scrolls when it is larger than the space offered; it stacks its children along
/// the scrolling axis.
///
/// ```swift
/// ScrollView {
///     ForEach(messages) { Text($0.text) }
/// }
/// ```
public struct ScrollView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A scroll view.
    ///
    /// - Parameters:
    ///   - axes: The directions that scroll (vertical by default).
    ///   - showsIndicators: Accepted for SwiftUI compatibility; GTK shows overlay scrollbars while scrolling.
    ///   - content: The scrolled views.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var _slots: [any View] { [content] }
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeScrollView() }
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateScrollView(widget, axes: axes, context.environment)
    }
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) {
        environment.stackAxis = axes == .horizontal ? .horizontal : .vertical
    }
}
