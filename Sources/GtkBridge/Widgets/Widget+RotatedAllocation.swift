import CGtk

/// A 2D drawing transform for a child's allocation: a move, a turn about one point and a scale
/// about another, applied (as SwiftUI's modifiers nest) scale first, then turn, then move.
public struct DrawingTransform: Equatable, Sendable {
    /// The move, in pixels.
    public var dx = 0.0, dy = 0.0
    /// The clockwise turn, in degrees.
    public var degrees = 0.0
    /// The point the turn is about, in fractions of the width and height.
    public var rotationAnchor = (x: 0.5, y: 0.5)
    /// The horizontal and vertical scale (negative mirrors).
    public var scaleX = 1.0, scaleY = 1.0
    /// The point the scale is about, in fractions of the width and height.
    public var scaleAnchor = (x: 0.5, y: 0.5)

    /// No move, turn or scale.
    public init() {}

    /// Whether both transforms are the same.
    public static func == (lhs: DrawingTransform, rhs: DrawingTransform) -> Bool {
        lhs.dx == rhs.dx && lhs.dy == rhs.dy && lhs.degrees == rhs.degrees && lhs.rotationAnchor == rhs.rotationAnchor
            && lhs.scaleX == rhs.scaleX && lhs.scaleY == rhs.scaleY && lhs.scaleAnchor == rhs.scaleAnchor
    }
}

extension Gtk.Widget {
    /// Gives the widget its place inside its parent, drawn turned, scaled and moved around its
    /// centre (`gtk_widget_allocate` with a transform): it lays out in `width` × `height` at
    /// (`x`, `y`), then is drawn rotated by `degrees` clockwise and scaled by `scale` around the
    /// centre of that area and moved by `dx`, `dy`. Its clicks follow the drawing. Call it from a
    /// custom layout's `allocate`.
    ///
    /// - Parameters:
    ///   - x: The left edge, in the parent's coordinates.
    ///   - y: The top edge.
    ///   - width: The width it lays out in.
    ///   - height: The height it lays out in.
    ///   - dx: The horizontal move of the drawing, in pixels.
    ///   - dy: The vertical move of the drawing.
    ///   - scale: The scale of the drawing (kept above 0.001, where it is all but invisible).
    ///   - degrees: The clockwise rotation of the drawing.
    public func allocate(
        x: Int, y: Int, width: Int, height: Int, movedBy dx: Double, _ dy: Double, scaledBy scale: Double,
        rotatedBy degrees: Double
    ) {
        var transform = DrawingTransform()
        (transform.dx, transform.dy, transform.degrees) = (dx, dy, degrees)
        (transform.scaleX, transform.scaleY) = (scale, scale)
        allocate(x: x, y: y, width: width, height: height, transformed: transform)
    }

    /// Gives the widget its place inside its parent, drawn with `transform` (`gtk_widget_allocate`
    /// with a `GskTransform`): it lays out in `width` × `height` at (`x`, `y`) as usual, and its
    /// drawing and its clicks follow the transform. Non-finite values do nothing; a scale nearer
    /// zero than 0.001 is kept at 0.001 (all but invisible), with its sign.
    ///
    /// - Parameters:
    ///   - x: The left edge, in the parent's coordinates.
    ///   - y: The top edge.
    ///   - width: The width it lays out in.
    ///   - height: The height it lays out in.
    ///   - transform: The move, turn and scale of the drawing.
    public func allocate(x: Int, y: Int, width: Int, height: Int, transformed transform: DrawingTransform) {
        func finite(_ value: Double, _ fallback: Double) -> Float { Float(value.isFinite ? value : fallback) }
        func scale(_ value: Double) -> Float {
            guard value.isFinite else { return 1 }
            return Float(abs(value) < 0.001 ? (value < 0 ? -0.001 : 0.001) : value)
        }
        func point(_ anchor: (x: Double, y: Double), _ sign: Float) -> graphene_point_t {
            graphene_point_t(
                x: sign * finite(anchor.x, 0.5) * Float(width), y: sign * finite(anchor.y, 0.5) * Float(height))
        }
        var origin = graphene_point_t(x: Float(x) + finite(transform.dx, 0), y: Float(y) + finite(transform.dy, 0))
        var toTurn = point(transform.rotationAnchor, 1), fromTurn = point(transform.rotationAnchor, -1)
        var toScale = point(transform.scaleAnchor, 1), fromScale = point(transform.scaleAnchor, -1)
        var result = gsk_transform_translate(nil, &origin)
        result = gsk_transform_translate(result, &toTurn)
        result = gsk_transform_rotate(result, finite(transform.degrees, 0))
        result = gsk_transform_translate(result, &fromTurn)
        result = gsk_transform_translate(result, &toScale)
        result = gsk_transform_scale(result, scale(transform.scaleX), scale(transform.scaleY))
        result = gsk_transform_translate(result, &fromScale)
        gtk_widget_allocate(widgetPointer, Int32(clamping: width), Int32(clamping: height), -1, result)
    }
}
