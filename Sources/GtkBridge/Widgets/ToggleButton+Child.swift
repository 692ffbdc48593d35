import CGtk

extension Gtk.ToggleButton {
    /// The widget shown in the button instead of its text label.
    public var child: Gtk.Widget? {
        get { Gtk.Widget._wrap(gtk_button_get_child(pointer(as: GtkButton.self))) }
        set { gtk_button_set_child(pointer(as: GtkButton.self), newValue?.widgetPointer) }
    }
}

extension Gtk.CheckButton {
    /// The widget shown beside the box instead of its text label; a click on it toggles the box.
    public var child: Gtk.Widget? {
        get { Gtk.Widget._wrap(gtk_check_button_get_child(pointer(as: GtkCheckButton.self))) }
        set { gtk_check_button_set_child(pointer(as: GtkCheckButton.self), newValue?.widgetPointer) }
    }
}
