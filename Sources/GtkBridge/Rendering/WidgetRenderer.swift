import CGtk

/// Renders mapped widgets to PNG at scale 1, the way GTK draws them on screen.
///
/// A widget draws only while it is mapped in a presented window, so render a widget after its
/// window is shown and has painted once (``Gtk/Window/waitUntilPainted(timeout:)``). The
/// widget is snapshotted through a `GtkWidgetPaintable` into a render node, and the node is
/// rendered by a Cairo (software) GSK renderer into a texture the size of the widget's
/// allocation, whatever the display's scale factor or GL driver: the same widget gives the same
/// bytes on every run. The texture is written as PNG by GDK.
///
/// ```swift
/// window.present()
/// try window.waitUntilPainted()
/// let png = try WidgetRenderer.renderPNG(of: window)
/// ```
@MainActor
public enum WidgetRenderer {
    /// Renders `widget` as PNG bytes at its allocated size, scale 1.
    ///
    /// - Parameters:
    ///   - widget: A mapped widget (a window, or any widget inside a presented window).
    ///   - withWindowRenderer: Render with the renderer the window draws with (GL on most
    ///     displays), for what only it draws, such as 3D transforms; by default a Cairo renderer.
    /// - Returns: The bytes of a PNG file.
    /// - Throws: `RenderError` when the widget is not mapped, has no size, or GSK fails.
    public static func renderPNG(of widget: Gtk.Widget, withWindowRenderer: Bool = false) throws(RenderError)
        -> [UInt8]
    {
        let texture = try _renderTexture(widget.widgetPointer, withWindowRenderer: withWindowRenderer)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        do {
            return try _PNGCodec._pngBytes(of: texture)
        } catch {
            throw .renderFailed(error.description)
        }
    }

    /// Renders `widget` as RGBA pixels at its allocated size, scale 1.
    ///
    /// - Parameters:
    ///   - widget: A mapped widget.
    ///   - withWindowRenderer: Render with the window's own renderer (see ``renderPNG(of:withWindowRenderer:)``).
    /// - Returns: The pixels, exactly those the PNG of ``renderPNG(of:withWindowRenderer:)`` decodes to.
    /// - Throws: `RenderError` when the widget cannot be rendered.
    public static func renderImage(of widget: Gtk.Widget, withWindowRenderer: Bool = false) throws(RenderError)
        -> RGBAImage
    {
        let png = try renderPNG(of: widget, withWindowRenderer: withWindowRenderer)
        do {
            return try RGBAImage(pngData: png)
        } catch {
            throw .renderFailed(error.description)
        }
    }

    /// Snapshots a mapped widget into a texture (transfer full) with a Cairo GSK renderer, or the
    /// window's own.
    package static func _renderTexture(_ widget: UnsafeMutablePointer<GtkWidget>, withWindowRenderer: Bool = false)
        throws(RenderError) -> OpaquePointer
    {
        guard gtk_widget_get_mapped(widget) != 0 else { throw .notMapped }
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw .emptySize }
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else {
            throw .notMapped
        }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = gtk_snapshot_free_to_node(snapshot) ?? gsk_container_node_new(nil, 0)!
        defer { gsk_render_node_unref(node) }
        let windowRenderer = withWindowRenderer ? gtk_native_get_renderer(native) : nil
        let renderer: OpaquePointer
        if let windowRenderer { renderer = windowRenderer } else { renderer = try _cairoRenderer(for: surface) }
        defer {
            if windowRenderer == nil {
                gsk_renderer_unrealize(renderer)
                g_object_unref(UnsafeMutableRawPointer(renderer))
            }
        }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw .renderFailed("GSK returned no texture")
        }
        return texture
    }

    /// A realized software renderer: the same pixels whatever GL the display offers.
    private static func _cairoRenderer(for surface: OpaquePointer) throws(RenderError) -> OpaquePointer {
        let renderer = gsk_cairo_renderer_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, surface, &error) != 0 else {
            g_object_unref(UnsafeMutableRawPointer(renderer))
            throw .renderFailed(_PNGCodec._consume(error))
        }
        return renderer
    }
}

/// An error rendering a widget to an image.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The widget is not mapped in a presented window, so GTK has nothing to draw.
    case notMapped
    /// The widget was allocated no area (zero width or height).
    case emptySize
    /// The window did not lay out and paint within the time allowed.
    case timedOut
    /// GSK or GDK failed; the text says how.
    case renderFailed(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .notMapped: "the widget is not mapped: present its window and let it paint before rendering"
        case .emptySize: "the widget has no area to render (zero width or height)"
        case .timedOut: "the window did not lay out and paint in time"
        case .renderFailed(let reason): "rendering failed: \(reason)"
        }
    }
}
