import CGtk

extension Gtk.Widget {
    /// Whether pointer and touch events can reach this widget and the widgets inside it
    /// (`can-target`); when `false`, clicks go to whatever is below it.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) }
    }
}
