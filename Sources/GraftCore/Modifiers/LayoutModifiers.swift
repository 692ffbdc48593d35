struct _PaddingView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let insets: EdgeInsets
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makePadding()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updatePadding(context.handle(), insets)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

struct _FrameView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let layout: FrameLayout
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeFrame()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateFrame(context.handle(), layout)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

struct _BackgroundView<Content: View, Background: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let background: Background?
    let color: Color?
    var _slots: [any View] { background.map { [content, $0] } ?? [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeBackground()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateBackground(context.handle(), color: color, context.environment)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setBackgroundChildren(
            context.handle(), content: slots[0], background: slots.count > 1 ? slots[1] : [])
    }
}

struct _OpacityView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let opacity: Double
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeOpacity()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateOpacity(context.handle(), opacity, context.transaction)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Adds `length` points of space around the view (8 by default) on `edges`.
    ///
    /// - Parameters:
    ///   - edges: Which edges get space.
    ///   - length: How much; `nil` means the default of 8.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let value = length ?? 8
        return _PaddingView(
            content: self,
            insets: EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: Double) -> some View { padding(.all, length) }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View { _PaddingView(content: self, insets: insets) }

    /// Places the view in a frame of a fixed width and/or height, at `alignment` within it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        _FrameView(
            content: self,
            layout: FrameLayout(
                width: width, height: height, minWidth: nil, maxWidth: nil, minHeight: nil, maxHeight: nil,
                alignment: alignment))
    }

    /// Places the view in a flexible frame; `maxWidth: .infinity` fills the width offered.
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        _FrameView(
            content: self,
            layout: FrameLayout(
                width: nil, height: nil, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                maxHeight: maxHeight, alignment: alignment))
    }

    /// Fills the area behind the view (including its padding) with `color`.
    public func background(_ color: Color) -> some View {
        _BackgroundView<Self, EmptyView>(content: self, background: nil, color: color)
    }

    /// Places `background` behind the view, sized to it.
    public func background<Background: View>(@ViewBuilder _ background: () -> Background) -> some View {
        _BackgroundView(content: self, background: background(), color: nil)
    }

    /// Places `background` behind the view, sized to it.
    public func background<Background: View>(_ background: Background) -> some View {
        _BackgroundView(content: self, background: background, color: nil)
    }

    /// Makes the view transparent by `opacity` (0 invisible … 1 opaque); animatable.
    public func opacity(_ opacity: Double) -> some View {
        _OpacityView(content: self, opacity: min(max(opacity, 0), 1))
    }
}
