import CGtk

extension Gtk {
    /// A widget whose content is drawn by a Swift closure (`GtkDrawingArea`).
    ///
    /// The closure gets a `DrawingContext` sized to the widget's current allocation and runs each
    /// time GTK redraws the widget; call `queueDraw()` after the data it draws has changed.
    ///
    /// ```swift
    /// let card = DrawingArea(contentWidth: 120, contentHeight: 80) { context in
    ///     context.setColor(red: 1, green: 1, blue: 1)
    ///     context.fillRoundedRect(x: 0, y: 0, width: context.width, height: context.height, radius: 12)
    ///     context.setColor(red: 0.2, green: 0.4, blue: 0.9)
    ///     context.strokeRoundedRect(
    ///         x: 0, y: 0, width: context.width, height: context.height, radius: 12, lineWidth: 2)
    /// }
    /// ```
    open class DrawingArea: Widget {
        private var area: UnsafeMutablePointer<GtkDrawingArea> { pointer(as: GtkDrawingArea.self) }

        /// Creates a drawing area with no content size and no draw handler — the designated
        /// initializer a subclass overrides; set the handler with `setDrawHandler(_:)`.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_drawing_area_new()))
        }

        /// Creates a drawing area.
        ///
        /// - Parameters:
        ///   - contentWidth: The width the area asks for, in pixels (0 for none).
        ///   - contentHeight: The height the area asks for, in pixels (0 for none).
        ///   - draw: Draws the content; see `setDrawHandler(_:)`.
        public init(
            contentWidth: Int = 0, contentHeight: Int = 0, draw: (@MainActor (Gtk.DrawingContext) -> Void)? = nil
        ) {
            super.init(takingFloating: OpaquePointer(gtk_drawing_area_new()))
            self.contentWidth = contentWidth
            self.contentHeight = contentHeight
            if let draw { setDrawHandler(draw) }
        }

        /// The width the area asks for, in pixels (0 for none).
        public var contentWidth: Int {
            get { Int(gtk_drawing_area_get_content_width(area)) }
            set { gtk_drawing_area_set_content_width(area, Int32(clamping: newValue)) }
        }

        /// The height the area asks for, in pixels (0 for none).
        public var contentHeight: Int {
            get { Int(gtk_drawing_area_get_content_height(area)) }
            set { gtk_drawing_area_set_content_height(area, Int32(clamping: newValue)) }
        }

        /// Sets (or, with `nil`, removes) the closure that draws the content, and schedules a redraw.
        ///
        /// GTK keeps the closure until it is replaced or the widget is finalized, so capture the
        /// area weakly inside it. The `DrawingContext` is valid only during the call.
        ///
        /// - Parameter draw: Draws the content on the main actor.
        public func setDrawHandler(_ draw: (@MainActor (Gtk.DrawingContext) -> Void)?) {
            guard let draw else {
                gtk_drawing_area_set_draw_func(area, nil, nil, nil)
                return
            }
            let box = Unmanaged.passRetained(_DrawBox(draw)).toOpaque()
            gtk_drawing_area_set_draw_func(area, _drawingAreaDraw, box, _drawingAreaRelease)
        }
    }
}

/// Holds a draw closure for GTK; retained by the draw func's user data, released by GTK.
private final class _DrawBox {
    let draw: @MainActor (Gtk.DrawingContext) -> Void
    init(_ draw: @escaping @MainActor (Gtk.DrawingContext) -> Void) { self.draw = draw }
}

private func _drawingAreaDraw(
    _ area: UnsafeMutablePointer<GtkDrawingArea>?, _ cairo: OpaquePointer?, _ width: Int32, _ height: Int32,
    _ data: gpointer?
) {
    guard let cairoPointer = cairo, let data else { return }
    nonisolated(unsafe) let box = Unmanaged<_DrawBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let cairo = cairoPointer
    // GTK draws on the main thread only.
    MainActor.assumeIsolated {
        let context = Gtk.DrawingContext(cairo: cairo, width: Int(width), height: Int(height))
        box.draw(context)
        context.invalidate()
    }
}

private func _drawingAreaRelease(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<_DrawBox>.fromOpaque(data).release()
}
