import CGtk

extension Gtk {
    /// A small drawing API over cairo, handed to a `DrawingArea`'s draw closure.
    ///
    /// Coordinates are in pixels from the top-left corner of the area. Shapes are filled or stroked
    /// with the colour last set by `setColor(red:green:blue:alpha:)` (opaque black by default).
    /// The context is valid only during the draw call; after it returns, every method does nothing.
    @MainActor
    public final class DrawingContext {
        var cairo: OpaquePointer?

        /// The width of the area being drawn, in pixels.
        public let width: Int
        /// The height of the area being drawn, in pixels.
        public let height: Int

        init(cairo: OpaquePointer, width: Int, height: Int) {
            self.cairo = cairo
            self.width = width
            self.height = height
        }

        /// Ends the context's validity (called when the draw call returns).
        func invalidate() {
            cairo = nil
        }

        /// Sets the colour of the following fills and strokes. Components range from 0 to 1.
        ///
        /// - Parameters:
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - alpha: The opacity, 1 for opaque.
        public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            guard let cairo else { return }
            cairo_set_source_rgba(cairo, red, green, blue, alpha)
        }

        /// Fills the whole area with the current colour.
        public func fill() {
            guard let cairo else { return }
            cairo_paint(cairo)
        }

        /// Fills a rectangle with the current colour.
        ///
        /// - Parameters:
        ///   - x: The left edge.
        ///   - y: The top edge.
        ///   - width: The width.
        ///   - height: The height.
        public func fillRect(x: Double, y: Double, width: Double, height: Double) {
            guard let cairo else { return }
            cairo_rectangle(cairo, x, y, width, height)
            cairo_fill(cairo)
        }

        /// Fills a rectangle with rounded corners with the current colour.
        ///
        /// - Parameters:
        ///   - x: The left edge.
        ///   - y: The top edge.
        ///   - width: The width.
        ///   - height: The height.
        ///   - radius: The corner radius (limited to half the shorter side).
        public func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
            guard let cairo else { return }
            _roundedRectPath(cairo, x: x, y: y, width: width, height: height, radius: radius)
            cairo_fill(cairo)
        }

        /// Strokes the outline of a rectangle with rounded corners in the current colour.
        ///
        /// The line lies inside the rectangle (it is inset by half its width), so a border stroked
        /// over a filled rectangle of the same frame stays within that frame.
        ///
        /// - Parameters:
        ///   - x: The left edge of the outer border.
        ///   - y: The top edge of the outer border.
        ///   - width: The outer width.
        ///   - height: The outer height.
        ///   - radius: The outer corner radius.
        ///   - lineWidth: The width of the line.
        public func strokeRoundedRect(
            x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double = 1
        ) {
            guard let cairo, lineWidth > 0 else { return }
            let inset = lineWidth / 2
            _roundedRectPath(
                cairo, x: x + inset, y: y + inset, width: width - lineWidth, height: height - lineWidth,
                radius: max(0, radius - inset))
            cairo_set_line_width(cairo, lineWidth)
            cairo_stroke(cairo)
        }

        /// Adds a closed rounded-rectangle path to the context.
        private func _roundedRectPath(
            _ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
        ) {
            guard width > 0, height > 0 else { return }
            let r = min(max(0, radius), width / 2, height / 2)
            let quarter = Double.pi / 2
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x + width - r, y + r, r, -quarter, 0)
            cairo_arc(cairo, x + width - r, y + height - r, r, 0, quarter)
            cairo_arc(cairo, x + r, y + height - r, r, quarter, 2 * quarter)
            cairo_arc(cairo, x + r, y + r, r, 2 * quarter, 3 * quarter)
            cairo_close_path(cairo)
        }
    }
}

extension Gtk.DrawingContext {
    /// Draws into an offscreen image and returns its pixels (for tests): premultiplied RGBA,
    /// 4 bytes a pixel, rows `width * 4` bytes apart, transparent before drawing.
    ///
    /// - Parameters:
    ///   - width: The image width in pixels.
    ///   - height: The image height in pixels.
    ///   - draw: Draws with a context of that size.
    package static func _renderRGBA(width: Int, height: Int, _ draw: (Gtk.DrawingContext) -> Void) -> [UInt8] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        let context = Gtk.DrawingContext(cairo: cairo, width: width, height: height)
        draw(context)
        context.invalidate()
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                // CAIRO_FORMAT_ARGB32 is a native-endian 32-bit word: B, G, R, A in memory here.
                let source = data.advanced(by: row * stride + column * 4)
                let target = (row * width + column) * 4
                result[target] = source[2]
                result[target + 1] = source[1]
                result[target + 2] = source[0]
                result[target + 3] = source[3]
            }
        }
        return result
    }
}
