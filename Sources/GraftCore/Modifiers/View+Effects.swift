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

struct _EffectView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let offset: (x: Double, y: Double)
    let shadow: ShadowStyle?
    var _slots: [any View] { [content] }
    func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeEffect() }
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateEffect(widget, offsetX: offset.x, offsetY: offset.y, shadow: shadow, context.environment)
    }
    func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
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
        _EffectView(content: self, offset: (x, y), shadow: nil)
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
            content: self, offset: (0, 0), shadow: ShadowStyle(color: color, radius: max(0, radius), x: x, y: y))
    }
}
