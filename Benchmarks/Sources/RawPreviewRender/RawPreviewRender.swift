internal import CGtkBench

/// The raw GTK/GSK C calls that render a custom-drawn widget to PNG: the physical limit that
/// `PreviewBenchmarks` compares Graft's previews against.
///
/// The widget is a `GtkDrawingArea` whose C draw function fills a white rounded rectangle and
/// strokes a 14 px blue border (radius 32) — what Graft's `RoundedBorder` example draws in light
/// mode — so a benchmark can time Graft's preview of that view against the same pixels made with
/// no Swift layers in between.
@MainActor
public enum RawPreviewRender {
    /// Does all the work of one preview in C: creates an undecorated window of the given size
    /// holding the drawing area, presents it, waits for its first paint, snapshots and renders it
    /// with a Cairo GSK renderer, writes PNG, and destroys the window.
    ///
    /// - Parameters:
    ///   - width: The window width in pixels.
    ///   - height: The window height in pixels.
    /// - Returns: The PNG bytes, or an empty array if the window did not paint within 5 seconds.
    public static func renderRoundedBorderPNG(width: Int, height: Int) -> [UInt8] {
        let window = _makeWindow(width: width, height: height)
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        return _renderWhenPainted(window)
    }

    /// A presented raw window that stays open, to time the render step alone.
    @MainActor
    public final class OpenWindow {
        private let window: UnsafeMutablePointer<GtkWidget>

        /// Opens the window and waits for its first paint.
        ///
        /// - Parameters:
        ///   - width: The window width in pixels.
        ///   - height: The window height in pixels.
        public init(width: Int, height: Int) {
            window = RawPreviewRender._makeWindow(width: width, height: height)
            _ = RawPreviewRender._renderWhenPainted(window)
        }

        /// Snapshots, renders and encodes the already painted window: PNG bytes.
        public func renderPNG() -> [UInt8] {
            RawPreviewRender._renderPNG(window)
        }

        /// Destroys the window.
        public func close() {
            gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        }
    }

    fileprivate static func _makeWindow(width: Int, height: Int) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_decorated(gtkWindow, 0)
        gtk_window_set_default_size(gtkWindow, Int32(width), Int32(height))
        let area = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_drawing_area_set_draw_func(
            UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self), _rawDraw, nil, nil)
        gtk_window_set_child(gtkWindow, area)
        gtk_window_present(gtkWindow)
        return window
    }

    fileprivate static func _renderWhenPainted(_ window: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
        let deadline = g_get_monotonic_time() + 5_000_000
        while gtk_widget_get_mapped(window) == 0 {
            if g_get_monotonic_time() > deadline { return [] }
            g_main_context_iteration(nil, 1)
        }
        let flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        flag.initialize(to: 0)
        defer { flag.deallocate() }
        let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window))
        let handler = g_signal_connect_data(
            clock, "after-paint", unsafeBitCast(_rawAfterPaint, to: GCallback.self), flag, nil, GConnectFlags(0))
        defer { g_signal_handler_disconnect(clock, handler) }
        gtk_widget_queue_draw(window)
        while flag.pointee == 0 {
            if g_get_monotonic_time() > deadline { return [] }
            g_main_context_iteration(nil, 1)
        }
        return _renderPNG(window)
    }

    /// Widget paintable → snapshot → render node → Cairo GSK renderer → texture → PNG bytes.
    fileprivate static func _renderPNG(_ widget: UnsafeMutablePointer<GtkWidget>) -> [UInt8] {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let surface = gtk_native_get_surface(gtk_widget_get_native(widget)) else {
            return []
        }
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(node) }
        let renderer = gsk_cairo_renderer_new()!
        defer {
            gsk_renderer_unrealize(renderer)
            g_object_unref(UnsafeMutableRawPointer(renderer))
        }
        guard gsk_renderer_realize(renderer, surface, nil) != 0 else { return [] }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { return [] }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(png, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }
}

private let _rawAfterPaint: @convention(c) (gpointer?, gpointer?) -> Void = { _, flag in
    flag?.assumingMemoryBound(to: Int32.self).pointee = 1
}

private func _rawDraw(
    _ area: UnsafeMutablePointer<GtkDrawingArea>?, _ cairo: OpaquePointer?, _ width: Int32, _ height: Int32,
    _ data: gpointer?
) {
    guard let cairo else { return }
    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double) {
        let r = min(max(0, radius), w / 2, h / 2)
        let quarter = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + w - r, y + r, r, -quarter, 0)
        cairo_arc(cairo, x + w - r, y + h - r, r, 0, quarter)
        cairo_arc(cairo, x + r, y + h - r, r, quarter, 2 * quarter)
        cairo_arc(cairo, x + r, y + r, r, 2 * quarter, 3 * quarter)
        cairo_close_path(cairo)
    }
    let (w, h) = (Double(width), Double(height))
    cairo_set_source_rgba(cairo, 1, 1, 1, 1)
    roundedRect(0, 0, w, h, 32)
    cairo_fill(cairo)
    cairo_set_source_rgba(cairo, 0.21, 0.52, 0.89, 1)
    roundedRect(7, 7, w - 14, h - 14, 25)
    cairo_set_line_width(cairo, 14)
    cairo_stroke(cairo)
}
