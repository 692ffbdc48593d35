import Foundation

/// How `.rotation3DEffect` draws a view: turned around an axis in three dimensions, about an
/// anchor, seen in perspective. It does not change the layout around the view.
public struct Rotation3DEffect: Hashable, Sendable {
    /// The turn, by the right-hand rule around the axis (x right, y down, z towards the viewer).
    public var angle: Angle
    /// The axis' x, y and z components.
    public var axisX: Double, axisY: Double, axisZ: Double
    /// The point of the view that stays still.
    public var anchor: UnitPoint
    /// The depth of that point, in points.
    public var anchorZ: Double
    /// The perspective's strength: the eye is the view's larger side divided by it away (0: none).
    public var perspective: Double
}

struct _Rotation3DView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let effect: Rotation3DEffect
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeRotation3D()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateRotation3D(context.handle(), effect)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Draws the view turned by `angle` around `axis` in three dimensions, in perspective, without
    /// changing the layout around it: a card turned 180° about the y axis shows its mirror image,
    /// 90° shows its edge (nothing).
    ///
    /// ```swift
    /// card.rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    ///
    /// Clicks follow the drawing.
    ///
    /// - Parameters:
    ///   - angle: The turn, by the right-hand rule around the axis (x right, y down, z out of the screen).
    ///   - axis: The axis' x, y and z components; (0, 0, 0) turns nothing.
    ///   - anchor: The point of the view that stays still.
    ///   - anchorZ: The depth of that point, in points.
    ///   - perspective: The perspective's strength: the eye is the view's larger side divided by
    ///     it away; 0 draws without perspective.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        _Rotation3DView(
            content: self,
            effect: Rotation3DEffect(
                angle: angle, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z), anchor: anchor,
                anchorZ: Double(anchorZ), perspective: Double(perspective)))
    }
}
