import CGtk

/// Drawing state, groups, clips, text and images: what a canvas replays its operations with.
///
/// ```swift
/// context.save()
/// context.transform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 10)
/// context.pushGroup()
/// context.fillRect(x: 0, y: 0, width: 10, height: 10)
/// context.popGroupAndPaint(alpha: 0.5, operator: 14)   // CAIRO_OPERATOR_MULTIPLY
/// context.restore()
/// ```
extension Gtk.DrawingContext {
    /// Saves the transform, clip, source and stroke settings, to be restored by `restore()`.
    public func save() {
        guard let cairo else { return }
        cairo_save(cairo)
    }

    /// Restores what the matching `save()` saved.
    public func restore() {
        guard let cairo else { return }
        cairo_restore(cairo)
    }

    /// Applies an affine transform before the current one (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
    /// A transform that cannot be inverted is ignored (cairo would stop drawing).
    public func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        guard let cairo else { return }
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite, tx.isFinite, ty.isFinite else { return }
        var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cairo, &matrix)
    }

    /// Adds a closed rectangle to the current path.
    public func addRect(x: Double, y: Double, width: Double, height: Double) {
        guard let cairo else { return }
        cairo_rectangle(cairo, x, y, width, height)
    }

    /// Sets whether fills and clips use the even-odd rule (else non-zero winding).
    public func setFillRule(evenOdd: Bool) {
        guard let cairo else { return }
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Limits the following drawing to the current path (intersected with the clip), consuming it.
    public func clipPath() {
        guard let cairo else { return }
        cairo_clip(cairo)
    }

    /// Starts drawing into an offscreen group, composited by `popGroupAndPaint`.
    public func pushGroup() {
        guard let cairo else { return }
        cairo_push_group(cairo)
    }

    /// Ends the group and paints it with `alpha` using cairo operator `operator`
    /// (`cairo_operator_t`: 2 is over, 14 multiply, 15 screen…; out-of-range values draw over).
    public func popGroupAndPaint(alpha: Double, operator op: Int32) {
        guard let cairo else { return }
        cairo_pop_group_to_source(cairo)
        let known = (0...28).contains(op) ? op : 2
        cairo_set_operator(cairo, cairo_operator_t(UInt32(known)))
        cairo_paint_with_alpha(cairo, min(max(alpha, 0), 1))
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Paints the following fills and strokes with an elliptical gradient: circles around
    /// (`centerX`, `centerY`) stretched to radii `radiusX` × `radiusY`, the first colour at
    /// `startFraction` of the radii and the last at `endFraction`.
    public func setEllipticalGradient(
        centerX: Double, centerY: Double, radiusX: Double, radiusY: Double, startFraction: Double,
        endFraction: Double, stops: [Stop]
    ) {
        guard let cairo, radiusX > 0, radiusY > 0, radiusX.isFinite, radiusY.isFinite,
            let pattern = cairo_pattern_create_radial(0, 0, max(0, startFraction), 0, 0, max(0, endFraction))
        else { return }
        // The pattern's matrix maps user space to pattern space: the inverse of scale-then-move.
        var matrix = cairo_matrix_t(
            xx: 1 / radiusX, yx: 0, xy: 0, yy: 1 / radiusY, x0: -centerX / radiusX, y0: -centerY / radiusY)
        cairo_pattern_set_matrix(pattern, &matrix)
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A text's font: family (`nil` for the default sans-serif), size in pixels, CSS weight, italic.
    public struct TextFont: Hashable, Sendable {
        /// The fontconfig family, or `nil`.
        public var family: String?
        /// The size in pixels.
        public var size: Double
        /// The CSS weight (100…900).
        public var weight: Int
        /// Whether the face is italic.
        public var isItalic: Bool
        /// A font.
        public init(family: String?, size: Double, weight: Int, isItalic: Bool) {
            (self.family, self.size, self.weight, self.isItalic) = (family, size, weight, isItalic)
        }
    }

    /// The size in pixels `text` takes in `font` (wrapped at `width` when given).
    public func measureText(_ text: String, font: TextFont, width: Double?) -> (width: Double, height: Double) {
        guard let cairo, let layout = _layout(cairo, text, font, width) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    /// Draws `text` with its top-left corner at (`x`, `y`) in the current colour (wrapped at `width`).
    public func drawText(_ text: String, font: TextFont, x: Double, y: Double, width: Double?) {
        guard let cairo, let layout = _layout(cairo, text, font, width) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, layout)
        cairo_new_path(cairo)
    }

    private func _layout(_ cairo: OpaquePointer, _ text: String, _ font: TextFont, _ width: Double?) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(cairo) else { return nil }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family ?? "sans-serif")
        pango_font_description_set_absolute_size(description, max(1, font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(clamping: Int(width * Double(PANGO_SCALE))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// Draws `image` scaled into the rectangle (`x`, `y`, `width`, `height`), smoothly filtered.
    public func drawImage(_ image: RGBAImage, x: Double, y: Double, width: Double, height: Double) {
        guard let cairo, image.width > 0, image.height > 0, width > 0, height > 0 else { return }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        for row in 0..<image.height {
            for column in 0..<image.width {
                let source = (row * image.width + column) * 4
                let alpha = Int(image.pixels[source + 3])
                // ARGB32 is premultiplied, a native-endian word: B, G, R, A in memory here.
                let target = data.advanced(by: row * stride + column * 4)
                target[0] = UInt8(Int(image.pixels[source + 2]) * alpha / 255)
                target[1] = UInt8(Int(image.pixels[source + 1]) * alpha / 255)
                target[2] = UInt8(Int(image.pixels[source]) * alpha / 255)
                target[3] = UInt8(alpha)
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_save(cairo)
        cairo_translate(cairo, x, y)
        cairo_scale(cairo, width / Double(image.width), height / Double(image.height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        // Padded, so the filter does not fade the image's edges into transparency.
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }
}
