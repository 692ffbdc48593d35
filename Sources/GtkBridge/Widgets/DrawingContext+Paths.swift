import CGtk

/// Paths and gradients: build an outline with `moveTo` / `lineTo` / `curveTo` / `closePath`,
/// choose a colour or a gradient, then `fillPath` and/or `strokePath`.
///
/// ```swift
/// context.moveTo(x: 0, y: 0)
/// context.lineTo(x: 40, y: 0)
/// context.curveTo(x1: 40, y1: 20, x2: 20, y2: 40, x: 0, y: 40)
/// context.closePath()
/// context.setLinearGradient(x0: 0, y0: 0, x1: 0, y1: 40, stops: [(0, 1, 0, 0, 1), (1, 0, 0, 1, 1)])
/// context.fillPath(preserve: true)
/// context.setColor(red: 0, green: 0, blue: 0)
/// context.strokePath(lineWidth: 2)
/// ```
extension Gtk.DrawingContext {
    /// A gradient stop: offset 0…1, then red, green, blue and alpha 0…1.
    public typealias Stop = (offset: Double, red: Double, green: Double, blue: Double, alpha: Double)

    /// Starts a new subpath at a point.
    public func moveTo(x: Double, y: Double) {
        guard let cairo else { return }
        cairo_move_to(cairo, x, y)
    }

    /// Adds a line from the current point.
    public func lineTo(x: Double, y: Double) {
        guard let cairo else { return }
        cairo_line_to(cairo, x, y)
    }

    /// Adds a cubic Bézier curve from the current point to (`x`, `y`).
    public func curveTo(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double) {
        guard let cairo else { return }
        cairo_curve_to(cairo, x1, y1, x2, y2, x, y)
    }

    /// Closes the current subpath.
    public func closePath() {
        guard let cairo else { return }
        cairo_close_path(cairo)
    }

    /// Fills the current path with the current colour or gradient, antialiased.
    ///
    /// - Parameter preserve: Whether to keep the path for a following stroke.
    public func fillPath(preserve: Bool = false) {
        guard let cairo else { return }
        if preserve { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
    }

    /// Strokes the current path with the current colour or gradient, antialiased, centred on it.
    ///
    /// - Parameters:
    ///   - lineWidth: The line width in pixels.
    ///   - preserve: Whether to keep the path.
    public func strokePath(lineWidth: Double, preserve: Bool = false) {
        guard let cairo else { return }
        cairo_set_line_width(cairo, lineWidth)
        if preserve { cairo_stroke_preserve(cairo) } else { cairo_stroke(cairo) }
    }

    /// Forgets the current path.
    public func clearPath() {
        guard let cairo else { return }
        cairo_new_path(cairo)
    }

    /// Paints the following fills and strokes with a gradient along the line (x0, y0)–(x1, y1).
    public func setLinearGradient(x0: Double, y0: Double, x1: Double, y1: Double, stops: [Stop]) {
        guard let cairo, let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        _setPattern(cairo, pattern, stops)
    }

    /// Paints the following fills and strokes with circles around (`centerX`, `centerY`) from
    /// `startRadius` to `endRadius`.
    public func setRadialGradient(
        centerX: Double, centerY: Double, startRadius: Double, endRadius: Double, stops: [Stop]
    ) {
        guard let cairo,
            let pattern = cairo_pattern_create_radial(centerX, centerY, startRadius, centerX, centerY, endRadius)
        else { return }
        _setPattern(cairo, pattern, stops)
    }

    /// Fills the current path with colours around (`centerX`, `centerY`), as thin wedges.
    ///
    /// Cairo has no conic gradient: the sweep is split into `wedges` pie slices, each filled
    /// with the colour `colorAt` gives for its middle (0 at `startAngle`, 1 at `endAngle`), clipped
    /// to the path. Angles are in radians, 0 pointing right, growing clockwise. The path is consumed.
    public func fillAngularGradient(
        centerX: Double, centerY: Double, startAngle: Double, endAngle: Double, wedges: Int = 360,
        colorAt: (Double) -> (red: Double, green: Double, blue: Double, alpha: Double)
    ) {
        guard let cairo else { return }
        cairo_save(cairo)
        cairo_clip(cairo)
        let radius = Double(width + height) + abs(centerX) + abs(centerY)
        let count = max(1, wedges)
        let step = (endAngle - startAngle) / Double(count)
        for index in 0..<count {
            let from = startAngle + Double(index) * step
            let color = colorAt((Double(index) + 0.5) / Double(count))
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cairo, centerX, centerY)
            // Overlap each wedge a little with the next so no seam shows between them.
            cairo_arc(cairo, centerX, centerY, radius, from, from + (index == count - 1 ? step : step * 1.5))
            cairo_close_path(cairo)
            cairo_fill(cairo)
        }
        cairo_restore(cairo)
    }

    private func _setPattern(_ cairo: OpaquePointer, _ pattern: OpaquePointer, _ stops: [Stop]) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }
}
