/// How a view's colours combine with what is drawn behind it (`.blendMode`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Draws over what is behind.
    case normal
    /// Multiplies the colours: white changes nothing, black gives black.
    case multiply
    /// Inverts both, multiplies and inverts again: black changes nothing, white gives white.
    case screen
    /// Multiplies or screens, by what is behind.
    case overlay
    /// Keeps the darker of each channel.
    case darken
    /// Keeps the lighter of each channel.
    case lighten
    /// Brightens what is behind.
    case colorDodge
    /// Darkens what is behind.
    case colorBurn
    /// A soft overlay.
    case softLight
    /// Multiplies or screens, by the view's colour.
    case hardLight
    /// The difference of each channel.
    case difference
    /// A softer difference.
    case exclusion
    /// The view's hue, with the saturation and luminosity behind.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation, with the luminosity behind.
    case color
    /// The view's luminosity.
    case luminosity
    /// Draws only over what is behind (drawn as `normal` on GTK).
    case sourceAtop
    /// Draws behind what is there (drawn as `normal` on GTK).
    case destinationOver
    /// Erases what is behind where the view is drawn (drawn as `normal` on GTK).
    case destinationOut
    /// Darkens by adding and inverting (drawn as `normal` on GTK).
    case plusDarker
    /// Adds the colours (drawn as `normal` on GTK).
    case plusLighter
}

struct _BlendModeView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let mode: BlendMode
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeBlendMode()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateBlendMode(context.handle(), mode)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setBlendModeChildren(context.handle(), slots[0])
    }
}

extension View {
    /// Blends the view's colours with what is drawn behind it.
    ///
    /// ```swift
    /// ZStack {
    ///     Image("photo")
    ///     Color.orange.blendMode(.multiply)
    /// }
    /// ```
    ///
    /// On GTK, "behind" is what the nearest `ZStack`, `.background` or `.overlay` around the view
    /// draws before it: the stack's earlier children, the background (views or a colour) under
    /// the content, the content under an overlay. What lies outside that container (the window's
    /// background) is not blended with. The Porter-Duff modes (`sourceAtop`, `destinationOver`,
    /// `destinationOut`) and `plusDarker`/`plusLighter` have no GTK blend node and draw normally.
    ///
    /// - Parameter blendMode: How the colours combine.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        _BlendModeView(content: self, mode: blendMode)
    }
}
