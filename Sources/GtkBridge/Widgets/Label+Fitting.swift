import CGtk

extension Gtk.Label {
    /// Draws the whole text with its font scaled by `scale` and `letterSpacing` points between
    /// letters (negative: tighter), on top of its markup (`gtk_label_set_attributes` with Pango's
    /// scale and letter-spacing attributes); `scale` 1 and spacing 0 remove them.
    ///
    /// - Parameters:
    ///   - scale: The font's scale, above 0.
    ///   - letterSpacing: The extra space between letters, in points.
    public func setFitting(scale: Double, letterSpacing: Double) {
        let label = gobjectPointer
        guard scale != 1 || letterSpacing != 0 else {
            gtk_label_set_attributes(label, nil)
            return
        }
        let list = pango_attr_list_new()
        if scale != 1 { pango_attr_list_insert(list, pango_attr_scale_new(max(scale, 0.01))) }
        if letterSpacing != 0 {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32(letterSpacing * Double(PANGO_SCALE))))
        }
        gtk_label_set_attributes(label, list)
        pango_attr_list_unref(list)
    }

    /// The number of characters shown.
    public var characterCount: Int { Int(g_utf8_strlen(gtk_label_get_text(gobjectPointer), -1)) }
}

extension Gtk.Widget {
    /// Whether this is a `GtkLabel` whose text Pango cut short with an ellipsis at its current
    /// width (`false` for any other widget).
    public var isEllipsizedLabel: Bool {
        let instance = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0,
            let layout = gtk_label_get_layout(gobjectPointer)
        else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }
}
