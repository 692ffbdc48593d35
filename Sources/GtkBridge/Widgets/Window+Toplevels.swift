import CGtk

extension Gtk.Window {
    /// Every open toplevel window of the process, in GTK's order.
    public static var toplevels: [Gtk.Window] {
        guard let model = gtk_window_get_toplevels() else { return [] }
        var windows: [Gtk.Window] = []
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            windows.append(Gtk.Window(retaining: OpaquePointer(item)))
            g_object_unref(item)
        }
        return windows
    }
}
