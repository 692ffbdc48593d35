struct _OverlayView<Content: View, Overlay: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let overlay: Overlay
    let alignment: Alignment
    var _slots: [any View] { [content, overlay] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeOverlay()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setOverlayChildren(context.handle(), content: slots[0], overlay: slots[1], alignment: alignment)
    }
}

struct _ClipView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let cornerRadius: Double
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeClip()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateClip(context.handle(), cornerRadius: cornerRadius)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Places `overlay` over the view, sized by the view, at `alignment`.
    ///
    /// ```swift
    /// Image("photo").overlay(alignment: .bottomTrailing) { Text("New").padding(4) }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: Where the overlay sits when it is smaller than the view.
    ///   - overlay: The views drawn on top.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content overlay: () -> Overlay)
        -> some View
    {
        _OverlayView(content: self, overlay: overlay(), alignment: alignment)
    }

    /// Places `overlay` over the view, sized by the view, at `alignment`.
    ///
    /// - Parameters:
    ///   - overlay: The view drawn on top.
    ///   - alignment: Where the overlay sits when it is smaller than the view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _OverlayView(content: self, overlay: overlay, alignment: alignment)
    }

    /// Draws a border of `width` points inside the view's bounds, as SwiftUI's `.border`.
    ///
    /// - Parameters:
    ///   - style: The border's colour or gradient.
    ///   - width: The line width in points.
    public func border<S: ShapeStyle>(_ style: S, width: Double = 1) -> some View {
        _OverlayView(content: self, overlay: Rectangle().strokeBorder(style, lineWidth: width), alignment: .center)
    }

    /// Clips the view to a rectangle with rounded corners of `radius` points.
    ///
    /// On GTK the clip is CSS `border-radius` with the widget's overflow hidden.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        _ClipView(content: self, cornerRadius: max(0, radius))
    }

    /// Clips the view to `shape`.
    ///
    /// `Rectangle`, `RoundedRectangle` (circular corners), `Capsule` and `Circle` clip exactly
    /// (a `Circle` in a square frame; in another frame it clips as a capsule); other shapes
    /// clip to their bounds, as GTK clips widgets only to rounded rectangles.
    ///
    /// - Parameters:
    ///   - shape: The outline to clip to.
    ///   - style: Accepted for SwiftUI compatibility.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let radius: Double
        switch shape {
        case let rounded as RoundedRectangle: radius = Double(min(rounded.cornerSize.width, rounded.cornerSize.height))
        case is Capsule, is Circle, is Ellipse: radius = .infinity
        default: radius = 0
        }
        return _ClipView(content: self, cornerRadius: radius)
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View { _ClipView(content: self, cornerRadius: 0) }
}

/// How a path is filled; accepted for SwiftUI compatibility (GTK fills non-zero).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension View {
    /// Fills the area behind the view with the window background colour (white in light, near-black
    /// in dark), as SwiftUI's `.background()` with no argument.
    public func background() -> some View { background(Color.background) }

    /// Places `background` behind the view, sized to it.
    ///
    /// The background views are stretched to the view's bounds on GTK, a fixed `.frame` inside them
    /// too, so `alignment` changes nothing.
    ///
    /// - Parameters:
    ///   - alignment: Accepted for SwiftUI compatibility; see above.
    ///   - background: The views behind.
    public func background<Background: View>(
        alignment: Alignment, @ViewBuilder content background: () -> Background
    ) -> some View {
        self.background(background())
    }
}

extension Color {
    /// A colour from hue, saturation and brightness (HSB), each 0…1.
    ///
    /// - Parameters:
    ///   - hue: The hue, 0…1 around the colour wheel (0 and 1 are red).
    ///   - saturation: 0 (grey) … 1 (full colour).
    ///   - brightness: 0 (black) … 1.
    ///   - opacity: 0 … 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}
