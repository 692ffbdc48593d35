import CGtk

extension Gtk.Widget {
    /// Moves this widget to be its parent's first child, so it is drawn behind its siblings.
    public func moveToBack() {
        guard let parent = gtk_widget_get_parent(widgetPointer) else { return }
        gtk_widget_insert_after(widgetPointer, parent, nil)
    }

    /// The widget's toplevel window, if it is in one.
    public var containingWindow: Gtk.Window? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return Gtk.Window(retaining: root)
    }
}
