import CGtk

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
        let pivotX = Float(width) / 2
        let pivotY = Float(height) / 2
        let scale = Float(scale.isFinite ? max(scale, 0.001) : 1)
        var toPivot = graphene_point_t(
            x: Float(x) + Float(dx.isFinite ? dx : 0) + pivotX, y: Float(y) + Float(dy.isFinite ? dy : 0) + pivotY)
        var back = graphene_point_t(x: -pivotX, y: -pivotY)
        var transform = gsk_transform_translate(nil, &toPivot)
        transform = gsk_transform_rotate(transform, Float(degrees.isFinite ? degrees : 0))
        transform = gsk_transform_scale(transform, scale, scale)
        transform = gsk_transform_translate(transform, &back)
        gtk_widget_allocate(widgetPointer, Int32(clamping: width), Int32(clamping: height), -1, transform)
    }
}
