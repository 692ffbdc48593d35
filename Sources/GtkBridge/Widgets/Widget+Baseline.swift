import CGtk

extension Gtk.Widget {
    /// The widget's natural height for `width` and the baseline GTK reports at it
    /// (`gtk_widget_measure` on the vertical axis): the distance from the top to the first line
    /// of text, margins included, or `nil` when the widget has none (GTK reports -1).
    ///
    /// - Parameter width: The width to measure at, or -1 for none.
    /// - Returns: The minimum and natural heights, and the natural baseline.
    public func measureHeight(forWidth width: Int) -> (minimum: Int, natural: Int, baseline: Int?) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        var minimumBaseline: Int32 = -1
        var naturalBaseline: Int32 = -1
        gtk_widget_measure(
            widgetPointer, GTK_ORIENTATION_VERTICAL, Int32(clamping: width), &minimum, &natural, &minimumBaseline,
            &naturalBaseline)
        return (Int(minimum), Int(natural), naturalBaseline >= 0 ? Int(naturalBaseline) : nil)
    }

    /// Whether the widget lays out right to left (`gtk_widget_get_direction`, which follows the
    /// default direction unless set on the widget).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL }
}

extension Gtk.Label {
    /// How far below the first line's baseline the last line's baseline is, when the label is
    /// `width` pixels wide: 0 for one line. Measured on a copy of the label's Pango layout (same
    /// text, attributes and font), wrapped at `width` when the label wraps.
    ///
    /// - Parameter width: The label's width in pixels (its content width is used when it wraps).
    /// - Returns: The distance in pixels.
    public func lastBaselineOffset(forWidth width: Int) -> Int {
        let label = OpaquePointer(widgetPointer)
        guard let original = gtk_label_get_layout(label), let layout = pango_layout_copy(original) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if gtk_label_get_wrap(label) != 0, width > 0 {
            let horizontalExtras = Int(
                gtk_widget_get_margin_start(widgetPointer) + gtk_widget_get_margin_end(widgetPointer))
            pango_layout_set_width(layout, Int32(clamping: max(1, width - horizontalExtras)) * PANGO_SCALE)
        }
        guard let iter = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iter) }
        let first = pango_layout_iter_get_baseline(iter)
        var last = first
        while pango_layout_iter_next_line(iter) != 0 { last = pango_layout_iter_get_baseline(iter) }
        return Int((last - first) / PANGO_SCALE)
    }
}
