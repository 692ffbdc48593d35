/// The behaviour scroll views below end their scrolls with (`.scrollTargetBehavior(_:)`).
struct ScrollTargetBehaviorKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any ScrollTargetBehavior)? = nil
}

extension EnvironmentValues {
    /// The behaviour that chooses where the scrolls of scroll views below end, or nil for none.
    public var _scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

/// Marks its content's widget as the layout whose children are a scroll view's targets.
struct _ScrollTargetLayoutView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let isEnabled: Bool
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeScrollTargetLayout()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateScrollTargetLayout(context.widget, isEnabled: isEnabled)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Sets where the scrolls of scroll views below end: `.paging` ends them on a page,
    /// `.viewAligned` on a view of the content's `.scrollTargetLayout()`, a custom behaviour where
    /// its `updateTarget(_:context:)` says.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView($0) } }
    ///         .scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// ```
    ///
    /// When the user's scroll comes to rest (the wheel, a drag of the scroll bar, a kinetic flick),
    /// the scroll view moves on to the target in a short animation.
    ///
    /// - Parameter behavior: Where scrolls end.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\._scrollTargetBehavior, behavior)
    }

    /// Makes each child of this layout (a stack's views) a target that `.viewAligned` scroll views
    /// end their scrolls on.
    ///
    /// - Parameter isEnabled: Whether the children are targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        _ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}
