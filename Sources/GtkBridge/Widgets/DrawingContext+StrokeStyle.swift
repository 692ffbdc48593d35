import CGtk

/// Stroke settings: caps, joins and dashes of the following `strokePath` calls.
///
/// ```swift
/// context.setStroke(cap: 1, join: 1, miterLimit: 10, dash: [8, 4], dashOffset: 0)
/// context.strokePath(lineWidth: 3)
/// ```
extension Gtk.DrawingContext {
    /// Sets how the following strokes end, join and dash.
    ///
    /// - Parameters:
    ///   - cap: 0 butt, 1 round, 2 square (`cairo_line_cap_t`).
    ///   - join: 0 miter, 1 round, 2 bevel (`cairo_line_join_t`).
    ///   - miterLimit: The longest miter as a multiple of the line width.
    ///   - dash: Alternating dash and gap lengths in pixels; empty for solid. Negative lengths, or
    ///     all zero, make the line solid (cairo would refuse them and stop drawing).
    ///   - dashOffset: How far into the pattern the line starts.
    public func setStroke(cap: Int32, join: Int32, miterLimit: Double, dash: [Double], dashOffset: Double) {
        guard let cairo else { return }
        cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(max(0, min(2, cap)))))
        cairo_set_line_join(cairo, cairo_line_join_t(UInt32(max(0, min(2, join)))))
        cairo_set_miter_limit(cairo, max(1, miterLimit))
        let usable = !dash.isEmpty && dash.allSatisfy { $0 >= 0 && $0.isFinite } && dash.contains { $0 > 0 }
        if usable {
            dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), dashOffset) }
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }
}
