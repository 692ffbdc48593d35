import Foundation

extension View {
    /// Moves the view's `guide` to where `computeValue` says, for the stack it is in.
    ///
    /// A `VStack(alignment: g)` lines its children up along the guide `g`: each child at its
    /// value of `g`, this one at the closure's value. The closure gets the view's dimensions, so
    /// it can place the guide relative to the view's edges or other guides.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Indented").alignmentGuide(.leading) { _ in -20 }
    ///     Text("Flush")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - guide: The horizontal guide to set.
    ///   - computeValue: The guide's position in the view, from the view's dimensions.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        _AlignmentGuideView(content: self, key: guide.key, compute: computeValue)
    }

    /// Moves the view's `guide` to where `computeValue` says, for the stack it is in.
    ///
    /// An `HStack(alignment: g)` lines its children up along the guide `g`: each child at its
    /// value of `g`, this one at the closure's value.
    ///
    /// - Parameters:
    ///   - guide: The vertical guide to set.
    ///   - computeValue: The guide's position in the view, from the view's dimensions.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        _AlignmentGuideView(content: self, key: guide.key, compute: computeValue)
    }
}

struct _AlignmentGuideView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeAlignmentGuide()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        var guides = _AlignmentGuides()
        guides.values[key] = compute
        context.backend.updateAlignmentGuide(context.handle(), guides)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
