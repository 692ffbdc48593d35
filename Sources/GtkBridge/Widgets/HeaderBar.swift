import CGtk

extension Gtk {
    /// A window title bar with widgets at its start and end and a title in the middle (`GtkHeaderBar`).
    ///
    /// Set it as a window's `titlebar` before the window is shown; the window then draws it
    /// instead of the system title bar, with the window's title in the middle unless a
    /// `titleWidget` replaces it.
    ///
    /// ```swift
    /// let bar = HeaderBar()
    /// bar.packStart(Button(label: "Cancel"))
    /// bar.packEnd(Button(label: "Save"))
    /// window.titlebar = bar
    /// ```
    public final class HeaderBar: Widget {
        private var bar: OpaquePointer { gobjectPointer }

        /// Creates an empty header bar showing the window's title and its close button.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_header_bar_new()))
        }

        /// Wraps an existing header bar, adding a reference.
        override package init(retaining pointer: OpaquePointer) {
            super.init(retaining: pointer)
        }

        /// Adds `child` at the start (left in left-to-right locales), after those added before it.
        ///
        /// - Parameter child: A widget with no parent.
        public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widgetPointer) }

        /// Adds `child` at the end (right in left-to-right locales), before those added before it.
        ///
        /// - Parameter child: A widget with no parent.
        public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widgetPointer) }

        /// Removes a child added with `packStart`, `packEnd` or as the title widget.
        ///
        /// - Parameter child: The widget to remove; nothing happens if it is not in this bar.
        public func remove(_ child: Widget) {
            guard child.isDescendant(of: self) else { return }
            gtk_header_bar_remove(bar, child.widgetPointer)
        }

        /// The widget shown in place of the window title, or `nil` for the title itself.
        public var titleWidget: Widget? {
            get { Widget._wrap(gtk_header_bar_get_title_widget(bar)) }
            set { gtk_header_bar_set_title_widget(bar, newValue?.widgetPointer) }
        }
    }
}

extension Gtk.Window {
    /// The widget drawn as the window's title bar (a `HeaderBar`), or `nil` for the system's.
    ///
    /// Set it before the window is first shown.
    public var titlebar: Gtk.Widget? {
        get { Gtk.Widget._wrap(gtk_window_get_titlebar(pointer(as: GtkWindow.self))) }
        set { gtk_window_set_titlebar(pointer(as: GtkWindow.self), newValue?.widgetPointer) }
    }

    /// The window's title bar when it is a `HeaderBar`, or `nil`.
    public var headerBar: Gtk.HeaderBar? {
        guard let widget = gtk_window_get_titlebar(pointer(as: GtkWindow.self)),
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), gtk_header_bar_get_type()) != 0
        else { return nil }
        return Gtk.HeaderBar(retaining: OpaquePointer(widget))
    }
}
