import CGtk

extension Gtk {
    /// A button showing a colour that opens GTK's colour chooser dialog (`GtkColorButton`).
    ///
    /// ```swift
    /// let button = ColorButton()
    /// button.rgba = (1, 0, 0, 1)
    /// button.observe("rgba") { print(button.rgba) }
    /// ```
    open class ColorButton: Widget {
        private var chooser: OpaquePointer { gobjectPointer }

        /// Creates a button showing opaque black.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_color_button_new()))
        }

        /// The colour shown, as red, green, blue and alpha from 0 to 1; setting it notifies `rgba`
        /// as the dialog's choice does.
        public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
            get { _chooserRGBA }
            set { _chooserRGBA = newValue }
        }

        /// Whether the dialog offers an opacity control (when off, colours are opaque).
        public var useAlpha: Bool {
            get { gtk_color_chooser_get_use_alpha(chooser) != 0 }
            set { gtk_color_chooser_set_use_alpha(chooser, newValue ? 1 : 0) }
        }

        /// The dialog's title.
        public var title: String {
            get { String(cString: gtk_color_button_get_title(chooser)) }
            set { gtk_color_button_set_title(chooser, newValue) }
        }
    }
}

extension Gtk.Widget {
    /// The colour of a `GtkColorChooser` widget (a `GtkColorButton` found in a widget tree), as
    /// red, green, blue and alpha from 0 to 1; setting it is what the chooser dialog does on a
    /// choice (for tests).
    package var _chooserRGBA: (red: Double, green: Double, blue: Double, alpha: Double) {
        get {
            var color = GdkRGBA()
            gtk_color_chooser_get_rgba(OpaquePointer(widgetPointer), &color)
            return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        set {
            var color = GdkRGBA(
                red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue),
                alpha: Float(newValue.alpha))
            gtk_color_chooser_set_rgba(OpaquePointer(widgetPointer), &color)
        }
    }
}
