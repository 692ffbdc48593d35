struct _MaskView<Content: View, Mask: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment
    var _slots: [any View] { [content, mask] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeMask()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setMaskChildren(context.handle(), content: slots[0], mask: slots[1], alignment: alignment)
    }
}

extension View {
    /// Shows the view only where `mask` is opaque, and partly where it is partly transparent.
    ///
    /// The mask is laid out in the view's frame and placed at `alignment`; its colours do not
    /// matter, only its opacity. The mask is not drawn, takes no clicks and is not read out.
    ///
    /// ```swift
    /// Image("photo").mask {
    ///     LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
    /// }
    /// ```
    ///
    /// On GTK the view and the mask are rendered to cairo surfaces and the view is painted
    /// through the mask's alpha (GTK 4.8 has no mask render node).
    ///
    /// - Parameters:
    ///   - alignment: Where the mask sits when it is smaller than the view.
    ///   - mask: The views whose opacity decides where the view shows.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Shows the view only where `mask` is opaque (the older form of `.mask(alignment:_:)`;
    /// SwiftUI deprecates it for a future release, so, as there, using it gives no warning).
    ///
    /// - Parameter mask: The view whose opacity decides where the view shows.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        _MaskView(content: self, mask: mask, alignment: .center)
    }
}
