import CGtk

extension Gtk.Widget {
    /// Device pixels per logical pixel of the display the widget is on (1, or 2 on a high-density
    /// screen); before the widget is in a window, that of the display's first monitor.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widgetPointer)) }
}

extension Gtk.Picture {
    /// The size the picture asks for, in logical pixels, instead of its image's pixel size — so a
    /// `@2x` image of 64×64 pixels shows at 32×32 and draws one image pixel per device pixel on a
    /// display of scale 2. Nil (the default) asks for the image's own size.
    ///
    /// While set, the picture's minimum is this size (zero when ``canShrink``) and its natural
    /// size is this size; the image is drawn into whatever it is allocated, by ``contentFit``.
    public var pointSize: (width: Int, height: Int)? {
        get {
            let object = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self)
            let width = Int(bitPattern: g_object_get_data(object, _pointWidthKey))
            let height = Int(bitPattern: g_object_get_data(object, _pointHeightKey))
            return width == 0 ? nil : (width - 1, height - 1)
        }
        set {
            let object = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self)
            let old = pointSize
            guard old?.width != newValue?.width || old?.height != newValue?.height else { return }
            g_object_set_data(object, _pointWidthKey, gpointer(bitPattern: newValue.map { max($0.width, 0) + 1 } ?? 0))
            g_object_set_data(
                object, _pointHeightKey, gpointer(bitPattern: newValue.map { max($0.height, 0) + 1 } ?? 0))
            if newValue != nil, old == nil {
                gtk_widget_set_layout_manager(widgetPointer, gtk_custom_layout_new(nil, _pointMeasure, _pointAllocate))
            } else if newValue == nil {
                gtk_widget_set_layout_manager(widgetPointer, nil)  // back to GtkPicture's own measure
            }
            gtk_widget_queue_resize(widgetPointer)
        }
    }
}

private let _pointWidthKey = "graft-point-width"
private let _pointHeightKey = "graft-point-height"

private let _pointMeasure: GtkCustomMeasureFunc = { widget, orientation, _, minimum, natural, _, _ in
    guard let widget else { return }
    let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    let key = orientation == GTK_ORIENTATION_HORIZONTAL ? _pointWidthKey : _pointHeightKey
    let size = Int32(max(Int(bitPattern: g_object_get_data(object, key)) - 1, 0))
    let canShrink = gtk_picture_get_can_shrink(OpaquePointer(widget)) != 0
    minimum?.pointee = canShrink ? 0 : size
    natural?.pointee = size
}

/// A picture has no children to place: GtkPicture draws its image into its own allocation.
private let _pointAllocate: GtkCustomAllocateFunc = { _, _, _, _ in }
