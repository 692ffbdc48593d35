import CGtk

extension Gtk {
    /// A vertical list of rows (`GtkListBox`); each appended widget gets a `GtkListBoxRow`.
    ///
    /// With the `boxed-list` style class it draws as GNOME's settings-style card of rows.
    ///
    /// ```swift
    /// let list = ListBox()
    /// list.addCSSClass("boxed-list")
    /// list.append(Label("Wi-Fi"))
    /// ```
    public final class ListBox: Widget {
        private var list: OpaquePointer { gobjectPointer }

        /// Creates an empty list with no selection.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_list_box_new()))
            gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
        }

        /// Adds `child` in a new row at the end.
        ///
        /// - Parameter child: A widget with no parent.
        public func append(_ child: Widget) { gtk_list_box_append(list, child.widgetPointer) }

        /// Removes every row.
        public func removeAll() {
            while let row = gtk_widget_get_first_child(widgetPointer) {
                gtk_list_box_remove(list, row)
            }
        }
    }
}
