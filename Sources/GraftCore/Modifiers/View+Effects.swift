import Foundation

/// A drop shadow: colour, blur radius and offset, in points.
public struct ShadowStyle: Hashable, Sendable {
    /// The shadow colour.
    public var color: Color
    /// The blur radius.
    public var radius: Double
    /// The horizontal offset.
    public var x: Double
    /// The vertical offset.
    public var y: Double
}

/// How an effect container draws its content: moved, rotated, scaled, with a shadow. None of it
/// changes the layout around the view.
public struct ViewEffect: Hashable, Sendable {
    /// The move in points (positive right and down).
    public var offsetX = 0.0, offsetY = 0.0
    /// The rotation around the view's centre, clockwise.
    public var rotation = Angle.zero
    /// The point the rotation turns about, in fractions of the view's size.
    public var rotationAnchor = UnitPoint.center
    /// The scale, horizontal and vertical (negative mirrors).
    public var scaleX = 1.0, scaleY = 1.0
    /// The point the scale grows from, in fractions of the view's size.
    public var scaleAnchor = UnitPoint.center
    /// The shadow, if any.
    public var shadow: ShadowStyle?
    /// Colour filters applied to the drawn view, in order (`.blur`, `.grayscale`…).
    public var filters: [ViewFilter] = []
    /// Whether clicks and touches reach the view (`.allowsHitTesting`).
    public var allowsHitTesting = true
}

struct _EffectView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let effect: ViewEffect
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeEffect()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateEffect(context.handle(), effect, context.environment, context.transaction)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Draws the view moved by `x` and `y` points, without changing the layout around it.
    ///
    /// On GTK it is a CSS `transform: translate(…)` of a wrapper.
    ///
    /// - Parameters:
    ///   - x: The horizontal move (positive to the right).
    ///   - y: The vertical move (positive down).
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        _EffectView(content: self, effect: ViewEffect(offsetX: x, offsetY: y))
    }

    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Draws a shadow under the view.
    ///
    /// On GTK it is a CSS `box-shadow` of the view's frame (rounded by a `cornerRadius` or
    /// `clipShape` inside it is not followed): under a filled background or shape of the same
    /// frame it looks as in SwiftUI; under text it is a rectangle, where SwiftUI follows the glyphs.
    ///
    /// - Parameters:
    ///   - color: The shadow colour (SwiftUI's default is black at 33 %).
    ///   - radius: The blur radius in points.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0)
        -> some View
    {
        _EffectView(
            content: self, effect: ViewEffect(shadow: ShadowStyle(color: color, radius: max(0, radius), x: x, y: y)))
    }

    /// Draws the view rotated by `angle` around `anchor`, without changing the layout around it.
    /// Clicks follow the drawing.
    ///
    /// - Parameters:
    ///   - angle: The rotation, clockwise.
    ///   - anchor: The point that stays still, in fractions of the view's size.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _EffectView(content: self, effect: ViewEffect(rotation: angle, rotationAnchor: anchor))
    }

    /// Draws the view scaled by `scale` from `anchor`, without changing the layout around it.
    ///
    /// - Parameters:
    ///   - scale: The factor for both axes.
    ///   - anchor: The point that stays still, in fractions of the view's size.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        _EffectView(content: self, effect: ViewEffect(scaleX: scale, scaleY: scale, scaleAnchor: anchor))
    }

    /// Draws the view scaled by `scale`'s width and height from `anchor`.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point that stays still, in fractions of the view's size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` from `anchor`.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    ///   - anchor: The point that stays still, in fractions of the view's size.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        _EffectView(content: self, effect: ViewEffect(scaleX: x, scaleY: y, scaleAnchor: anchor))
    }

    /// Sets the view's drawing order among its siblings in a `ZStack`: higher draws on top.
    ///
    /// - Parameter value: The order; siblings default to 0 and equal values keep declaration order.
    public func zIndex(_ value: Double) -> some View { _ZIndexView(content: self, zIndex: value) }
}

struct _ZIndexView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let zIndex: Double
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeZIndex()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateZIndex(context.handle(), zIndex)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
