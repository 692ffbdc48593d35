import CGtk

extension Gtk.Widget {
    /// Whether the widget clips its children to its bounds, rounded by its CSS `border-radius`
    /// (`GTK_OVERFLOW_HIDDEN`); by default children may draw outside.
    public var overflowHidden: Bool {
        get { gtk_widget_get_overflow(widgetPointer) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widgetPointer, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }
}
