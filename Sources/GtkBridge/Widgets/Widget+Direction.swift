import CGtk

extension Gtk {
    /// Whether GTK lays widgets out right to left by default (`gtk_widget_get_default_direction`):
    /// GTK sets it from the translation in use (a right-to-left language).
    @MainActor
    public static var isRightToLeftByDefault: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
}
