import CGtk

extension Gtk.Widget {
    /// The widget's current CSS foreground colour as red, green, blue and alpha from 0 to 1
    /// (for tests that check a stylesheet rule applied).
    package var _cssColor: (red: Double, green: Double, blue: Double, alpha: Double) {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widgetPointer), &color)
        return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}
